/**
 * A browser with JavaScript, for bench:donate: after the first page, Remix's client asks for each step's data
 * (`.data`, single fetch: loaders and actions without a rendered page) and follows an action's redirect by
 * loading the next route's data; a form that leaves the site (the provider's card vault) is a real navigation,
 * and so is everything after it. Keeps cookies like a browser.
 */
import { decode } from 'turbo-stream'
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

	private async send(path: string, init: RequestInit = {}) {
		const headers = new Headers(init.headers)
		headers.set('accept-encoding', 'gzip, br')
		if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
		if (init.method === 'POST') headers.set('origin', this.origin)
		const url = new URL(path, this.origin).href
		const answered = this.observe?.(init.method ?? 'GET', url)
		const response = await fetch(url, { ...init, headers, redirect: 'manual' })
		this.requests++
		// Read whole here, so that the observer is told once the server is done with it.
		const body = await response.arrayBuffer()
		answered?.(response.status, response.headers)
		if (response.status >= 500) this.errors.push(`${response.status} ${init.method ?? 'GET'} ${url}`)
		for (const line of response.headers.getSetCookie()) {
			const [pair] = line.split(';')
			const at = pair!.indexOf('=')
			const value = pair!.slice(at + 1).trim()
			if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '')
				this.cookies.delete(pair!.slice(0, at))
			else this.cookies.set(pair!.slice(0, at).trim(), value)
		}
		return { status: response.status, headers: response.headers, body }
	}

	/** A document load, redirects followed; the page's HTML. */
	async page(path: string, init: RequestInit = {}) {
		let response = await this.send(path, init)
		while (response.status >= 300 && response.status < 400 && response.headers.get('location'))
			response = await this.send(response.headers.get('location')!)
		return { status: response.status, html: new TextDecoder().decode(response.body) }
	}

	/** A client-side navigation: the route's data, decoded as Remix's client does. */
	async data(path: string): Promise<Record<string, { data?: unknown }>> {
		const url = new URL(path, this.origin)
		url.pathname = `${url.pathname === '/' ? '/_root' : url.pathname}.data`
		const response = await this.send(url.pathname + url.search)
		if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
		const body = new Blob([response.body]).stream()
		return (await decode(body)).value as Record<string, { data?: unknown }>
	}

	/** A form submitted by Remix's client (`.data`); the path its action redirects to, if any. */
	async action(path: string, fields: Record<string, string>) {
		const url = new URL(path, this.origin)
		url.pathname = `${url.pathname}.data`
		const response = await this.send(url.pathname + url.search, {
			method: 'POST',
			body: new URLSearchParams(fields),
		})
		if (response.status !== 202) throw new Error(`${path} answered ${response.status} to its form`)
		return response.headers.get('location')
	}
}
