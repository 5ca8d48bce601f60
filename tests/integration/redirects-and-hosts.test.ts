// Issue 26 item 5 at the HTTP level (`npm run build` first — `npm test` builds before Vitest): redirects that
// stay on the site and are percent-encoded UTF-8, a forged Host that reaches no mail link nor cached page,
// http sent to https behind a proxy with HSTS, and a cross-site check that compares the scheme.
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { links } from '#app/lib/site/site-links.ts'
import { isBuilt, startBuiltServer, type RunningServer } from '#tests/support/built-server.ts'

const PUBLIC_URL = 'https://donnons.example.org'
let server: RunningServer

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
	return new Promise<Answer>((resolve, reject) => {
		const req = http.request({ host: 'localhost', port: server.port, method, path, headers }, (res) => {
			let text = ''
			res.setEncoding('utf8')
			res.on('data', (chunk: string) => (text += chunk))
			res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
		})
		req.on('error', reject)
		req.end(body)
	})
}

const form = { 'content-type': 'application/x-www-form-urlencoded' }
const https = { 'x-forwarded-proto': 'https' }
/** The spec's legacy redirects (spec 3 "Legacy redirects") and where each one leads. */
const LEGACY: Array<[string, string]> = [
	['/how-to', links.howItWorks],
	['/cookie', links.cookies],
	['/presse', links.press],
	['/confiance', links.references],
	['/quality-chart', links.qualityCharter],
	['/tarif', links.pricing],
	['/condition', links.terms],
	['/about', links.about],
	['/partenaires/assocs', links.partnerCharities],
]
async function signIn() {
	const response = await raw(
		'POST',
		links.auth,
		{ ...form, ...https },
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

const ESCAPES = ['/.//evil.example', '/..//evil.example', '/%2e%2e//evil.example', '/%2E%2E//evil.example']

describe('redirects and hosts against the production build, PUBLIC_URL in https', () => {
	beforeAll(async () => {
		if (!isBuilt())
			throw new Error(
				'tests/integration/redirects-and-hosts.test.ts needs the production build: run `npm run build`.',
			)
		server = await startBuiltServer({ PUBLIC_URL })
	}, 120_000)
	afterAll(async () => {
		await server?.stop()
	})

	test('every legacy redirect sends an ASCII Location, UTF-8 percent-encoded, to a page that answers', async () => {
		for (const [legacy, target] of LEGACY) {
			const response = await raw('GET', `${legacy}?a=1`, https)
			expect(response.status, legacy).toBe(301)
			const location = String(response.headers.location)
			expect(location, legacy).toMatch(/^[\x21-\x7e]+$/)
			expect(decodeURI(location), legacy).toBe(`${target}?a=1`)
			expect((await raw('GET', location, https)).status, location).toBe(200)
		}
	})

	test('redirectTo that normalises to //host never leaves the site: login, /cookies, /newsletter', async () => {
		const cookie = await signIn()
		for (const target of ESCAPES) {
			const cookies = await raw(
				'POST',
				'/cookies',
				form,
				new URLSearchParams({ redirectTo: target }).toString(),
			)
			const newsletter = await raw(
				'POST',
				'/newsletter',
				form,
				new URLSearchParams({ redirectTo: target, email: 'x@example.org' }).toString(),
			)
			const login = await raw('GET', `${links.auth}?redirectTo=${encodeURIComponent(target)}`, {
				...https,
				cookie,
			})
			for (const response of [cookies, newsletter, login]) {
				expect(response.status, target).toBeGreaterThanOrEqual(300)
				expect(response.status, target).toBeLessThan(400)
				expect(String(response.headers.location), target).not.toMatch(/^\/\/|^[a-z]+:/i)
			}
		}
	})

	test('a forged Host never reaches a cached page', async () => {
		const forged = await raw('GET', '/participate/1', { host: 'evil.example', ...https })
		expect(forged.status).toBe(200)
		expect(forged.text).not.toContain('evil.example')
		const next = await raw('GET', '/participate/1', https)
		expect(next.text).not.toContain('evil.example')
		expect(next.text).toContain(`${PUBLIC_URL}/participate/1`)
	})

	test('http behind the proxy goes to https (301 for a read, 308 for a form); https pages send HSTS', async () => {
		const read = await raw('GET', '/participate/1?x=1', { 'x-forwarded-proto': 'http' })
		expect(read.status).toBe(301)
		expect(read.headers.location).toBe(`${PUBLIC_URL}/participate/1?x=1`)
		const post = await raw('POST', '/newsletter', { ...form, 'x-forwarded-proto': 'http' }, 'email=x')
		expect(post.status).toBe(308)
		expect(post.headers.location).toBe(`${PUBLIC_URL}/newsletter`)
		const page = await raw('GET', '/', https)
		expect(page.status).toBe(200)
		expect(page.headers['strict-transport-security']).toMatch(/max-age=(\d{8,})/)
	})

	test('a write from the same host in http is another site: 403', async () => {
		const host = `localhost:${server.port}`
		const body = new URLSearchParams({ redirectTo: '/' }).toString()
		const sameSite = await raw('POST', '/cookies', { ...form, ...https, origin: `https://${host}` }, body)
		expect(sameSite.status).toBe(302)
		const http = await raw('POST', '/cookies', { ...form, ...https, origin: `http://${host}` }, body)
		expect(http.status).toBe(403)
	})
})
