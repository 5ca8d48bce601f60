import { describe, expect, test } from 'vitest'
import {
	MAX_INPUT_CENTS,
	MIN_DONATION_CENTS,
	afterTaxCost,
	applyCompanyQuickSurcharge,
	formatEuros,
	parseEuroInput,
	validateDonationAmount,
} from './money.ts'
import { paymentMessages } from './messages.ts'

const NNBSP = '\u202F' // narrow no-break space: thousands separator
const NBSP = '\u00A0' // no-break space: before the euro sign

describe('formatEuros', () => {
	test.each([
		[123456, `1${NNBSP}234,56${NBSP}€`],
		[100, `1,00${NBSP}€`],
		[0, `0,00${NBSP}€`],
		[5, `0,05${NBSP}€`],
		[1050, `10,50${NBSP}€`],
		[100000000, `1${NNBSP}000${NNBSP}000,00${NBSP}€`],
		[-2550, `-25,50${NBSP}€`],
	])('%i cents → %j', (cents, expected) => {
		expect(formatEuros(cents)).toBe(expected)
	})

	test('cents that are not exact in binary still format exactly', () => {
		expect(formatEuros(29)).toBe(`0,29${NBSP}€`)
		expect(formatEuros(1001)).toBe(`10,01${NBSP}€`)
		expect(formatEuros(115)).toBe(`1,15${NBSP}€`)
	})

	test('a negated zero has no sign', () => {
		expect(formatEuros(-0)).toBe(`0,00${NBSP}€`)
		expect(formatEuros(-1)).toBe(`-0,01${NBSP}€`)
	})
})

describe('parseEuroInput', () => {
	test.each([
		['12', 1200],
		['12,5', 1250],
		['12,50', 1250],
		['12.05', 1205],
		['1234.56', 123456],
		['1 234,56', 123456],
		[`1${NBSP}234,56`, 123456],
		[`1${NNBSP}234,56`, 123456],
		['1 234 567,89', 123456789],
		['12 €', 1200],
		['12€', 1200],
		['€ 12', 1200],
		['  12,50  ', 1250],
		[`${NBSP}12${NNBSP}`, 1200],
		['12,', 1200],
		[',5', 50],
		['0,99', 99],
		['0', 0],
		['007', 700],
		['0,01', 1],
		['10000000', MAX_INPUT_CENTS],
	])('%j → %i cents', (text, expected) => {
		expect(parseEuroInput(text)).toBe(expected)
	})

	test('parses the output of formatEuros back', () => {
		for (const cents of [1, 99, 100, 123456, 99999999]) {
			expect(parseEuroInput(formatEuros(cents))).toBe(cents)
		}
	})

	test('decimals that floats get wrong are exact', () => {
		// parseFloat('1.15') * 100 = 114.99999999999999
		expect(parseEuroInput('1,15')).toBe(115)
		expect(parseEuroInput('4,35')).toBe(435)
		expect(parseEuroInput('8,20')).toBe(820)
	})

	test.each([
		[''],
		['   '],
		['€'],
		[','],
		['abc'],
		['12a'],
		['douze'],
		['-12'],
		['+12'],
		['12,345'],
		['1.234,56'],
		['1,234.56'],
		['12,,5'],
		['12 34'],
		['1 23,00'],
		['1  234'],
		['12 € €'],
		['1e3'],
		['10000000,01'],
		['99999999999'],
		['123456789012345678901234567890'],
	])('%j → null', (text) => {
		expect(parseEuroInput(text)).toBeNull()
	})
})

describe('afterTaxCost', () => {
	test('spec formula amount × (100 − rate) / 100', () => {
		expect(afterTaxCost(10000, 66)).toBe(3400)
		expect(afterTaxCost(10000, 75)).toBe(2500)
		expect(afterTaxCost(10000, 60)).toBe(4000)
		expect(afterTaxCost(3000, 66)).toBe(1020)
	})

	test('rounds to the nearest cent, half up', () => {
		expect(afterTaxCost(1001, 66)).toBe(340) // 340,34
		expect(afterTaxCost(1005, 66)).toBe(342) // 341,7
		expect(afterTaxCost(150, 75)).toBe(38) // 37,5 → 38
		expect(afterTaxCost(250, 75)).toBe(63) // 62,5 → 63
		expect(afterTaxCost(1, 66)).toBe(0) // 0,34
	})

	test('limits and decimal rates', () => {
		expect(afterTaxCost(0, 66)).toBe(0)
		expect(afterTaxCost(1234, 0)).toBe(1234)
		expect(afterTaxCost(1234, 100)).toBe(0)
		expect(afterTaxCost(10000, 4.8)).toBe(9520)
		expect(afterTaxCost(MAX_INPUT_CENTS, 66)).toBe(340_000_000)
	})

	test('refuses invalid input', () => {
		expect(() => afterTaxCost(10.5, 66)).toThrow(RangeError)
		expect(() => afterTaxCost(-100, 66)).toThrow(RangeError)
		expect(() => afterTaxCost(100, 101)).toThrow(RangeError)
		expect(() => afterTaxCost(100, -1)).toThrow(RangeError)
		expect(() => afterTaxCost(100, Number.NaN)).toThrow(RangeError)
	})
})

describe('applyCompanyQuickSurcharge', () => {
	test('adds 20 % to the tip, rounded half up', () => {
		expect(applyCompanyQuickSurcharge(1000)).toBe(1200)
		expect(applyCompanyQuickSurcharge(0)).toBe(0)
		expect(applyCompanyQuickSurcharge(5)).toBe(6)
		expect(applyCompanyQuickSurcharge(1)).toBe(1) // 1,2
		expect(applyCompanyQuickSurcharge(3)).toBe(4) // 3,6
		expect(applyCompanyQuickSurcharge(333)).toBe(400) // 399,6
		expect(applyCompanyQuickSurcharge(2)).toBe(2) // 2,4
	})

	test('refuses a non-integer or negative tip', () => {
		expect(() => applyCompanyQuickSurcharge(1.5)).toThrow(RangeError)
		expect(() => applyCompanyQuickSurcharge(-1)).toThrow(RangeError)
	})
})

describe('validateDonationAmount', () => {
	test('minimum is 1,00 €', () => {
		expect(MIN_DONATION_CENTS).toBe(100)
	})

	test('missing or zero amount', () => {
		expect(validateDonationAmount(null)).toBe(paymentMessages.amountRequired)
		expect(validateDonationAmount(0)).toBe(paymentMessages.amountRequired)
		expect(validateDonationAmount(Number.NaN)).toBe(paymentMessages.amountRequired)
	})

	test('under 1 euro', () => {
		expect(validateDonationAmount(1)).toBe(paymentMessages.amountMinimum)
		expect(validateDonationAmount(99)).toBe(paymentMessages.amountMinimum)
		expect(validateDonationAmount(-500)).toBe(paymentMessages.amountMinimum)
	})

	test('1 euro and more is accepted', () => {
		expect(validateDonationAmount(100)).toBeNull()
		expect(validateDonationAmount(123456)).toBeNull()
	})

	test('works on what the user typed', () => {
		expect(validateDonationAmount(parseEuroInput('0,50'))).toBe(paymentMessages.amountMinimum)
		expect(validateDonationAmount(parseEuroInput(''))).toBe(paymentMessages.amountRequired)
		expect(validateDonationAmount(parseEuroInput('1,00 €'))).toBeNull()
	})
})
