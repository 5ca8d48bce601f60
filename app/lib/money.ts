/**
 * Money helpers. Every amount in the app is an integer number of euro cents
 * (docs/requirements.md#spec-1-9, docs/requirements.md#spec-3-9: "amounts are sent in cents, euros times 100").
 * Nothing here relies on float arithmetic to compute an amount: parsing works
 * on digit strings and percentages are applied with integer maths.
 */
import { paymentMessages } from './payment-messages.ts'

/** Minimum donation: 1,00 € (docs/requirements.md#spec-3-5 and docs/requirements.md#spec-3-9). */
export const MIN_DONATION_CENTS = 100

/** Largest amount the euro input accepts: 10 000 000,00 € (anything above is a typo). */
export const MAX_INPUT_CENTS = 1_000_000_000

/** Surcharge added to the tip of a company's quick payment (docs/requirements.md#spec-3-3 and docs/requirements.md#spec-3-9). */
const COMPANY_QUICK_TIP_SURCHARGE_PERCENT = 20

const eurosFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/**
 * Formats cents the French way: `123456` → `'1 234,56 €'`.
 * fr-FR output uses U+202F (narrow no-break space) between thousands and
 * U+00A0 (no-break space) before the euro sign.
 */
export function formatEuros(cents: number): string {
	// An integer divided by 100 always formats correctly to two decimals. `+ 0` turns a negative zero (a nil
	// amount negated, such as the payout statement's « aucun » fee) into 0: Intl prints -0 as « -0,00 € ».
	return eurosFormatter.format(cents / 100 + 0)
}

// Spaces a user (or the fr-FR formatter) may put in an amount: space, no-break
// space, narrow no-break space, thin space.
const SPACE = '[ \\u00A0\\u202F\\u2009]'
const INTEGER_PART = new RegExp(`^(?:\\d+|\\d{1,3}(?:${SPACE}\\d{3})+)$`)

/**
 * Parses what a user typed in the masked euro input and returns integer cents,
 * or null when the text is not a valid positive amount.
 *
 * Accepted: `'12'`, `'12,5'`, `'12,50'`, `'1 234,56'` (thousands grouped by 3 with
 * any kind of space), `'1234.56'`, `'12 €'`, `'€12'`, `'12,'`, `',5'`, surrounding spaces.
 * Rejected (null): empty text, letters, a sign (`'-12'`, `'+12'`), more than two
 * decimals, two decimal separators (`'1.234,56'`), badly grouped thousands
 * (`'12 34'`), and amounts above `maxCents` ({@link MAX_INPUT_CENTS} unless given; at most 13 integer
 * digits in any case).
 * `'0'` parses to 0: telling the user the amount is missing is the job of
 * {@link validateDonationAmount}.
 */
export function parseEuroInput(text: string, maxCents: number = MAX_INPUT_CENTS): number | null {
	// trim() also removes no-break and narrow no-break spaces.
	const value = text.trim().replace(new RegExp(`^€${SPACE}*|${SPACE}*€$`, 'g'), '')
	const match = /^([^.,]*)(?:[.,](\d*))?$/.exec(value)
	if (!match) return null
	const integerText = match[1] ?? ''
	const fractionText = match[2] ?? ''
	if (integerText === '' && fractionText === '') return null
	if (integerText !== '' && !INTEGER_PART.test(integerText)) return null
	if (fractionText.length > 2) return null
	const digits = integerText.replace(new RegExp(SPACE, 'g'), '').replace(/^0+(?=\d)/, '')
	// Stopping at 13 integer digits keeps the cents well inside the exact integer range.
	if (digits.length > 13) return null
	const euros = digits === '' ? 0 : Number(digits)
	const cents = euros * 100 + Number(fractionText.padEnd(2, '0'))
	return cents > maxCents ? null : cents
}

function assertCents(cents: number, name: string): void {
	if (!Number.isSafeInteger(cents) || cents < 0) {
		throw new RangeError(`${name} must be a non-negative integer number of cents, got ${cents}`)
	}
}

/**
 * `Math.round(numerator / denominator)` for non-negative integers (half rounds up),
 * computed exactly: floor((2n + d) / 2d) with an integer remainder.
 */
function divideRoundHalfUp(numerator: number, denominator: number): number {
	const shifted = 2 * numerator + denominator
	if (!Number.isSafeInteger(shifted)) throw new RangeError('amount too large for exact arithmetic')
	return (shifted - (shifted % (2 * denominator))) / (2 * denominator)
}

/**
 * What a gift really costs after the tax reduction (docs/requirements.md#spec-3-9):
 * amount × (100 − rate) / 100, rounded to the nearest cent, half a cent rounding up
 * (1 001 cents at 66 % → 340,34 → 340 cents; 1 005 cents at 66 % → 341,7 → 342 cents).
 * The rate is a percentage between 0 and 100; it may have up to two decimals
 * (4,8 %), it is turned into hundredths of a percent so the maths stay integer.
 */
export function afterTaxCost(cents: number, ratePercent: number): number {
	assertCents(cents, 'cents')
	if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100) {
		throw new RangeError(`ratePercent must be between 0 and 100, got ${ratePercent}`)
	}
	const rateBasisPoints = Math.round(ratePercent * 100)
	return divideRoundHalfUp(cents * (10_000 - rateBasisPoints), 10_000)
}

/**
 * The tip of a company's quick payment with the 20 % surcharge applied
 * (docs/requirements.md#spec-3-3: "quick payment adds 20% when the user is a company"):
 * returns tip × 1,2 rounded to the cent, half rounding up. 1 000 → 1 200; 5 → 6.
 */
export function applyCompanyQuickSurcharge(tipCents: number): number {
	assertCents(tipCents, 'tipCents')
	return divideRoundHalfUp(tipCents * (100 + COMPANY_QUICK_TIP_SURCHARGE_PERCENT), 100)
}

/**
 * Checks a donation amount (docs/requirements.md#spec-3-5). Returns null when it is acceptable, else
 * the message to show: missing or zero → 'Merci de saisir le montant de votre don';
 * below 1,00 € (negative included) → 'La contribution minimum est de 1,00 €'.
 */
export function validateDonationAmount(cents: number | null): string | null {
	if (cents === null || Number.isNaN(cents) || cents === 0) return paymentMessages.amountRequired
	if (cents < MIN_DONATION_CENTS) return paymentMessages.amountMinimum
	return null
}
