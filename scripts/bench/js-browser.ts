/**
 * A browser with JavaScript, for bench:donate: after the first page, Remix's client asks for each step's data
 * (`.data`, single fetch: loaders and actions without a rendered page) and follows an action's redirect by
 * loading the next route's data; a form that leaves the site (the provider's card vault) is a real navigation,
 * and so is everything after it. Keeps cookies like a browser.
 */
import { decode } from 'turbo-stream'
import { cookieHeader, headerOf, keepCookies, send } from './http-client.ts'
import type { RequestObserver } from './nojs-browser.ts'

export class JsBrowser {
	private cookies = new Map<string, string>()
	/** Every response with a status ≥ 500. */
	errors: string[] = []
	requests = 0

	constructor(
		private readonly origin: string,
		private readonly observe?: RequestObserver,
	) {}

	private async send(path: string, init: { method?: string; body?: string } = {}) {
		const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' }
		if (this.cookies.size) headers.cookie = cookieHeader(this.cookies)
		if (init.method === 'POST') {
			headers.origin = this.origin
			headers['content-type'] = 'application/x-www-form-urlencoded'
		}
		const url = new URL(path, this.origin).href
		const answered = this.observe?.(init.method ?? 'GET', url)
		// Read whole before the observer is told, so that it is told once the server is done with it.
		const response = await send(url, { ...init, headers })
		this.requests++
		answered?.(response.status, response.headers)
		if (response.status >= 500) this.errors.push(`${response.status} ${init.method ?? 'GET'} ${url}`)
		keepCookies(this.cookies, response.headers)
		return { status: response.status, location: headerOf(response.headers, 'location'), body: response.body }
	}

	/** A document load, redirects followed; the page's HTML. */
	async page(path: string, init: { method?: string; body?: string } = {}) {
		let response = await this.send(path, init)
		while (response.status >= 300 && response.status < 400 && response.location)
			response = await this.send(response.location)
		return { status: response.status, html: response.body.toString('utf8') }
	}

	/** A client-side navigation: the route's data, decoded as Remix's client does. */
	async data(path: string): Promise<Record<string, { data?: unknown }>> {
		const url = new URL(path, this.origin)
		url.pathname = `${url.pathname === '/' ? '/_root' : url.pathname}.data`
		const response = await this.send(url.pathname + url.search)
		if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
		// One chunk, as the answer was read whole: turbo-stream's decoder wants a stream.
		const body = new ReadableStream<Uint8Array>({
			start(controller) {
				controller.enqueue(response.body)
				controller.close()
			},
		})
		return (await decode(body)).value as Record<string, { data?: unknown }>
	}

	/** A form submitted by Remix's client (`.data`); the path its action redirects to, if any. */
	async action(path: string, fields: Record<string, string>) {
		const url = new URL(path, this.origin)
		url.pathname = `${url.pathname}.data`
		const response = await this.send(url.pathname + url.search, {
			method: 'POST',
			body: new URLSearchParams(fields).toString(),
		})
		if (response.status !== 202) throw new Error(`${path} answered ${response.status} to its form`)
		return response.location
	}
}
