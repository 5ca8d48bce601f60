import { type EntryContext } from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'
import { httpErrorText } from '#app/lib/http-errors.ts'
import { frenchTurboStreamTransform } from '#app/lib/remix-errors.ts'

/**
 * The errors Remix makes by itself (a POST where there is no action: 405 "Method Not Allowed", with "You made
 * a POST request to … route "routes/…"") travel in the page's hydration data, already encoded when the entry
 * gets them: the stream is rewritten with the French text of the status (app/lib/remix-errors.ts), and the
 * error objects the render reads get it too. The app's own error responses are left as they are.
 */
export function frenchRouteErrors(context: EntryContext) {
	const errors = context.staticHandlerContext.errors
	if (!errors) return
	const message = httpErrorText(context.staticHandlerContext.statusCode).message
	if (context.serverHandoffStream) {
		context.serverHandoffStream = context.serverHandoffStream.pipeThrough(frenchTurboStreamTransform(message))
	}
	for (const error of Object.values(errors)) {
		if (!isRouteErrorResponse(error)) continue
		const internal = error as { internal?: boolean; statusText: string; data: unknown; error?: unknown }
		if (!internal.internal) continue
		internal.statusText = ''
		internal.data = httpErrorText(error.status).message
		delete internal.error
	}
}
