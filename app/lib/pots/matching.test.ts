import { describe, expect, test } from 'vitest'
import { parseWithNotice } from '../form-validation.ts'
import {
	matchedCents,
	matchingChangeProblem,
	matchingState,
	matchingText,
	matchOfGift,
	type MatchableGift,
	type MatchingOffer,
} from './matching.ts'
import { matchingMessages } from './matching-messages.ts'
import { matchingSchema } from './matching-schema.ts'

const offer = (o: Partial<MatchingOffer> = {}): MatchingOffer => ({
	ratioPercent: 100,
	ceilingCents: 100_000,
	until: '2026-06-30',
	...o,
})
const gift = (
	amountCents: number,
	at = '2026-06-01T10:00:00Z',
	o: Partial<MatchableGift> = {},
): MatchableGift => ({
	amountCents,
	status: 'SUCCEEDED',
	createdAt: new Date(at),
	...o,
})

describe('matched amount', () => {
	test('euro for euro: the sum of the gifts', () => {
		expect(matchedCents(offer(), [gift(2500), gift(1000)])).toBe(3500)
	})

	test('another ratio, each gift rounded down to the cent', () => {
		// 50 % of 3,33 € = 1,665 € → 1,66 €; 150 % of 1,01 € = 1,515 € → 1,51 €
		expect(matchOfGift(333, 50)).toBe(166)
		expect(matchOfGift(101, 150)).toBe(151)
		expect(matchedCents(offer({ ratioPercent: 50 }), [gift(333), gift(333)])).toBe(332)
		expect(matchedCents(offer({ ratioPercent: 300 }), [gift(1000)])).toBe(3000)
	})

	test('never above the ceiling', () => {
		expect(matchedCents(offer({ ceilingCents: 5000 }), [gift(4000), gift(4000)])).toBe(5000)
		const state = matchingState(
			offer({ ceilingCents: 5000 }),
			[gift(4000), gift(4000)],
			new Date('2026-06-02'),
		)
		expect(state).toMatchObject({ matchedCents: 5000, leftCents: 0, reached: true })
		expect(matchingState(offer({ ceilingCents: 5000 }), [gift(1000)], new Date('2026-06-02'))).toMatchObject({
			leftCents: 4000,
			reached: false,
		})
	})

	test('`until` is inclusive, as a Paris day, on both sides', () => {
		const o = offer({ until: '2026-06-30' })
		// 30 June 23:30 in Paris (21:30Z in summer) is still the 30th; 00:10 on 1 July (22:10Z) is not.
		expect(matchedCents(o, [gift(1000, '2026-06-30T21:30:00Z')])).toBe(1000)
		expect(matchedCents(o, [gift(1000, '2026-06-30T22:10:00Z')])).toBe(0)
		expect(matchedCents(o, [gift(1000, '2026-07-02T10:00:00Z')])).toBe(0)
	})

	test('pending, failed, refunded and reversed gifts and the matching payment itself are not matched', () => {
		expect(
			matchedCents(offer(), [
				gift(1000, undefined, { status: 'CREATED' }),
				gift(1000, undefined, { status: 'FAILED' }),
				gift(1000, undefined, { status: 'REFUNDED', reversal: 'REFUND' }),
				gift(1000, undefined, { status: 'FAILED', reversal: 'CHARGEBACK' }),
				gift(1000, undefined, { reversal: 'CHARGEBACK' }),
				gift(5000, undefined, { isMatchingPayment: true }),
				gift(700),
			]),
		).toBe(700)
	})
})

describe('the live text', () => {
	const now = new Date('2026-06-10T10:00:00Z')
	test('ratio 100 doubles the gift; another ratio says its percentage; the limits in French', () => {
		const doubled = matchingText(matchingState(offer({ ceilingCents: 150_000 }), [], now))
		expect(doubled.headline).toBe('La société double votre don')
		expect(doubled.limits).toBe("jusqu'à 1\u202f500,00\u00a0€ au total, jusqu'au 30/06/2026")
		expect(doubled.status).toBeNull()
		expect(matchingText(matchingState(offer({ ratioPercent: 50 }), [], now)).headline).toBe(
			'La société abonde votre don de 50 %',
		)
	})

	test('the ceiling reached, and a matching that ended', () => {
		expect(matchingText(matchingState(offer({ ceilingCents: 1000 }), [gift(1000)], now)).status).toBe(
			"Plafond d'abondement atteint",
		)
		expect(matchingText(matchingState(offer(), [], new Date('2026-07-01T10:00:00Z'))).status).toBe(
			matchingMessages.ended('2026-06-30'),
		)
	})
})

describe('changing the offer', () => {
	const gifts = [gift(3000), gift(2000)]
	test('the ceiling cannot go under what is already matched; raising it is fine', () => {
		expect(matchingChangeProblem(offer(), offer({ ceilingCents: 4999 }), gifts)).toEqual({
			field: 'ceiling',
			error: matchingMessages.ceilingUnderMatched(5000),
		})
		expect(matchingChangeProblem(offer(), offer({ ceilingCents: 5000 }), gifts)).toBeNull()
		expect(matchingChangeProblem(null, offer({ ceilingCents: 100 }), gifts)).toBeNull()
	})

	test('nor may a lower ratio take back what donors earned', () => {
		expect(matchingChangeProblem(offer(), offer({ ratioPercent: 50 }), gifts)?.error).toBe(
			matchingMessages.wouldReduceMatched(5000),
		)
		expect(matchingChangeProblem(offer(), offer({ ratioPercent: 200 }), gifts)).toBeNull()
	})
})

describe('the form', () => {
	const today = new Date('2026-06-10T10:00:00Z')
	const parse = (fields: Record<string, string>) => {
		const form = new FormData()
		for (const [k, v] of Object.entries(fields)) form.set(k, v)
		return parseWithNotice(form, matchingSchema(today, '2026-06-30'))
	}
	test('a valid offer, in French formats', () => {
		const s = parse({ ratio_percent: '100', ceiling: '1 500,50', until: '30-06-2026' })
		expect(s.status).toBe('success')
		expect(s.status === 'success' && s.value).toEqual({
			ratio_percent: 100,
			ceiling: 150_050,
			until: '2026-06-30',
		})
	})
	test('each field refused with its French message', () => {
		expect(parse({ ratio_percent: '49', ceiling: '0,50', until: '01-07-2026' }).reply().error).toMatchObject({
			ratio_percent: [matchingMessages.ratioInvalid],
			ceiling: [matchingMessages.ceilingInvalid],
			until: [matchingMessages.untilAfterClosing],
		})
		expect(parse({ ratio_percent: '301', ceiling: 'abc', until: '09-06-2026' }).reply().error).toMatchObject({
			ratio_percent: [matchingMessages.ratioInvalid],
			ceiling: [matchingMessages.ceilingInvalid],
			until: [matchingMessages.untilPast],
		})
		expect(parse({}).reply().error).toMatchObject({
			ratio_percent: [matchingMessages.ratioRequired],
			ceiling: [matchingMessages.ceilingRequired],
			until: [matchingMessages.untilRequired],
		})
	})
})
