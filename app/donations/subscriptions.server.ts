import { and, eq, isNull } from 'drizzle-orm'
import { donations, mandates, pots, subscriptions } from '#db/schema/index.ts'
import { canResumeSubscription, isDebitDay } from '../lib/account/dashboard.ts'
import { derivedMessages, subscriptionMessages } from '../lib/messages.ts'
import { type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * The donor's own control of a monthly gift from the dashboard (docs/requirements.md#spec-1-2-subscription-rows "Subscription rows", §4):
 * Arrêter, Reprendre, the debit day. Only the subscription's donor may act; anyone else gets `null` (the
 * route answers 404) and nothing changes.
 *
 * - Stop: status CANCELED, so the daily run (monthly.server.ts) takes no further debit; a month already
 *   claimed but not yet sent to the provider is dropped. The SEPA mandate is kept while the gift may
 *   resume; it is cancelled at the provider once it cannot (the pot ends: close-pot.server.ts and the
 *   daily run; the account is deleted), when nothing else uses it (mandate-cancel.server.ts).
 * - Resume: needs a usable mandate (SUBMITTED or ACTIVE). A cancelled or refused one cannot come back
 *   (a SEPA mandate is never reactivated): the donor is told to sign a new one from the pot page and the
 *   status stays. Debits restart on the next due day; `lastChargedPeriod` and the unique index
 *   (subscription, period) keep a month from being charged twice.
 * - Debit day: 1 to 31, the same guarantees.
 */

export type SubscriptionOutcome = { type: 'success' | 'error'; message: string }

const USABLE_MANDATE = ['SUBMITTED', 'ACTIVE'] as const
const isUsable = (status: string | null | undefined) =>
	(USABLE_MANDATE as readonly string[]).includes(status ?? '')

function ownSubscription(tx: Pick<ReturnType<typeof getDb>, 'select'>, userId: number, id: number) {
	return (
		tx
			.select({ sub: subscriptions, pot: pots })
			.from(subscriptions)
			.innerJoin(pots, eq(pots.id, subscriptions.potId))
			.where(and(eq(subscriptions.id, id), eq(subscriptions.donorId, userId)))
			.get() ?? null
	)
}

/** Arrêter (docs/requirements.md#spec-1-4: "sets status to 3", our CANCELED). */
export async function stopSubscription(
	_provider: PaymentProvider,
	userId: number,
	id: number,
	now = new Date(),
): Promise<SubscriptionOutcome | null> {
	const db = getDb()
	const found = db.transaction(
		(tx) => {
			const row = ownSubscription(tx, userId, id)
			if (!row) return null
			const { sub } = row
			if (sub.status !== 'ACTIVE') return { stopped: false }
			tx.update(subscriptions)
				.set({ status: 'CANCELED' })
				.where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, 'ACTIVE')))
				.run()
			// A month claimed but never sent to the provider (its run failed) is not debited after the stop.
			tx.update(donations)
				.set({ status: 'FAILED', failedAt: now, resultMessage: 'Monthly gift stopped before its debit' })
				.where(
					and(
						eq(donations.subscriptionId, sub.id),
						eq(donations.status, 'CREATED'),
						isNull(donations.providerPayInId),
					),
				)
				.run()
			return { stopped: true }
		},
		{ behavior: 'immediate' },
	)
	if (!found) return null
	return { type: 'success', message: subscriptionMessages.stopped }
}

/** Reprendre (docs/requirements.md#spec-1-4: "sets status to 1", our ACTIVE). */
export function resumeSubscription(userId: number, id: number, now = new Date()): SubscriptionOutcome | null {
	return getDb().transaction(
		(tx) => {
			const row = ownSubscription(tx, userId, id)
			if (!row) return null
			const { sub, pot } = row
			if (sub.status === 'ACTIVE') return { type: 'success', message: subscriptionMessages.reactivated }
			const potFinished = !pot.isActive || now.getTime() > pot.closingDate.getTime()
			if (potFinished) return { type: 'error', message: derivedMessages.subscriptionPotClosed }
			const mandate = sub.mandateId
				? tx.select().from(mandates).where(eq(mandates.id, sub.mandateId)).get()
				: undefined
			if (!canResumeSubscription(sub.status, potFinished) || !isUsable(mandate?.status))
				return { type: 'error', message: derivedMessages.subscriptionNeedsNewMandate }
			tx.update(subscriptions)
				.set({ status: 'ACTIVE' })
				.where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, sub.status)))
				.run()
			return { type: 'success', message: subscriptionMessages.reactivated }
		},
		{ behavior: 'immediate' },
	)
}

/** The debit day, a separate update (docs/requirements.md#spec-1-4). */
export function changeDebitDay(userId: number, id: number, day: number): SubscriptionOutcome | null {
	const db = getDb()
	if (!ownSubscription(db, userId, id)) return null
	if (!isDebitDay(day)) return { type: 'error', message: derivedMessages.debitDayInvalid }
	db.update(subscriptions)
		.set({ debitDay: day })
		.where(and(eq(subscriptions.id, id), eq(subscriptions.donorId, userId)))
		.run()
	return { type: 'success', message: subscriptionMessages.debitDayUpdated }
}
