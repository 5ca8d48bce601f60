// @ts-check
// Who may show our pages in a frame (issue 27, ADR 037). Every page refuses framing by other sites
// (X-Frame-Options: SAMEORIGIN and the CSP's frame-ancestors 'self': clickjacking on forms and payments), except
// a pot's widget, made to be embedded anywhere: it is sent without X-Frame-Options and without frame-ancestors
// (`*` would still refuse hosts with an opaque origin, such as a sandboxed frame), and with a policy that allows
// no script at all, since the widget has none.

/** The only addresses another site may frame: `/participate/{id}/widget`. */
const FRAMABLE_PATHS = [/^\/participate\/\d{1,12}\/widget\/?$/]

/** @param {string} path */
export function isFramable(path) {
	return FRAMABLE_PATHS.some((pattern) => pattern.test(path))
}

/**
 * The security headers middleware: helmet with the site's options, or, on a framable address, the same
 * options without X-Frame-Options, without frame-ancestors and without scripts.
 * @template {{ contentSecurityPolicy: { useDefaults?: boolean, directives: Record<string, unknown> } }} Options
 * @param {(options: any) => import('express').RequestHandler} helmet
 * @param {Options} options
 * @returns {import('express').RequestHandler}
 */
export function securityHeaders(helmet, options) {
	const site = helmet(options)
	const { 'frame-ancestors': _refused, ...directives } = options.contentSecurityPolicy.directives
	const framable = helmet({
		...options,
		xFrameOptions: false,
		// Only a host page that asks for isolation (COEP) would check it: let it embed the widget too.
		crossOriginResourcePolicy: { policy: 'cross-origin' },
		contentSecurityPolicy: {
			...options.contentSecurityPolicy,
			directives: { ...directives, 'script-src': ["'none'"] },
		},
	})
	return (req, res, next) => (isFramable(req.path) ? framable : site)(req, res, next)
}
