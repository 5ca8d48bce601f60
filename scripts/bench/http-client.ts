/**
 * The benchmarks' donors' HTTP client (nojs-browser.ts, js-browser.ts): HTTP/1.1 written and read on kept-alive
 * `net` sockets, one request at a time on a socket, as a browser's connection does. A load generator should cost
 * little next to the server it measures, on the same two cores: `fetch` (undici) cost the donors 14–16 ms of
 * CPU a gift, node:http's client 9–15 ms (its ClientRequest, IncomingMessage, streams and events per request;
 * docs/performance.md, s14-app and s16-donors). Here a request is one socket write and its answer a scan of
 * the bytes that arrive.
 *
 * What the server sees is what node:http sent: the request line, `Host`, `Connection: keep-alive`, the
 * caller's headers, `Content-Length` for a body. Answers may be compressed (the donors accept gzip and br like a
 * browser); a body is decompressed only when read (`Answer.body`), so an answer whose body the journey does not
 * read costs no decompression.
 */
import net from 'node:net'
import zlib from 'node:zlib'

export type Headers = Record<string, string | string[] | undefined> & { 'set-cookie'?: string[] }

export class Answer {
	private decoded: Buffer | null = null

	constructor(
		readonly status: number,
		readonly headers: Headers,
		/** The body as it came (compressed if the server compressed it). */
		readonly raw: Buffer,
	) {}

	/** The body, decompressed as a browser would (on first read). */
	get body(): Buffer {
		if (this.decoded) return this.decoded
		const encoding = this.headers['content-encoding']
		// One output chunk for a page (zlib's default is 16 kB chunks, concatenated at the end).
		this.decoded =
			encoding === 'br'
				? zlib.brotliDecompressSync(this.raw, INFLATED)
				: encoding === 'gzip'
					? zlib.gunzipSync(this.raw, INFLATED)
					: this.raw
		return this.decoded
	}
}

const CRLF_CRLF = Buffer.from('\r\n\r\n')
const INFLATED = { chunkSize: 64 * 1024 }
const NO_BODY = Buffer.alloc(0)
/** What every socket reads into (`onread`); read bytes are copied out before the next read. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024)

type Pending = {
	resolve: (answer: Answer) => void
	reject: (error: Error & { code?: string }) => void
	/** Bytes received for this answer so far (none: the socket may be resent on). */
	received: number
	head: { status: number; headers: Headers; keepAlive: boolean } | null
	buffered: Buffer
	/** A chunked body's chunks, or a body read until the connection closes. */
	chunks: Buffer[]
	/** Content-Length's body, its length (Infinity: until the connection closes) and the bytes read. */
	body: Buffer | null
	remaining: number
	filled: number
	chunked: boolean
	/** The request had no body to answer (HEAD), or the status has none. */
	noBody: boolean
}

type Connection = net.Socket & { job?: Pending | null; key?: string }

/** Idle kept-alive sockets by host:port. */
const idle = new Map<string, Connection[]>()

function fail(socket: Connection, error: Error & { code?: string }) {
	const pending = socket.job
	socket.job = null
	forget(socket)
	socket.destroy()
	pending?.reject(error)
}

function forget(socket: Connection) {
	const list = idle.get(socket.key!)
	const at = list ? list.indexOf(socket) : -1
	if (at >= 0) list!.splice(at, 1)
}

function finish(socket: Connection, p: Pending, body: Buffer) {
	const head = p.head!
	socket.job = null
	if (head.keepAlive && !socket.destroyed) {
		let list = idle.get(socket.key!)
		if (!list) idle.set(socket.key!, (list = []))
		list.push(socket)
	} else socket.destroy()
	p.resolve(new Answer(head.status, head.headers, body))
}

/** The status line and headers, lower-cased names; `set-cookie` as a list, repeated others joined by « , ». */
function parseHead(text: string) {
	const firstEnd = text.indexOf('\r\n')
	const statusLine = firstEnd < 0 ? text : text.slice(0, firstEnd)
	const status = Number(statusLine.slice(9, 12))
	if (!statusLine.startsWith('HTTP/1.') || !(status >= 100 && status < 600))
		throw new Error(`Not an HTTP answer: ${statusLine.slice(0, 40)}`)
	const headers: Headers = {}
	let at = firstEnd < 0 ? text.length : firstEnd + 2
	while (at < text.length) {
		let end = text.indexOf('\r\n', at)
		if (end < 0) end = text.length
		const colon = text.indexOf(':', at)
		if (colon > at && colon < end) {
			const name = text.slice(at, colon).toLowerCase()
			const value = text.slice(colon + 1, end).trim()
			if (name === 'set-cookie') (headers['set-cookie'] ??= []).push(value)
			else {
				const before = headers[name]
				headers[name] = before === undefined ? value : `${before as string}, ${value}`
			}
		}
		at = end + 2
	}
	const connection = String(headers.connection ?? '').toLowerCase()
	const keepAlive = statusLine.startsWith('HTTP/1.1') ? connection !== 'close' : connection === 'keep-alive'
	return { status, headers, keepAlive }
}

/** Reads as much of a chunked body as `p.buffered` holds; true once its last chunk (and trailers) arrived. */
function readChunks(p: Pending) {
	for (;;) {
		const lineEnd = p.buffered.indexOf('\r\n')
		if (lineEnd < 0) return false
		const size = parseInt(p.buffered.toString('latin1', 0, lineEnd), 16)
		if (Number.isNaN(size)) throw new Error('A malformed chunk')
		if (size === 0) {
			// The last chunk, then trailers (none expected) and an empty line.
			return p.buffered.indexOf(CRLF_CRLF, lineEnd) >= 0
		}
		if (p.buffered.length < lineEnd + 2 + size + 2) return false
		p.chunks.push(p.buffered.subarray(lineEnd + 2, lineEnd + 2 + size))
		p.buffered = p.buffered.subarray(lineEnd + 2 + size + 2)
	}
}

/**
 * Bytes read on a socket. `data` is a view of the one read buffer all sockets share (`onread`: no stream, no
 * Buffer allocated per read), valid only during this call: what is kept is copied.
 */
function onData(socket: Connection, data: Buffer) {
	const p = socket.job
	if (!p) {
		// Bytes nobody asked for on an idle socket: it cannot be trusted for the next request.
		forget(socket)
		socket.destroy()
		return
	}
	p.received += data.length
	try {
		if (!p.head) {
			const bytes = p.buffered.length ? Buffer.concat([p.buffered, data]) : data
			const end = bytes.indexOf(CRLF_CRLF)
			if (end < 0) {
				p.buffered = bytes === data ? Buffer.from(data) : bytes
				return
			}
			p.head = parseHead(bytes.toString('latin1', 0, end))
			const rest = bytes.subarray(end + 4)
			p.buffered = NO_BODY
			const { status, headers } = p.head
			if (p.noBody || status === 204 || status === 304 || status < 200) return finish(socket, p, NO_BODY)
			if (String(headers['transfer-encoding'] ?? '').toLowerCase() === 'chunked') {
				p.chunked = true
				p.buffered = Buffer.from(rest)
			} else {
				const length = headers['content-length']
				if (length === undefined) {
					// Until the connection closes (HTTP/1.0 style): not kept alive.
					p.head.keepAlive = false
					p.remaining = Infinity
					if (rest.length) p.chunks.push(Buffer.from(rest))
				} else {
					p.remaining = Number(length)
					p.body = Buffer.allocUnsafe(p.remaining)
					p.filled = rest.copy(p.body, 0, 0, Math.min(rest.length, p.remaining))
				}
			}
		} else if (p.chunked)
			p.buffered = p.buffered.length ? Buffer.concat([p.buffered, data]) : Buffer.from(data)
		else if (p.body) p.filled += data.copy(p.body, p.filled, 0, Math.min(data.length, p.remaining - p.filled))
		else p.chunks.push(Buffer.from(data))
		if (p.chunked) {
			if (readChunks(p)) finish(socket, p, p.chunks.length === 1 ? p.chunks[0]! : Buffer.concat(p.chunks))
		} else if (p.body && p.filled >= p.remaining) finish(socket, p, p.body)
	} catch (error) {
		fail(socket, error as Error)
	}
}

function onEnd(this: Connection) {
	const p = this.job
	// An answer that runs until the connection closes.
	if (p?.head && p.remaining === Infinity) {
		finish(this, p, p.chunks.length === 1 ? p.chunks[0]! : Buffer.concat(p.chunks))
		return
	}
	fail(this, closed(p))
}

/** The server closed the connection: before any byte of the answer, the request may be sent again. */
function closed(p: Pending | null | undefined) {
	return p && p.received > 0
		? new Error('the connection closed in the middle of an answer')
		: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })
}

function onError(this: Connection, error: Error) {
	fail(this, error)
}

function connect(host: string, port: number, key: string): Connection {
	const socket: Connection = net.connect({
		host,
		port,
		noDelay: true,
		onread: {
			buffer: READ_BUFFER,
			callback: (length: number) => {
				onData(socket, READ_BUFFER.subarray(0, length))
				return true
			},
		},
	})
	socket.key = key
	socket.job = null
	socket.on('end', onEnd)
	socket.on('error', onError)
	socket.on('close', function (this: Connection) {
		forget(this)
		if (this.job) fail(this, closed(this.job))
	})
	return socket
}

function once(
	host: string,
	port: number,
	request: string,
	body: string | undefined,
	noBody: boolean,
): Promise<Answer> {
	const key = `${host}:${port}`
	const list = idle.get(key)
	let socket = list?.pop()
	while (socket && (socket.destroyed || !socket.writable)) socket = list?.pop()
	socket ??= connect(host, port, key)
	return new Promise((resolve, reject) => {
		socket.job = {
			resolve,
			reject,
			received: 0,
			head: null,
			buffered: NO_BODY,
			chunks: [],
			body: null,
			remaining: 0,
			filled: 0,
			chunked: false,
			noBody,
		}
		socket.write(body === undefined ? request : request + body, 'utf8')
	})
}

/** An absolute `http:` URL's host, port, Host header and path (what node:http would send). */
function targetOf(url: string) {
	const slash = url.startsWith('http://') ? url.indexOf('/', 7) : -1
	const authority = slash < 0 ? (url.startsWith('http://') ? url.slice(7) : '') : url.slice(7, slash)
	const colon = authority.lastIndexOf(':')
	if (!authority || authority.includes('@') || authority.startsWith('[') || /[?#]/.test(authority))
		throw new Error(`${url}: the donors' client sends to http://host:port/ only`)
	const hash = url.indexOf('#')
	return {
		host: colon < 0 ? authority : authority.slice(0, colon),
		port: colon < 0 ? 80 : Number(authority.slice(colon + 1)),
		hostHeader: authority,
		path: slash < 0 ? '/' : url.slice(slash, hash < 0 ? url.length : hash),
	}
}

/**
 * One request. Sent again once when a kept-alive socket the server closed meanwhile drops it before any
 * answer (as a browser does); `onResend` is told. Any other failure is thrown with its cause.
 */
export async function send(
	url: string,
	init: { method?: string; headers?: Record<string, string>; body?: string },
	onResend?: () => void,
): Promise<Answer> {
	const target = targetOf(url)
	const method = init.method ?? 'GET'
	let request = `${method} ${target.path} HTTP/1.1\r\n`
	for (const name in init.headers) request += `${name}: ${init.headers[name]}\r\n`
	if (init.body !== undefined) request += `Content-Length: ${Buffer.byteLength(init.body)}\r\n`
	request += `Host: ${target.hostHeader}\r\nConnection: keep-alive\r\n\r\n`
	for (let attempt = 1; ; attempt++) {
		try {
			return await once(target.host, target.port, request, init.body, method === 'HEAD')
		} catch (error) {
			const reason = (error as { code?: string }).code ?? String(error)
			if (attempt >= 2 || !/ECONNRESET|EPIPE/.test(reason)) throw new Error(`${method} ${url}: ${reason}`)
			onResend?.()
		}
	}
}

/** Closes the idle kept-alive sockets (a benchmark's end; sockets in use close when answered). */
export function closeIdleSockets() {
	for (const list of idle.values()) for (const socket of list.splice(0)) socket.destroy()
}

/** The cookies a response sets, into `jar`, as a browser keeps them (a cleared one is removed). */
export function keepCookies(jar: Map<string, string>, headers: Headers) {
	const lines = headers['set-cookie']
	if (!lines) return
	for (const line of lines) {
		const end = line.indexOf(';')
		const pair = end < 0 ? line : line.slice(0, end)
		const at = pair.indexOf('=')
		const name = pair.slice(0, at).trim()
		const value = pair.slice(at + 1).trim()
		if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name)
		else jar.set(name, value)
	}
}

export function cookieHeader(jar: Map<string, string>) {
	let header = ''
	for (const [name, value] of jar) header += `${header ? '; ' : ''}${name}=${value}`
	return header
}

/** A header's single value (a list gives its first). */
export function headerOf(headers: Headers, name: string) {
	const value = headers[name]
	return Array.isArray(value) ? (value[0] ?? null) : (value ?? null)
}
