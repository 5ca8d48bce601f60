// @ts-check
// What Express does to every request that it need not redo each time (docs/performance.md, "Render: what every
// request pays (s16-render)"). Same objects, same answers: only where the work is done changes.
import http from 'node:http'

/**
 * Node's request and response constructors, whose objects are born with the prototypes Express gives them
 * (`app.request`, `app.response`, which inherit node's own). Express's `expressInit` swaps the prototype of
 * every request and response with `Object.setPrototypeOf`: V8 then moves each of them to another hidden class,
 * and node's HTTP code, which made them, meets them in two shapes. Created with that prototype, the swap finds
 * it already there and does nothing; Express's getters and methods, and node's, are the same ones.
 * @param {import('express').Express} app
 * @returns {{ IncomingMessage: typeof http.IncomingMessage, ServerResponse: typeof http.ServerResponse }}
 */
export function expressObjects(app) {
	/**
	 * @this {http.IncomingMessage}
	 * @param {import('node:net').Socket} socket
	 */
	function ExpressRequest(socket) {
		http.IncomingMessage.call(this, socket)
	}
	ExpressRequest.prototype = app.request
	/**
	 * @this {http.ServerResponse}
	 * @param {http.IncomingMessage} req
	 * @param {unknown} [options] node's (highWaterMark, rejectNonStandardBodyWrites)
	 */
	function ExpressResponse(req, options) {
		;/** @type {Function} */ (http.ServerResponse).call(this, req, options)
	}
	ExpressResponse.prototype = app.response
	return /** @type {any} */ ({ IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse })
}

/**
 * Express's 'trust proxy' function, answering once per peer address: `req.protocol`, `req.hostname` and
 * `req.ip` each ask it about the socket's address, and the compiled function parses that address again each
 * time (ipaddr.js, three parses a request). The compiled functions answer from the address alone (the hop
 * index is not used by a list of addresses or subnets, nor by `true`), so an address's answer is kept; at most `size` of
 * them, the map emptied when full.
 * @param {import('express').Express} app
 * @param {number} [size]
 */
export function trustOncePerAddress(app, size = 1024) {
	// A hop count (a number) or a function of one's own may answer by hop: left as Express compiled it.
	const setting = app.get('trust proxy')
	if (typeof setting === 'number' || typeof setting === 'function') return
	const trust = /** @type {(address: string | undefined, hop: number) => boolean} */ (
		app.get('trust proxy fn')
	)
	/** @type {Map<string | undefined, boolean>} */
	const answers = new Map()
	app.set('trust proxy fn', (/** @type {string | undefined} */ address, /** @type {number} */ hop) => {
		let answer = answers.get(address)
		if (answer === undefined) {
			answer = trust(address, hop)
			if (answers.size >= size) answers.clear()
			answers.set(address, answer)
		}
		return answer
	})
}

/**
 * The app's load context (app/entry.server.tsx): the response's CSP nonce, and the client's address, read
 * when an action or loader asks for it (the rate limits), once: `req.ip` parses X-Forwarded-For and asks
 * 'trust proxy' about each hop, for a page that never reads it.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @returns {{ cspNonce: string, readonly clientIp: string }}
 */
export function loadContextOf(req, res) {
	/** @type {string | undefined} */
	let clientIp
	return {
		cspNonce: /** @type {string} */ (res.locals.cspNonce),
		get clientIp() {
			return (clientIp ??= req.ip ?? 'unknown')
		},
	}
}
