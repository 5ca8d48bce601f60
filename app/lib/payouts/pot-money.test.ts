import { describe, expect, test } from 'vitest'
import {
	type LedgerGift,
	type LedgerPayout,
	potMoney,
	type PotMoney,
	waitingReasonText,
} from './pot-money.ts'

const gift = (
	amountCents: number,
	status: LedgerGift['status'] = 'SUCCEEDED',
	reversal: LedgerGift['reversal'] = null,
) => ({
	amountCents,
	status,
	reversal,
})
const payout = (
	amountCents: number,
	feeCents: number,
	status: LedgerPayout['status'] = 'SUCCEEDED',
	succeededAt: Date | null = new Date('2026-05-02T10:00:00Z'),
): LedgerPayout => ({ amountCents, feeCents, status, succeededAt, reference: 'Donnons 7' })

const identityHolds = (m: PotMoney) =>
	m.collectedCents - m.refundedCents - m.chargedBackCents ===
	m.feesCents + m.paidToCharityCents + m.inTransitCents + m.waitingCents

const open = { blocker: 'open' as const, charityVerified: true }
const closed = { blocker: null, charityVerified: true }

describe('where a pot’s money went', () => {
	test('an open pot: what came in waits, pending and failed gifts are not counted', () => {
		const m = potMoney([gift(2000), gift(3000), gift(1500, 'CREATED'), gift(900, 'FAILED')], [], open)
		expect(m).toMatchObject({
			collectedCents: 5000,
			giftsCount: 2,
			waitingCents: 5000,
			waitingReason: 'open',
		})
		expect(identityHolds(m)).toBe(true)
	})

	test('refunds and charge-backs are shown apart, returned direct debits with the charge-backs', () => {
		const m = potMoney(
			[
				gift(2000),
				gift(3000, 'REFUNDED', 'REFUND'),
				gift(1000, 'FAILED', 'CHARGEBACK'),
				gift(500, 'FAILED', 'LATE_FAILURE'),
			],
			[],
			closed,
		)
		expect(m).toMatchObject({
			collectedCents: 6500,
			giftsCount: 4,
			refundedCents: 3000,
			refundsCount: 1,
			chargedBackCents: 1500,
			chargeBacksCount: 2,
			waitingCents: 2000,
			waitingReason: 'ready',
		})
		expect(identityHolds(m)).toBe(true)
	})

	test('paid out with a fee; a failed attempt counts for nothing, one in flight is in transit', () => {
		const paid = potMoney([gift(10_000)], [payout(10_000, 0, 'FAILED', null), payout(10_000, 250)], closed)
		expect(paid).toMatchObject({
			feesCents: 250,
			paidToCharityCents: 9750,
			inTransitCents: 0,
			waitingCents: 0,
		})
		expect(paid.waitingReason).toBeNull()
		expect(paid.payouts).toEqual([
			{ paidAt: new Date('2026-05-02T10:00:00Z'), netCents: 9750, reference: 'Donnons 7' },
		])
		expect(identityHolds(paid)).toBe(true)
		const sending = potMoney([gift(10_000)], [payout(10_000, 0, 'CREATED', null)], {
			blocker: 'in-flight',
			charityVerified: true,
		})
		expect(sending).toMatchObject({ inTransitCents: 10_000, waitingCents: 0, paidToCharityCents: 0 })
		expect(identityHolds(sending)).toBe(true)
	})

	test('a refund after the payout: the charity owes it (negative waiting), and the identity still holds', () => {
		const m = potMoney([gift(4000), gift(1000, 'REFUNDED', 'REFUND')], [payout(5000, 0)], closed)
		expect(m).toMatchObject({
			paidToCharityCents: 5000,
			refundedCents: 1000,
			waitingCents: -1000,
			waitingReason: null,
		})
		expect(identityHolds(m)).toBe(true)
	})

	test('money waiting says why: open pot first, then an unverified charity, then the payout blocker', () => {
		expect(potMoney([gift(100)], [], { blocker: 'open', charityVerified: false }).waitingReason).toBe('open')
		expect(
			potMoney([gift(100)], [], { blocker: 'no-bank-account', charityVerified: false }).waitingReason,
		).toBe('charity-unverified')
		expect(
			potMoney([gift(100)], [], { blocker: 'pending-payments', charityVerified: true }).waitingReason,
		).toBe('pending-payments')
		expect(waitingReasonText('charity-unverified')).toBe(
			'l’association n’est pas encore vérifiée par notre prestataire de paiement',
		)
	})
})
