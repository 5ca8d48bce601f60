import { createRequestHandler } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { buildUnderRoot } from './page-render.ts'

// patches/@remix-run+server-runtime+2.17.5.patch: a read whose URL has none of Remix's own params reaches its
// loaders as it is, instead of two copies a loader; a URL with them still loses them (`index`, `_routes`).
const seen: Request[] = []
const build = buildUnderRoot({
	echo: {
		loader: ({ request }: { request: Request }) => {
			seen.push(request)
			return Response.json({ url: request.url, test: request.headers.get('x-test') })
		},
	},
})
const handle = createRequestHandler(build, 'production')
const context = { cspNonce: 'n', clientIp: '127.0.0.1' }

describe('the request a loader gets (server-runtime patch)', () => {
	it('is the request itself when its URL has no query', async () => {
		const request = new Request('http://localhost/echo', { headers: { 'x-test': 'oui' } })
		const response = await handle(request, context)
		expect(await response.json()).toEqual({ url: 'http://localhost/echo', test: 'oui' })
		expect(seen.at(-1)).toBe(request)
	})

	it('still loses Remix’s own search params when there is a query', async () => {
		const request = new Request('http://localhost/echo?index&garder=1&index=x', {
			headers: { 'x-test': 'oui' },
		})
		const response = await handle(request, context)
		expect(await response.json()).toEqual({ url: 'http://localhost/echo?garder=1&index=x', test: 'oui' })
		expect(seen.at(-1)).not.toBe(request)
	})

	it('is the request itself when its query has none of Remix’s own params', async () => {
		const request = new Request('http://localhost/echo?amount=1200&tip=0&indexation=1', {
			headers: { 'x-test': 'oui' },
		})
		const response = await handle(request, context)
		expect(await response.json()).toEqual({
			url: 'http://localhost/echo?amount=1200&tip=0&indexation=1',
			test: 'oui',
		})
		expect(seen.at(-1)).toBe(request)
	})

	it('still strips a name spelt escaped, and `_routes` from a data request', async () => {
		const escaped = new Request('http://localhost/echo?%69ndex&garder=1')
		expect(await (await handle(escaped, context)).json()).toMatchObject({
			url: 'http://localhost/echo?garder=1',
		})
		expect(seen.at(-1)).not.toBe(escaped)
		const data = new Request('http://localhost/echo.data?garder=1&_routes=routes%2Fecho')
		const answer = await handle(data, context)
		expect(answer.status).toBe(200)
		expect(seen.at(-1)!.url).toBe('http://localhost/echo?garder=1')
	})
})
