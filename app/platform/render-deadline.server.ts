/**
 * The time limits of a page render (entry.server.tsx), measured from when rendering starts, not from when the
 * request arrived: a slow loader never counts against the render.
 * - The shell (the page without its deferred parts) gets SHELL_TIMEOUT_MS; past it the server is too busy and
 *   the page answers 503 (`busyPage`), never half a page nor a 500.
 * - Once the shell is sent, the rest of the stream gets `streamMs`; the timer is cleared as soon as everything
 *   is rendered, the stream is read to its end, or the client goes away: no timer is left behind.
 */
const SHELL_TIMEOUT_MS = 30_000

export class RenderTimeout extends Error {
	constructor(what: string, ms: number) {
		super(`The ${what} was not rendered within ${ms} ms`)
		this.name = 'RenderTimeout'
	}
}

let pending = 0

/** How many render timers are running (tests: none is left once the pages are answered). */
export function pendingRenderTimers() {
	return pending
}

/** One render's abort signal and its two successive timers. */
export function renderDeadline(streamMs: number, shellMs = SHELL_TIMEOUT_MS) {
	const controller = new AbortController()
	let timer: ReturnType<typeof setTimeout> | undefined
	const clear = () => {
		if (timer === undefined) return
		clearTimeout(timer)
		timer = undefined
		pending--
	}
	const start = (what: string, ms: number) => {
		clear()
		if (controller.signal.aborted) return
		pending++
		timer = setTimeout(() => {
			timer = undefined
			pending--
			controller.abort(new RenderTimeout(what, ms))
		}, ms)
	}
	start('shell', shellMs)
	return {
		signal: controller.signal,
		/** The shell is ready: the rest of the stream has its own, shorter limit. */
		shellReady: () => start('stream', streamMs),
		clear,
		/** The client went away: stop rendering for nobody. */
		abort: (reason: unknown) => {
			clear()
			controller.abort(reason)
		},
	}
}

/** The body as is, with `onEnd` called once when it is read to its end, fails, or is cancelled. */
export function untilStreamEnds(body: ReadableStream<Uint8Array>, onEnd: (cancelled: unknown) => void) {
	const reader = body.getReader()
	let ended = false
	const end = (reason?: unknown) => {
		if (ended) return
		ended = true
		onEnd(reason)
	}
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			try {
				const { done, value } = await reader.read()
				if (done) {
					end()
					controller.close()
				} else controller.enqueue(value)
			} catch (error) {
				end()
				controller.error(error)
			}
		},
		async cancel(reason) {
			end(reason ?? new Error('The client went away'))
			await reader.cancel(reason)
		},
	})
}
