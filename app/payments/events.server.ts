import { and, eq, isNull } from 'drizzle-orm'
import { providerEvents } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { type ProviderEvent } from './provider.ts'

/**
 * The provider's notifications (webhooks, the event list) are only hints: each is stored once here, then
 * applied by the donation side (app/donations/provider-events.server.ts), which re-fetches the object.
 */

/**
 * Stores a provider notification once. A duplicate is ignored: the same event (the unique index), or the same
 * kind of event on the same object while one still waits (its handling re-fetches the object anyway).
 * Returns whether it was new.
 */
export function recordProviderEvent(event: ProviderEvent) {
	return getDb().transaction((tx) => {
		const waiting = tx
			.select({ id: providerEvents.id })
			.from(providerEvents)
			.where(
				and(
					eq(providerEvents.eventType, event.eventType),
					eq(providerEvents.resourceId, event.resourceId),
					isNull(providerEvents.processedAt),
					eq(providerEvents.attempts, 0),
				),
			)
			.get()
		if (waiting) return false
		const inserted = tx
			.insert(providerEvents)
			.values({
				eventType: event.eventType,
				resourceId: event.resourceId,
				occurredAt: new Date(event.date * 1000),
				receivedAt: new Date(),
			})
			.onConflictDoNothing()
			.returning({ id: providerEvents.id })
			.all()
		return inserted.length > 0
	})
}
