/**
 * The cookies a browser would keep between requests of an integration test: each answer's Set-Cookie taken,
 * the Cookie header of the next request given.
 */
export class Jar {
	private readonly cookies = new Map<string, string>()
	take(headers: Headers) {
		for (const c of headers.getSetCookie()) {
			const [pair = ''] = c.split(';')
			const at = pair.indexOf('=')
			this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
		}
		return this
	}
	/** Another person on the same browser: the flow cookie kept, the session cookie replaced or gone. */
	withoutSession() {
		const copy = new Jar()
		for (const [k, v] of this.cookies) if (k !== 'donnons_session') copy.cookies.set(k, v)
		return copy
	}
	get header() {
		return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
	}
}
