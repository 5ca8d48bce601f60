import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { waitFor } from '#tests/support/polling.ts'
import { cacheKeyOf, createPageCache, SHARED_CACHE_CONTROL } from '../../server/page-cache.js'

// Issue 16 item 2, ADR 020: the microcache of anonymous pages in front of the application, over real HTTP.

type App = (req: http.IncomingMessage, res: http.ServerResponse) => void
let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** How many requests the test server has received. */
let arrivals = 0

async function serve(cache: ReturnType<typeof createPageCache>, app: App) {
	arrivals = 0
	server = http.createServer((req, res) => {
		arrivals++
		cache.handle(req, res, () => app(req, res))
	})
	await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
	return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
}

/**
 * A page that says how many times it was rendered, written in two chunks as a streamed render is; with
 * `until`, the render ends only once that condition holds (e.g. every concurrent request has arrived).
 */
function countingApp(options: { setCookie?: boolean; status?: number; until?: () => boolean } = {}) {
	const state = { renders: 0 }
	const app: App = (req, res) => {
		state.renders++
		const n = state.renders
		void waitFor(options.until ?? (() => true)).then(() => {
			res.statusCode = options.status ?? 200
			res.setHeader('Content-Type', 'text/html; charset=utf-8')
			res.setHeader('Content-Security-Policy', `script-src 'nonce-n${n}'`)
			if (options.setCookie) res.setHeader('Set-Cookie', 'donnons_toast=x')
			res.write(`<html><script nonce="n${n}"></script>render ${n} of ${req.url}`)
			res.end('</html>')
		})
	}
	return { app, state }
}

describe('which requests may share a page', () => {
	const request = (url: string, headers: http.IncomingHttpHeaders = {}, method = 'GET') =>
		cacheKeyOf({ url, headers, method } as http.IncomingMessage)
	test('anonymous GET and HEAD of the public pages', () => {
		for (const url of [
			'/',
			'/participate/12',
			'/participate/12?apres=1.2.50',
			'/association/maison-des-aubes',
		])
			expect(request(url)).not.toBeNull()
		expect(request('/participate/12', {}, 'HEAD')).not.toBeNull()
	})
	test('never a form post, another page, a signed-in visitor, a flash message or a flow', () => {
		expect(request('/participate/12', {}, 'POST')).toBeNull()
		for (const url of ['/participate/12/payment', '/particular/dashboard', '/login', '/participate/x'])
			expect(request(url)).toBeNull()
		for (const cookie of [
			'donnons_session=abc',
			'donnons_toast=1',
			'donnons_flow=f',
			'donnons_consent=all; donnons_session=a',
		])
			expect(request('/participate/12', { cookie })).toBeNull()
	})
	test('the consent choice and the accepted encodings are part of the key', () => {
		const keys = [
			request('/', {}),
			request('/', { cookie: 'donnons_consent=all' }),
			request('/', { cookie: 'donnons_consent=none' }),
			request('/', { 'accept-encoding': 'gzip, br' }),
		].map((k) => k!.key)
		expect(new Set(keys).size).toBe(4)
	})
	test('a forged Host gets a page of its own, never one another visitor is served', () => {
		const site = request('/participate/12', { host: 'localhost:3000' })!.key
		expect(request('/participate/12', { host: 'evil.example' })!.key).not.toBe(site)
		expect(
			request('/participate/12', { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' })!.key,
		).not.toBe(site)
	})
})

describe('serving', () => {
	test('concurrent anonymous views are one render; the same bytes, CSP nonce included, for a second', async () => {
		let now = 1_000_000
		const cache = createPageCache({ now: () => now })
		// The first render ends once all ten requests are in: the nine others wait for it.
		const { app, state } = countingApp({ until: () => arrivals >= 10 })
		const base = await serve(cache, app)
		const first = await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/participate/7`)))
		const bodies = await Promise.all(first.map((r) => r.text()))
		expect(state.renders).toBe(1)
		expect(new Set(bodies)).toEqual(
			new Set(['<html><script nonce="n1"></script>render 1 of /participate/7</html>']),
		)
		const again = await fetch(`${base}/participate/7`)
		expect(again.headers.get('content-security-policy')).toBe(`script-src 'nonce-n1'`)
		expect(again.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL)
		expect(again.headers.get('etag')).toMatch(/^"[\w-]+"$/)
		expect(await again.text()).toContain('render 1')
		now += 1000
		expect(await (await fetch(`${base}/participate/7`)).text()).toContain('render 2')
		expect(state.renders).toBe(2)
	})

	test('If-None-Match with the ETag gets a 304 without a body; HEAD gets the headers only', async () => {
		const cache = createPageCache()
		const base = await serve(cache, countingApp().app)
		await fetch(`${base}/`)
		const cached = await fetch(`${base}/`)
		const etag = cached.headers.get('etag')!
		const notModified = await fetch(`${base}/`, { headers: { 'if-none-match': etag } })
		expect(notModified.status).toBe(304)
		expect(await notModified.text()).toBe('')
		const head = await fetch(`${base}/`, { method: 'HEAD' })
		expect(head.status).toBe(200)
		expect(head.headers.get('content-length')).toBe(String((await cached.text()).length))
	})

	test('a signed-in visitor always gets a render of their own, never stored', async () => {
		const cache = createPageCache()
		const { app, state } = countingApp()
		const base = await serve(cache, app)
		for (let i = 0; i < 3; i++)
			await fetch(`${base}/participate/7`, { headers: { cookie: 'donnons_session=s' } })
		expect(state.renders).toBe(3)
		expect(cache.size().entries).toBe(0)
	})

	test('a page that sets a cookie or is not a 200 is not stored nor marked public', async () => {
		for (const options of [{ setCookie: true }, { status: 404 }]) {
			const cache = createPageCache()
			const { app, state } = countingApp(options)
			const base = await serve(cache, app)
			const response = await fetch(`${base}/participate/7`)
			expect(response.headers.get('cache-control')).toBeNull()
			await fetch(`${base}/participate/7`)
			expect(state.renders).toBe(2)
			expect(cache.size().entries).toBe(0)
			await new Promise<void>((resolve) => server!.close(() => resolve()))
			server = undefined
		}
	})

	test("a pot's change drops its pages (every query of them) and nothing else", async () => {
		let clock = 1_000_000
		const cache = createPageCache({ now: () => clock })
		const { app, state } = countingApp()
		const base = await serve(cache, app)
		for (const url of ['/participate/7', '/participate/7?apres=1.2.50', '/participate/8', '/'])
			await fetch(base + url)
		expect(cache.size().entries).toBe(4)
		clock += 300
		cache.invalidate(['/participate/7', '/'])
		expect(cache.size().entries).toBe(1)
		await fetch(`${base}/participate/8`)
		expect(state.renders).toBe(4)
	})

	test('a pot changing every few milliseconds is rendered at most four times a second', async () => {
		let clock = 1_000_000
		const cache = createPageCache({ now: () => clock })
		const { app, state } = countingApp()
		const base = await serve(cache, app)
		const view = async () => (await fetch(`${base}/participate/7`)).text()
		const first = await view()
		// Gifts at 10 ms intervals: the page rendered 100 ms before stays until it is 250 ms old…
		clock += 100
		cache.invalidate(['/participate/7'])
		clock += 100
		cache.invalidate(['/participate/7'])
		expect(await view()).toBe(first)
		expect(state.renders).toBe(1)
		// …then the next visitor gets a new render, which a later change drops at once once it is old enough.
		clock += 50
		expect(await view()).not.toBe(first)
		expect(state.renders).toBe(2)
		clock += 260
		cache.invalidate(['/participate/7'])
		await view()
		expect(state.renders).toBe(3)
	})

	test('the bodies kept stay under the byte bound, the least recently used dropped first', async () => {
		const cache = createPageCache({ maxBytes: 300 })
		const { app, state } = countingApp()
		const base = await serve(cache, app)
		for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) await fetch(`${base}/participate/${id}`)
		expect(cache.size().bytes).toBeLessThanOrEqual(300)
		expect(cache.size().entries).toBe(4)
		await fetch(`${base}/participate/8`)
		expect(state.renders).toBe(8)
		await fetch(`${base}/participate/1`)
		expect(state.renders).toBe(9)
	})
})
