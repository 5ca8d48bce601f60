// @ts-check
// compression() (brotli with a 256 kB window, server.js says why) for what the Remix handler does not compress
// itself: files without a build-time copy, French error pages, the load guard's 503, resource routes' answers.
// It is put on a response only by what writes one of those, not on every request: a page, compressed whole by
// server/remix-handler.js, paid for its wrappers of res.write/end/on, its header hook and its close listener
// for nothing (docs/performance.md, "Render: our HTTP layer (s15-http)").
import zlib from 'node:zlib'
import compression from 'compression'

const middleware = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } })

/** Set on a response once compression() wraps it. */
const COMPRESSING = Symbol('donnons.compressing')

const noop = () => {}

/**
 * Puts compression() on a response, once, before anything is written: what it sends is then compressed as
 * compression() would have from the request's start (its decisions are taken when the headers go out).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressResponse(req, res) {
	const marked = /** @type {{ [COMPRESSING]?: true }} */ (res)
	if (marked[COMPRESSING]) return
	marked[COMPRESSING] = true
	middleware(/** @type {any} */ (req), /** @type {any} */ (res), noop)
}

/** compressResponse as a middleware, in front of what serves files. @type {import('express').RequestHandler} */
export const compressAll = (req, res, next) => {
	compressResponse(req, res)
	next()
}
