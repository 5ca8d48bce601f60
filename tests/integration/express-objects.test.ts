// server/express-objects.js: requests and responses born with Express's prototypes, and the 'trust proxy'
// answer kept per address, must leave every answer as Express gives it with node's own objects.
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, describe, expect, test } from 'vitest'
import { expressObjects, loadContextOf, trustOncePerAddress } from '../../server/express-objects.js'

const servers: http.Server[] = []
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))))

/** An app that reports what Express's request getters and response helpers give. */
function reportingApp() {
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', 'loopback')
	app.use((req, res) => {
		res.append('X-Test', 'a')
		res.append('X-Test', 'b')
		res.vary('Accept-Encoding')
		res.type('text/x-script')
		res.status(201).send(
			JSON.stringify({
				protocol: req.protocol,
				hostname: req.hostname,
				ip: req.ip,
				ips: req.ips,
				path: req.path,
				query: req.query,
				secure: req.secure,
				xhr: req.xhr,
				res: res.req === req && req.res === res,
				locals: Object.getPrototypeOf(res.locals) === null,
				instance: req instanceof http.IncomingMessage && res instanceof http.ServerResponse,
			}),
		)
	})
	return { app }
}

async function listen(server: http.Server) {
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const requests: Record<string, string>[] = [
	{},
	{ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'dons.example:8443', 'x-forwarded-for': '203.0.113.9' },
	{
		'x-forwarded-proto': 'https, http',
		'x-forwarded-for': '203.0.113.9, 127.0.0.2',
		'x-requested-with': 'XMLHttpRequest',
	},
	{ host: 'Example.ORG:3000' },
]

async function answers(origin: string) {
	const out = []
	for (const headers of requests) {
		const response = await fetch(`${origin}/a/b?x=1&y=%C3%A9&y=2`, { headers })
		out.push({
			status: response.status,
			headers: [...response.headers].filter(([name]) => name !== 'date'),
			body: await response.text(),
		})
	}
	return out
}

describe('Express on objects born with its prototypes', () => {
	test('answers exactly as Express on node’s own objects, and the prototype swap finds nothing to do', async () => {
		const plain = reportingApp()
		const plainOrigin = await listen(http.createServer(plain.app))

		const born = reportingApp()
		trustOncePerAddress(born.app)
		let prototypeBeforeExpress = false
		const bornServer = http.createServer(expressObjects(born.app), (req, res) => {
			prototypeBeforeExpress =
				Object.getPrototypeOf(req) === born.app.request && Object.getPrototypeOf(res) === born.app.response
			born.app(req, res)
		})
		const bornOrigin = await listen(bornServer)

		const expected = await answers(plainOrigin)
		expect(await answers(bornOrigin)).toEqual(expected)
		expect(prototypeBeforeExpress).toBe(true)
		// The forwarded scheme and host are trusted from the loopback peer only.
		expect(JSON.parse(expected[1]!.body)).toMatchObject({
			protocol: 'https',
			hostname: 'dons.example',
			ip: '203.0.113.9',
		})
	})

	test('the trust answer kept per address is the compiled one, for trusted and untrusted peers', () => {
		const app = express()
		app.set('trust proxy', 'loopback')
		const compiled = app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean
		trustOncePerAddress(app, 3)
		const kept = app.get('trust proxy fn') as typeof compiled
		const addresses = [
			'127.0.0.1',
			'::1',
			'::ffff:127.0.0.1',
			'203.0.113.9',
			'10.0.0.1',
			undefined,
			'x',
			'127.9.9.9',
		]
		for (let round = 0; round < 3; round++)
			for (const address of addresses) expect(kept(address, 0)).toBe(compiled(address, 0))
		expect(kept('127.0.0.1', 0)).toBe(true)
		expect(kept('203.0.113.9', 0)).toBe(false)
	})

	test('a hop count keeps Express’s own trust function, which answers by hop', () => {
		const app = express()
		app.set('trust proxy', 1)
		const compiled = app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean
		trustOncePerAddress(app)
		const kept = app.get('trust proxy fn') as typeof compiled
		expect(kept).toBe(compiled)
		expect(kept('203.0.113.9', 0)).toBe(true)
		expect(kept('203.0.113.9', 1)).toBe(false)
	})
})

describe('the load context', () => {
	test('reads the client’s address once, only when asked; "unknown" without one', () => {
		let reads = 0
		const req = {
			get ip() {
				reads++
				return '203.0.113.9'
			},
		} as unknown as express.Request
		const res = { locals: { cspNonce: 'n0nce' } } as unknown as express.Response
		const context = loadContextOf(req, res)
		expect(context.cspNonce).toBe('n0nce')
		expect(reads).toBe(0)
		expect(context.clientIp).toBe('203.0.113.9')
		expect(context.clientIp).toBe('203.0.113.9')
		expect(reads).toBe(1)
		expect({ ...context }).toEqual({ cspNonce: 'n0nce', clientIp: '203.0.113.9' })
		const gone = loadContextOf({ ip: undefined } as unknown as express.Request, res)
		expect(gone.clientIp).toBe('unknown')
	})
})
