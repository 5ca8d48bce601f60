import { type ComponentType, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { context } from './request.ts'

type PageModule = {
	default: ComponentType
	loader?: (args: { request: Request; params: Record<string, string | undefined>; context: never }) => unknown
}

/**
 * Renders a route module the way the server does for a document request: its loader runs on a real
 * Request (cookies included), then its component is rendered with the loader's data inside a router, so
 * `Link`, `Form` and `useLoaderData` behave as in the app. Returns the status, the HTML and its text.
 */
export async function renderPage(url: string, page: PageModule, cookie?: string | null) {
	const request = new Request(new URL(url, 'http://localhost:3000'), {
		headers: cookie ? { cookie } : {},
	})
	const loader = page.loader
	const handler = createStaticHandler([
		{
			id: 'page',
			path: new URL(request.url).pathname,
			loader: loader
				? ({ request, params }) => loader({ request, params, context: context() as never }) as never
				: undefined,
			Component: page.default,
		},
	])
	const result = await handler.query(request)
	if (result instanceof Response) return { status: result.status, html: '', text: '', h1: null }
	const router = createStaticRouter(handler.dataRoutes, result)
	const html = renderToStaticMarkup(
		createElement(StaticRouterProvider, { router, context: result, hydrate: false }),
	)
	return {
		status: result.statusCode,
		html,
		text: textOf(html),
		h1: textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '') || null,
	}
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }

/** The visible text of some HTML, with every kind of space made a plain space. */
export function textOf(html: string) {
	return html
		.replace(/<[^>]+>/g, ' ')
		.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
		.replace(/\s+/g, ' ')
		.trim()
}
