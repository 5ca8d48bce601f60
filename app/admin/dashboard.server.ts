import { and, asc, count, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm'
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

/**
 * The open pots whose charity is not verified at the provider yet (ADR 030): they take no gift until its
 * KYB is validated. Oldest first, with their charity; 50 at most (the count says how many in all).
 */
export function potsAwaitingVerification(now = new Date()) {
	const db = getDb()
	const where = and(
		eq(pots.isActive, true),
		gt(pots.closingDate, now),
		isNull(pots.suspendedAt),
		eq(charities.isActive, true),
		isNull(charities.providerVerifiedAt),
	)
	const rows = db
		.select({
			potId: pots.id,
			potName: pots.name,
			charityId: charities.id,
			charityName: charities.name,
			createdAt: pots.createdAt,
		})
		.from(pots)
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(where)
		.orderBy(asc(pots.createdAt), asc(pots.id))
		.limit(50)
		.all()
	const total =
		db
			.select({ n: count() })
			.from(pots)
			.innerJoin(charities, eq(charities.id, pots.charityId))
			.where(where)
			.get()?.n ?? 0
	return {
		total,
		pots: rows.map((r) => ({
			...r,
			createdAt: r.createdAt.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' }),
		})),
	}
}
