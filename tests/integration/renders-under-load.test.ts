import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import express from 'express'
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import * as entry from '#app/entry.server.tsx'
import { busyTitle } from '#app/lib/site/busy-page.ts'
import { pendingRenderTimers, renderDeadline, RenderTimeout } from '#app/platform/render-deadline.server.ts'
import { loadGuard } from '../../server/load-guard.js'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { waitFor } from '#tests/support/polling.ts'
import { buildUnderRoot } from './page-render.ts'

useSeededAppDatabase()

type RouteModule = ServerBuild['routes'][string]['module']

/** The real root and document renderer around one test page at /lent. */
function handlerWith(page: RouteModule) {
	const build = buildUnderRoot({ lent: page })
	const handle = createRequestHandler(build, 'production')
	return (signal?: AbortSignal) =>
		handle(new Request('http://localhost:3000/lent', { signal }), { cspNonce: '', clientIp: '127.0.0.1' })
}

/** Resolves after `ms` ms of the (fake, in the render deadline's tests) clock. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const page = (loader: () => unknown, Component: () => unknown) =>
	({ loader, default: Component }) as unknown as RouteModule

// The render's timers and the slow loaders run on a fake clock (only setTimeout: React renders
// synchronously, the streams settle in microtasks), moved on by as long as the scenario says.
describe('the render deadline', () => {
	beforeEach(() => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
	})
	afterEach(() => {
		vi.useRealTimers()
	})

	test('a slow loader (7 s) is not counted against the render: a whole page, no timer left', async () => {
		const handle = handlerWith(
			page(
				() => after(7_000).then(() => ({ message: 'Merci pour votre patience' })),
				() => createElement('h1', null, 'Page lente'),
			),
		)
		const answered = handle()
		await vi.advanceTimersByTimeAsync(7_000)
		const response = await answered
		const html = await response.text()
		expect(response.status).toBe(200)
		expect(html).toContain('Page lente')
		expect(html).toContain('</html>')
		expect(pendingRenderTimers()).toBe(0)
	})

	test('a shell slow to render (6.5 s, as under load) is still sent whole, not a 500', async () => {
		let ready = false
		const slow = after(6_500).then(() => {
			ready = true
		})
		const handle = handlerWith(
			page(
				() => ({}),
				() => {
					// Suspends outside any boundary: the shell waits, as it would for a busy CPU.
					if (!ready) throw slow
					return createElement('h1', null, 'Enfin prête')
				},
			),
		)
		const answered = handle()
		await vi.advanceTimersByTimeAsync(6_500)
		const response = await answered
		expect(response.status).toBe(200)
		expect(await response.text()).toContain('Enfin prête')
		expect(pendingRenderTimers()).toBe(0)
	})

	test('a client that goes away clears the timer at once, and is not logged as an error', async () => {
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
		const handle = handlerWith(
			page(
				() => ({}),
				() => createElement('h1', null, 'Abandonnée'),
			),
		)
		const response = await handle()
		await response.body!.cancel()
		expect(pendingRenderTimers()).toBe(0)
		await vi.advanceTimersByTimeAsync(20)
		expect(errors).not.toHaveBeenCalled()
	})

	test('a shell that cannot be rendered in time is aborted with a timeout (answered 503)', async () => {
		const deadline = renderDeadline(1_000, 30)
		expect(pendingRenderTimers()).toBe(1)
		await vi.advanceTimersByTimeAsync(60)
		expect(deadline.signal.reason).toBeInstanceOf(RenderTimeout)
		expect(pendingRenderTimers()).toBe(0)
		const other = renderDeadline(1_000, 30)
		other.shellReady()
		other.clear()
		expect(pendingRenderTimers()).toBe(0)
	})
})

describe('the saturation guard', () => {
	let server: http.Server | null = null
	afterEach(async () => {
		await new Promise((resolve) => server?.close(resolve))
		server = null
	})

	async function serve(guard: ReturnType<typeof loadGuard>) {
		const release: (() => void)[] = []
		const app = express()
		app.use(guard)
		app.get('/healthcheck', (_req, res) => void res.send('OK'))
		app.all('*', (_req, res) => {
			release.push(() => res.send('<h1>Page</h1>'))
		})
		server = http.createServer(app)
		await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
		const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		return {
			get: (path: string, init?: RequestInit) => fetch(base + path, init),
			release,
		}
	}

	test('too many requests at once: the next one gets a French 503 with Retry-After; the health check passes', async () => {
		const guard = loadGuard({ page: entry.busyPage, maxInFlight: 2, eventLoopLag: () => 0 })
		const { get, release } = await serve(guard)
		const held = [get('/a'), get('/b')]
		await waitFor(() => release.length === 2)
		const refused = await get('/c')
		expect(refused.status).toBe(503)
		expect(refused.headers.get('retry-after')).toBe('5')
		// What was shed, for the benchmarks' refusal counts (scripts/bench/lib.ts).
		expect(refused.headers.get('x-load-shed')).toBe('anonymous')
		const html = await refused.text()
		expect(html).toContain('<html lang="fr">')
		expect(html).toContain(busyTitle)
		expect((await get('/healthcheck')).status).toBe(200)
		for (const done of release.splice(0)) done()
		expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200])
		const again = get('/d')
		await waitFor(() => release.length === 1)
		release.shift()!()
		expect((await again).status).toBe(200)
		expect(guard.inFlight()).toBe(0)
	})

	test('an event loop lagging (simulated) refuses new pages at once', async () => {
		let lag = 900
		const { get, release } = await serve(
			loadGuard({ page: entry.busyPage, eventLoopLag: () => lag, maxLagMs: 500, minInFlightForLag: 0 }),
		)
		expect((await get('/a')).status).toBe(503)
		lag = 10
		const ok = get('/a')
		await waitFor(() => release.length === 1)
		release.shift()!()
		expect((await ok).status).toBe(200)
	})

	test('a late event loop with few requests in flight (a busy host, not this process) sheds nothing', async () => {
		let lag = 5_000
		const guard = loadGuard({ page: entry.busyPage, eventLoopLag: () => lag })
		const { get, release } = await serve(guard)
		const held = Array.from({ length: 7 }, (_, i) => get(`/page-${i}`))
		await waitFor(() => release.length === 7)
		// Seven in flight: below the eight from which the lag is this process's own doing.
		const eighth = get('/page-7')
		await waitFor(() => release.length === 8)
		// Eight in flight and the loop 5 s late: the next anonymous read is shed.
		const refused = await get('/page-8')
		expect(refused.status).toBe(503)
		expect(refused.headers.get('x-load-shed')).toBe('anonymous')
		for (const done of release.splice(0)) done()
		expect((await Promise.all([...held, eighth])).map((r) => r.status)).toEqual(Array(8).fill(200))
		lag = 0
		expect(guard.inFlight()).toBe(0)
	})

	test('shedding by priority: anonymous reads first, then signed-in reads and forms; money and operators never', async () => {
		let lag = 0
		const guard = loadGuard({
			page: entry.busyPage,
			eventLoopLag: () => lag,
			maxLagMs: 500,
			minInFlightForLag: 0,
		})
		const { get, release } = await serve(guard)
		const answer = async (path: string, init?: RequestInit) => {
			// A request let through waits for the test to answer it; a refused one comes back by itself.
			let settled = false
			const pending = get(path, init).finally(() => (settled = true))
			await waitFor(() => settled || release.length > 0, { timeout: 15_000 })
			release.shift()?.()
			return (await pending).status
		}
		const signedIn = { headers: { cookie: 'donnons_consent=all; donnons_session=abc' } }
		const consentOnly = { headers: { cookie: 'donnons_consent=all' } }
		const form = { method: 'POST', body: new URLSearchParams({ a: '1' }) }
		const money = [
			'/webhooks/mangopay?EventType=PAYIN_NORMAL_SUCCEEDED&RessourceId=1&Date=1',
			'/participate/1/payment?transactionId=123',
			'/participate/1/payment.data',
			'/participate/1/paiement-en-cours?tentative=abc',
			'/participate/1/carte?data=abc',
			'/participate/entreprise/1/kyc',
			'/sandbox/3ds/tok',
		]

		lag = 800 // past the anonymous limit (500 ms), within the signed-in one (1 000 ms)
		expect(await answer('/participate/1')).toBe(503)
		expect(await answer('/participate/1', consentOnly)).toBe(503)
		expect(await answer('/participate/1', signedIn)).toBe(200)
		expect(await answer('/participate/1', form)).toBe(200)
		for (const path of money) expect(await answer(path), path).toBe(200)
		expect(await answer('/admin/argent')).toBe(200)

		lag = 1500 // past the signed-in limit, within the forms' (2 000 ms)
		expect(await answer('/participate/1', signedIn)).toBe(503)
		expect(await answer('/mon-compte', form)).toBe(200)

		lag = 60_000 // saturated: only money, operators and the health check go through
		expect(await answer('/mon-compte', form)).toBe(503)
		for (const path of money) expect(await answer(path), path).toBe(200)
		expect(await answer('/participate/1/payment', form)).toBe(200)
		expect(await answer('/admin')).toBe(200)
		expect((await get('/healthcheck')).status).toBe(200)
		expect(guard.shed()).toMatchObject({ anonymous: 2, 'signed-in': 1, form: 1, money: 0, operator: 0 })
		expect(guard.inFlight()).toBe(0)
	})
})
