import { eq, inArray } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { EVENT_BATCH, runEventWorker, stopEventWorker } from '#app/donations/event-worker.server.ts'
import {
	EVENTS_LEASE,
	MAX_EVENT_ATTEMPTS,
	processPendingEvents,
} from '#app/donations/provider-events.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { createSandboxControl } from '#app/payments/sandbox/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { claimLease, releaseLease } from '#app/platform/leases.server.ts'
import { loader as webhook } from '#app/routes/webhooks.mangopay.tsx'
import { purgeExpiredRecords } from '#db/maintenance.server.ts'
import { providerEvents } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { waitFor } from '#tests/support/polling.ts'
import { context } from './request.ts'

useSeededAppDatabase()

const DAY = 24 * 60 * 60_000

function notify(query: Record<string, string | number>, ip = '127.0.0.1') {
	const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
	return webhook({
		request: new Request(`http://localhost/webhooks/mangopay?${search}`),
		params: {},
		context: context(ip),
	})
}

const now = () => Math.floor(Date.now() / 1000)

const eventsOf = (ids: string[]) =>
	getDb().select().from(providerEvents).where(inArray(providerEvents.resourceId, ids)).all()

describe('the payment webhook', () => {
	test('a test file’s teardown cancels the run a notification asked for (tests/setup/setup-test-env.ts)', async () => {
		// First in the file, while the simulator's quota is untouched. Left alone, the nudged run starts 20 ms
		// later and fetches the object: after a test file, it opened the next file's database before that file
		// copied its template.
		expect(
			notify({ EventType: 'PAYIN_NORMAL_SUCCEEDED', RessourceId: 'junk-teardown', Date: now() }, '192.0.2.30')
				.status,
		).toBe(200)
		await stopEventWorker()
		// Proving that nothing happens takes a wait: well past the nudge's 20 ms and the worker's 250 ms pause.
		await new Promise((resolve) => setTimeout(resolve, 400))
		expect(eventsOf(['junk-teardown'])).toMatchObject([{ attempts: 0 }])
		getDb().delete(providerEvents).where(eq(providerEvents.resourceId, 'junk-teardown')).run()
	})

	test('300 junk notifications answer at once; each unknown object is fetched once, a few at a time', async () => {
		const provider = await getPaymentProvider()
		const getPayIn = vi.spyOn(provider, 'getPayIn')
		const getRefund = vi.spyOn(provider, 'getRefund')
		const calls = () => getPayIn.mock.calls.length + getRefund.mock.calls.length
		const ids = Array.from({ length: 300 }, (_, i) => `junk-${i}`)

		const started = performance.now()
		const answers = ids.map((id, i) =>
			notify({
				EventType: i % 3 === 0 ? 'PAYIN_REFUND_SUCCEEDED' : 'PAYIN_NORMAL_SUCCEEDED',
				RessourceId: id,
				Date: now() - i,
			}),
		)
		const elapsed = performance.now() - started
		expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200))
		// Nothing is fetched while answering: the requests only store.
		expect(calls()).toBe(0)
		expect(elapsed).toBeLessThan(3000)

		// One run of the worker calls the provider at most EVENT_BATCH times.
		await runEventWorker()
		expect(calls()).toBeLessThanOrEqual(EVENT_BATCH)

		// Then the rest, a batch a run: each junk object is fetched once and failed, never again.
		await waitFor(() => eventsOf(ids).every((e) => e.attempts > 0), { timeout: 15_000 })
		expect(calls()).toBe(300)
		const stored = eventsOf(ids)
		expect(stored).toHaveLength(300)
		expect(stored.every((e) => e.attempts === MAX_EVENT_ATTEMPTS && e.processedAt === null)).toBe(true)
		await processPendingEvents(provider)
		await runEventWorker()
		expect(calls()).toBe(300)
	})

	test('a run while another process applies the notifications is skipped, then tried again', async () => {
		// Another worker's pass under way (the lease is in the database).
		const other = 'another-worker:1'
		expect(claimLease(EVENTS_LEASE, other, 60_000)).toBe(true)
		expect(
			notify({ EventType: 'PAYIN_NORMAL_SUCCEEDED', RessourceId: 'junk-shared', Date: now() }, '192.0.2.20')
				.status,
		).toBe(200)
		expect(await runEventWorker()).toBeNull()
		expect(eventsOf(['junk-shared'])).toMatchObject([{ attempts: 0 }])
		// Its pass over, this worker's retry handles the event without a new notification.
		releaseLease(EVENTS_LEASE, other)
		await waitFor(() => eventsOf(['junk-shared'])[0]!.attempts > 0, { timeout: 5_000 })
		// Fetched then (an unknown object: failed at once, never fetched again).
		expect(eventsOf(['junk-shared'])).toMatchObject([{ attempts: MAX_EVENT_ATTEMPTS, processedAt: null }])
	})

	test('the same notification again, under another date, is stored once while it waits', () => {
		for (let i = 0; i < 50; i++)
			notify({ EventType: 'PAYIN_NORMAL_FAILED', RessourceId: 'junk-repeat', Date: now() - i }, '192.0.2.10')
		expect(eventsOf(['junk-repeat'])).toHaveLength(1)
	})

	test('a notification dated in the future is refused and not stored', () => {
		const res = notify(
			{ EventType: 'PAYIN_NORMAL_SUCCEEDED', RessourceId: 'junk-future', Date: now() + 86_400 },
			'192.0.2.11',
		)
		expect(res.status).toBe(400)
		expect(eventsOf(['junk-future'])).toEqual([])
	})

	test('more than 300 notifications a minute from one address: 429 in French, another address passes', async () => {
		const ip = '198.51.100.66'
		for (let i = 0; i < 300; i++) {
			const res = notify({ EventType: 'PAYIN_NORMAL_SUCCEEDED', RessourceId: `flood-${i}`, Date: now() }, ip)
			expect(res.status).toBe(200)
		}
		const refused = notify({ EventType: 'PAYIN_NORMAL_SUCCEEDED', RessourceId: 'flood-300', Date: now() }, ip)
		expect(refused.status).toBe(429)
		expect(refused.headers.get('retry-after')).toBe('60')
		expect(await refused.text()).toBe('Trop de notifications : merci de réessayer dans une minute')
		expect(eventsOf(['flood-300'])).toEqual([])
		const other = notify(
			{ EventType: 'PAYIN_NORMAL_SUCCEEDED', RessourceId: 'flood-300', Date: now() },
			'198.51.100.67',
		)
		expect(other.status).toBe(200)
	})

	test('the hourly purge removes handled and failed events past 60 days, keeps the rest', () => {
		const db = getDb()
		const at = new Date()
		const ago = (days: number) => new Date(at.getTime() - days * DAY)
		const row = (resourceId: string, days: number, values: Partial<typeof providerEvents.$inferInsert>) => ({
			eventType: 'PAYIN_NORMAL_SUCCEEDED',
			resourceId,
			occurredAt: ago(days),
			receivedAt: ago(days),
			...values,
		})
		db.insert(providerEvents)
			.values([
				row('old-handled', 61, { processedAt: ago(61), attempts: 1 }),
				row('old-failed', 61, { attempts: MAX_EVENT_ATTEMPTS, error: 'not found' }),
				row('old-retrying', 61, { attempts: 3, error: 'timeout' }),
				row('recent-handled', 10, { processedAt: ago(10), attempts: 1 }),
				row('recent-failed', 10, { attempts: MAX_EVENT_ATTEMPTS, error: 'not found' }),
			])
			.run()
		expect(purgeExpiredRecords(db, at).providerEvents).toBe(2)
		const left = eventsOf(['old-handled', 'old-failed', 'old-retrying', 'recent-handled', 'recent-failed'])
		expect(left.map((e) => e.resourceId).sort()).toEqual(['old-retrying', 'recent-failed', 'recent-handled'])
		db.delete(providerEvents).where(eq(providerEvents.resourceId, 'old-retrying')).run()
	})
	test("the future is the provider's: the simulator's clock moved an hour ahead dates its notifications so", async () => {
		const provider = await getPaymentProvider()
		const control = createSandboxControl()
		const ahead = { EventType: 'PAYOUT_NORMAL_SUCCEEDED', RessourceId: 'clock-ahead', Date: now() + 3600 }
		expect(notify(ahead, '192.0.2.12').status).toBe(400)
		await control.advanceTime(3600_000)
		// (Last of the file: the simulator's clock cannot be moved back.)
		expect(provider.clockSeconds?.()).toBeGreaterThan(now() + 3500)
		expect(notify(ahead, '192.0.2.12').status).toBe(200)
		expect(eventsOf(['clock-ahead'])).toHaveLength(1)
		// Still nothing past the provider's own clock.
		const past = { ...ahead, RessourceId: 'clock-past', Date: now() + 3600 + 86_400 }
		expect(notify(past, '192.0.2.12').status).toBe(400)
	})
})
