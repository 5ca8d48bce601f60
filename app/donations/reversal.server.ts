import { and, eq } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { charities, type DONATION_REVERSALS, donations, pots, taxReceipts, users } from '#db/schema/index.ts'
import { DONATION_REVERSED_KIND, donationReversedEmail } from '../mail/donation-email.server.ts'
import { deliverMail, queueMail } from '../mail/mailer.server.ts'
import { type Dispute, type PaymentProvider, type Refund, type Repudiation } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'
import { recordCharityDebt } from '../payouts/ledger.server.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'
import { siteUrl } from '../mail/urls.server.ts'
import { receiptPath } from '../receipts/paths.ts'
import { getDonationByPayIn, settlePayIn } from './ledger.server.ts'
import { removeFromPotTotals } from './pot-totals.server.ts'

/**
 * Reversals (ADR 014): money counted as received that comes back — a refund, a card charge-back, a direct
 * debit rejected after it succeeded (a SEPA late failure: Mangopay's dispute `LATE_FAILURE_*` and its
 * repudiation). The provider's object is re-fetched (R3), the donation takes its final state in ONE SQLite
 * transaction with the pot's totals, the cancellation of its tax receipt and the donor's e-mail in the outbox
 * (`applyReversal`); the e-mail goes out once committed. A replay finds the donation reversed already and changes nothing, sends nothing.
 */

type ReversalKind = (typeof DONATION_REVERSALS)[number]

type Reversal = {
	/** The pay-in whose money came back. */
	payInId: string
	kind: ReversalKind
	/** The refund's or the dispute's id (unique: one provider object reverses one donation). */
	providerReversalId: string
	/** The dispute's reason (`LATE_FAILURE_INSUFFICIENT_FUNDS`…), or the refund's reason or result code. */
	resultCode: string
	resultMessage: string | null
	/** When the money went back, in Unix seconds as the provider's dates; null: now. */
	at: number | null
	/** A refund's amount: one smaller than the donation (a tip given back) leaves the donation as it is. */
	refundedCents?: number
}

type Unchanged =
	| 'unknown-pay-in'
	| 'not-succeeded'
	| 'already-reversed'
	| 'partial-refund'
	/** A failed refund, a bank's warning (RETRIEVAL dispute) with no money taken, not a pay-in. */
	| 'no-money-back'

type ReversalResult =
	| {
			changed: true
			donationId: number
			potId: number
			kind: ReversalKind
			cancelledReceipt: { id: number; number: string } | null
			/** The charity's debt when the donation had been paid out already (ADR 027), else null. */
			debtId: number | null
			/** The donor's e-mail, queued in the same transaction (null: no address). */
			mailId: number | null
	  }
	| { changed: false; reason: Unchanged }

const FINAL_STATUS = { REFUND: 'REFUNDED', CHARGEBACK: 'FAILED', LATE_FAILURE: 'FAILED' } as const

/**
 * Turns a SUCCEEDED donation into its final state (REFUND → REFUNDED, a charge-back or a late failure →
 * FAILED, its success date kept), takes it out of its pot's totals and cancels its ISSUED tax receipt — in ONE
 * immediate transaction, nothing awaited inside. Only a SUCCEEDED donation is reversed, once: anything else
 * changes nothing.
 */
export function applyReversal(reversal: Reversal): ReversalResult {
	return getDb().transaction(
		(tx): ReversalResult => {
			const donation = tx
				.select()
				.from(donations)
				.where(eq(donations.providerPayInId, reversal.payInId))
				.get()
			if (!donation) return { changed: false, reason: 'unknown-pay-in' }
			if (donation.reversal || donation.providerReversalId)
				return { changed: false, reason: 'already-reversed' }
			if (donation.status !== 'SUCCEEDED') return { changed: false, reason: 'not-succeeded' }
			if (reversal.refundedCents !== undefined && reversal.refundedCents < donation.amountCents)
				return { changed: false, reason: 'partial-refund' }
			const at = reversal.at ? new Date(reversal.at * 1000) : new Date()
			tx.update(donations)
				.set({
					status: FINAL_STATUS[reversal.kind],
					reversal: reversal.kind,
					providerReversalId: reversal.providerReversalId,
					reversedAt: at,
					failedAt: reversal.kind === 'REFUND' ? null : at,
					resultCode: reversal.resultCode,
					resultMessage: reversal.resultMessage,
				})
				.where(and(eq(donations.id, donation.id), eq(donations.status, 'SUCCEEDED')))
				.run()
			removeFromPotTotals(tx, donation)
			// Paid out already: the charity owes it back (ADR 027), recorded, never silently lost.
			const debtId = recordCharityDebt(tx, donation, reversal.kind)
			const receipt = tx
				.update(taxReceipts)
				.set({ status: 'CANCELLED', cancelledAt: new Date(), cancelReason: reversal.kind })
				.where(and(eq(taxReceipts.donationId, donation.id), eq(taxReceipts.status, 'ISSUED')))
				.returning({ id: taxReceipts.id, number: taxReceipts.number })
				.get()
			return {
				changed: true,
				donationId: donation.id,
				potId: donation.potId,
				kind: reversal.kind,
				cancelledReceipt: receipt ?? null,
				debtId,
				mailId: queueReversalEmail(tx, donation.id, reversal.kind, receipt ?? null),
			}
		},
		{ behavior: 'immediate' },
	)
}

/** The provider events that may mean money came back; their resource is the refund, dispute or repudiation. */
const REVERSAL_EVENT_TYPES = [
	'PAYIN_REFUND_SUCCEEDED',
	'DISPUTE_CREATED',
	'PAYIN_REPUDIATION_CREATED',
	'PAYIN_REPUDIATION_SUCCEEDED',
] as const

export const isReversalEvent = (eventType: string) =>
	(REVERSAL_EVENT_TYPES as readonly string[]).includes(eventType)

/** Applies one stored reversal event: the object is re-fetched, its state decides (R3). */
export async function processReversalEvent(
	provider: PaymentProvider,
	event: { eventType: string; resourceId: string },
): Promise<ReversalResult> {
	if (event.eventType === 'PAYIN_REFUND_SUCCEEDED')
		return reverseRefund(provider, await provider.getRefund(event.resourceId))
	if (event.eventType === 'DISPUTE_CREATED')
		return reverseDispute(provider, await provider.getDispute(event.resourceId))
	if (event.eventType.startsWith('PAYIN_REPUDIATION_'))
		return reverseRepudiation(provider, await provider.getRepudiation(event.resourceId))
	return { changed: false, reason: 'no-money-back' }
}

async function reverseRefund(provider: PaymentProvider, refund: Refund) {
	if (refund.status !== 'SUCCEEDED' || refund.initialTransactionType !== 'PAYIN')
		return { changed: false as const, reason: 'no-money-back' as const }
	return settleReversal(provider, {
		payInId: refund.initialTransactionId,
		kind: 'REFUND',
		providerReversalId: refund.id,
		resultCode: refund.reasonType ?? refund.resultCode ?? 'REFUNDED',
		resultMessage: refund.resultMessage,
		at: refund.executedAt,
		refundedCents: refund.debited.amount,
	})
}

/** A charge-back, or a direct debit's late failure (`LATE_FAILURE_*`); a RETRIEVAL takes no money. */
async function reverseDispute(provider: PaymentProvider, dispute: Dispute) {
	if (dispute.disputeType === 'RETRIEVAL' || dispute.initialTransactionType !== 'PAYIN')
		return { changed: false as const, reason: 'no-money-back' as const }
	return settleReversal(provider, {
		payInId: dispute.initialTransactionId,
		kind: dispute.reasonType.startsWith('LATE_FAILURE_') ? 'LATE_FAILURE' : 'CHARGEBACK',
		providerReversalId: dispute.id,
		resultCode: dispute.reasonType,
		resultMessage: dispute.reasonMessage,
		at: dispute.createdAt || null,
	})
}

/**
 * A repudiation says money was taken back, its dispute says why: the dispute is found among the pay-in's,
 * so the donation is reversed the same way (and under the same id) whichever event comes first.
 */
async function reverseRepudiation(provider: PaymentProvider, repudiation: Repudiation) {
	if (repudiation.status === 'FAILED' || repudiation.initialTransactionType !== 'PAYIN')
		return { changed: false as const, reason: 'no-money-back' as const }
	const donation = getDonationByPayIn(repudiation.initialTransactionId)
	if (!donation) return { changed: false as const, reason: 'unknown-pay-in' as const }
	if (donation.reversal) return { changed: false as const, reason: 'already-reversed' as const }
	const disputes = await provider.listPayInDisputes(repudiation.initialTransactionId)
	const dispute = disputes.find((d) => d.repudiationId === repudiation.id)
	// Left pending, the event is retried by the next run (a dispute the provider does not list yet).
	if (!dispute)
		throw new Error(
			`No dispute of pay-in ${repudiation.initialTransactionId} has repudiation ${repudiation.id}`,
		)
	return reverseDispute(provider, dispute)
}

/**
 * Applies a reversal, then e-mails the donor when this call is the one that made the change. A donation still
 * waiting for its pay-in's outcome (its success webhook lost) gets it first: the money that came back must
 * not be counted by a later reconciliation.
 */
async function settleReversal(provider: PaymentProvider, reversal: Reversal) {
	if (getDonationByPayIn(reversal.payInId)?.status === 'CREATED')
		await settlePayIn(await provider.getPayIn(reversal.payInId))
	const result = applyReversal(reversal)
	if (result.changed) invalidatePotPages(result.potId)
	if (result.changed && result.mailId !== null) await deliverMail(result.mailId)
	return result
}

/** Queues the donor's e-mail about a reversal, in the reversal's transaction. */
function queueReversalEmail(
	tx: DbOrTx,
	donationId: number,
	kind: ReversalKind,
	cancelledReceipt: { id: number; number: string } | null,
) {
	const row = tx
		.select({
			donation: donations,
			potName: pots.name,
			charityName: charities.name,
			donorEmail: users.email,
			donorFirstName: users.firstName,
		})
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.leftJoin(users, eq(users.id, donations.donorId))
		.where(eq(donations.id, donationId))
		.get()
	const to = row?.donation.isQuick ? row.donation.quickEmail : row?.donorEmail
	if (!row || !to) return null
	const receipt = row.donation.isQuick ? null : cancelledReceipt
	const content = donationReversedEmail({
		firstName: row.donorFirstName ?? row.donation.quickFirstName ?? '',
		reversal: kind,
		amountCents: row.donation.amountCents,
		potName: row.potName,
		charityName: row.charityName,
		potUrl: siteUrl(`/participate/${row.donation.potId}`),
		cancelledReceipt: receipt ? { number: receipt.number, url: siteUrl(receiptPath(receipt.number)) } : null,
	})
	// The cancelled receipt (marked ANNULÉ) goes with the mail, as the issued one did.
	return queueMail(tx, {
		to,
		...content,
		kind: DONATION_REVERSED_KIND,
		attachments: receipt ? [{ type: 'tax-receipt', receiptId: receipt.id }] : [],
	})
}
