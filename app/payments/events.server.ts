import { and, eq, isNull, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
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
		const waiting = prepared(tx, waitingEvent).get({
			eventType: event.eventType,
			resourceId: event.resourceId,
		})
		if (waiting) return false
		const inserted = prepared(tx, insertEvent).all({
			eventType: event.eventType,
			resourceId: event.resourceId,
			occurredAt: new Date(event.date * 1000),
			receivedAt: new Date(),
		})
		return inserted.length > 0
	})
}

// Every notification and every reconciliation listing records its events: built and prepared once per connection.
const waitingEvent = (db: DbOrTx) =>
	db
		.select({ id: providerEvents.id })
		.from(providerEvents)
		.where(
			and(
				eq(providerEvents.eventType, sql.placeholder('eventType')),
				eq(providerEvents.resourceId, sql.placeholder('resourceId')),
				isNull(providerEvents.processedAt),
				eq(providerEvents.attempts, 0),
			),
		)
		.prepare()
const insertEvent = (db: DbOrTx) =>
	db
		.insert(providerEvents)
		.values({
			eventType: sql.placeholder('eventType'),
			resourceId: sql.placeholder('resourceId'),
			occurredAt: sql.placeholder('occurredAt'),
			receivedAt: sql.placeholder('receivedAt'),
		})
		.onConflictDoNothing()
		.returning({ id: providerEvents.id })
		.prepare()
