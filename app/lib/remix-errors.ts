/**
 * Remix writes its own error messages as they are into the data it sends the browser — a single-fetch `.data`
 * answer, or the page's hydration data: `["ErrorResponse", 405, "Method Not Allowed", "Error: You made a POST
 * request to "/x" but did not provide an `action` for route "routes/x"…"]`. English, and naming the app's
 * route files. These replace such strings, in turbo-stream lines (JSON arrays), by the French message.
 */
const INTERNAL_MESSAGE =
	/^(Error: |You made a |No route matches|Unexpected Server Error$|Did not find |Invalid request method|Method Not Allowed$|Not Found$|Bad Request$|Forbidden$|Internal Server Error$)/

function frenchTurboStreamLine(line: string, message: string) {
	if (!line.startsWith('[')) return line
	let values: unknown
	try {
		values = JSON.parse(line)
	} catch {
		return line
	}
	if (!Array.isArray(values) || !values.some((v) => typeof v === 'string' && INTERNAL_MESSAGE.test(v)))
		return line
	return JSON.stringify(values.map((v) => (typeof v === 'string' && INTERNAL_MESSAGE.test(v) ? message : v)))
}

export function frenchTurboStream(payload: string, message: string) {
	return payload
		.split('\n')
		.map((line) => frenchTurboStreamLine(line, message))
		.join('\n')
}

/** The same, on a stream (the page's hydration data), line by line. */
export function frenchTurboStreamTransform(message: string) {
	const decoder = new TextDecoder()
	const encoder = new TextEncoder()
	let pending = ''
	return new TransformStream<Uint8Array | string, Uint8Array>({
		transform(chunk, controller) {
			pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
			const end = pending.lastIndexOf('\n')
			if (end === -1) return
			controller.enqueue(encoder.encode(frenchTurboStream(pending.slice(0, end + 1), message)))
			pending = pending.slice(end + 1)
		},
		flush(controller) {
			pending += decoder.decode()
			if (pending) controller.enqueue(encoder.encode(frenchTurboStream(pending, message)))
		},
	})
}
