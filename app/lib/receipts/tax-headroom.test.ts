import { describe, expect, test } from 'vitest'
import { giftUse, helpHeadroom } from './tax-headroom.ts'

describe('helpHeadroom (plafond à 75 %)', () => {
	test('no gift yet: the whole ceiling is left, 2 000 € since 14 October 2025', () => {
		expect(helpHeadroom([], '2026-03-01')).toEqual({
			year: 2026,
			ceilingCents: 200_000,
			usedCents: 0,
			leftCents: 200_000,
		})
	})

	test('before 14 October 2025 the ceiling is 1 000 €', () => {
		expect(helpHeadroom([{ date: '2025-05-10', amountCents: 30_000 }], '2025-10-13')).toEqual({
			year: 2025,
			ceilingCents: 100_000,
			usedCents: 30_000,
			leftCents: 70_000,
		})
	})

	test('on 14 October 2025 the same gifts leave 1 000 € more', () => {
		expect(helpHeadroom([{ date: '2025-05-10', amountCents: 30_000 }], '2025-10-14')).toMatchObject({
			ceilingCents: 200_000,
			usedCents: 30_000,
			leftCents: 170_000,
		})
	})

	test('a gift before 14 October 2025 counts at 75 % up to 1 000 € only, later ones up to 2 000 €', () => {
		const gifts = [
			{ date: '2025-09-01', amountCents: 120_000 },
			{ date: '2025-10-20', amountCents: 50_000 },
		]
		// 1 200 € on 1 September: 1 000 € at 75 %, 200 € at 66 %; 500 € on 20 October: all at 75 %.
		expect(helpHeadroom(gifts, '2025-11-30')).toMatchObject({ usedCents: 150_000, leftCents: 50_000 })
		expect(helpHeadroom(gifts, '2025-10-01')).toMatchObject({ usedCents: 100_000, leftCents: 0 })
	})

	test('gifts on both sides of 14 October 2025, in any input order', () => {
		const gifts = [
			{ date: '2025-10-14', amountCents: 150_000 },
			{ date: '2025-10-13', amountCents: 90_000 },
		]
		// 900 € on the 13th (ceiling 1 000 €), then 1 500 € on the 14th: 1 100 € left under 2 000 €.
		expect(helpHeadroom(gifts, '2025-12-31')).toMatchObject({ usedCents: 200_000, leftCents: 0 })
	})

	test('what is left is never negative', () => {
		expect(helpHeadroom([{ date: '2026-02-01', amountCents: 500_000 }], '2026-06-01')).toMatchObject({
			usedCents: 200_000,
			leftCents: 0,
		})
	})

	test('gifts of other years, and gifts after the day asked for, are not counted', () => {
		const gifts = [
			{ date: '2025-12-31', amountCents: 100_000 },
			{ date: '2026-01-01', amountCents: 10_000 },
			{ date: '2026-07-01', amountCents: 20_000 },
		]
		expect(helpHeadroom(gifts, '2026-06-30')).toMatchObject({
			year: 2026,
			usedCents: 10_000,
			leftCents: 190_000,
		})
	})

	test('a bad amount is refused', () => {
		expect(() => helpHeadroom([{ date: '2026-01-01', amountCents: 10.5 }], '2026-02-01')).toThrow(RangeError)
	})
})

describe('giftUse', () => {
	test('a gift within the headroom is all at 75 %', () => {
		expect(giftUse(helpHeadroom([], '2026-01-10'), 5_000)).toEqual({ atHelpRateCents: 5_000, overCents: 0 })
	})

	test('a gift above it: the rest counts at 66 %', () => {
		const headroom = helpHeadroom([{ date: '2026-01-02', amountCents: 195_000 }], '2026-01-10')
		expect(giftUse(headroom, 10_000)).toEqual({ atHelpRateCents: 5_000, overCents: 5_000 })
	})
})
