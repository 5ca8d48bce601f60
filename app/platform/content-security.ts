/**
 * The Content-Security-Policy of every page (server.js sends it through helmet, with a nonce per response).
 *
 * `form-action` also governs the redirects that follow a form submission (Chromium checks each hop). Two
 * browser journeys leave the site from a form:
 * - the card form posts straight to the provider's card vault (CardRegistrationURL), which sends the browser
 *   back to us; our return then redirects it to the 3-D Secure page (SecureModeRedirectURL);
 * - the mandate form (without JavaScript) posts to us, and we redirect to the mandate signature page.
 * With the sandbox simulator those pages are the app's own ('self', at whatever address the visitor uses).
 * With Mangopay they are its card vault and its API host (3-D Secure and mandate redirections), and only
 * those; the bank's own 3-D Secure page is reached from Mangopay's page (a POST of the challenge request),
 * under Mangopay's policy, not ours.
 */

/**
 * Mangopay's browser-facing origins by API host: the API host itself (SecureModeRedirectURL, mandate
 * RedirectURL), the PCI card vault (docs/provider.md#ref-1b: `pci.sandbox.mangopay.com`, its
 * production twin) and the Payline vault it used before (still returned to older client accounts).
 */
const MANGOPAY_BROWSER_ORIGINS: Record<string, readonly string[]> = {
	'api.sandbox.mangopay.com': [
		'https://api.sandbox.mangopay.com',
		'https://pci.sandbox.mangopay.com',
		'https://homologation-webpayment.payline.com',
	],
	'api.mangopay.com': [
		'https://api.mangopay.com',
		'https://pci.mangopay.com',
		'https://webpayment.payline.com',
	],
}

type PaymentSettings = { paymentProvider: 'sandbox' | 'mangopay'; mangopayBaseUrl?: string | null }

/** The origins a payment form (or its redirects) may reach besides the site itself. */
export function paymentFormSources({ paymentProvider, mangopayBaseUrl }: PaymentSettings): string[] {
	if (paymentProvider === 'sandbox' || !mangopayBaseUrl) return []
	const base = new URL(mangopayBaseUrl)
	// Another host is a stand-in for Mangopay (a test double), which serves every page itself.
	return [...(MANGOPAY_BROWSER_ORIGINS[base.hostname.toLowerCase()] ?? [base.origin])]
}

export type CspOptions<Nonce> = {
	/** From paymentFormSources. */
	formActionSources: readonly string[]
	/** The site is served over https (PUBLIC_URL): upgrade any http sub-request. */
	https: boolean
	/** Vite's development server: its websocket and inline scripts. */
	dev: boolean
	/** The script nonce source, as helmet takes it (a function of the request and the response). */
	nonce: Nonce
}

/** helmet's `contentSecurityPolicy.directives` (with `useDefaults: false`). */
export function contentSecurityDirectives<Nonce>({
	formActionSources,
	https,
	dev,
	nonce,
}: CspOptions<Nonce>) {
	return {
		'default-src': ["'self'"],
		'base-uri': ["'self'"],
		'object-src': ["'none'"],
		'frame-ancestors': ["'self'"],
		'form-action': ["'self'", ...formActionSources],
		'frame-src': [
			'https://www.youtube-nocookie.com',
			'https://player.vimeo.com',
			'https://www.dailymotion.com',
		],
		'img-src': ["'self'", 'data:', 'blob:'],
		'font-src': ["'self'", 'data:'],
		'style-src': ["'self'", "'unsafe-inline'"],
		'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
		'script-src': ["'strict-dynamic'", "'self'", nonce, ...(dev ? ["'unsafe-inline'"] : [])],
		'upgrade-insecure-requests': https ? [] : null,
	} satisfies Record<string, Array<string | Nonce> | null>
}
