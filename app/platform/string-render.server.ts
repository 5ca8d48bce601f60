import { type EntryContext } from '@remix-run/node'
import { type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/**
 * A page rendered as one string (entry.server.tsx), at the cost of React's `renderToString`: the server sends
 * a page whole anyway (server/remix-handler.js), so the streaming renderer's chunks, its Web Streams and its
 * per-chunk `TextEncoder.encode` bought nothing but CPU (docs/performance.md, "Render").
 *
 * What a page streams after its shell is Remix's loader data (single fetch), which `<Scripts>` writes as
 * scripts inside Suspense boundaries (`StreamTransfer` in @remix-run/react), one per chunk of the data stream,
 * each reading `context.serverHandoffStream` and caching the chunk in `context.renderMeta.streamCache`. The
 * stream is read here first, to its end, into that same cache: `StreamTransfer` then finds every chunk already
 * there and renders it at once, so nothing suspends and the whole document is one synchronous render. The data
 * stream always ends: Remix rejects what is still pending after `streamTimeout` (entry.server.tsx).
 */

type CachedChunk = Promise<void> & { result?: { done: boolean; value: string }; error?: unknown }

type RenderMeta = { didRenderScripts?: boolean; streamCache?: Record<number, CachedChunk> }

/**
 * Reads the page's data stream into the render cache, as `StreamTransfer` would. True once it is read to its
 * end; false if `signal` aborted first: the cache then holds what was read (and the read in flight), and the
 * context hands the same reader on, so a streaming render carries on where this stopped.
 */
export async function readPageData(context: EntryContext, signal: AbortSignal): Promise<boolean> {
	const stream = context.serverHandoffStream
	if (!stream) return true
	const text = (stream as { [TURBO_TEXT]?: unknown })[TURBO_TEXT]
	if (typeof text === 'string') return takePageData(context, text)
	const reader = stream.getReader()
	const decoder = new TextDecoder()
	const streamCache: Record<number, CachedChunk> = {}
	const renderMeta = (context.renderMeta ?? {}) as RenderMeta
	renderMeta.streamCache = streamCache
	context.renderMeta = renderMeta
	context.serverHandoffStream = { getReader: () => reader } as unknown as ReadableStream<Uint8Array>
	const aborted = new Promise<void>((resolve) => {
		if (signal.aborted) resolve()
		else signal.addEventListener('abort', () => resolve(), { once: true })
	})
	for (let i = 0; ; i++) {
		const chunk: CachedChunk = reader.read().then(
			({ done, value }) => {
				chunk.result = { done, value: decoder.decode(value, { stream: true }) }
			},
			(error: unknown) => {
				chunk.error = error ?? new Error('The page data stream failed')
			},
		)
		streamCache[i] = chunk
		await Promise.race([chunk, aborted])
		if (chunk.error !== undefined || chunk.result?.done) return true
		if (signal.aborted) return false
	}
}

/**
 * Where Remix leaves the page's data already encoded, as a string, when none of it waits for a promise
 * (patches/@remix-run+server-runtime+2.17.5.patch, `encodeWhole`): the same text its stream would give.
 */
export const TURBO_TEXT = Symbol.for('donnons.turboText')

/**
 * The data's text put in the render cache as the stream's two reads would: the text, then the end. Nothing
 * reads the stream itself (RemixServer asks for a reader, `StreamTransfer` finds every chunk in the cache).
 */
function takePageData(context: EntryContext, text: string) {
	const renderMeta = (context.renderMeta ?? {}) as RenderMeta
	renderMeta.streamCache = { 0: readChunk(text, false), 1: readChunk('', true) }
	context.renderMeta = renderMeta
	context.serverHandoffStream = { getReader: () => endedReader } as unknown as ReadableStream<Uint8Array>
	return true
}

const readChunk = (value: string, done: boolean): CachedChunk =>
	Object.assign(Promise.resolve(), { result: { done, value } })

const endedReader = {
	read: () => Promise.resolve({ done: true, value: undefined }),
	releaseLock() {},
	cancel: () => Promise.resolve(),
	closed: Promise.resolve(),
}

/**
 * The document as one string, or null when React could not render all of it synchronously (something
 * suspended, or failed inside a Suspense boundary, which React leaves to the browser as `<!--$!-->`): the
 * caller then renders it with the streaming renderer, which waits or reports the error as it always did.
 */
export function renderWhole(element: ReactElement): string | null {
	let html: string
	try {
		html = renderToString(element)
	} catch {
		return null
	}
	if (html.includes('<!--$!')) return null
	// The data scripts come after the document element (RemixServer renders them beside it): `</body></html>`
	// goes last, as closingTagsLast() does for a streamed page (valid HTML, ADR 035).
	const closing = html.indexOf(CLOSING)
	if (closing >= 0 && closing + CLOSING.length < html.length)
		html = html.slice(0, closing) + html.slice(closing + CLOSING.length) + CLOSING
	return `<!DOCTYPE html>${html}`
}

const CLOSING = '</body></html>'

/**
 * Where a whole page's HTML waits for the server (server/remix-handler.js reads it under this key, it loads no
 * module of the app): the server compresses and sends the string at once, where reading a Response's body
 * cost a ReadableStream, its reads and two copies a page (docs/performance.md, "Render (s13-render)").
 */
export const PAGE_HTML = Symbol.for('donnons.pageHtml')

/**
 * A rendered page as a Response whose body stream is made only if something reads it (a test, Remix, another
 * adapter): it behaves as `new Response(html, init)` does, but the server takes the string under PAGE_HTML.
 */
export class PageResponse extends Response {
	readonly #html: string
	readonly #init: ResponseInit
	readonly #headers: Headers
	#full: Response | undefined

	/**
	 * `init.headers` is kept as it is when it is a Headers object (the entry's response headers, which nothing
	 * changes afterwards): a Response given them copies them into a Headers of its own, a cost per page for
	 * headers the server only reads once.
	 */
	constructor(html: string, init: ResponseInit) {
		super(null, { status: init.status, statusText: init.statusText })
		this.#html = html
		this.#headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers)
		this.#init = { ...init, headers: this.#headers }
	}

	get [PAGE_HTML]() {
		return this.#html
	}

	override get headers() {
		return this.#headers
	}

	#read() {
		return (this.#full ??= new Response(this.#html, this.#init))
	}

	override get body() {
		return this.#read().body
	}
	override get bodyUsed() {
		return this.#full?.bodyUsed ?? false
	}
	override text() {
		return this.#read().text()
	}
	override arrayBuffer() {
		return this.#read().arrayBuffer()
	}
	override blob() {
		return this.#read().blob()
	}
	override json() {
		return this.#read().json()
	}
	override formData() {
		return this.#read().formData()
	}
	override clone(): Response {
		return this.#full
			? this.#full.clone()
			: new PageResponse(this.#html, { ...this.#init, headers: new Headers(this.#headers) })
	}
}
