import { httpErrorText } from '#app/lib/http-errors.ts'

/**
 * The error to throw (or return) from a loader or action: its body is the French message, the only thing a
 * visitor (or a single-fetch `.data` reader) sees of it; the root error boundary shows the same text.
 */
export function httpError(status: number, headers?: HeadersInit) {
	const merged = new Headers(headers)
	merged.set('content-type', 'text/plain; charset=utf-8')
	return new Response(httpErrorText(status).message, { status, headers: merged })
}
