import { sql } from 'drizzle-orm'
import { newsletterSubscribers } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'

/** Subscribes an address (again, if it had unsubscribed); subscribing twice is harmless. */
export function subscribeToNewsletter(email: string) {
	getDb()
		.insert(newsletterSubscribers)
		.values({ email })
		.onConflictDoUpdate({
			target: newsletterSubscribers.email,
			set: { unsubscribedAt: null, updatedAt: sql`(unixepoch() * 1000)` },
		})
		.run()
}
