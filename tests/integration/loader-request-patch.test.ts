import { createRequestHandler } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { buildUnderRoot } from './page-render.ts'

// patches/@remix-run+server-runtime+2.17.5.patch: a read whose URL has no query reaches its loaders as it
// is, instead of two copies a loader; a URL with a query still loses Remix's own params (`index`, `_routes`).
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
})
