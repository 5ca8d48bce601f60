/**
 * A browser without JavaScript, for benchmarks that walk a journey over HTTP (bench:donate): it keeps cookies,
 * follows redirects, reads the forms of a page and submits them as a browser would (the named fields with their
 * values, the clicked button's name and value, `application/x-www-form-urlencoded`).
 *
 * It reads of a page only what a step needs (s16-donors): `submit` finds the clicked button with a scan of the
 * page's bytes and parses only the form around it; the page is decompressed when first read and decoded to a
 * string only if `html` is asked for.
 */
import { type Answer, cookieHeader, type Headers, headerOf, keepCookies, send } from './http-client.ts'

/** A page the browser landed on: its URL, status, HTML and the requests it took (redirects followed). */
export type Page = { url: string; status: number; html: string; requests: number }

/** A page as this browser loaded it: its body decompressed when first read, decoded only if `html` is read. */
export class LoadedPage implements Page {
	private text: string | null = null
	private bytes: string | null = null

	constructor(
		readonly url: string,
		readonly status: number,
		readonly requests: number,
		private readonly answer: Answer,
	) {}

	/** The page's HTML (decoded on first read). */
	get html() {
		return (this.text ??= this.answer.body.toString('utf8'))
	}

	/** Whether the page holds `text` (searched in its bytes: no decoding of the whole page). */
	has(text: string) {
		return this.answer.body.includes(text)
	}

	/** The page's bytes as latin1, one character a byte: ASCII markup is found at its byte offset. */
	get latin1() {
		return (this.bytes ??= this.answer.body.toString('latin1'))
	}

	/** The bytes `start`–`end` decoded as UTF-8. */
	slice(start: number, end: number) {
		return this.answer.body.toString('utf8', start, end)
	}
}

/**
 * Told of each request a browser sends, before it is sent; what it returns is told the answer, once its body
 * has been read (benchmarks count refusals and measure the server's CPU per request type with it).
 */
export type RequestObserver = (method: string, url: string) => (status: number, headers: Headers) => void
type Form = { action: string; method: string; fields: [string, string][]; buttons: Button[] }
type Button = { label: string; name?: string; value?: string }

function decode(text: string) {
	if (!text.includes('&')) return text
	return text
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&nbsp;|&#xa0;/g, '\u00a0')
		.replace(/&amp;/g, '&')
}

const ATTRIBUTE = /([\w:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

/** A character of an attribute's name (`[\w:-]`). */
function isNameChar(c: number) {
	return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 58) || c === 95 || c === 45
}

/** A tag's attributes, names lower-cased, values decoded (`<input type="hidden" name="a" value="b">`). */
function attributes(tag: string) {
	const found: Record<string, string> = {}
	// What follows the tag's name, without its closing `>` or `/>`.
	let end = tag.length
	if (tag.charCodeAt(end - 1) === 62) end--
	if (tag.charCodeAt(end - 1) === 47) end--
	let i = 1
	while (i < end && isNameChar(tag.charCodeAt(i)) && tag.charCodeAt(i) !== 58 && tag.charCodeAt(i) !== 45) i++
	// Well-formed markup (React's) is read by hand; anything else by the regular expression it replaces.
	while (i < end) {
		const c = tag.charCodeAt(i)
		if (!isNameChar(c)) {
			if (c === 34 || c === 39 || c === 61) return attributesByRegExp(tag)
			i++
			continue
		}
		const nameStart = i
		while (i < end && isNameChar(tag.charCodeAt(i))) i++
		const name = tag.slice(nameStart, i).toLowerCase()
		if (tag.charCodeAt(i) !== 61) {
			found[name] = ''
			continue
		}
		const quote = tag.charCodeAt(i + 1)
		if (quote === 34 || quote === 39) {
			const close = tag.indexOf(quote === 34 ? '"' : "'", i + 2)
			if (close < 0 || close > end) return attributesByRegExp(tag)
			found[name] = decode(tag.slice(i + 2, close))
			i = close + 1
		} else {
			let valueEnd = i + 1
			while (valueEnd < end && !/[\s>]/.test(tag[valueEnd]!)) valueEnd++
			if (valueEnd === i + 1) return attributesByRegExp(tag)
			found[name] = decode(tag.slice(i + 1, valueEnd))
			i = valueEnd
		}
	}
	return found
}

function attributesByRegExp(tag: string) {
	const found: Record<string, string> = {}
	const inner = tag.replace(/^<\w+|\/?>$/g, '')
	for (const m of inner.matchAll(ATTRIBUTE)) found[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '')
	return found
}

/** A button's label as a browser shows it: its text without tags, entities decoded, trimmed. */
function labelOf(inner: string) {
	return decode(inner.replace(/<[^>]*>/g, '')).trim()
}

/** One form: `head` its opening tag's attributes, `body` what is between its tags. */
function parseForm(head: string, body: string, pageUrl: string): Form {
	const form = attributes(`<form ${head}>`)
	const fields: [string, string][] = []
	for (const [tag] of body.matchAll(/<input\b[^>]*>/g)) {
		const a = attributes(tag)
		if (!a.name || a.disabled !== undefined) continue
		if ((a.type === 'checkbox' || a.type === 'radio') && a.checked === undefined) continue
		if (a.type === 'submit' || a.type === 'image' || a.type === 'file') continue
		fields.push([a.name, a.value ?? (a.type === 'checkbox' || a.type === 'radio' ? 'on' : '')])
	}
	for (const [, head2, options] of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
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
	for (const [, head2, text] of body.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
		const a = attributes(head2!)
		if (a.name) fields.push([a.name, decode(text!)])
	}
	const buttons = [...body.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)]
		.map(([, b, label]) => ({ a: attributes(b!), label: labelOf(label!) }))
		.filter(({ a }) => a.type === undefined || a.type === 'submit')
		.map(({ a, label }) => ({ label, name: a.name, value: a.value }))
	return {
		action: new URL(form.action ?? pageUrl, pageUrl).href,
		method: (form.method ?? 'get').toLowerCase(),
		fields,
		buttons,
	}
}

/** The forms of a page: their action (resolved), method, named fields with their initial values, buttons. */
export function readForms(page: Page): Form[] {
	return [...page.html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, head, body]) =>
		parseForm(head!, body!, page.url),
	)
}

/** After a tag's name: whitespace, `>` or `/` (so `<form` is not `<formula`). */
function endsName(text: string, at: number) {
	const c = text.charCodeAt(at)
	return c === 32 || c === 62 || c === 47 || (c >= 9 && c <= 13)
}

/**
 * The first form of `page` (in document order) with a submit button whose label `matches`, and that button:
 * what `readForms(page).find(…)` gives, found by scanning the page's bytes for buttons and parsing only the
 * form around the first that matches (a page is 20–35 kB; its forms a few hundred bytes).
 */
export function formWithButton(page: Page, matches: (label: string) => boolean) {
	// Markup is ASCII: in a loaded page's latin1 text, offsets are byte offsets, and what is read is decoded
	// from its bytes as UTF-8. Any other page is scanned as its HTML string.
	const loaded = page instanceof LoadedPage ? page : null
	const text = loaded ? loaded.latin1 : page.html
	const slice = (start: number, end: number) => (loaded ? loaded.slice(start, end) : text.slice(start, end))
	// Forward scans only (V8's lastIndexOf is a slow loop): each form in turn, then the buttons inside it.
	for (let formAt = text.indexOf('<form'); formAt >= 0; formAt = text.indexOf('<form', formAt + 5)) {
		if (!endsName(text, formAt + 5)) continue
		const headEnd = text.indexOf('>', formAt)
		const formEnd = headEnd < 0 ? -1 : text.indexOf('</form>', headEnd)
		if (formEnd < 0) break
		for (
			let at = text.indexOf('<button', headEnd);
			at >= 0 && at < formEnd;
			at = text.indexOf('<button', at + 7)
		) {
			if (!endsName(text, at + 7)) continue
			const open = text.indexOf('>', at)
			const close = open < 0 ? -1 : text.indexOf('</button>', open)
			if (close < 0 || close > formEnd) break
			if (!matches(labelOf(slice(open + 1, close)))) continue
			const a = attributes(slice(at, open + 1))
			if (a.type !== undefined && a.type !== 'submit') continue
			const form = parseForm(slice(formAt + 5, headEnd), slice(headEnd + 1, formEnd), page.url)
			const button = form.buttons.find((b) => matches(b.label))
			if (button) return { form, button }
		}
		formAt = formEnd
	}
	return null
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
	): Promise<LoadedPage> {
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
			return new LoadedPage(current, response.status, hops, response)
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
		const found = formWithButton(page, matches)
		if (!found) throw new Error(`No form with the button « ${button} » at ${page.url} (${page.status})`)
		const { form, button: clicked } = found
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
