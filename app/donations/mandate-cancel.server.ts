import { and, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm'
import { donations, mandates, pots, subscriptions, users } from '#db/schema/index.ts'
import { type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * Cancels at the provider the signed mandates of `mandateRowIds` that nothing uses any more: no active
 * monthly gift, no stopped one that may still resume, no debit still awaited. Called after monthly gifts end (a pot closed, an account deleted):
 * their subscriptions are no longer ACTIVE, so no debit would be asked anyway; the cancellation tells the
 * bank too. A provider failure is logged and skipped (the mandate stays unused). Returns the ids cancelled.
 */
export async function cancelUnusedMandates(provider: PaymentProvider, mandateRowIds: readonly number[]) {
	const ids = [...new Set(mandateRowIds)]
	if (!ids.length) return []
	const db = getDb()
	const candidates = db
		.select({ id: mandates.id, providerMandateId: mandates.providerMandateId })
		.from(mandates)
		.where(
			and(
				inArray(mandates.id, ids),
				inArray(mandates.status, ['SUBMITTED', 'ACTIVE']),
				isNotNull(mandates.providerMandateId),
			),
		)
		.all()
	const cancelled: number[] = []
	for (const mandate of candidates) {
		const stillUsed =
			db
				.select({ id: subscriptions.id })
				.from(subscriptions)
				.innerJoin(pots, eq(pots.id, subscriptions.potId))
				.innerJoin(users, eq(users.id, subscriptions.donorId))
				.where(
					and(
						eq(subscriptions.mandateId, mandate.id),
						or(
							eq(subscriptions.status, 'ACTIVE'),
							// A stopped gift may still resume while its pot is open and its donor's account lives.
							and(
								eq(subscriptions.status, 'CANCELED'),
								eq(pots.isActive, true),
								gt(pots.closingDate, new Date()),
								isNull(users.deletedAt),
							),
						),
					),
				)
				.get() ??
			db
				.select({ id: donations.id })
				.from(donations)
				.where(and(eq(donations.mandateId, mandate.id), eq(donations.status, 'CREATED')))
				.get()
		if (stillUsed) continue
		try {
			const { status } = await provider.cancelMandate(mandate.providerMandateId!)
			db.update(mandates).set({ status }).where(eq(mandates.id, mandate.id)).run()
			cancelled.push(mandate.id)
		} catch (error) {
			console.error(`Mandate ${mandate.id} could not be cancelled at the provider`, error)
		}
	}
	return cancelled
}
