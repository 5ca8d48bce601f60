/**
 * The card fields checked in the browser before they are posted to the provider's card vault
 * (docs/requirements.md#spec-3-5). The payment page imports this with `import()` when the donor starts typing
 * (bench:js): card-validator stays out of its first load.
 */
import cardValidator from 'card-validator'
import { parisDay } from '../dates.ts'
import { generic, paymentMessages } from '../messages.ts'
import {
	CARD_FIELD_NAMES,
	type CardFieldErrors,
	type CardFieldName,
	type CardFieldValues,
} from './card-input.ts'

/** card-validator's window: a card expires at most 19 years from now. */
const MAX_EXPIRY_YEARS = 19

/** Required; 16 digits (spaces ignored) passing card-validator's check (Luhn and card type). */
function cardNumberError(text: string): string | null {
	const compact = text.replace(/\s/g, '')
	if (compact === '') return generic.fieldRequired
	const valid = /^\d{16}$/.test(compact) && cardValidator.number(compact).isValid
	return valid ? null : paymentMessages.cardNumberInvalid
}

/**
 * Required; exactly 4 digits MMYY, a real month, not expired (a card is valid until the end of its month)
 * and at most 19 years ahead. The month is checked by card-validator; the date is compared with the Paris
 * calendar month of `now` here, because card-validator's `expirationDate` only reads the machine clock.
 */
function cardExpiryError(text: string, now: Date = new Date()): string | null {
	const value = text.trim()
	if (value === '') return generic.fieldRequired
	const match = /^(\d{2})(\d{2})$/.exec(value)
	if (!match?.[1] || !match[2] || !cardValidator.expirationMonth(match[1]).isValid) {
		return paymentMessages.cardExpiryInvalid
	}
	const [year = 0, month = 0] = parisDay(now).split('-').map(Number)
	const expiry = (2000 + Number(match[2])) * 12 + Number(match[1])
	const current = year * 12 + month
	return expiry >= current && expiry <= current + MAX_EXPIRY_YEARS * 12
		? null
		: paymentMessages.cardExpiryInvalid
}

/** Required; exactly 3 digits. */
function cardCvxError(text: string): string | null {
	const value = text.trim()
	if (value === '') return generic.fieldRequired
	return /^\d{3}$/.test(value) && cardValidator.cvv(value, 3).isValid ? null : paymentMessages.cvcInvalid
}

/** The messages of the invalid card fields; an empty object when the card can be sent to the vault. */
export function cardFieldErrors(values: CardFieldValues, now: Date = new Date()): CardFieldErrors {
	const found: Record<CardFieldName, string | null> = {
		cardNumber: cardNumberError(values.cardNumber),
		cardExpirationDate: cardExpiryError(values.cardExpirationDate, now),
		cardCvx: cardCvxError(values.cardCvx),
	}
	const errors: CardFieldErrors = {}
	for (const name of CARD_FIELD_NAMES) {
		const message = found[name]
		if (message) errors[name] = message
	}
	return errors
}
