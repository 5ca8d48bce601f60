/**
 * A company pot's matching (« abondement », issue 28 item 5): the company adds `ratioPercent` % of each gift
 * (100 = euro for euro), up to `ceilingCents` in all, for gifts made up to `until` (inclusive, Paris day).
 * Pure rules, shared by the pot page, the organiser's view, the CSV and the matching payment.
 */
import { csvDocument, csvEuros } from '../csv.ts'
import { parisDay, type IsoDay } from '../dates.ts'
import { matchingMessages } from './matching-messages.ts'

export const MATCHING_RATIO_MIN = 50
export const MATCHING_RATIO_MAX = 300

export type MatchingOffer = { ratioPercent: number; ceilingCents: number; until: IsoDay }

/** A gift as the rules see it: its amount without the tip, its status, when it was made. */
export type MatchableGift = {
	amountCents: number
	status: 'CREATED' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED'
	/** When the donor gave (the donation's creation): the Paris day decides whether it is matched. */
	createdAt: Date
	/** Money that came back (refund, charge-back, late failure): never matched. */
	reversal?: string | null
	/** The company's own matching payment: never matched itself. */
	isMatchingPayment?: boolean
}

/** What one gift earns, rounded down to the cent. */
export const matchOfGift = (amountCents: number, ratioPercent: number) =>
	Math.floor((amountCents * ratioPercent) / 100)

/** The gift counts: succeeded, not reversed, made on or before `until`, not the matching payment itself. */
export const isMatchedGift = (offer: MatchingOffer, gift: MatchableGift) =>
	gift.status === 'SUCCEEDED' &&
	!gift.reversal &&
	!gift.isMatchingPayment &&
	parisDay(gift.createdAt) <= offer.until

/** The matched amount of a pot: min(ceiling, Σ floor(gift × ratio / 100)) over the gifts that count. */
export function matchedCents(offer: MatchingOffer, gifts: readonly MatchableGift[]) {
	let sum = 0
	for (const gift of gifts)
		if (isMatchedGift(offer, gift)) sum += matchOfGift(gift.amountCents, offer.ratioPercent)
	return Math.min(offer.ceilingCents, sum)
}

export type MatchingState = {
	offer: MatchingOffer
	matchedCents: number
	/** What the ceiling still allows. */
	leftCents: number
	reached: boolean
	/** Gifts made today are still matched (today is on or before `until`). */
	running: boolean
}

export function matchingState(
	offer: MatchingOffer,
	gifts: readonly MatchableGift[],
	now: Date,
): MatchingState {
	const matched = matchedCents(offer, gifts)
	return {
		offer,
		matchedCents: matched,
		leftCents: offer.ceilingCents - matched,
		reached: matched >= offer.ceilingCents,
		running: parisDay(now) <= offer.until,
	}
}

/** The live text of the pot page: the headline, its limits, and whether the ceiling is reached. */
export function matchingText(state: Pick<MatchingState, 'offer' | 'reached' | 'running'>) {
	const { offer } = state
	return {
		headline:
			offer.ratioPercent === 100
				? matchingMessages.doubles
				: matchingMessages.matchesPercent(offer.ratioPercent),
		limits: matchingMessages.limits(offer.ceilingCents, offer.until),
		status: state.reached
			? matchingMessages.ceilingReached
			: state.running
				? null
				: matchingMessages.ended(offer.until),
	}
}

/**
 * A change of the offer by the organiser: refused when it would take back what donors already earned (a lower
 * ceiling than what is matched, a lower ratio or an earlier end that matches less). Null when allowed.
 */
export function matchingChangeProblem(
	current: MatchingOffer | null,
	next: MatchingOffer,
	gifts: readonly MatchableGift[],
) {
	if (!current) return null
	const already = matchedCents(current, gifts)
	if (next.ceilingCents < already)
		return { field: 'ceiling' as const, error: matchingMessages.ceilingUnderMatched(already) }
	if (matchedCents(next, gifts) < already)
		return { field: '' as const, error: matchingMessages.wouldReduceMatched(already) }
	return null
}

/** The company's matching payment among the participations, named as such (organiser's view and CSV). */
export function labelMatchingPayment<Row extends { id: number; donorName: string }>(
	rows: readonly Row[],
	matchingDonationId: number | null,
): Row[] {
	return rows.map((row) =>
		row.id === matchingDonationId
			? { ...row, donorName: `${matchingMessages.matchedLabel} (${row.donorName})` }
			: row,
	)
}

/** The CSV's closing lines, after a blank one: the participants' gifts and the company's matching apart. */
export function matchingCsvLines(totals: { donatedCents: number; matchedCents: number }) {
	return csvDocument([
		[],
		[`${matchingMessages.donatedLabel} (€)`, csvEuros(totals.donatedCents)],
		[`${matchingMessages.matchedLabel} (€)`, csvEuros(totals.matchedCents)],
	]).slice(1)
}
