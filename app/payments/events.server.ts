import { providerEvents } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { type ProviderEvent } from './provider.ts'

/**
 * The provider's notifications (webhooks, the event list) are only hints: each is stored once here, then
 * applied by the donation side (app/donations/provider-events.server.ts), which re-fetches the object.
 */

/** Stores a provider notification once (a duplicate is ignored). Returns whether it was new. */
export function recordProviderEvent(event: ProviderEvent) {
	const inserted = getDb()
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
}
