import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as entry from '#app/entry.server.tsx'
import { buildUnderRoot } from './page-render.ts'

// patches/@remix-run+server-runtime+2.17.5.patch: Remix's single fetch armed, for every document and every
// `.data` request, an AbortController and a timer of `streamTimeout` (then a listener on the request's signal)
// to reject the data's promises still pending when it fires. The patch arms them only once turbo-stream waits
// for a promise: data without promises (every route of ours) arms none; deferred data still times out.
const pages = {
	plain: { loader: () => ({ pot: 'Cagnotte', montant: 1200 }), default: () => null },
	later: {
		loader: () => ({ pot: 'Cagnotte', plus: new Promise<string>(() => {}) }),
		default: () => null,
	},
}
const context = { cspNonce: 'n', clientIp: '127.0.0.1' }
const STREAM_TIMEOUT = 40
const build: ServerBuild = buildUnderRoot(pages)
const quick: ServerBuild = { ...build, entry: { module: { ...entry, streamTimeout: STREAM_TIMEOUT } } }

function timersOf(spy: { mock: { calls: unknown[][] } }, delay: number) {
	return spy.mock.calls.filter(([, ms]) => ms === delay).length
}

describe('the timeout of the data stream (server-runtime patch)', () => {
	afterEach(() => vi.restoreAllMocks())

	it('is not armed for a `.data` request whose data has no promise', async () => {
		const handle = createRequestHandler(build, 'production')
		const timers = vi.spyOn(globalThis, 'setTimeout')
		const response = await handle(new Request('http://localhost/plain.data'), context)
		const body = await response.text()
		expect(response.status).toBe(200)
		expect(body).toContain('"Cagnotte"')
		expect(body).toContain('1200')
		expect(timersOf(timers, entry.streamTimeout)).toBe(0)
	})

	it('is not armed for a document whose data has no promise', async () => {
		const handle = createRequestHandler(build, 'production')
		const timers = vi.spyOn(globalThis, 'setTimeout')
		const response = await handle(new Request('http://localhost/plain'), context)
		const html = await response.text()
		expect(response.status).toBe(200)
		expect(html).toContain('Cagnotte')
		expect(timersOf(timers, entry.streamTimeout)).toBe(0)
	})

	it('still rejects a promise pending after streamTimeout, and ends the stream', async () => {
		const handle = createRequestHandler(quick, 'production')
		const timers = vi.spyOn(globalThis, 'setTimeout')
		const response = await handle(new Request('http://localhost/later.data'), context)
		const body = await response.text()
		expect(timersOf(timers, STREAM_TIMEOUT)).toBe(1)
		expect(body).toContain('"Cagnotte"')
		// turbo-stream's line for a rejected promise (`E<id>:`), sanitized in production.
		expect(body).toMatch(/\nE\d+:/)
		expect(body).toContain('Unexpected Server Error')
	})

	it('is cleared when the request is aborted while a promise is pending', async () => {
		const handle = createRequestHandler(build, 'production')
		const timers = vi.spyOn(globalThis, 'setTimeout')
		const clears = vi.spyOn(globalThis, 'clearTimeout')
		const client = new AbortController()
		const response = await handle(
			new Request('http://localhost/later.data', { signal: client.signal }),
			context,
		)
		expect(response.status).toBe(200)
		const armed = timers.mock.results[timers.mock.calls.findIndex(([, ms]) => ms === entry.streamTimeout)]
		expect(armed).toBeDefined()
		client.abort()
		expect(clears).toHaveBeenCalledWith(armed!.value)
		await response.body?.cancel()
	})
})
