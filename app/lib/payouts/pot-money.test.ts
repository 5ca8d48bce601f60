import { describe, expect, test } from 'vitest'
import {
	type GiftTotals,
	type LedgerPayout,
	potMoney,
	type PotMoney,
	waitingReasonText,
} from './pot-money.ts'

// Which gifts count (succeeded, or reversed after they succeeded) is the ledger's query:
// tests/integration/pot-money.test.ts. Here, what the page makes of the totals.

const gifts = (collectedCents: number, more: Partial<GiftTotals> = {}): GiftTotals => ({
	collectedCents,
	giftsCount: 1,
	refundedCents: 0,
	refundsCount: 0,
	chargedBackCents: 0,
	chargeBacksCount: 0,
	...more,
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
	test('an open pot: what came in waits, and says why', () => {
		const m = potMoney(gifts(5000, { giftsCount: 2 }), [], open)
		expect(m).toMatchObject({
			collectedCents: 5000,
			giftsCount: 2,
			waitingCents: 5000,
			waitingReason: 'open',
		})
		expect(identityHolds(m)).toBe(true)
	})

	test('refunds and charge-backs come off what waits', () => {
		const m = potMoney(
			gifts(6500, {
				giftsCount: 4,
				refundedCents: 3000,
				refundsCount: 1,
				chargedBackCents: 1500,
				chargeBacksCount: 2,
			}),
			[],
			closed,
		)
		expect(m).toMatchObject({ waitingCents: 2000, waitingReason: 'ready' })
		expect(identityHolds(m)).toBe(true)
	})

	test('paid out with a fee; a failed attempt counts for nothing, one in flight is in transit', () => {
		const paid = potMoney(gifts(10_000), [payout(10_000, 0, 'FAILED', null), payout(10_000, 250)], closed)
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
		const sending = potMoney(gifts(10_000), [payout(10_000, 0, 'CREATED', null)], {
			blocker: 'in-flight',
			charityVerified: true,
		})
		expect(sending).toMatchObject({ inTransitCents: 10_000, waitingCents: 0, paidToCharityCents: 0 })
		expect(identityHolds(sending)).toBe(true)
	})

	test('two payouts are listed in date order', () => {
		const m = potMoney(
			gifts(8000),
			[
				payout(4000, 0, 'SUCCEEDED', new Date('2026-06-02')),
				payout(4000, 0, 'SUCCEEDED', new Date('2026-05-02')),
			],
			closed,
		)
		expect(m.payouts.map((p) => p.paidAt)).toEqual([new Date('2026-05-02'), new Date('2026-06-02')])
		expect(m).toMatchObject({ paidToCharityCents: 8000, waitingCents: 0 })
	})

	test('a refund after the payout: the charity owes it (negative waiting), and the identity still holds', () => {
		const m = potMoney(gifts(5000, { refundedCents: 1000, refundsCount: 1 }), [payout(5000, 0)], closed)
		expect(m).toMatchObject({ paidToCharityCents: 5000, waitingCents: -1000, waitingReason: null })
		expect(identityHolds(m)).toBe(true)
	})

	test('money waiting says why: open pot first, then an unverified charity, then the payout blocker', () => {
		expect(potMoney(gifts(100), [], { blocker: 'open', charityVerified: false }).waitingReason).toBe('open')
		expect(
			potMoney(gifts(100), [], { blocker: 'no-bank-account', charityVerified: false }).waitingReason,
		).toBe('charity-unverified')
		expect(
			potMoney(gifts(100), [], { blocker: 'pending-payments', charityVerified: true }).waitingReason,
		).toBe('pending-payments')
		expect(waitingReasonText('charity-unverified')).toBe(
			'l’association n’est pas encore vérifiée par notre prestataire de paiement',
		)
	})
})
