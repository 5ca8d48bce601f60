import { getEnv } from '#app/platform/env.server.ts'

let warned = false

/**
 * An absolute URL for a link in an e-mail or a page (sharing, canonical): PUBLIC_URL (which may carry a path
 * prefix) whenever it is set, the demo included, so that a forged Host header never reaches a mail or a cached
 * page. Without it (the demo and development only: a production start requires PUBLIC_URL) the request's own
 * origin, which Express builds from the Host header and, behind a loopback proxy only ('trust proxy'), from
 * X-Forwarded-Proto/Host; the page cache keys its pages by Host for that case (server/page-cache.js).
 */
export function absoluteUrl(request: Request, path: string): string {
	const env = getEnv()
	const suffix = path.startsWith('/') ? path : `/${path}`
	if (env.PUBLIC_URL) return `${env.PUBLIC_URL.replace(/\/+$/, '')}${suffix}`
	if (env.isProduction && !env.isDemo && !warned) {
		warned = true
		console.warn('PUBLIC_URL is not set: links in e-mails use the Host header of each request.')
	}
	return `${new URL(request.url).origin}${suffix}`
}

/**
 * The address a payment provider sends the visitor back to, in their own browser. In the demo, the address the
 * visitor used, whatever PUBLIC_URL says: a demo opened at 127.0.0.1 or at the server's name comes back where
 * its session is (a forged Host there only misleads the browser that forged it). Elsewhere as `absoluteUrl`.
 */
export function returnUrl(request: Request, path: string): string {
	const suffix = path.startsWith('/') ? path : `/${path}`
	if (getEnv().isDemo) return `${new URL(request.url).origin}${suffix}`
	return absoluteUrl(request, path)
}

/** The site's address for links in mails sent outside a request (webhooks, background jobs). */
export function siteUrl(path: string) {
	const env = getEnv()
	return `${(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')}${path}`
}
