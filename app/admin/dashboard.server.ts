import { count, eq, inArray, isNotNull } from 'drizzle-orm'
import { charities, mailOutbox, pots, users } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'

/** The figures of the operators' home: what may need a look. */
export function adminFigures() {
	const db = getDb()
	const one = <T extends { n: number } | undefined>(row: T) => row?.n ?? 0
	return {
		suspendedCharities: one(
			db.select({ n: count() }).from(charities).where(eq(charities.isActive, false)).get(),
		),
		suspendedPots: one(db.select({ n: count() }).from(pots).where(isNotNull(pots.suspendedAt)).get()),
		suspendedAccounts: one(db.select({ n: count() }).from(users).where(isNotNull(users.suspendedAt)).get()),
		failedMails: one(
			db
				.select({ n: count() })
				.from(mailOutbox)
				.where(inArray(mailOutbox.status, ['failed']))
				.get(),
		),
	}
}
