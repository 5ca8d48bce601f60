// @ts-check
// The Express → Remix adapter (after @remix-run/express's, MIT), with two differences: the request body is
// counted against the size limit as it streams in (a chunked body over it is answered 413, see
// http-guards.js), and the errors Remix answers by itself — English JSON `{"message": "Unexpected Server
// Error"}` for a POST to a route without an action, `Unexpected Server Error` in plain text — become the
// French page of their status.
import zlib from 'node:zlib'
import { compressResponse } from './compress.js'
import { encodeLocation, limitedBody, sendErrorPage } from './http-guards.js'

/** The key under which the app's entry hands a whole page's HTML over (app/platform/string-render.server.ts). */
const PAGE_HTML = Symbol.for('donnons.pageHtml')
/**
 * …and Remix a route's single-fetch data, when none of it waits for a promise: the turbo-stream text, whole
 * (patches/@remix-run+server-runtime+2.17.5.patch, `turboResponse`).
 */
const TURBO_TEXT = Symbol.for('donnons.turboText')

/**
 * The encoding a page is sent in: brotli, else gzip, else none, as the browser's Accept-Encoding allows
 * (a `;q=0` refuses one).
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function pageEncoding(header) {
	const accepted = new Set()
	for (const part of String(header ?? '').split(',')) {
		const [name, ...params] = part.trim().toLowerCase().split(';')
		const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
		if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name)
	}
	if (accepted.has('br')) return 'br'
	if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
	return null
}

/**
 * A page compressed in one synchronous call: 0.1–0.2 ms for 20–80 kB at these settings, where compression()'s
 * stream cost 3–4 ms of event loop over a gift's five pages (docs/performance.md). Not zlib's asynchronous call: with
 * many pages in flight on libuv's threads, the server's peak memory under load passed 256 MB (bench:memory
 * 262–270 MB, against 187–238 MB this way). Brotli with a 256 kB window (server.js says why), gzip level 6.
 * The brotli quality is the caller's ({@link BROTLI_FOR_ONE}, {@link BROTLI_FOR_MANY}).
 * @param {Buffer} page
 * @param {'br' | 'gzip'} encoding
 * @param {number} quality brotli's
 */
function compressPage(page, encoding, quality) {
	return encoding === 'br'
		? zlib.brotliCompressSync(page, {
				params: {
					[zlib.constants.BROTLI_PARAM_QUALITY]: quality,
					[zlib.constants.BROTLI_PARAM_LGWIN]: 18,
					[zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length,
				},
			})
		: zlib.gzipSync(page)
}

/**
 * Brotli's quality for a page rendered for one request (signed in, a form's answer, a route's `.data`, a cache
 * miss with PAGE_CACHE=off): quality 1 took 0.17 ms of CPU for the 33 kB pot page against 0.45 ms at quality 2,
 * for 10.3 kB against 9.5 kB (docs/performance.md, "Render: a leaner request path (s14-plumbing)").
 */
export const BROTLI_FOR_ONE = 1
/**
 * …and for a page the microcache will send to every anonymous visitor for a second (server/page-cache.js):
 * compressed once, sent many times, the fewer bytes are worth the 0.3 ms (ADR 045's quality 2).
 */
export const BROTLI_FOR_MANY = 2

/** @typedef {import('express').Request} Request */
/** @typedef {import('express').Response} Response */
/** @typedef {import('express').NextFunction} NextFunction */
/** @typedef {import('@remix-run/node').ServerBuild} ServerBuild */
/** @typedef {import('@remix-run/node').AppLoadContext} AppLoadContext */
/**
 * Remix's Node runtime, as the server build exports it (app/entry.server.tsx): the build bundles its own copy
 * of Remix (ADR 076), and a handler from another copy would not recognise the build's `data()` and responses.
 * @typedef {Pick<typeof import('@remix-run/node'),
 *   'createRequestHandler' | 'createReadableStreamFromReadable' | 'writeReadableStreamToWritable'>} RemixRuntime
 */

/**
 * The Fetch Request Remix reads, built as cheaply as undici allows (docs/performance.md, "Render
 * (s14-plumbing)"): the URL as a string (the Request parses it once; `new URL()` first parsed it twice), the
 * headers as name/value pairs (a Headers object given to a Request is copied into another one), and an abort
 * signal only for a request that sends a body: undici follows a given signal with a listener and a
 * finalization registration, ×2–3 the cost of the Request itself. A read is answered in one go by synchronous
 * loaders and render; a form's action, an upload, is what may still be running when the client leaves.
 * @param {Request} req
 * @param {Response} res
 * @param {() => void} onTooLarge
 * @param {RemixRuntime['createReadableStreamFromReadable']} toStream
 */
function toFetchRequest(req, res, onTooLarge, toStream) {
	const [, forwardedPort] = req.get('X-Forwarded-Host')?.split(':') ?? []
	const [, hostPort] = req.get('host')?.split(':') ?? []
	const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? '', 10)).find(Number.isSafeInteger)
	const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`
	/** @type {[string, string][]} */
	const headers = []
	for (const key in req.headers) {
		const values = req.headers[key]
		if (!values) continue
		if (Array.isArray(values)) for (const value of values) headers.push([key, value])
		else headers.push([key, values])
	}
	/** @type {RequestInit & { duplex?: 'half' }} */
	const init = { method: req.method, headers }
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		const limit = /** @type {number | undefined} */ (res.locals.bodyLimit)
		init.body = toStream(limit ? limitedBody(req, limit, onTooLarge) : req)
		init.duplex = 'half'
		// Abort the action once the response can no longer be written.
		/** @type {AbortController | null} */
		let controller = new AbortController()
		init.signal = controller.signal
		res.on('finish', () => (controller = null))
		res.on('close', () => controller?.abort())
	}
	return new Request(url, init)
}

/**
 * Remix's own error answers (not the app's pages, not single-fetch `.data` payloads, not the app's
 * resource routes' answers): JSON or plain text in English.
 * @param {Response} _res
 * @param {globalThis.Response} response
 */
function isRemixDefaultError(_res, response) {
	if (response.status < 400) return false
	const type = response.headers.get('content-type') ?? ''
	if (/text\/html|text\/x-script/i.test(type)) return false
	return (
		response.headers.get('x-remix-error') === 'yes' ||
		response.headers.get('x-remix-catch') === 'yes' ||
		(response.status >= 500 && /^text\/plain/i.test(type))
	)
}

/**
 * @param {Response} res
 * @param {globalThis.Response} response
 * @param {number} quality brotli's, for a page or a route's data sent whole
 * @param {RemixRuntime['writeReadableStreamToWritable']} pipe
 */
async function send(res, response, quality, pipe) {
	res.statusMessage = response.statusText
	res.status(response.status)
	for (const [key, value] of response.headers.entries()) {
		res.append(key, key === 'location' || key === 'x-remix-redirect' ? encodeLocation(value) : value)
	}
	// A page rendered as one string (app/platform/string-render.server.ts) is taken as it is: no body stream.
	const html = /** @type {{ [PAGE_HTML]?: unknown }} */ (response)[PAGE_HTML]
	if (typeof html === 'string') return sendPage(res, html, quality)
	// So is a route's data encoded whole: what reading its body gave, without the stream.
	const text = /** @type {{ [TURBO_TEXT]?: unknown }} */ (response)[TURBO_TEXT]
	if (typeof text === 'string') return sendPage(res, text, quality)
	const type = response.headers.get('content-type') ?? ''
	const whole = /^text\/(html|x-script)/i.test(type)
	// What is not sent whole below is compression()'s to compress, as it was for every response.
	if (!whole || !response.body) compressResponse(res.req, res)
	if (/text\/event-stream/i.test(type)) res.flushHeaders()
	if (!response.body) return void res.end()
	// A streamed page (30–100 kB) is sent in one piece too: React's renderer hands it over in dozens of small
	// chunks, and each one written would be its own compression call and socket write (3 ms of CPU a page).
	// So is a route's single-fetch data (turbo-stream, 1–10 kB; no route defers data, and Remix ends the stream
	// after streamTimeout anyway): compression() compressed its dozens of chunks one by one, each a round trip
	// through zlib's threads, 11 % of a `.data` request's CPU (docs/performance.md, "Render (s13-render)").
	if (whole) return sendPage(res, Buffer.from(await response.arrayBuffer()), quality)
	await pipe(response.body, res)
}

/**
 * Where a page's HTML is written as UTF-8 before it is compressed: compression is synchronous, its output a
 * buffer of its own, so one buffer serves every page. `Buffer.from(html)` allocated 30–100 kB outside V8's
 * heap a page (memory the GC accounts for) and cost as much again as writing into this one
 * (docs/performance.md, "Render: our HTTP layer (s15-http)"). A larger page gets a buffer of its own.
 */
const scratch = Buffer.allocUnsafeSlow(512 * 1024)

/**
 * A whole page (or a route's data), compressed as the browser allows, with a Content-Length.
 * @param {Response} res
 * @param {Buffer | string} page
 * @param {number} quality brotli's
 */
function sendPage(res, page, quality) {
	/** @type {Buffer} */
	let bytes
	// UTF-8 takes at most three bytes for each UTF-16 unit: a page that fits is never cut.
	if (typeof page === 'string')
		bytes = page.length * 3 <= scratch.length ? scratch.subarray(0, scratch.write(page)) : Buffer.from(page)
	else bytes = page
	const encoding =
		bytes.length >= 1024 &&
		!res.getHeader('Content-Encoding') &&
		pageEncoding(res.req.headers['accept-encoding'])
	res.vary('Accept-Encoding')
	if (encoding) {
		bytes = compressPage(bytes, encoding, quality)
		res.setHeader('Content-Encoding', encoding)
	} else {
		// Sent as it is: the socket may still hold it after this call, so never the shared buffer.
		if (bytes.buffer === scratch.buffer) bytes = Buffer.from(bytes)
		// A browser that takes neither brotli nor gzip (deflate only…) gets what compression() gives it.
		if (bytes.length >= 1024) compressResponse(res.req, res)
	}
	res.setHeader('Content-Length', bytes.length)
	res.end(bytes)
}

/**
 * A body the app did not read (an action refused it before, a route without action) would stay in the
 * paused request and hold the keep-alive connection: the next request on it would wait for the server's
 * keep-alive timeout. Once the answer is out, the rest is read and thrown away (up to the size limit).
 * @param {Request} req
 * @param {number | undefined} limit
 */
function drainUnreadBody(req, limit) {
	if (req.complete) return
	req.unpipe()
	req.removeAllListeners('data')
	let seen = 0
	req.on('data', (/** @type {Buffer} */ chunk) => {
		seen += chunk.length
		if (limit !== undefined && seen > limit) req.destroy()
	})
	req.resume()
}

/**
 * @param {{
 *   build: ServerBuild | (() => Promise<ServerBuild>),
 *   runtime: RemixRuntime,
 *   mode: string,
 *   getLoadContext: (req: Request, res: Response) => AppLoadContext,
 *   errorPage: (status: number) => string,
 *   errorMessage: (status: number) => string,
 *   frenchTurboStream: (payload: string, message: string) => string,
 *   shared?: (req: Request) => boolean,
 * }} options `shared`: whether the answer may be kept by the microcache for every anonymous visitor
 */
export function remixHandler({
	build,
	runtime,
	mode,
	getLoadContext,
	errorPage,
	errorMessage,
	frenchTurboStream,
	shared = () => false,
}) {
	const handle = runtime.createRequestHandler(build, mode)
	/** @type {(req: Request, res: Response, next: NextFunction) => Promise<void>} */
	return async (req, res, next) => {
		res.on('finish', () => drainUnreadBody(req, /** @type {number | undefined} */ (res.locals.bodyLimit)))
		try {
			let tooLarge = false
			const request = toFetchRequest(
				req,
				res,
				() => (tooLarge = true),
				runtime.createReadableStreamFromReadable,
			)
			const response = await handle(request, getLoadContext(req, res))
			if (tooLarge) {
				await response.body?.cancel()
				return sendErrorPage(res, 413, errorPage, { connection: 'close' })
			}
			if (isRemixDefaultError(res, response)) {
				await response.body?.cancel()
				return sendErrorPage(res, response.status, errorPage)
			}
			if (response.status >= 400 && /text\/x-script/i.test(response.headers.get('content-type') ?? '')) {
				const payload = frenchTurboStream(await response.text(), errorMessage(response.status))
				const headers = new Headers(response.headers)
				headers.delete('content-length')
				return await send(
					res,
					new globalThis.Response(payload, { status: response.status, headers }),
					BROTLI_FOR_ONE,
					runtime.writeReadableStreamToWritable,
				)
			}
			await send(
				res,
				response,
				shared(req) ? BROTLI_FOR_MANY : BROTLI_FOR_ONE,
				runtime.writeReadableStreamToWritable,
			)
		} catch (error) {
			next(error)
		}
	}
}
