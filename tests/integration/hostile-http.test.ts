// Issue 14 §3, §4, §5, §12 at the HTTP level: the production build (`npm run build` first — `npm test` builds
// before Vitest) answers hostile requests in French, never 5xx. Without a build the suite fails, never skips.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isBuilt, startBuiltServer, type RunningServer } from '#tests/support/built-server.ts'

let server: RunningServer

const ENGLISH =
	/Not Found|Forbidden|Bad Request|Unexpected Server Error|Internal Server Error|You made a|Method Not Allowed/

function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
	const url = new URL(server.origin)
	return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
		(resolve, reject) => {
			const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
				let text = ''
				res.setEncoding('utf8')
				res.on('data', (chunk: string) => (text += chunk))
				res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
			})
			req.on('error', reject)
			req.end(body)
		},
	)
}

const form = { 'content-type': 'application/x-www-form-urlencoded' }

async function signIn() {
	const response = await raw(
		'POST',
		'/authentification-cagnotte-solidaire-don-association',
		form,
		new URLSearchParams({
			intent: 'login',
			email: 'marie.dupont@donnons.demo',
			password: 'Donnons-2026!',
		}).toString(),
	)
	const cookie = (response.headers['set-cookie'] ?? []).find((c) => c.startsWith('donnons_session='))
	expect(cookie).toBeDefined()
	return (cookie as string).split(';')[0] as string
}

function expectFrench(response: { status: number; text: string }, status: number) {
	expect(response.status).toBe(status)
	expect(response.text).not.toMatch(ENGLISH)
}

describe('hostile HTTP requests against the production build', () => {
	beforeAll(async () => {
		if (!isBuilt())
			throw new Error(
				'tests/integration/hostile-http.test.ts needs the production build: run `npm run build` first (npm test builds before Vitest).',
			)
		server = await startBuiltServer()
	}, 120_000)
	afterAll(async () => {
		await server?.stop()
	})

	test('a body that is not a form answers 415/400 in French, not 500 (§3)', async () => {
		expectFrench(await raw('POST', '/newsletter', { 'content-type': 'text/plain' }, 'email=a@b.fr'), 415)
		expectFrench(await raw('POST', '/newsletter', { 'content-type': 'application/json' }, '{"email":1}'), 415)
		expectFrench(await raw('POST', '/newsletter'), 415)
		const broken = await raw(
			'POST',
			'/mot-de-passe-oublie',
			{ 'content-type': 'multipart/form-data; boundary=zz' },
			'garbage',
		)
		expectFrench(broken, 400)
		expect(broken.text).toContain('Requête incorrecte')
	})

	test('a write from another site answers 403 in French, resource routes included (§3)', async () => {
		for (const path of ['/logout', '/newsletter', '/cookies', '/mot-de-passe-oublie']) {
			for (const origin of ['https://evil.example', 'null', 'garbage']) {
				const response = await raw('POST', path, { ...form, origin }, 'consent=accepted')
				expectFrench(response, 403)
				expect(response.text).toContain('Accès refusé')
			}
		}
		// Remix runs a HEAD on a `.data` URL as an action, origin check included (it answered 500).
		expect((await raw('HEAD', '/cookie.data', { origin: 'garbage' })).status).toBe(403)
	})

	test('starting Facebook sign-in with a stray ?state= is no provider return (500 before)', async () => {
		const response = await raw('POST', '/auth/facebook?state=abc&code=x', form, 'returnTo=%2Flogin')
		expect(response.status).toBe(302)
		expect(response.headers.location).toMatch(/^http:\/\/localhost:\d+\/demo\/facebook\/dialog\/oauth\?/)
	})

	test('prototype names in a path are unknown values, not a 500 (§3)', async () => {
		for (const name of ['__proto__', 'constructor', 'toString']) {
			const response = await raw('GET', `/create/jackpot/${name}`)
			expect(response.status).toBe(302)
			expect(response.headers.location).toBe('/')
		}
	})

	test('TRACE, a POST to a route without action, a stale sandbox return: French answers (§3)', async () => {
		const trace = await raw('TRACE', '/')
		expectFrench(trace, 405)
		expect(trace.headers.allow).toBe('GET, HEAD, POST')
		expectFrench(await raw('POST', '/healthcheck', form, 'a=1'), 405)
		expectFrench(await raw('POST', '/mentions-legales', form, 'a=1'), 405)
		expectFrench(await raw('POST', '/login.data', form, 'a=1'), 405)
		expectFrench(await raw('GET', '/sandbox/start/return?transactionId=unknown'), 404)
	})

	test('missing or forbidden uploads answer French pages, not Express’s (§3)', async () => {
		expectFrench(await raw('GET', '/uploads/nope.png'), 404)
		const traversal = await raw('GET', '/uploads/%2e%2e/donnons.db')
		expect(traversal.status).toBeGreaterThanOrEqual(400)
		expect(traversal.status).toBeLessThan(500)
		expect(traversal.text).not.toMatch(ENGLISH)
	})

	test('CR/LF or a tab in redirectTo never reaches the Location header (§3, §4)', async () => {
		const cookie = await signIn()
		for (const target of [
			'/%0d%0aSet-Cookie:%20x=1',
			'/%09/evil.example',
			'/%5Cevil.example',
			'//evil.example',
		]) {
			const response = await raw(
				'GET',
				`/authentification-cagnotte-solidaire-don-association?redirectTo=${encodeURIComponent(decodeURIComponent(target))}`,
				{ cookie },
			)
			expect(response.status).toBe(302)
			expect(response.headers.location).toBe('/home/private')
			expect(response.headers['set-cookie']?.some((c) => c.startsWith('x='))).not.toBe(true)
		}
	})

	test('bodies over the limits answer 413 in French before the app reads them (§5)', async () => {
		const big = `email=${'a'.repeat(1_100_000)}`
		expectFrench(await raw('POST', '/newsletter', form, big), 413)
		// Chunked: no Content-Length, the bytes are counted as they come.
		const chunked = await raw('POST', '/newsletter', { ...form, 'transfer-encoding': 'chunked' }, big)
		expectFrench(chunked, 413)
		const declared = await raw('POST', '/participate/company/1/kyc', {
			'content-type': 'multipart/form-data; boundary=zz',
			'content-length': String(60 * 1024 * 1024),
		})
		expectFrench(declared, 413)
		// Under the limit, the form is read as usual.
		const ok = await raw('POST', '/newsletter', form, 'email=&redirectTo=%2F')
		expect(ok.status).toBe(302)
	})

	test('scripts and pictures carry a file’s headers only, not the pages’ policy (issue 29)', async () => {
		const script = fs.readdirSync(path.resolve('build/client/assets')).find((name) => name.endsWith('.js'))!
		for (const file of [`/assets/${script}`, '/favicon.svg']) {
			const response = await raw('GET', file)
			expect(response.status, file).toBe(200)
			expect(response.headers['x-content-type-options'], file).toBe('nosniff')
			expect(response.headers['cross-origin-resource-policy'], file).toBe('same-origin')
			for (const pageOnly of [
				'content-security-policy',
				'permissions-policy',
				'x-frame-options',
				'referrer-policy',
			])
				expect(response.headers[pageOnly], `${file}: ${pageOnly}`).toBeUndefined()
		}
		const page = await raw('GET', '/')
		expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'")
		expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
	})

	test('a Permissions-Policy closes camera, microphone, location and payment (§12)', async () => {
		const response = await raw('GET', '/')
		expect(response.headers['permissions-policy']).toMatch(
			/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/,
		)
	})

	test('scripts go out as compressed at build time: brotli, gzip or plain, the same bytes once decoded', async () => {
		const dir = path.resolve('build/client/assets')
		const script = fs
			.readdirSync(dir)
			.find((f) => f.endsWith('.js') && fs.existsSync(path.join(dir, `${f}.br`)))!
		const original = fs.readFileSync(path.join(dir, script))
		const get = (encoding: string) =>
			new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
				const url = new URL(`/assets/${script}`, server.origin)
				http
					.get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
						const chunks: Buffer[] = []
						res.on('data', (c: Buffer) => chunks.push(c))
						res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
					})
					.on('error', reject)
			})
		const brotli = await get('gzip, deflate, br')
		expect(brotli.headers['content-encoding']).toBe('br')
		expect(brotli.headers['content-type']).toBe('application/javascript; charset=utf-8')
		// Sent as stored (a length, not compressed on the fly), with the year-long cache of /assets.
		expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
		expect(brotli.body.equals(fs.readFileSync(path.join(dir, `${script}.br`)))).toBe(true)
		expect(brotli.headers['cache-control']).toMatch(/immutable/)
		expect(brotli.headers.vary).toMatch(/Accept-Encoding/i)
		expect(zlib.brotliDecompressSync(brotli.body).equals(original)).toBe(true)
		const gzip = await get('gzip')
		expect(gzip.headers['content-encoding']).toBe('gzip')
		expect(zlib.gunzipSync(gzip.body).equals(original)).toBe(true)
		const plain = await get('identity')
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.body.equals(original)).toBe(true)
	})

	test('a page rendered per request is compressed with brotli and decodes to the page', async () => {
		const url = new URL('/create/particular/assocs?q=enfants', server.origin)
		const response = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>(
			(resolve, reject) => {
				http
					.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
						const chunks: Buffer[] = []
						res.on('data', (c: Buffer) => chunks.push(c))
						res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
					})
					.on('error', reject)
			},
		)
		expect(response.headers['content-encoding']).toBe('br')
		const html = zlib.brotliDecompressSync(response.body).toString('utf8')
		expect(html).toMatch(/^<!DOCTYPE html>/i)
		expect(html).toContain('</html>')
	})

	test('what the Remix handler does not compress itself still goes out compressed (s15-http)', async () => {
		// compression() is put on a response only by what writes one it may compress (server/compress.js).
		const fetchRaw = (method: string, path: string, encoding: string) =>
			new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
				const url = new URL(path, server.origin)
				http
					.request(url, { method, headers: { 'accept-encoding': encoding, ...form } }, (res) => {
						const chunks: Buffer[] = []
						res.on('data', (c: Buffer) => chunks.push(c))
						res.on('end', () =>
							resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
						)
					})
					.on('error', reject)
					.end(method === 'POST' ? 'a=1' : undefined)
			})
		// A resource route's answer (XML), streamed: compression()'s brotli.
		const sitemap = await fetchRaw('GET', '/sitemap.xml', 'gzip, deflate, br')
		expect([sitemap.status, sitemap.headers['content-encoding']]).toEqual([200, 'br'])
		expect(zlib.brotliDecompressSync(sitemap.body).toString('utf8')).toContain('<urlset')
		// The French error page of a POST to a page without a form (Remix's own error, replaced).
		const refused = await fetchRaw('POST', '/', 'br')
		expect([refused.status, refused.headers['content-encoding']]).toEqual([405, 'br'])
		expect(zlib.brotliDecompressSync(refused.body).toString('utf8')).toMatch(/^<!DOCTYPE html>/i)
		// A browser that takes neither brotli nor gzip: compression()'s deflate, as before, not the plain page.
		const deflated = await fetchRaw('GET', '/create/particular/assocs?q=enfants', 'deflate')
		expect([deflated.status, deflated.headers['content-encoding']]).toEqual([200, 'deflate'])
		expect(deflated.headers.vary).toBe('Accept-Encoding')
		expect(zlib.inflateSync(deflated.body).toString('utf8')).toContain('</html>')
	})

	test('an anonymous pot page may be shared for a second (ETag, 304); a signed-in one never', async () => {
		// Three at once: one render, the two others served its stored bytes (their ETag, their shared header).
		const views = await Promise.all([1, 2, 3].map(() => raw('GET', '/participate/1')))
		for (const view of views) {
			expect(view.status).toBe(200)
			expect(view.headers['set-cookie']).toBeUndefined()
			expect(view.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=30')
		}
		expect(views.filter((view) => view.headers.etag).length).toBeGreaterThanOrEqual(2)
		expect(new Set(views.map((view) => view.text)).size).toBe(1)
		const signedIn = await raw('GET', '/participate/1', { cookie: await signIn() })
		expect(signedIn.status).toBe(200)
		expect(signedIn.headers['cache-control']).toBe('private, no-store')
		expect(signedIn.text).toContain('Marie')
	})
})
