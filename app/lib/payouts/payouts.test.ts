import { describe, expect, test } from 'vitest'
import {
	feeRuleLabel,
	feeRuleOf,
	parseFeeSetting,
	payoutBankWireRef,
	payoutBlocker,
	type PayoutCandidate,
	payoutFee,
	PENDING_PAYMENTS_WAIT_MS,
} from './payouts.ts'

describe('fee setting', () => {
	test('none, plan and percentages are read; anything else is refused', () => {
		expect(parseFeeSetting('none')).toEqual({ kind: 'none' })
		expect(parseFeeSetting('')).toEqual({ kind: 'none' })
		expect(parseFeeSetting('plan')).toEqual({ kind: 'plan' })
		expect(parseFeeSetting('percent:3')).toEqual({ kind: 'percent', basisPoints: 300 })
		expect(parseFeeSetting('percent:2.5')).toEqual({ kind: 'percent', basisPoints: 250 })
		expect(parseFeeSetting('percent:2,75')).toEqual({ kind: 'percent', basisPoints: 275 })
		expect(parseFeeSetting('percent:0.01')).toEqual({ kind: 'percent', basisPoints: 1 })
		for (const bad of ['percent:0', 'percent:25', 'percent:-1', 'percent:2.555', 'percent', '3%', 'free'])
			expect(parseFeeSetting(bad), bad).toBeNull()
	})

	test('a payout row keeps the rule as it was applied', () => {
		expect(feeRuleOf({ kind: 'none' })).toBe('none')
		expect(feeRuleOf({ kind: 'plan' })).toBe('plan')
		expect(feeRuleOf({ kind: 'percent', basisPoints: 250 })).toBe('percent:2.5')
		expect(feeRuleOf({ kind: 'percent', basisPoints: 300 })).toBe('percent:3')
		expect(feeRuleOf({ kind: 'percent', basisPoints: 205 })).toBe('percent:2.05')
		expect(feeRuleLabel('percent:2.5')).toBe('2,5 % du montant versé')
		expect(feeRuleLabel('none')).toBe('aucun')
	})

	test('the fee is rounded down, in the charity’s favour; none and plan take nothing', () => {
		const percent = (text: string) => parseFeeSetting(text)!
		expect(payoutFee(10_000, percent('percent:2.5'))).toBe(250)
		expect(payoutFee(999, percent('percent:2.5'))).toBe(24) // 24.975 → 24
		expect(payoutFee(3, percent('percent:20'))).toBe(0)
		expect(payoutFee(10_000, { kind: 'none' })).toBe(0)
		expect(payoutFee(10_000, { kind: 'plan' })).toBe(0)
		expect(payoutFee(0, percent('percent:5'))).toBe(0)
	})
})

describe('when a pot may be paid out', () => {
	const closing = new Date('2026-06-30T21:59:59.999Z')
	const after = (ms: number) => new Date(closing.getTime() + ms)
	const payable: PayoutCandidate = {
		closingDate: closing,
		pendingDonations: 0,
		ledgerBalanceCents: 12_000,
		inFlight: false,
		activeBankAccountId: 7,
		lastFailedBankAccountId: null,
	}

	test('a closed pot with money, a bank account and nothing pending', () => {
		expect(payoutBlocker(payable, after(1))).toBeNull()
	})

	test('not before its closing instant', () => {
		expect(payoutBlocker(payable, closing)).toBe('open')
	})

	test('pending payments are waited for, 14 days at most', () => {
		const pending = { ...payable, pendingDonations: 2 }
		expect(payoutBlocker(pending, after(PENDING_PAYMENTS_WAIT_MS - 1))).toBe('pending-payments')
		expect(payoutBlocker(pending, after(PENDING_PAYMENTS_WAIT_MS))).toBeNull()
	})

	test('one payout in flight at a time; nothing to pay when the ledger is empty or owed', () => {
		expect(payoutBlocker({ ...payable, inFlight: true }, after(1))).toBe('in-flight')
		expect(payoutBlocker({ ...payable, ledgerBalanceCents: 0 }, after(1))).toBe('nothing-to-pay')
		expect(payoutBlocker({ ...payable, ledgerBalanceCents: -500 }, after(1))).toBe('nothing-to-pay')
	})

	test('a failed payout is retried only with another bank account', () => {
		expect(payoutBlocker({ ...payable, activeBankAccountId: null }, after(1))).toBe('no-bank-account')
		expect(payoutBlocker({ ...payable, lastFailedBankAccountId: 7 }, after(1))).toBe(
			'failed-with-this-account',
		)
		expect(payoutBlocker({ ...payable, lastFailedBankAccountId: 6 }, after(1))).toBeNull()
	})

	test('the bank reference fits Mangopay’s 12 characters', () => {
		expect(payoutBankWireRef(42)).toBe('Donnons 42')
		expect(payoutBankWireRef(1_234_567)).toBe('DN1234567')
		expect(payoutBankWireRef(1_234_567).length).toBeLessThanOrEqual(12)
	})
})
