/**
 * The one check for a redirect target that comes from a request (`redirectTo`, `returnTo`, a form field): only
 * a path of this site. The target is resolved against the site's origin and refused when it leaves it, and
 * refused outright when it holds a control character (tab, CR, LF… which browsers strip, so `/\t/evil.example`
 * is `//evil.example` to them, and which break the Location header) or a backslash (`/\evil.example` is
 * `//evil.example` to browsers), raw or once percent-decoded. The path is checked again once normalised:
 * `/.//evil.example`, `/..//evil.example` and `/%2e%2e//evil.example` all resolve to `//evil.example`, which a
 * browser reads as another host.
 */
const ORIGIN = 'https://donnons.invalid'
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/

function decoded(value: string) {
	try {
		return decodeURIComponent(value)
	} catch {
		return null
	}
}

const isOneSlash = (path: string) => !path.startsWith('//') && !decoded(path)?.startsWith('//')

export function safeRedirect<F extends string | null = string>(
	to: FormDataEntryValue | string | null | undefined,
	fallback: F = '/' as F,
): string | F {
	if (typeof to !== 'string' || to.length === 0 || to.length > 2000) return fallback
	const plain = decoded(to)
	if (plain === null || FORBIDDEN.test(to) || FORBIDDEN.test(plain)) return fallback
	if (!to.startsWith('/') || to.startsWith('//') || plain.startsWith('//')) return fallback
	let url: URL
	try {
		url = new URL(to, ORIGIN)
	} catch {
		return fallback
	}
	if (url.origin !== ORIGIN || !isOneSlash(url.pathname)) return fallback
	return `${url.pathname}${url.search}${url.hash}`
}
