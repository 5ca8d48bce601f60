import { and, eq, gt, inArray } from 'drizzle-orm'
import { pots, subscriptions } from '#db/schema/index.ts'
import { type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'
import { cancelUnusedMandates } from './mandate-cancel.server.ts'

/**
 * Closes an open pot now: its end date becomes this instant, so the pot page and the payment pages refuse
 * gifts ('La cagnotte est déjà fermée') while the page stays visible to its donors. Its monthly gifts, active
 * or stopped, end (CLOSED) in the same transaction; then their mandates, when nothing else uses them, are cancelled at
 * the provider. Returns false when the pot was already closed. (Here rather than in app/pots: closing a pot
 * ends monthly gifts, a donations matter, and app/pots stays below app/donations.)
 */
export async function closePot(potId: number, userId: number, provider: PaymentProvider, now = new Date()) {
	const ended = getDb().transaction(
		(tx) => {
			const closed = tx
				.update(pots)
				.set({ closingDate: new Date(now.getTime() - 1) })
				.where(and(eq(pots.id, potId), eq(pots.creatorId, userId), gt(pots.closingDate, now)))
				.returning({ id: pots.id })
				.get()
			if (!closed) return null
			return tx
				.update(subscriptions)
				.set({ status: 'CLOSED' })
				.where(and(eq(subscriptions.potId, potId), inArray(subscriptions.status, ['ACTIVE', 'CANCELED'])))
				.returning({ mandateId: subscriptions.mandateId })
				.all()
		},
		{ behavior: 'immediate' },
	)
	invalidatePotPages(potId)
	if (!ended) return false
	await cancelUnusedMandates(
		provider,
		ended.flatMap((row) => (row.mandateId ? [row.mandateId] : [])),
	)
	return true
}
