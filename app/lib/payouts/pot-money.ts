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

/**
 * The pot's gifts whose money arrived, summed by the ledger (app/payouts/pot-money.server.ts): SUCCEEDED now,
 * or reversed after they succeeded — a refund, or a card charge-back or a direct debit returned unpaid.
 */
export type GiftTotals = {
	collectedCents: number
	giftsCount: number
	refundedCents: number
	refundsCount: number
	chargedBackCents: number
	chargeBacksCount: number
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

export type PotMoney = GiftTotals & {
	feesCents: number
	paidToCharityCents: number
	payouts: Array<{ paidAt: Date; netCents: number; reference: string }>
	inTransitCents: number
	waitingCents: number
	waitingReason: WaitingReason | null
}

/** The account of one pot from its gifts' totals and its payout attempts. */
export function potMoney(
	gifts: GiftTotals,
	payouts: readonly LedgerPayout[],
	why: { blocker: PayoutBlocker | null; charityVerified: boolean },
): PotMoney {
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
	const netCollected = gifts.collectedCents - gifts.refundedCents - gifts.chargedBackCents
	const waitingCents = netCollected - feesCents - paidToCharityCents - inTransitCents
	return {
		...gifts,
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
