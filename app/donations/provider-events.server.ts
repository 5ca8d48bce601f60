import { and, asc, eq, isNull, lt } from 'drizzle-orm'
import { providerEvents } from '#db/schema/index.ts'
import { type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'
import { settlePayIn } from './ledger.server.ts'
import { processMandate } from './mandate.server.ts'
import { isReversalEvent, processReversalEvent } from './reversal.server.ts'

/**
 * Handles stored notifications: each one is only a hint, so the object is re-fetched from the provider and
 * its status applied idempotently (R3): pay-ins, mandates, and money coming back (refunds, disputes,
 * repudiations: `reversal.server.ts`). Other events are marked processed. A failure is counted and retried
 * by the next run.
 */
export async function processPendingEvents(provider: PaymentProvider, limit = 100) {
	const db = getDb()
	const pending = db
		.select()
		.from(providerEvents)
		.where(and(isNull(providerEvents.processedAt), lt(providerEvents.attempts, 20)))
		.orderBy(asc(providerEvents.id))
		.limit(limit)
		.all()
	let processed = 0
	for (const event of pending) {
		try {
			if (event.eventType.startsWith('PAYIN_NORMAL_'))
				await settlePayIn(await provider.getPayIn(event.resourceId))
			else if (event.eventType.startsWith('MANDATE_')) await processMandate(provider, event.resourceId)
			else if (isReversalEvent(event.eventType)) await processReversalEvent(provider, event)
			db.update(providerEvents)
				.set({ processedAt: new Date(), attempts: event.attempts + 1, error: null })
				.where(eq(providerEvents.id, event.id))
				.run()
			processed++
		} catch (error) {
			db.update(providerEvents)
				.set({
					attempts: event.attempts + 1,
					error: error instanceof Error ? error.message.slice(0, 500) : String(error),
				})
				.where(eq(providerEvents.id, event.id))
				.run()
		}
	}
	return processed
}
