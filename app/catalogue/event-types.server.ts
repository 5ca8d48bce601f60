import { asc, eq } from 'drizzle-orm'
import { eventTypes } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'

/** The event types of one audience, in their catalogue order. */
export function listEventTypes(audience: 'particulier' | 'entreprise') {
	return getDb()
		.select()
		.from(eventTypes)
		.where(eq(eventTypes.audience, audience))
		.orderBy(asc(eventTypes.position))
		.all()
}
