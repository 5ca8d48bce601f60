import { index, type RouteConfig } from '@remix-run/route-config'

// One index route, beside root.tsx (not in routes/: the layers test keeps scripts/ at most three folders deep).
export default [index('index-route.tsx')] satisfies RouteConfig
