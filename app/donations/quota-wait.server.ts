import { and, eq, isNull } from 'drizzle-orm'
import { donations } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * A card donation whose payment waits for the provider's call budget (app/payments/quota.server.ts): claimed,
 * no pay-in yet, its `resultCode` says so. The « paiement en cours » page resumes it with the same attempt and
 * the same idempotency keys; the reconciliation leaves it alone for a day (the provider's key lifetime).
 */
export const QUOTA_WAIT = 'QUOTA_WAIT'

/**
 * The calls of a card payment step: the registration's update, the pay-in, and the pot's wallet when it has
 * none yet. Exactly what the step sends: a reserved call left unsent stays counted until a later answer's
 * rate-limit headers correct it (a write of the budget), see `reportAgrees`.
 */
export const cardPaymentCalls = (potHasWallet: boolean) => (potHasWallet ? 2 : 3)

type Donation = typeof donations.$inferSelect

export function markQuotaWait(donationId: number) {
	getDb()
		.update(donations)
		.set({ resultCode: QUOTA_WAIT, resultMessage: null })
		.where(
			and(eq(donations.id, donationId), eq(donations.status, 'CREATED'), isNull(donations.providerPayInId)),
		)
		.run()
}

export const isQuotaWait = (donation: Pick<Donation, 'status' | 'providerPayInId' | 'resultCode'>) =>
	donation.status === 'CREATED' && donation.providerPayInId === null && donation.resultCode === QUOTA_WAIT
