import { type RouteConfig } from '@remix-run/route-config'
import { flatRoutes } from '@remix-run/fs-routes'

// One file per URL in app/routes/ (Remix flat routes). Tests and server-only modules are not routes.
export default flatRoutes({
	ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.server.{ts,tsx}', '**/.*'],
}) satisfies RouteConfig
