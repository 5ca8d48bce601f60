import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { providerEvents } from '#db/schema/index.ts'
import { isPaymentProviderError, type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'
import { withLease } from '../platform/leases.server.ts'
import { isKycEvent, processCharityKycEvent } from '../charity-space/kyc.server.ts'
import { isPayoutEvent, processPayoutEvent } from '../payouts/payout.server.ts'
import { settlePayIn } from './ledger.server.ts'
import { processMandate } from './mandate.server.ts'
import { isReversalEvent, processReversalEvent } from './reversal.server.ts'

/** An event that failed this many times is given up (failed: kept for the record, purged later). */
export const MAX_EVENT_ATTEMPTS = 20

type Options = {
	/** At most this many events in one run. */
	limit?: number
	/** Only events never tried (the webhook worker); the retries are the reconciliation's. */
	freshOnly?: boolean
}

// The webhook worker reads and marks the events of every gift: built and prepared once per connection.
const pendingEvents = (freshOnly: boolean) => (db: DbOrTx) =>
	db
		.select()
		.from(providerEvents)
		.where(
			and(
				isNull(providerEvents.processedAt),
				freshOnly ? eq(providerEvents.attempts, 0) : lt(providerEvents.attempts, MAX_EVENT_ATTEMPTS),
			),
		)
		.orderBy(asc(providerEvents.attempts), asc(providerEvents.id))
		.limit(sql.placeholder('limit'))
		.prepare()
const freshEvents = pendingEvents(true)
const retriableEvents = pendingEvents(false)
const markProcessed = (db: DbOrTx) =>
	db
		.update(providerEvents)
		.set({
			processedAt: sql`${sql.placeholder('processedAtMs')}`,
			attempts: sql`${sql.placeholder('attempts')}`,
			error: null,
		})
		.where(eq(providerEvents.id, sql.placeholder('id')))
		.prepare()

/**
 * Handles stored notifications: each one is only a hint, so the object is re-fetched from the provider and
 * its status applied idempotently (R3): pay-ins, mandates, and money coming back (refunds, disputes,
 * repudiations: `reversal.server.ts`), payouts (`app/payouts/payout.server.ts`), a charity's KYC documents
 * (`app/charity-space/kyc.server.ts`). Other events are marked processed. A failure is counted and retried
 * by a later run, never-tried events first; an object the provider says does not exist (a junk
 * notification) is failed at once, never fetched again. Returns how many were tried and handled.
 */
export async function handlePendingEvents(
	provider: PaymentProvider,
	{ limit = 100, freshOnly = false }: Options = {},
) {
	const db = getDb()
	const pending = prepared(db, freshOnly ? freshEvents : retriableEvents).all({ limit })
	let processed = 0
	for (const event of pending) {
		try {
			if (event.eventType.startsWith('PAYIN_NORMAL_'))
				await settlePayIn(await provider.getPayIn(event.resourceId))
			else if (event.eventType.startsWith('MANDATE_')) await processMandate(provider, event.resourceId)
			else if (isReversalEvent(event.eventType)) await processReversalEvent(provider, event)
			else if (isPayoutEvent(event.eventType)) await processPayoutEvent(provider, event.resourceId)
			else if (isKycEvent(event.eventType)) await processCharityKycEvent(provider, event.resourceId)
			prepared(db, markProcessed).run({
				id: event.id,
				processedAtMs: Date.now(),
				attempts: event.attempts + 1,
			})
			processed++
		} catch (error) {
			const unknown = isPaymentProviderError(error) && error.status === 404
			db.update(providerEvents)
				.set({
					attempts: unknown ? MAX_EVENT_ATTEMPTS : event.attempts + 1,
					error: error instanceof Error ? error.message.slice(0, 500) : String(error),
				})
				.where(eq(providerEvents.id, event.id))
				.run()
		}
	}
	return { tried: pending.length, processed }
}

/**
 * One pass over the stored events at a time, across the server's processes (issue 29): the webhook worker of
 * each worker and the jobs leader's reconciliation would otherwise fetch and apply one notification twice at
 * once. A pass claims the lease `provider-events` (each pass its own holder, so two passes of one process
 * exclude each other too), gives it back when done; a process that dies mid-pass frees it after
 * EVENTS_LEASE_MS.
 */
export const EVENTS_LEASE = 'provider-events'
const EVENTS_LEASE_MS = 5 * 60_000

/** Runs `pass` holding the events' lease; null when another pass still holds it after `waitMs`. */
export async function withEventsLease<T>(pass: () => Promise<T>, { waitMs = 0 } = {}): Promise<T | null> {
	const pass_ = await withLease(EVENTS_LEASE, EVENTS_LEASE_MS, pass, { waitMs })
	return pass_.held ? pass_.value : null
}

/**
 * The reconciliation's pass (and the tests'): how many events were handled. It waits for a webhook pass under
 * way (0 when one still runs after a minute: the next reconciliation tries again).
 */
export async function processPendingEvents(provider: PaymentProvider, limit = 100) {
	const result = await withEventsLease(() => handlePendingEvents(provider, { limit }), { waitMs: 60_000 })
	return result?.processed ?? 0
}
