// The pages' security headers are computed once from helmet (server/framing.js): each response must carry
// exactly what helmet itself sends per request, in the same order, with a fresh nonce.
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import express from 'express'
import helmet from 'helmet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contentSecurityDirectives } from '#app/platform/content-security.ts'
import { framableOptions, isFramable, nextNonce, securityHeaders } from '../../server/framing.js'

const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'

/** The options server.js gives helmet. */
const options = (https: boolean) => ({
	strictTransportSecurity: https,
	crossOriginEmbedderPolicy: false,
	referrerPolicy: { policy: 'same-origin' as const },
	contentSecurityPolicy: {
		useDefaults: false,
		directives: contentSecurityDirectives({
			formActionSources: ['https://pci.mangopay.com'],
			https,
			dev: false,
			nonce: (_req: http.IncomingMessage, res: http.ServerResponse) =>
				`'nonce-${(res as express.Response).locals.cspNonce as string}'`,
		}),
	},
})

const servers: http.Server[] = []
async function serve(app: express.Express) {
	app.disable('x-powered-by')
	app.get('*', (_req, res) => void res.type('html').send('<!DOCTYPE html><title>x</title>'))
	const server = http.createServer(app)
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Helmet per request, as server.js did before: a nonce, helmet's chain, then the Permissions-Policy. */
function helmetPerRequest(https: boolean) {
	const app = express()
	const site = helmet(options(https))
	const framable = helmet(framableOptions(options(https)))
	app.use((req, res, next) => {
		res.locals.cspNonce = 'fixed-nonce'
		;(isFramable(req.path) ? framable : site)(req, res, next)
	})
	app.use((_req, res, next) => {
		res.set('Permissions-Policy', PERMISSIONS)
		next()
	})
	return serve(app)
}

function precomputed(https: boolean) {
	const app = express()
	app.use(securityHeaders(helmet, options(https), { 'Permissions-Policy': PERMISSIONS }))
	return serve(app)
}

const VARYING = new Set(['date', 'connection', 'keep-alive', 'content-length', 'etag'])

async function headersOf(base: string, path: string) {
	const response = await fetch(base + path)
	expect(response.status).toBe(200)
	return [...response.headers].filter(([name]) => !VARYING.has(name))
}

const bases: Record<string, { helmet: string; precomputed: string }> = {}
beforeAll(async () => {
	for (const https of [false, true])
		bases[String(https)] = { helmet: await helmetPerRequest(https), precomputed: await precomputed(https) }
})
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

describe('security headers computed once', () => {
	for (const https of [false, true])
		for (const path of ['/participate/1', '/participate/12/widget', '/don/1?x=1'])
			test(`are helmet's, byte for byte (https: ${https}, ${path})`, async () => {
				const { helmet: before, precomputed: now } = bases[String(https)]!
				const expected = await headersOf(before, path)
				const actual = await headersOf(now, path)
				const csp = new Map(actual).get('content-security-policy') ?? ''
				const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''
				if (isFramable(path)) expect(csp).not.toContain('nonce-')
				else expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
				expect(actual.map(([name, value]) => [name, value.replaceAll(nonce || '\0', 'fixed-nonce')])).toEqual(
					expected,
				)
				expect(expected.length).toBeGreaterThan(10)
			})

	test('nonces are 16 random bytes each, never one twice, across refills of their pool', () => {
		const nonces = Array.from({ length: 1000 }, () => nextNonce())
		expect(new Set(nonces).size).toBe(1000)
		for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
	})

	test('each response gets its own nonce', async () => {
		const base = bases.false!.precomputed
		const nonces = new Set<string>()
		for (let i = 0; i < 5; i++) {
			const response = await fetch(`${base}/participate/1`)
			nonces.add(/'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '')
		}
		expect(nonces.size).toBe(5)
	})
})
