/**
 * The card inputs of the form that posts straight to the provider's card vault (names are the vault's own):
 * their names and how they are formatted while typed. Pure and without dependencies: the payment page loads
 * it at once, and the checks (./card-check.ts, with card-validator) only when the donor starts typing.
 */

const CARD_NUMBER_DIGITS = 16
export type CardFieldName = 'cardNumber' | 'cardExpirationDate' | 'cardCvx'
export type CardFieldValues = Record<CardFieldName, string>
export type CardFieldErrors = Partial<Record<CardFieldName, string>>
/** In the order of the form, so the first invalid field can be focused. */
export const CARD_FIELD_NAMES: readonly CardFieldName[] = ['cardNumber', 'cardExpirationDate', 'cardCvx']

/** Digits only: '4970 1071-1111 1119' → '4970107111111119'. */
export function normalizeCardNumber(text: string): string {
	return text.replace(/\D/g, '')
}

/** What the number input shows as it is typed: at most 16 digits in groups of 4 ('4970 1071 1111 1119'). */
export function formatCardNumberInput(text: string): string {
	return normalizeCardNumber(text)
		.slice(0, CARD_NUMBER_DIGITS)
		.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * The expiry as MMYY, at most 4 digits. A longer MM/YYYY entry (paste, autofill) becomes MMYY:
 * '12/2030' → '1230', '122030' → '1230', '1/30' → '0130'. Other entries keep their first 4 digits, so
 * digits typed beyond the fourth are ignored.
 */
export function normalizeExpiry(text: string): string {
	const separated = /^\s*(\d{1,2})\s*[/.\- ]\s*(\d{2}|\d{4})\s*$/.exec(text)
	if (separated?.[1] && separated[2]) return separated[1].padStart(2, '0') + separated[2].slice(-2)
	const digits = text.replace(/\D/g, '')
	if (digits.length === 6) return digits.slice(0, 2) + digits.slice(4)
	return digits.slice(0, 4)
}
