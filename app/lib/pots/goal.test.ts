import { describe, expect, test } from 'vitest'
import {
	collectedCents,
	goalInputValue,
	goalProgress,
	GOAL_MAX_CENTS,
	GOAL_MIN_CENTS,
	parseGoalInput,
	prefilledAmountText,
} from './goal.ts'
import { goalMessages } from './goal-messages.ts'

describe('what counts towards the goal', () => {
	test('succeeded gifts count, tips never do', () => {
		expect(
			collectedCents([
				{ status: 'SUCCEEDED', amountCents: 2_000, tipCents: 300 },
				{ status: 'SUCCEEDED', amountCents: 5_000, tipCents: 0 },
			]),
		).toBe(7_000)
	})
	test('pending and failed gifts do not count', () => {
		expect(
			collectedCents([
				{ status: 'CREATED', amountCents: 2_000, tipCents: 0 },
				{ status: 'FAILED', amountCents: 3_000, tipCents: 0 },
				{ status: 'SUCCEEDED', amountCents: 1_000, tipCents: 100 },
			]),
		).toBe(1_000)
	})
	test('a refunded or charged-back gift leaves the total', () => {
		expect(
			collectedCents([
				{ status: 'REFUNDED', amountCents: 10_000, tipCents: 500 },
				{ status: 'SUCCEEDED', amountCents: 2_500, tipCents: 0 },
			]),
		).toBe(2_500)
	})
})

describe('the goal field', () => {
	test('empty is no goal', () => {
		expect(parseGoalInput('')).toEqual({ ok: true, goalCents: null })
		expect(parseGoalInput('   ')).toEqual({ ok: true, goalCents: null })
		expect(parseGoalInput(undefined)).toEqual({ ok: true, goalCents: null })
	})
	test('euros as typed elsewhere in the app, stored in cents', () => {
		expect(parseGoalInput('500')).toEqual({ ok: true, goalCents: 50_000 })
		expect(parseGoalInput('500,50')).toEqual({ ok: true, goalCents: 50_050 })
		expect(parseGoalInput('1 500 €')).toEqual({ ok: true, goalCents: 150_000 })
		expect(parseGoalInput('10')).toEqual({ ok: true, goalCents: GOAL_MIN_CENTS })
		expect(parseGoalInput('1000000')).toEqual({ ok: true, goalCents: GOAL_MAX_CENTS })
	})
	test('zero, negative, too small, too large and garbage get a French message', () => {
		expect(parseGoalInput('0')).toEqual({ ok: false, message: goalMessages.notPositive })
		expect(parseGoalInput('-50')).toEqual({ ok: false, message: goalMessages.notPositive })
		expect(parseGoalInput('9,99')).toEqual({ ok: false, message: goalMessages.tooSmall })
		expect(parseGoalInput('1000000,01')).toEqual({ ok: false, message: goalMessages.tooLarge })
		expect(parseGoalInput('99999999999999')).toEqual({ ok: false, message: goalMessages.invalid })
		expect(parseGoalInput('cinq cents')).toEqual({ ok: false, message: goalMessages.invalid })
		expect(parseGoalInput('12,345')).toEqual({ ok: false, message: goalMessages.invalid })
	})
	test('a stored goal is shown as typed', () => {
		expect(goalInputValue(null)).toBe('')
		expect(goalInputValue(50_000)).toBe('500')
		expect(goalInputValue(50_050)).toBe('500,50')
		expect(goalInputValue(50_005)).toBe('500,05')
		expect(parseGoalInput(goalInputValue(123_456))).toEqual({ ok: true, goalCents: 123_456 })
	})
})

describe('progress', () => {
	test('no goal: no progress (a plain counter)', () => {
		expect(goalProgress(12_000, null)).toBeNull()
		expect(goalProgress(12_000, 0)).toBeNull()
	})
	test('the percentage is rounded down', () => {
		expect(goalProgress(0, 50_000)?.percent).toBe(0)
		expect(goalProgress(33_333, 100_000)?.percent).toBe(33)
		expect(goalProgress(66_666, 100_000)?.percent).toBe(66)
		expect(goalProgress(1, 300)?.percent).toBe(0)
	})
	test('never 100 % before the goal is reached', () => {
		const almost = goalProgress(49_999, 50_000)!
		expect(almost.percent).toBe(99)
		expect(almost.reached).toBe(false)
		expect(almost.remainingCents).toBe(1)
		expect(goalProgress(GOAL_MAX_CENTS - 1, GOAL_MAX_CENTS)?.percent).toBe(99)
		const exactly = goalProgress(50_000, 50_000)!
		expect(exactly).toMatchObject({ percent: 100, reached: true, remainingCents: 0, barValue: 50_000 })
	})
	test('may pass 100 %, the bar stays full', () => {
		const passed = goalProgress(125_099, 50_000)!
		expect(passed).toMatchObject({ percent: 250, reached: true, barValue: 50_000, remainingCents: 0 })
	})
	test('goals that change', () => {
		// Reached, then raised above what is collected: no longer reached.
		expect(goalProgress(60_000, 50_000)?.reached).toBe(true)
		expect(goalProgress(60_000, 80_000)).toMatchObject({
			reached: false,
			percent: 75,
			remainingCents: 20_000,
		})
		// Lowered below what is collected: reached at once.
		expect(goalProgress(30_000, 40_000)?.reached).toBe(false)
		expect(goalProgress(30_000, 20_000)).toMatchObject({ reached: true, percent: 150 })
		// Removed: back to the plain counter.
		expect(goalProgress(30_000, null)).toBeNull()
	})
	test('a negative total (never stored) shows as nothing collected', () => {
		expect(goalProgress(-100, 1_000)).toMatchObject({ percent: 0, collectedCents: 0, barValue: 0 })
	})
})

describe('prefilled amount links', () => {
	test('cents in the query fill the donation box in euros', () => {
		expect(prefilledAmountText('2000')).toBe('20')
		expect(prefilledAmountText('1250')).toBe('12,50')
		expect(prefilledAmountText('100')).toBe('1')
	})
	test('anything else leaves the box empty', () => {
		for (const value of [null, '', '99', '-2000', '20.5', '2e3', 'abc', '1000000001', '9'.repeat(20)])
			expect(prefilledAmountText(value)).toBe('')
	})
})
