/**
 * Payment form fields (docs/requirements.md#spec-3-5, docs/requirements.md#spec-3-9): card fields checked in the browser before they are posted straight
 * to the provider's card vault, the vault's tokenisation error codes, IBAN and BIC, and the zod schemas of
 * the direct debit and quick donation forms. Pure: imported by the browser and the server alike.
 */
import { isValidBIC, isValidIBAN } from 'ibantools'
import { z } from 'zod'
import { REGISTRATION_RESULTS, TOKENIZE_ERRORS } from '../payments/card-vault-codes.ts'
import { maxBirthDateQuickDonation } from '../dates.ts'
import { authMessages, derivedMessages, paymentMessages } from '../messages.ts'
import {
	birthDateSchema,
	emailSchema,
	firstNameSchema,
	isValidPostalCode,
	lastNameSchema,
} from '../validation.ts'
import { lookup } from '../lookup.ts'
import { type CardFieldName } from './card-input.ts'

// ---------------------------------------------------------------------------
// Card fields (names are the vault's own: the form posts to the provider, never to our server): the inputs
// in ./card-input.ts, the checks in ./card-check.ts, so the browser loads the checks only when needed.

export * from './card-input.ts'
export { cardFieldErrors } from './card-check.ts'

type VaultError = { field: CardFieldName | null; message: string }

const FIELD_OF_VAULT_CODE: Record<string, CardFieldName> = {
	[TOKENIZE_ERRORS.cardNumber]: 'cardNumber',
	[TOKENIZE_ERRORS.expiry]: 'cardExpirationDate',
	[TOKENIZE_ERRORS.cvx]: 'cardCvx',
}
const FIELD_MESSAGES: Record<CardFieldName, string> = {
	cardNumber: paymentMessages.cardNumberInvalid,
	cardExpirationDate: paymentMessages.cardExpiryInvalid,
	cardCvx: paymentMessages.cvcInvalid,
}
// The card registration's ResultCode for the same faults ('105202' for '02625'…) maps to the same field.
for (const [vaultCode, result] of Object.entries(REGISTRATION_RESULTS)) {
	const field = lookup(FIELD_OF_VAULT_CODE, vaultCode)
	if (field) FIELD_OF_VAULT_CODE[result.code] = field
}

/**
 * The message for a vault tokenisation error (`errorCode=02625` on its return) or the matching card
 * registration ResultCode: the field at fault and its message, or no field and the provider message.
 */
export function vaultErrorMessage(errorCode: string | null | undefined): VaultError {
	const field = lookup(FIELD_OF_VAULT_CODE, errorCode?.trim())
	return field
		? { field, message: FIELD_MESSAGES[field] }
		: { field: null, message: paymentMessages.cardPreregistrationFailed }
}

// ---------------------------------------------------------------------------
// IBAN and BIC

/** Upper-cased, non-alphanumerics removed (docs/requirements.md#spec-3-3 bank account request): 'fr76 3000-…' → 'FR763000…'. */
export function normalizeIban(text: string): string {
	return text.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/** Required; the country's length and format, the mod-97 check and national checks (ibantools). */
export function ibanError(text: string): string | null {
	const iban = normalizeIban(text)
	if (iban === '') return paymentMessages.ibanRequired
	return isValidIBAN(iban) ? null : paymentMessages.ibanInvalid
}

/** 'FR76 **** **** **** **** ***0 143': the country and check digits and the last 4 characters. */
export function maskIban(iban: string): string {
	const clean = normalizeIban(iban)
	const hidden = Math.max(clean.length - 8, 0)
	const masked = clean.slice(0, 4) + '*'.repeat(hidden) + clean.slice(4 + hidden)
	return masked.replace(/(.{4})(?=.)/g, '$1 ')
}

/** Same normalisation as the IBAN. */
export function normalizeBic(text: string): string {
	return normalizeIban(text)
}

/** Required; 8 or 11 characters with a real country code (ibantools). */
export function bicError(text: string): string | null {
	const bic = normalizeBic(text)
	if (bic === '') return paymentMessages.bicRequired
	return isValidBIC(bic) ? null : paymentMessages.bicInvalid
}

// ---------------------------------------------------------------------------
// Form schemas (field names are the spec's request fields)

const HOLDER_MAX = 100
const ADDRESS_MAX = 150
const CITY_MAX = 100
/** Debit day choices 1 to 31, default 1 (docs/requirements.md#spec-3-9). */
export const DEBIT_DAYS: readonly number[] = Array.from({ length: 31 }, (_, index) => index + 1)
export const DEFAULT_DEBIT_DAY = 1

/** Conform turns empty fields into `undefined`: report the French message for it, not zod's 'Required'. */
const requiredString = (message: string) => z.string({ required_error: message, invalid_type_error: message })

const textField = (required: string, max: number) =>
	requiredString(required).trim().min(1, required).max(max, derivedMessages.fieldTooLong)

/** A field checked by `errorOf` (its first failing rule) and output normalised. */
function checkedField(
	required: string,
	errorOf: (text: string) => string | null,
	normalize: (text: string) => string,
) {
	return requiredString(required).transform((raw, ctx) => {
		const message = errorOf(raw)
		if (message === null) return normalize(raw)
		ctx.addIssue({ code: z.ZodIssueCode.custom, message })
		return z.NEVER
	})
}

function postalCodeError(text: string): string | null {
	const code = text.trim()
	if (code === '') return authMessages.postalCodeRequired
	// The holder may live abroad: any postal code shape (2 to 10 letters, digits, spaces or hyphens).
	return isValidPostalCode(code, '') ? null : derivedMessages.postalCodeInvalid
}

/** One-off direct debit mandate form (docs/requirements.md#spec-3-3 bank account request, §5). */
export const mandateFormSchema = z.object({
	bank_account_holder: textField(derivedMessages.bankAccountHolderRequired, HOLDER_MAX),
	bank_account_address_line_1: textField(authMessages.addressRequired, ADDRESS_MAX),
	bank_account_postal_code: checkedField(authMessages.postalCodeRequired, postalCodeError, (text) =>
		text.trim(),
	),
	bank_account_city: textField(authMessages.cityRequired, CITY_MAX),
	iban: checkedField(paymentMessages.ibanRequired, ibanError, normalizeIban),
	bic: checkedField(paymentMessages.bicRequired, bicError, normalizeBic),
})
export type MandateFormValues = z.output<typeof mandateFormSchema>

const debitDay = z.preprocess(
	(value) => (typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value),
	z
		.number({
			required_error: paymentMessages.debitDayRequired,
			invalid_type_error: paymentMessages.debitDayRequired,
		})
		.int(paymentMessages.debitDayRequired)
		.min(1, paymentMessages.debitDayRequired)
		.max(31, paymentMessages.debitDayRequired),
)

/** Monthly direct debit form: the mandate fields and the debit day (1 to 31). */
export const monthlyFormSchema = mandateFormSchema.extend({ debit_day: debitDay })

/**
 * The identity fields of the quick donation (docs/requirements.md#spec-3-5): names, e-mail and a birth date at least
 * 18 years and 1 day before `today` (DD-MM-YYYY or YYYY-MM-DD typed, output YYYY-MM-DD).
 */
export function quickIdentitySchema(today: Date) {
	const maxBirthDate = maxBirthDateQuickDonation(today)
	// Built once per day's limit, not per request: a zod schema is immutable, and building this one cost about
	// as much as parsing a form with it (docs/performance.md, s16-gift).
	if (quickIdentity?.maxBirthDate !== maxBirthDate)
		quickIdentity = { maxBirthDate, schema: buildQuickIdentitySchema(maxBirthDate) }
	return quickIdentity.schema
}

const buildQuickIdentitySchema = (maxBirthDate: string) =>
	z.object({
		firstname: firstNameSchema,
		name: lastNameSchema,
		email: emailSchema,
		birth_date: birthDateSchema(maxBirthDate),
	})

let quickIdentity: { maxBirthDate: string; schema: ReturnType<typeof buildQuickIdentitySchema> } | null = null
