import { and, eq, isNotNull, or } from 'drizzle-orm'
import { charityLockOf, type CharityLock } from '#app/lib/pots/pot-charity-change.ts'
import { type DbOrTx } from '#db/client.server.ts'
import { donations, subscriptions } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * Whether a pot's charity is fixed by the money that reached, or may still reach, its wallet (ADR 017).
 * Read inside the transaction that changes the charity, so a payment cannot slip in between.
 */
export function charityLockOfPot(potId: number, db: DbOrTx = getDb()): CharityLock {
	const received = db
		.select({ id: donations.id })
		.from(donations)
		.where(
			and(
				eq(donations.potId, potId),
				or(
					eq(donations.status, 'SUCCEEDED'),
					isNotNull(donations.succeededAt),
					isNotNull(donations.reversal),
				),
			),
		)
		.limit(1)
		.get()
	const inProgress = db
		.select({ id: donations.id })
		.from(donations)
		.where(and(eq(donations.potId, potId), eq(donations.status, 'CREATED')))
		.limit(1)
		.get()
	const monthly = db
		.select({ id: subscriptions.id })
		.from(subscriptions)
		.where(
			and(
				eq(subscriptions.potId, potId),
				or(eq(subscriptions.status, 'ACTIVE'), eq(subscriptions.status, 'MANDATE_REACTIVATED')),
			),
		)
		.limit(1)
		.get()
	return charityLockOf({
		everReceived: Boolean(received),
		paymentInProgress: Boolean(inProgress),
		activeMonthlyGift: Boolean(monthly),
	})
}
