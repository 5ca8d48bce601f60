// @ts-check
// The microcache of anonymous pages (ADR 020). A pot shared by someone with a large audience gets
// thousands of visitors in seconds, all anonymous, all shown the same HTML: it is rendered once per second and
// the stored bytes (already compressed for the visitor's Accept-Encoding) are written straight to the socket,
// before Express, helmet or Remix do any work. Signed-in visitors (any cookie but the consent choice) always
// get their own render, and nothing that sets a cookie is ever stored.
import crypto from 'node:crypto'

/** The public pages every anonymous visitor sees alike: home, pot pages and widgets, charity pages, the charity list. */
const CACHEABLE_PATHS = [
	/^\/$/,
	/^\/participate\/\d{1,12}$/,
	/^\/participate\/\d{1,12}\/widget$/,
	/^\/association\/[a-z0-9-]{1,120}$/,
	/^\/associations-partenaires-cagnotte-solidaire$/,
]

/** The only cookie an anonymous page may depend on: whether the cookie banner was answered, and how. */
const CONSENT_COOKIE = 'donnons_consent'

/** What a proxy or CDN may do with these pages too: keep them one second, serve them stale while it refreshes. */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=30'

/**
 * @typedef {object} Entry
 * @property {number} status
 * @property {Record<string, string | string[] | number>} headers
 * @property {Buffer} body
 * @property {string} etag
 * @property {number} storedAt
 * @property {number} expiresAt
 * @property {string} path
 */

/**
 * The cache key of a request, or null when the request must be rendered for itself: not GET/HEAD, not a
 * cacheable path, or carrying any cookie but the consent choice (a session, a flash message, a flow). The Host
 * is part of the key.
 * @param {import('node:http').IncomingMessage} req
 */
export function cacheKeyOf(req) {
	if (req.method !== 'GET' && req.method !== 'HEAD') return null
	const url = req.url ?? '/'
	const queryAt = url.indexOf('?')
	const path = queryAt === -1 ? url : url.slice(0, queryAt)
	if (!CACHEABLE_PATHS.some((pattern) => pattern.test(path))) return null
	let consent = ''
	const cookie = req.headers.cookie
	if (cookie) {
		for (const part of cookie.split(';')) {
			const name = part.slice(0, part.indexOf('=')).trim()
			if (!name) continue
			if (name !== CONSENT_COOKIE) return null
			consent = part.slice(part.indexOf('=') + 1).trim()
		}
	}
	const encoding = String(req.headers['accept-encoding'] ?? '')
	// Without PUBLIC_URL (the demo) a page's absolute links follow the request's Host: a forged one must only
	// ever reach the request that sent it, never another visitor's.
	const host = String(req.headers['x-forwarded-host'] ?? req.headers.host ?? '').toLowerCase()
	return { key: `${url}\n${encoding}\n${consent}\n${host}`, path }
}

/**
 * @param {object} [options]
 * @param {number} [options.ttlMs] how long an entry is served (≤ 1 s: what a visitor may see late)
 * @param {number} [options.maxBytes] the bodies' total size kept (least recently used dropped first)
 * @param {number} [options.changeDelayMs] how late a change may show: a page rendered less than this long
 *   before its pot changed is kept until it is this old, so that a pot receiving gifts every few milliseconds
 *   is not rendered for every visitor (at most 1000 / changeDelayMs renders a second per page)
 * @param {() => number} [options.now]
 */
export function createPageCache({
	ttlMs = 1000,
	maxBytes = 32 * 2 ** 20,
	changeDelayMs = 250,
	now = Date.now,
} = {}) {
	/** @type {Map<string, Entry>} in least-recently-used order: a hit moves its entry to the end */
	const entries = new Map()
	/** @type {Map<string, Array<() => void>>} requests waiting for a render of their key already under way */
	const rendering = new Map()
	let bytes = 0
	const stats = { hits: 0, misses: 0, stored: 0, notModified: 0 }

	/** @param {string} key */
	function drop(key) {
		const entry = entries.get(key)
		if (!entry) return
		bytes -= entry.body.length
		entries.delete(key)
	}

	/** @param {string} key @param {Entry} entry */
	function store(key, entry) {
		if (entry.body.length > maxBytes / 4) return
		drop(key)
		entries.set(key, entry)
		bytes += entry.body.length
		stats.stored++
		for (const [oldest] of entries) {
			if (bytes <= maxBytes) break
			drop(oldest)
		}
	}

	/**
	 * Answers from the cache when it can; returns true when it did.
	 * @param {import('node:http').IncomingMessage} req
	 * @param {import('node:http').ServerResponse} res
	 * @param {string} key
	 */
	function answer(req, res, key) {
		const entry = entries.get(key)
		if (!entry) return false
		if (now() >= entry.expiresAt) {
			drop(key)
			return false
		}
		entries.delete(key)
		entries.set(key, entry)
		stats.hits++
		const etagMatch = req.headers['if-none-match']
		if (etagMatch && etagMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
			stats.notModified++
			const { 'content-length': _l, 'content-type': _t, 'content-encoding': _e, ...rest } = entry.headers
			res.writeHead(304, rest)
			res.end()
			return true
		}
		res.writeHead(entry.status, entry.headers)
		res.end(req.method === 'HEAD' ? undefined : entry.body)
		return true
	}

	/**
	 * Records the response Express is about to send, and stores it when it ends as a complete 200 HTML page
	 * that sets no cookie. Its headers get the shared Cache-Control and an ETag of the stored bytes.
	 * @param {import('node:http').ServerResponse} res
	 * @param {string} key
	 * @param {string} path
	 * @param {() => void} done
	 */
	function record(res, key, path, done) {
		/** @type {Buffer[]} */
		const chunks = []
		let size = 0
		let tooBig = false
		const write = res.write.bind(res)
		const end = res.end.bind(res)
		/** @param {unknown} chunk @param {unknown} [encoding] */
		const keep = (chunk, encoding) => {
			if (tooBig || chunk === undefined || chunk === null || typeof chunk === 'function') return
			const buffer =
				typeof chunk === 'string'
					? Buffer.from(
							chunk,
							/** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'),
						)
					: Buffer.from(/** @type {Uint8Array} */ (chunk))
			size += buffer.length
			if (size > maxBytes / 4) {
				tooBig = true
				chunks.length = 0
			} else chunks.push(buffer)
		}
		const shareable = () =>
			res.statusCode === 200 &&
			!res.hasHeader('set-cookie') &&
			String(res.getHeader('content-type') ?? '').startsWith('text/html')
		// The headers are final when the first byte goes out: mark the response as shareable there.
		const writeHead = /** @type {(...args: any[]) => import('node:http').ServerResponse} */ (
			res.writeHead.bind(res)
		)
		res.writeHead = /** @type {typeof res.writeHead} */ (
			(/** @type {any[]} */ ...args) => {
				if (typeof args[0] === 'number') res.statusCode = args[0]
				if (shareable()) res.setHeader('Cache-Control', SHARED_CACHE_CONTROL)
				return writeHead(...args)
			}
		)
		res.write = /** @type {typeof res.write} */ (
			(/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
				keep(chunk, rest[0])
				return write(chunk, ...rest)
			}
		)
		res.end = /** @type {typeof res.end} */ (
			(/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
				keep(chunk, rest[0])
				return end(chunk, ...rest)
			}
		)
		res.once('finish', () => {
			if (!tooBig && shareable()) {
				const body = Buffer.concat(chunks)
				const headers = /** @type {Entry['headers']} */ ({ ...res.getHeaders() })
				delete headers['transfer-encoding']
				delete headers.connection
				delete headers['keep-alive']
				delete headers.date
				headers['content-length'] = body.length
				const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`
				headers.etag = etag
				headers['cache-control'] = SHARED_CACHE_CONTROL
				const storedAt = now()
				store(key, { status: 200, headers, body, etag, storedAt, expiresAt: storedAt + ttlMs, path })
			}
			done()
		})
		res.once('close', done)
	}

	return {
		stats,
		/** How many entries and bytes are kept (tests, benchmarks). */
		size: () => ({ entries: entries.size, bytes }),
		/**
		 * Handles a request: answers it from the cache, or lets `next` render it (recording the answer when
		 * the request may be shared). Concurrent requests for a key being rendered wait for that render.
		 * @param {import('node:http').IncomingMessage} req
		 * @param {import('node:http').ServerResponse} res
		 * @param {() => void} next
		 */
		handle(req, res, next) {
			const cacheable = cacheKeyOf(req)
			if (!cacheable) return next()
			const { key, path } = cacheable
			if (answer(req, res, key)) return
			const waiting = rendering.get(key)
			if (waiting) {
				waiting.push(() => {
					if (!answer(req, res, key)) {
						stats.misses++
						next()
					}
				})
				return
			}
			stats.misses++
			rendering.set(key, [])
			let finished = false
			record(res, key, path, () => {
				if (finished) return
				finished = true
				const queue = rendering.get(key) ?? []
				rendering.delete(key)
				for (const resume of queue) resume()
			})
			next()
		},
		/**
		 * Drops the entries of the given paths (and of every query of them): a pot's page when it changes.
		 * An entry younger than `changeDelayMs` is kept until it reaches that age.
		 * @param {string[]} paths
		 */
		invalidate(paths) {
			const at = now()
			for (const [key, entry] of entries) {
				if (!paths.includes(entry.path)) continue
				if (at - entry.storedAt >= changeDelayMs) drop(key)
				else entry.expiresAt = Math.min(entry.expiresAt, entry.storedAt + changeDelayMs)
			}
		},
		clear() {
			entries.clear()
			bytes = 0
		},
	}
}
