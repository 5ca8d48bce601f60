/**
 * A browser without JavaScript, for benchmarks that walk a journey over HTTP (bench:donate): it keeps cookies,
 * follows redirects, reads the forms of a page and submits them as a browser would (the named fields with their
 * values, the clicked button's name and value, `application/x-www-form-urlencoded`).
 */
import { type IncomingHttpHeaders } from 'node:http'
import { cookieHeader, headerOf, keepCookies, send } from './http-client.ts'

export type Page = { url: string; status: number; html: string; requests: number }
/**
 * Told of each request a browser sends, before it is sent; what it returns is told the answer, once its body
 * has been read (benchmarks count refusals and measure the server's CPU per request type with it).
 */
export type RequestObserver = (
	method: string,
	url: string,
) => (status: number, headers: IncomingHttpHeaders) => void
type Form = { action: string; method: string; fields: [string, string][]; buttons: Button[] }
type Button = { label: string; name?: string; value?: string }

function decode(text: string) {
	return text
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&nbsp;|&#xa0;/g, '\u00a0')
		.replace(/&amp;/g, '&')
}

function attributes(tag: string) {
	const found: Record<string, string> = {}
	const inner = tag.replace(/^<\w+|\/?>$/g, '')
	for (const m of inner.matchAll(/([\w:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g))
		found[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '')
	return found
}

/** The forms of a page: their action (resolved), method, named fields with their initial values, buttons. */
export function readForms(page: Page): Form[] {
	return [...page.html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, head, body]) => {
		const form = attributes(`<form ${head!}>`)
		const fields: [string, string][] = []
		for (const [tag] of body!.matchAll(/<input\b[^>]*>/g)) {
			const a = attributes(tag)
			if (!a.name || a.disabled !== undefined) continue
			if ((a.type === 'checkbox' || a.type === 'radio') && a.checked === undefined) continue
			if (a.type === 'submit' || a.type === 'image' || a.type === 'file') continue
			fields.push([a.name, a.value ?? (a.type === 'checkbox' || a.type === 'radio' ? 'on' : '')])
		}
		for (const [, head2, options] of body!.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
			const a = attributes(head2!)
			const all: Record<string, string>[] = [
				...options!.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/g),
			].map(([, o, text]) => ({
				...attributes(o!),
				text: decode(text!),
			}))
			const chosen = all.find((o) => o.selected !== undefined) ?? all[0]
			if (a.name && chosen) fields.push([a.name, chosen.value ?? chosen.text ?? ''])
		}
		for (const [, head2, text] of body!.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
			const a = attributes(head2!)
			if (a.name) fields.push([a.name, decode(text!)])
		}
		const buttons = [...body!.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)]
			.map(([, b, label]) => ({ a: attributes(b!), label: decode(label!.replace(/<[^>]*>/g, '')).trim() }))
			.filter(({ a }) => a.type === undefined || a.type === 'submit')
			.map(({ a, label }) => ({ label, name: a.name, value: a.value }))
		return {
			action: new URL(form.action ?? page.url, page.url).href,
			method: (form.method ?? 'get').toLowerCase(),
			fields,
			buttons,
		}
	})
}

export class NoJsBrowser {
	private cookies = new Map<string, string>()
	/** Every response (redirects included) answered with a status ≥ 500 or a refusal of the load guard. */
	errors: string[] = []

	constructor(
		private readonly origin: string,
		private readonly observe?: RequestObserver,
	) {}

	/** Requests sent again after their kept-alive connection dropped before any answer. */
	dropped = 0

	private async request(
		url: string,
		init: { method?: string; body?: string; headers?: Record<string, string> } = {},
	): Promise<Page> {
		let current = url
		let next = init
		for (let hops = 1; hops <= 10; hops++) {
			const headers: Record<string, string> = {
				...next.headers,
				accept: 'text/html',
				'accept-encoding': 'gzip, br',
			}
			if (this.cookies.size) headers.cookie = cookieHeader(this.cookies)
			if (next.method === 'POST') headers.origin = this.origin
			const answered = this.observe?.(next.method ?? 'GET', current)
			const response = await send(current, { ...next, headers }, () => this.dropped++)
			keepCookies(this.cookies, response.headers)
			if (response.status >= 500) this.errors.push(`${response.status} ${next.method ?? 'GET'} ${current}`)
			answered?.(response.status, response.headers)
			const location = headerOf(response.headers, 'location')
			if (response.status >= 300 && response.status < 400 && location) {
				current = new URL(location, current).href
				next = {}
				continue
			}
			return { url: current, status: response.status, html: response.body.toString('utf8'), requests: hops }
		}
		throw new Error(`Too many redirects from ${url}`)
	}

	get(path: string) {
		return this.request(new URL(path, this.origin).href)
	}

	/**
	 * Submits the form of `page` that holds the button labelled `button` (or the only form with a matching
	 * action), with `values` replacing or adding fields.
	 */
	submit(page: Page, button: string | RegExp, values: Record<string, string> = {}) {
		const matches = (label: string) => (typeof button === 'string' ? label === button : button.test(label))
		const form = readForms(page).find((f) => f.buttons.some((b) => matches(b.label)))
		if (!form) throw new Error(`No form with the button « ${button} » at ${page.url} (${page.status})`)
		const clicked = form.buttons.find((b) => matches(b.label))!
		const body = new URLSearchParams()
		const given = new Set(Object.keys(values))
		for (const [name, value] of form.fields) if (!given.has(name)) body.append(name, value)
		for (const [name, value] of Object.entries(values)) body.append(name, value)
		if (clicked.name) body.append(clicked.name, clicked.value ?? '')
		if (form.method === 'get') {
			const url = new URL(form.action)
			url.search = body.toString()
			return this.request(url.href)
		}
		return this.request(form.action, {
			method: 'POST',
			body: body.toString(),
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
		})
	}
}
