/**
 * A request URL's origin without parsing the URL again (the root loader asks on every request when PUBLIC_URL
 * is not set): `Request.url` is already a serialized URL (scheme and host in lower case, no default port), so
 * its origin is what comes before the path. A URL with credentials (`http://user@host/`) is parsed, as before.
 */
export function requestOrigin(url: string): string {
	const start = url.indexOf('//') + 2
	const path = url.indexOf('/', start)
	const origin = path === -1 ? url : url.slice(0, path)
	return origin.includes('@', start) ? new URL(url).origin : origin
}
