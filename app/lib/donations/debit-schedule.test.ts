import { describe, expect, test } from 'vitest'
import { debitPeriod, isDebitDue } from './debit-schedule.ts'

describe('monthly debit schedule', () => {
	test('due on its day of the month', () => {
		expect(isDebitDue(5, '2026-11-05')).toBe(true)
		expect(isDebitDue(5, '2026-11-06')).toBe(false)
	})
	test('a day the month lacks falls on its last day', () => {
		expect(isDebitDue(31, '2026-04-30')).toBe(true)
		expect(isDebitDue(30, '2027-02-28')).toBe(true)
		expect(isDebitDue(29, '2028-02-29')).toBe(true)
		expect(isDebitDue(29, '2028-02-28')).toBe(false)
		expect(isDebitDue(31, '2026-12-30')).toBe(false)
	})
	test('the period is the month', () => {
		expect(debitPeriod('2026-11-21')).toBe('2026-11')
	})
})
