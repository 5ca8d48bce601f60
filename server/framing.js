// @ts-check
// The pages' security headers, and who may show our pages in a frame (issue 27, ADR 037). Every page refuses
// framing by other sites (X-Frame-Options: SAMEORIGIN and the CSP's frame-ancestors 'self': clickjacking on
// forms and payments), except a pot's widget, made to be embedded anywhere: it is sent without X-Frame-Options
// and without frame-ancestors (`*` would still refuse hosts with an opaque origin, such as a sandboxed frame),
// and with a policy that allows no script at all, since the widget has none.
import crypto from 'node:crypto'

/** The only addresses another site may frame: `/participate/{id}/widget`. */
const FRAMABLE_PATHS = [/^\/participate\/\d{1,12}\/widget\/?$/]

/** @param {string} path */
export function isFramable(path) {
	return FRAMABLE_PATHS.some((pattern) => pattern.test(path))
}

/**
 * Stands for the response's nonce while helmet computes the headers once; a base64 nonce never contains it.
 * Exported for the test that compares these headers with helmet's own, byte for byte.
 */
export const NONCE_MARKER = 'donnons-nonce-marker'

/**
 * @typedef {[name: string, value: string] | [name: string, before: string, after: string] | [name: string]} HeaderStep
 * A header set as it is, set with the response's nonce between two parts, or removed.
 */

/**
 * What a helmet middleware does to a response, recorded once: its headers do not depend on the request, only
 * the nonce (res.locals.cspNonce, which the policy's nonce function reads) does.
 * @param {import('express').RequestHandler} middleware
 * @returns {HeaderStep[]}
 */
function recordHeaders(middleware) {
	/** @type {HeaderStep[]} */
	const steps = []
	const res = {
		locals: { cspNonce: NONCE_MARKER },
		/** @param {string} name @param {string | number | string[]} value */
		setHeader(name, value) {
			const text = String(value)
			const at = text.indexOf(NONCE_MARKER)
			steps.push(at < 0 ? [name, text] : [name, text.slice(0, at), text.slice(at + NONCE_MARKER.length)])
			return res
		},
		/** @param {string} name */
		removeHeader(name) {
			steps.push([name])
		},
	}
	let called = false
	middleware(/** @type {any} */ ({ method: 'GET', headers: {} }), /** @type {any} */ (res), (error) => {
		if (error) throw error
		called = true
	})
	if (!called) throw new Error('The security headers middleware did not finish synchronously')
	return steps
}

/**
 * The pages' security headers in one middleware: helmet with the site's options, or, on a framable address,
 * the same options without X-Frame-Options, without frame-ancestors and without scripts, plus `extra` headers.
 * Helmet computes them once at start-up (its chain of thirteen middlewares and the policy's text cost a page
 * 0.1–0.2 ms, docs/performance.md "Render (s13-render)"); each response gets them with a fresh nonce
 * (res.locals.cspNonce, 16 random bytes, {@link nextNonce}), byte for byte what helmet sends (tests/integration/security-headers.test.ts).
 * @template {{ contentSecurityPolicy: { useDefaults?: boolean, directives: Record<string, unknown> } }} Options
 * @param {(options: any) => import('express').RequestHandler} helmet
 * @param {Options} options
 * @param {Record<string, string>} [extra]
 * @returns {import('express').RequestHandler}
 */
export function securityHeaders(helmet, options, extra = {}) {
	const extraSteps = /** @type {HeaderStep[]} */ (Object.entries(extra))
	const site = [...recordHeaders(helmet(options)), ...extraSteps]
	const framable = [...recordHeaders(helmet(framableOptions(options))), ...extraSteps]
	return (req, res, next) => {
		const nonce = nextNonce()
		res.locals.cspNonce = nonce
		for (const step of isFramable(req.path) ? framable : site) {
			if (step.length === 1) res.removeHeader(step[0])
			else res.setHeader(step[0], step.length === 2 ? step[1] : step[1] + nonce + step[2])
		}
		next()
	}
}

/** Random bytes for 256 nonces, drawn at once from the same CSPRNG as `crypto.randomBytes`; each slice is used once. */
const noncePool = Buffer.allocUnsafeSlow(16 * 256)
let nonceAt = noncePool.length

/**
 * A fresh nonce: 16 random bytes in base64, as `crypto.randomBytes(16)` gave them, for 0.2 µs instead of 3.5
 * (a Buffer and a call into OpenSSL a response).
 */
export function nextNonce() {
	if (nonceAt === noncePool.length) {
		crypto.randomFillSync(noncePool)
		nonceAt = 0
	}
	const nonce = noncePool.toString('base64', nonceAt, nonceAt + 16)
	nonceAt += 16
	return nonce
}

/**
 * The widget's options: the site's without X-Frame-Options, without frame-ancestors and without scripts.
 * @template {{ contentSecurityPolicy: { useDefaults?: boolean, directives: Record<string, unknown> } }} Options
 * @param {Options} options
 */
export function framableOptions(options) {
	const { 'frame-ancestors': _refused, ...directives } = options.contentSecurityPolicy.directives
	return {
		...options,
		xFrameOptions: false,
		// Only a host page that asks for isolation (COEP) would check it: let it embed the widget too.
		crossOriginResourcePolicy: { policy: /** @type {const} */ ('cross-origin') },
		contentSecurityPolicy: {
			...options.contentSecurityPolicy,
			directives: { ...directives, 'script-src': ["'none'"] },
		},
	}
}
