import { describe, expect, test } from 'vitest'
import { charityLockMessage, charityLockOf } from './pot-charity-change.ts'

const none = { everReceived: false, paymentInProgress: false, activeMonthlyGift: false }

describe('changing a pot’s charity', () => {
	test('is allowed while no money reached the pot nor may still reach it', () => {
		expect(charityLockOf(none)).toBeNull()
	})
	test('is refused once a donation succeeded, even a refunded one', () => {
		expect(charityLockOf({ ...none, everReceived: true })).toBe('received')
		expect(charityLockOf({ ...none, everReceived: true, paymentInProgress: true })).toBe('received')
		expect(charityLockMessage('received')).toMatch(/ne peut donc plus être changée/)
	})
	test('is refused while a payment or a monthly gift may still credit the charity’s wallet', () => {
		expect(charityLockOf({ ...none, paymentInProgress: true })).toBe('pending')
		expect(charityLockOf({ ...none, activeMonthlyGift: true })).toBe('pending')
		expect(charityLockMessage('pending')).toMatch(/ne peut pas être changée/)
	})
})
