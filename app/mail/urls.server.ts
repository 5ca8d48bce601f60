import { getEnv } from '#app/platform/env.server.ts'

let warned = false

/**
 * An absolute URL for a link in an e-mail or a provider's return address. PUBLIC_URL (which may carry a path
 * prefix) is used when set, except in the demo: there the visitor's own address always wins, so a demo
 * opened at 127.0.0.1 or at the server's name comes back where its session is. Otherwise the request's own
 * origin: Express builds it from the Host header and, behind a loopback proxy only ('trust proxy'), from
 * X-Forwarded-Proto/Host. A Host header can be forged, so a real deployment must set PUBLIC_URL, or a
 * password reset link could point to another site.
 */
export function absoluteUrl(request: Request, path: string): string {
	const env = getEnv()
	const suffix = path.startsWith('/') ? path : `/${path}`
	if (env.PUBLIC_URL && !env.isDemo) return `${env.PUBLIC_URL.replace(/\/+$/, '')}${suffix}`
	if (env.isProduction && !env.isDemo && !warned) {
		warned = true
		console.warn('PUBLIC_URL is not set: links in e-mails use the Host header of each request.')
	}
	return `${new URL(request.url).origin}${suffix}`
}

/** The site's address for links in mails sent outside a request (webhooks, background jobs). */
export function siteUrl(path: string) {
	const env = getEnv()
	return `${(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')}${path}`
}
