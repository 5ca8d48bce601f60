/**
 * The 75 % headroom (« plafond Coluche », issue 28): how much of this calendar year's ceiling of gifts at
 * 75 % (art. 200, 1 ter CGI) a donor has left. The rules are those of ./tax-deduction.ts: gifts taken in date
 * order, each counting at 75 % for what is left under the ceiling in force on ITS day (1 000 € before
 * 14 October 2025, 2 000 € from that day, {@link HELP_CEILINGS}); what is left is measured against the ceiling
 * in force on `day`. Shared by the recap before payment, the member area, the yearly statement and the
 * simulator. Money is integer cents, days `yyyy-MM-dd`.
 */
import { computeIndividualDeduction, helpCeilingOn } from './tax-deduction.ts'

/** A gift to a body whose gifts get 75 %: its day and amount. */
export type HelpGift = { date: string; amountCents: number }

export type HelpHeadroom = {
	year: number
	/** The ceiling in force on the day asked for. */
	ceilingCents: number
	/** The year's gifts counted at 75 % (their part above the ceiling of their day counts at 66 %). */
	usedCents: number
	/** ceilingCents − usedCents, never negative. */
	leftCents: number
}

/**
 * The headroom on `day` from the donor's gifts to 75 % bodies. Gifts of another calendar year and gifts
 * dated after `day` are ignored. Throws a RangeError on an amount that is not non-negative integer cents.
 */
export function helpHeadroom(gifts: readonly HelpGift[], day: string): HelpHeadroom {
	const year = Number(day.slice(0, 4))
	const ofYear = gifts.filter((gift) => gift.date.startsWith(`${year}-`) && gift.date <= day)
	const deduction = computeIndividualDeduction({
		gifts: ofYear.map((gift) => ({ ...gift, category: 'PEOPLE_IN_DIFFICULTY' as const })),
		taxableIncomeCents: null,
	})
	const usedCents = deduction.lines.find((line) => line.ratePercent === 75)?.baseCents ?? 0
	const ceilingCents = helpCeilingOn(day)
	return { year, ceilingCents, usedCents, leftCents: Math.max(0, ceilingCents - usedCents) }
}

/** What a new gift of `amountCents` would use of the headroom: its part at 75 %, and the rest (at 66 %). */
export function giftUse(headroom: HelpHeadroom, amountCents: number) {
	const atHelpRateCents = Math.min(Math.max(0, amountCents), headroom.leftCents)
	return { atHelpRateCents, overCents: Math.max(0, amountCents) - atHelpRateCents }
}
