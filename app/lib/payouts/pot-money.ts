import { type PayoutBlocker } from './payouts.ts'

/**
 * « Où va l'argent » (issue 28): a pot's money as its ledger holds it, for everyone to read on the pot page.
 * Gifts only, tips excluded (a tip is the platform's, never the pot's). Every figure is in cents and the money
 * identity always holds:
 *
 *   collected − refunded − chargedBack = fees + paidToCharity + inTransit + waiting
 *
 * `waiting` is negative when money came back after a payout: the charity owes it (ADR 027's debts).
 */

export type LedgerGift = {
	amountCents: number
	status: 'CREATED' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED'
	/** Set when succeeded money came back: a refund, a card charge-back, a direct debit returned unpaid. */
	reversal: 'REFUND' | 'CHARGEBACK' | 'LATE_FAILURE' | null
}

export type LedgerPayout = {
	status: 'CREATED' | 'SUCCEEDED' | 'FAILED'
	amountCents: number
	feeCents: number
	succeededAt: Date | null
	reference: string
}

/** Why money waits: the pot's payout blocker, or the charity not verified at the provider yet. */
export type WaitingReason = PayoutBlocker | 'charity-unverified' | 'ready'

export type PotMoney = {
	collectedCents: number
	giftsCount: number
	refundedCents: number
	refundsCount: number
	chargedBackCents: number
	chargeBacksCount: number
	feesCents: number
	paidToCharityCents: number
	payouts: Array<{ paidAt: Date; netCents: number; reference: string }>
	inTransitCents: number
	waitingCents: number
	waitingReason: WaitingReason | null
}

/** The account of one pot from its gifts and payout attempts. */
export function potMoney(
	gifts: readonly LedgerGift[],
	payouts: readonly LedgerPayout[],
	why: { blocker: PayoutBlocker | null; charityVerified: boolean },
): PotMoney {
	let collectedCents = 0
	let giftsCount = 0
	let refundedCents = 0
	let refundsCount = 0
	let chargedBackCents = 0
	let chargeBacksCount = 0
	for (const gift of gifts) {
		// A gift counts as collected once its money arrived: SUCCEEDED now, or reversed after it succeeded.
		if (gift.status !== 'SUCCEEDED' && gift.reversal === null) continue
		collectedCents += gift.amountCents
		giftsCount++
		if (gift.reversal === 'REFUND') {
			refundedCents += gift.amountCents
			refundsCount++
		} else if (gift.reversal !== null) {
			chargedBackCents += gift.amountCents
			chargeBacksCount++
		}
	}
	let feesCents = 0
	let paidToCharityCents = 0
	let inTransitCents = 0
	const paid: PotMoney['payouts'] = []
	for (const payout of payouts) {
		if (payout.status === 'FAILED') continue
		feesCents += payout.feeCents
		const netCents = payout.amountCents - payout.feeCents
		if (payout.status === 'CREATED') {
			inTransitCents += netCents
			continue
		}
		paidToCharityCents += netCents
		paid.push({ paidAt: payout.succeededAt ?? new Date(0), netCents, reference: payout.reference })
	}
	const netCollected = collectedCents - refundedCents - chargedBackCents
	const waitingCents = netCollected - feesCents - paidToCharityCents - inTransitCents
	return {
		collectedCents,
		giftsCount,
		refundedCents,
		refundsCount,
		chargedBackCents,
		chargeBacksCount,
		feesCents,
		paidToCharityCents,
		payouts: paid.sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime()),
		inTransitCents,
		waitingCents,
		waitingReason: waitingCents > 0 ? waitingReason(why) : null,
	}
}

function waitingReason(why: { blocker: PayoutBlocker | null; charityVerified: boolean }): WaitingReason {
	if (why.blocker === 'open') return 'open'
	if (!why.charityVerified) return 'charity-unverified'
	return why.blocker ?? 'ready'
}

/** The French sentence that says why the money has not been paid to the charity yet. */
export function waitingReasonText(reason: WaitingReason): string {
	switch (reason) {
		case 'open':
			return 'la cagnotte est encore ouverte : elle est versée à l’association après sa clôture'
		case 'charity-unverified':
			return 'l’association n’est pas encore vérifiée par notre prestataire de paiement'
		case 'pending-payments':
			return 'des paiements sont encore en cours (prélèvements ou virements) : le versement les attend'
		case 'in-flight':
		case 'ready':
			return 'le versement à l’association est en préparation'
		case 'no-bank-account':
		case 'failed-with-this-account':
		case 'payee-name-unverified':
			return 'l’association n’a pas encore de compte bancaire vérifié pour recevoir le versement'
		case 'nothing-to-pay':
			return 'il n’y a rien à verser'
	}
}
