/**
 * A browser with JavaScript, for bench:donate: after the first page, Remix's client asks for each step's data
 * (`.data`, single fetch: loaders and actions without a rendered page) and follows an action's redirect by
 * loading the next route's data; a form that leaves the site (the provider's card vault) is a real navigation,
 * and so is everything after it. Keeps cookies like a browser.
 *
 * It reads of an answer only what the journey needs (s16-donors): a page's body is decompressed when the
 * journey looks into it; a `.data` answer's turbo-stream is parsed when read, and only the values asked for
 * are rebuilt (turbo-data.ts), where Remix's client rebuilds all of it through Web streams.
 */
import { type Answer, cookieHeader, headerOf, keepCookies, send } from './http-client.ts'
import type { RequestObserver } from './nojs-browser.ts'
import { TurboData } from './turbo-data.ts'

/** A document the browser loaded: its status, and its body searched or decoded only when asked. */
class Document {
	constructor(
		readonly status: number,
		private readonly answer: Answer,
	) {}

	get html() {
		return this.answer.body.toString('utf8')
	}

	/** Whether the page holds `text` (searched in its bytes). */
	has(text: string) {
		return this.answer.body.includes(text)
	}
}

export class JsBrowser {
	private cookies = new Map<string, string>()
	/** Every response with a status ≥ 500. */
	errors: string[] = []
	requests = 0

	constructor(
		private readonly origin: string,
		private readonly observe?: RequestObserver,
	) {}

	/** A path of this site or an absolute URL, as an absolute URL (what `new URL(path, origin)` gives them). */
	private absolute(path: string) {
		if (path.startsWith('/') && !path.startsWith('//')) return this.origin + path
		if (path.startsWith('http://') || path.startsWith('https://')) return path
		return new URL(path, this.origin).href
	}

	/** The `.data` path of a page's path (or URL of this site), its query kept: `/a?b` → `/a.data?b`. */
	private dataPath(path: string, rootAsRoot: boolean) {
		const local = path.startsWith(this.origin) ? path.slice(this.origin.length) : path
		if (!local.startsWith('/')) throw new Error(`${path} is not a page of ${this.origin}`)
		const query = local.search(/[?#]/)
		const pathname = query < 0 ? local : local.slice(0, query)
		const search = query < 0 || local[query] === '#' ? '' : local.slice(query).split('#')[0]!
		return `${rootAsRoot && pathname === '/' ? '/_root' : pathname}.data${search}`
	}

	private async send(path: string, init: { method?: string; body?: string } = {}) {
		const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' }
		if (this.cookies.size) headers.cookie = cookieHeader(this.cookies)
		if (init.method === 'POST') {
			headers.origin = this.origin
			headers['content-type'] = 'application/x-www-form-urlencoded'
		}
		const url = this.absolute(path)
		const answered = this.observe?.(init.method ?? 'GET', url)
		// Read whole before the observer is told, so that it is told once the server is done with it.
		const response = await send(url, { ...init, headers })
		this.requests++
		answered?.(response.status, response.headers)
		if (response.status >= 500) this.errors.push(`${response.status} ${init.method ?? 'GET'} ${url}`)
		keepCookies(this.cookies, response.headers)
		return { status: response.status, location: headerOf(response.headers, 'location'), answer: response }
	}

	/** A document load, redirects followed; the page's HTML. */
	async page(path: string, init: { method?: string; body?: string } = {}) {
		let response = await this.send(path, init)
		while (response.status >= 300 && response.status < 400 && response.location)
			response = await this.send(response.location)
		return new Document(response.status, response.answer)
	}

	/**
	 * A client-side navigation: the route's data, as Remix's client receives it; its values are read with
	 * `TurboData.get` (the answer is checked to be single fetch's turbo-stream).
	 */
	async data(path: string): Promise<TurboData> {
		const url = this.dataPath(path, true)
		const response = await this.send(url)
		if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
		const type = headerOf(response.answer.headers, 'content-type')
		if (!type?.startsWith('text/x-script'))
			throw new Error(`${url} answered ${type} instead of a turbo-stream`)
		return new TurboData(response.answer)
	}

	/** A form submitted by Remix's client (`.data`); the path its action redirects to, if any. */
	async action(path: string, fields: Record<string, string>) {
		const response = await this.send(this.dataPath(path, false), {
			method: 'POST',
			body: new URLSearchParams(fields).toString(),
		})
		if (response.status !== 202) throw new Error(`${path} answered ${response.status} to its form`)
		return response.location
	}
}
