import { and, eq } from 'drizzle-orm'
import { donations, mandates, subscriptions } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { issueTaxReceipt, recomputePotTotals } from '../donations/ledger.server.ts'
import { type MandateStatus, type TxResult } from './provider.ts'

/**
 * Applies a pay-in's status, as re-fetched from the provider, to its donation — in ONE transaction with the
 * pot totals and the tax receipt. Idempotent: applying the same status twice changes nothing, and a terminal
 * status is never overwritten (a late webhook cannot undo a success). Returns what changed.
 */
export function applyPayInStatus(
	payIn: Pick<TxResult, 'id' | 'status' | 'resultCode' | 'resultMessage' | 'executedAt'>,
) {
	const db = getDb()
	return db.transaction(
		(tx) => {
			const donation = tx.select().from(donations).where(eq(donations.providerPayInId, payIn.id)).get()
			if (!donation) return { changed: false as const, reason: 'unknown-pay-in' as const }
			if (donation.status !== 'CREATED' || payIn.status === 'CREATED')
				return { changed: false as const, reason: 'no-change' as const }
			// Provider dates are Unix seconds, as Mangopay's.
			const at = payIn.executedAt ? new Date(payIn.executedAt * 1000) : new Date()
			tx.update(donations)
				.set({
					status: payIn.status,
					resultCode: payIn.resultCode,
					resultMessage: payIn.resultMessage,
					succeededAt: payIn.status === 'SUCCEEDED' ? at : null,
					failedAt: payIn.status === 'FAILED' ? at : null,
				})
				.where(and(eq(donations.id, donation.id), eq(donations.status, 'CREATED')))
				.run()
			if (payIn.status === 'SUCCEEDED') {
				recomputePotTotals(tx, donation.potId)
				issueTaxReceipt(tx, donation.id, at)
			}
			return { changed: true as const, donationId: donation.id, status: payIn.status }
		},
		{ behavior: 'immediate' },
	)
}

/** Applies a mandate's status; a refused or expired mandate stops the monthly donations that use it. */
export function applyMandateStatus(mandate: {
	mandateId: string
	status: MandateStatus
	resultCode: string | null
}) {
	return getDb().transaction((tx) => {
		const row = tx.select().from(mandates).where(eq(mandates.providerMandateId, mandate.mandateId)).get()
		if (!row || row.status === mandate.status) return false
		tx.update(mandates)
			.set({ status: mandate.status, resultCode: mandate.resultCode })
			.where(eq(mandates.id, row.id))
			.run()
		if (mandate.status === 'FAILED' || mandate.status === 'EXPIRED') {
			tx.update(subscriptions)
				.set({ status: 'MANDATE_REFUSED' })
				.where(and(eq(subscriptions.mandateId, row.id), eq(subscriptions.status, 'ACTIVE')))
				.run()
		}
		return true
	})
}
