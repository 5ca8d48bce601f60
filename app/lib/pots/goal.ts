import { MAX_INPUT_CENTS, MIN_DONATION_CENTS, parseEuroInput } from '../money.ts'
import { goalMessages } from './goal-messages.ts'

/**
 * A pot's goal and its progress (issue 27, item 1). Pure rules: the page, the cards, the organiser's view and
 * the widget all show what `goalProgress` says.
 *
 * What counts towards the goal is the pot's collected amount as the ledger keeps it (`pots.donations_total_cents`,
 * app/donations/pot-totals.server.ts): the amounts of its succeeded gifts, the tip to Donnons never included,
 * a gift leaving the total when its money comes back (refund, charge-back, late direct-debit failure).
 * `collectedCents` below restates that rule over a list of gifts; the unit tests pin it.
 */

/** Smallest goal an organiser may set: 10,00 €. */
export const GOAL_MIN_CENTS = 1_000
/** Largest goal: 1 000 000,00 € (anything above is a typo). */
export const GOAL_MAX_CENTS = 100_000_000

type Gift = { status: 'CREATED' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED'; amountCents: number; tipCents: number }

/** What a pot has collected from its gifts: succeeded gifts' amounts, tips excluded, returned money out. */
export function collectedCents(gifts: readonly Gift[]): number {
	return gifts.reduce((sum, gift) => (gift.status === 'SUCCEEDED' ? sum + gift.amountCents : sum), 0)
}

export type GoalInput = { ok: true; goalCents: number | null } | { ok: false; message: string }

/** Reads the « Objectif (facultatif) » field: empty is no goal; euros as typed elsewhere (« 500 », « 500,50 »). */
export function parseGoalInput(text: string | null | undefined): GoalInput {
	const value = (text ?? '').trim()
	if (value === '') return { ok: true, goalCents: null }
	if (/^[-−]/.test(value)) return { ok: false, message: goalMessages.notPositive }
	const cents = parseEuroInput(value, Number.MAX_SAFE_INTEGER)
	if (cents === null) return { ok: false, message: goalMessages.invalid }
	if (cents === 0) return { ok: false, message: goalMessages.notPositive }
	if (cents < GOAL_MIN_CENTS) return { ok: false, message: goalMessages.tooSmall }
	if (cents > GOAL_MAX_CENTS) return { ok: false, message: goalMessages.tooLarge }
	return { ok: true, goalCents: cents }
}

/** How the form shows a stored goal: cents to euros, without a useless « ,00 » (« 500 », « 500,50 »). */
export function goalInputValue(goalCents: number | null): string {
	if (goalCents === null) return ''
	const euros = Math.floor(goalCents / 100)
	const rest = goalCents % 100
	return rest === 0 ? String(euros) : `${euros},${String(rest).padStart(2, '0')}`
}

export type GoalProgress = {
	goalCents: number
	collectedCents: number
	/** Whole percent, rounded down: 100 only once the goal is reached; above 100 when it is passed. */
	percent: number
	/** The `<progress>` value: the collected amount capped at the goal (the bar never overflows). */
	barValue: number
	reached: boolean
	/** What is still missing, 0 once reached. */
	remainingCents: number
}

/**
 * The progress of a pot towards its goal, or null when it has none (the page then shows the plain counter).
 * Computed from the current goal each time: a goal raised above the collected amount is no longer reached, a
 * lowered one may be reached at once, a removed one leaves a plain counter.
 */
export function goalProgress(collected: number, goalCents: number | null): GoalProgress | null {
	if (goalCents === null || !Number.isSafeInteger(goalCents) || goalCents <= 0) return null
	const amount = Math.max(0, collected)
	// Integer maths: floor(amount × 100 / goal) never reaches 100 below the goal.
	const hundredfold = amount * 100
	const percent = (hundredfold - (hundredfold % goalCents)) / goalCents
	const reached = amount >= goalCents
	return {
		goalCents,
		collectedCents: amount,
		percent,
		barValue: Math.min(amount, goalCents),
		reached,
		remainingCents: reached ? 0 : goalCents - amount,
	}
}

/**
 * The donation box's amount from a prefilled link (`/participate/{id}?amount=<cents>`), as the box shows it
 * (« 20 », « 12,50 »); empty when the parameter is missing or not a gift amount.
 */
export function prefilledAmountText(amount: string | null): string {
	if (!amount || !/^\d{1,12}$/.test(amount)) return ''
	const cents = Number(amount)
	if (cents < MIN_DONATION_CENTS || cents > MAX_INPUT_CENTS) return ''
	return goalInputValue(cents)
}

/** The preset amounts the organiser's view offers as prefilled links (`/participate/{id}?amount=<cents>`). */
export const AMOUNT_LINK_CENTS = [1_000, 2_000, 5_000] as const
