// @ts-check
// What the HTTP server refuses before the app sees a request, each time with a French page (tests/integration/hostile-http.test.ts): a
// method no page answers (TRACE…), a write from another site, a body over the size limits. And the French
// page for what Express itself fails (a missing upload, a malformed path). The texts come from the app's
// build (`httpErrorPage`, app/lib/http-errors.ts), so server.js still loads no module of the app.
import { Transform } from 'node:stream'
import { compressResponse } from './compress.js'

/** @typedef {import('express').Request} Request */
/** @typedef {import('express').Response} Response */
/** @typedef {import('express').NextFunction} NextFunction */
/** @typedef {(status: number) => string} ErrorPage */

/** Browsers' forms post urlencoded (or multipart for files); no page needs more than this in a text field. */
const FORM_BODY_LIMIT = 1024 * 1024
/**
 * The largest legitimate upload: the company KYC form, five documents of at most 7 340 032 bytes each
 * (app/donations/company-kyc.server.ts) = 36.7 MB, plus its text fields and multipart framing. The logo (2 Mo)
 * and the pot's banner + logo (2 × 2 Mo) are far below.
 */
const MULTIPART_BODY_LIMIT = 40 * 1024 * 1024

// The site's forms post, its pages and files are read: no route takes PUT, PATCH, DELETE or OPTIONS (Remix
// answered them with its English 405), and TRACE made it fail (500).
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST']

/**
 * @param {Response} res
 * @param {number} status
 * @param {ErrorPage} errorPage
 * @param {Record<string, string>} [headers]
 */
export function sendErrorPage(res, status, errorPage, headers = {}) {
	if (res.headersSent) return
	compressResponse(res.req, res)
	res.status(status)
	res.set({
		...headers,
		'content-type': 'text/html; charset=utf-8',
		'cache-control': 'no-store',
	})
	res.send(errorPage(status))
}

/** Any other method (TRACE, PUT, OPTIONS, made-up ones): 405 with the methods the site answers. @param {ErrorPage} errorPage */
export function allowedMethods(errorPage) {
	/** @type {(req: Request, res: Response, next: NextFunction) => void} */
	return (req, res, next) => {
		if (ALLOWED_METHODS.includes(req.method)) return next()
		sendErrorPage(res, 405, errorPage, { allow: ALLOWED_METHODS.join(', ') })
	}
}

/**
 * A request other than GET whose `Origin` is another site is refused with 403 — the check Remix makes for its pages (where it
 * answered an empty 500), here for every route, resource routes (/logout, /newsletter, /cookies) included.
 * The host compared is the one Remix compares (X-Forwarded-Host, else Host); `Origin: null` is refused, as there.
 * The scheme is compared too (`http://` posting to an https site is another origin): PUBLIC_URL's when it is
 * set, else the request's own (X-Forwarded-Proto from a loopback proxy, 'trust proxy').
 * @param {ErrorPage} errorPage
 * @param {{ publicUrl?: string }} [site]
 */
export function sameOriginWrites(errorPage, site = {}) {
	const siteScheme = site.publicUrl ? new URL(site.publicUrl).protocol : null
	/** @type {(req: Request, res: Response, next: NextFunction) => void} */
	return (req, res, next) => {
		const origin = req.headers.origin
		// HEAD too: Remix runs a HEAD on a `.data` URL as an action, with the same check.
		if (req.method === 'GET' || origin === undefined) return next()
		const forwarded = req.get('x-forwarded-host')?.split(',')[0]?.trim()
		const host = forwarded || req.get('host')
		let originUrl = null
		try {
			originUrl = new URL(origin)
		} catch {
			// not a URL: refused below
		}
		const scheme = siteScheme ?? `${req.protocol}:`
		if (host && originUrl?.host === host && originUrl.protocol === scheme) return next()
		sendErrorPage(res, 403, errorPage)
	}
}

/**
 * A Location header as browsers expect it: ASCII only, anything else percent-encoded as UTF-8. Node writes a
 * header's « é » as one Latin-1 byte, and `/charte-qualité-…` then ended on a 400 page.
 * @param {string} location
 */
export function encodeLocation(location) {
	return location.replace(/[^\x21-\x7e]+/g, (text) => encodeURIComponent(text))
}

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/**
 * Behind a proxy (a loopback one only, as 'trust proxy' says) that reports `X-Forwarded-Proto: http`, a site
 * whose PUBLIC_URL is https sends the visitor to the same path over https: 301 for a read, 308 for a form (the
 * browser posts it again). Null when PUBLIC_URL is not https. Runs before the page cache, which would
 * otherwise answer the http request itself.
 * @param {string | undefined} publicUrl
 * @returns {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean) | null}
 */
export function httpsRedirect(publicUrl) {
	if (!publicUrl?.startsWith('https:')) return null
	const base = publicUrl.replace(/\/+$/, '')
	return (req, res) => {
		const proto = String(req.headers['x-forwarded-proto'] ?? '')
			.split(',')[0]
			?.trim()
			.toLowerCase()
		if (proto !== 'http' || !LOOPBACK.test(req.socket.remoteAddress ?? '')) return false
		const target = req.url?.startsWith('/') ? req.url : '/'
		const read = req.method === 'GET' || req.method === 'HEAD'
		res.writeHead(read ? 301 : 308, {
			location: `${base}${encodeLocation(target)}`,
			'cache-control': 'no-store',
			'content-length': '0',
		})
		res.end()
		return true
	}
}

/** @param {Request} req */
const isMultipart = (req) => /^multipart\//i.test(req.get('content-type') ?? '')

/**
 * Size limits before anything reads a body: a declared Content-Length over the limit is answered 413 at once
 * (the body is never read, the connection closed); a chunked body gets its limit in `res.locals.bodyLimit`,
 * which the Remix handler counts as the bytes stream in ({@link limitedBody}).
 * @param {ErrorPage} errorPage
 * @param {{ form?: number, multipart?: number }} [limits]
 */
export function bodyLimits(errorPage, limits = {}) {
	const form = limits.form ?? FORM_BODY_LIMIT
	const multipart = limits.multipart ?? MULTIPART_BODY_LIMIT
	/** @type {(req: Request, res: Response, next: NextFunction) => void} */
	return (req, res, next) => {
		const limit = isMultipart(req) ? multipart : form
		const declared = req.get('content-length')
		if (declared !== undefined && Number(declared) > limit) {
			return sendErrorPage(res, 413, errorPage, { connection: 'close' })
		}
		res.locals.bodyLimit = limit
		next()
	}
}

/**
 * The request body as the app will read it, cut at `limit` bytes: past it the stream fails (so no action
 * ever sees a truncated form) and `onExceeded` is called.
 * @param {import('node:stream').Readable} source
 * @param {number} limit
 * @param {() => void} onExceeded
 */
export function limitedBody(source, limit, onExceeded) {
	let seen = 0
	const counter = new Transform({
		transform(chunk, _encoding, callback) {
			seen += chunk.length
			if (seen > limit) {
				onExceeded()
				return callback(new Error('Request body over the size limit'))
			}
			callback(null, chunk)
		},
	})
	source.on('error', (error) => counter.destroy(error))
	return source.pipe(counter)
}

/**
 * Express's own failures (serve-static's 404 and 403, a malformed path's 400…) as French pages; anything
 * unexpected is logged and answered 500, still in French and without the error.
 * @param {ErrorPage} errorPage
 */
export function frenchErrors(errorPage) {
	// Express tells error handlers by their four parameters.
	/** @type {(error: unknown, req: Request, res: Response, next: NextFunction) => void} */
	return (error, _req, res, _next) => {
		const status = /** @type {{ status?: unknown, statusCode?: unknown }} */ (error ?? {}).status
		const code = typeof status === 'number' && status >= 400 && status < 600 ? status : 500
		if (code >= 500) console.error(error)
		if (res.headersSent) {
			res.end()
			return
		}
		sendErrorPage(res, code, errorPage)
	}
}
