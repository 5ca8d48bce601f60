/**
 * Shared zod field schemas (building blocks, not whole forms) using the messages
 * of ./messages.ts.
 *
 * Every required string schema reports its French "required" message both for ''
 * and for `undefined`: @conform-to/zod turns empty form fields into `undefined`,
 * which zod would otherwise report with its English 'Required'. Each field reports
 * one message at a time (the first failing rule).
 */
import { z } from 'zod'
import { closingDateBounds, parseDateInput, type IsoDay } from './dates.ts'
import { isValidEmail } from './email.ts'
import { authMessages, derivedMessages, generic, potMessages } from './messages.ts'

export { isValidEmail }

interface RequiredInvalid {
	required: string
	invalid: string
}

function requiredString(required: string) {
	return z.string({ required_error: required, invalid_type_error: required })
}

type Check = readonly [test: (value: string) => boolean, message: string]

/**
 * A required string, normalised, then checked in order: only the first failing
 * check is reported (zod's own string checks would report every failure at once).
 */
function checkedString(required: string, normalize: (raw: string) => string, checks: readonly Check[]) {
	return requiredString(required).transform((raw, ctx) => {
		const value = normalize(raw)
		const failed = value === '' ? required : checks.find(([test]) => !test(value))?.[1]
		if (failed === undefined) return value
		ctx.addIssue({ code: z.ZodIssueCode.custom, message: failed })
		return z.NEVER
	})
}

// ---------------------------------------------------------------------------
// Names

/**
 * Names (docs/requirements.md#spec-1-5, docs/requirements.md#spec-3-5): "letters (including accented) and spaces only,
 * not starting with a hyphen or space, at least 2 characters".
 * The rule "not starting with a hyphen" only makes sense if hyphens are allowed
 * elsewhere, and real names need them ('Jean-Pierre') as well as apostrophes
 * ("N'Diaye", also typed with the typographic ’ by phone keyboards). So: letters,
 * and spaces, hyphens and apostrophes between letters. The value is NFC-normalised
 * (decomposed accents from macOS become single letters) and trimmed: a leading
 * space typed by mistake is removed rather than reported.
 */
const NAME_PATTERN = /^\p{L}(?:[\p{L} '’-]*\p{L})?$/u
/**
 * The spec sets no maximum; 100 letters hold any real name and keep a forged one out of the lists, the
 * receipts and the provider's user (whose name fields are bounded too).
 */
const NAME_MAX_LENGTH = 100

export function nameSchema(messages: RequiredInvalid) {
	return checkedString(messages.required, (raw) => raw.normalize('NFC').trim(), [
		[(value) => [...value].length >= 2 && [...value].length <= NAME_MAX_LENGTH, messages.invalid],
		[(value) => NAME_PATTERN.test(value), messages.invalid],
	])
}

export const firstNameSchema = nameSchema({
	required: authMessages.firstNameRequired,
	invalid: derivedMessages.firstNameInvalid,
})

export const lastNameSchema = nameSchema({
	required: authMessages.lastNameRequired,
	invalid: derivedMessages.lastNameInvalid,
})

// ---------------------------------------------------------------------------
// E-mail

/** An e-mail field with its own messages; the value is trimmed and lower-cased. */
function makeEmailSchema(messages: RequiredInvalid) {
	return checkedString(messages.required, (raw) => raw.trim().toLowerCase(), [
		[isValidEmail, messages.invalid],
	])
}

export const emailSchema = makeEmailSchema({
	required: authMessages.emailRequired,
	invalid: authMessages.emailInvalid,
})

/** Forgot-password popup wording: 'Votre email est obligatoire' / "Votre email n'est pas valide". */
export const forgotPasswordEmailSchema = makeEmailSchema({
	required: authMessages.forgotPasswordEmailRequired,
	invalid: authMessages.forgotPasswordEmailInvalid,
})

// ---------------------------------------------------------------------------
// Password

/** Required, kept exactly as typed (never trimmed). Strength is shown by ./password-strength.ts. */
export const passwordSchema = requiredString(authMessages.passwordRequired).min(
	1,
	authMessages.passwordRequired,
)

/** The confirmation field on its own: empty → 'Votre confirmation de mot de passe est invalide'. */
export const passwordConfirmationSchema = requiredString(authMessages.passwordConfirmationInvalid).min(
	1,
	authMessages.passwordConfirmationInvalid,
)

/**
 * Object-level refinement: the confirmation must equal the password; the issue
 * is reported on the confirmation field. Use with `.superRefine(...)`.
 * Fields left undefined (optional password on the company profile) are skipped
 * when both are empty.
 */
export function passwordConfirmationRefinement<
	P extends string = 'password',
	C extends string = 'password_confirmation',
>(passwordKey: P = 'password' as P, confirmationKey: C = 'password_confirmation' as C) {
	return (data: Partial<Record<P | C, string | undefined>>, ctx: z.RefinementCtx) => {
		const password = data[passwordKey] ?? ''
		const confirmation = data[confirmationKey] ?? ''
		if (password !== confirmation) {
			ctx.addIssue({
				code: z.ZodIssueCode.custom,
				path: [confirmationKey],
				message: authMessages.passwordConfirmationMismatch,
			})
		}
	}
}

// ---------------------------------------------------------------------------
// Postal code

/**
 * France (and its overseas departments, also 'FR'): exactly 5 digits. Other
 * countries use many formats: 2 to 10 letters, digits, spaces or hyphens.
 */
export function isValidPostalCode(code: string, countryIso: string): boolean {
	const value = code.trim()
	if (countryIso.toUpperCase() === 'FR') return /^\d{5}$/.test(value)
	return /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,8}[A-Za-z0-9])$/.test(value)
}

/** Required postal code; check it against the country with {@link postalCodeRefinement}. */
export const postalCodeSchema = requiredString(authMessages.postalCodeRequired)
	.trim()
	.min(1, authMessages.postalCodeRequired)

/** Object-level refinement checking the postal code against the country. */
export function postalCodeRefinement<P extends string, C extends string>(postalCodeKey: P, countryKey: C) {
	return (data: Partial<Record<P | C, string | undefined>>, ctx: z.RefinementCtx) => {
		const code = data[postalCodeKey]
		const country = data[countryKey]
		if (!code || !country) return
		if (!isValidPostalCode(code, country)) {
			ctx.addIssue({
				code: z.ZodIssueCode.custom,
				path: [postalCodeKey],
				message: derivedMessages.postalCodeInvalid,
			})
		}
	}
}

// ---------------------------------------------------------------------------
// SIREN

/** Removes the spaces a user may type ('732 829 320'), including no-break ones. */
function normalizeSiren(text: string): string {
	return text.replace(/[\s\u202F]/g, '')
}

/**
 * A SIREN is 9 digits whose Luhn checksum is valid. Spaces are ignored.
 * '000000000' passes Luhn but is not a real number, so it is refused.
 */
export function isValidSiren(text: string): boolean {
	const digits = normalizeSiren(text)
	if (!/^\d{9}$/.test(digits) || digits === '000000000') return false
	let sum = 0
	for (let index = 0; index < 9; index++) {
		let digit = Number(digits[8 - index])
		if (index % 2 === 1) {
			digit *= 2
			if (digit > 9) digit -= 9
		}
		sum += digit
	}
	return sum % 10 === 0
}

/** Required SIREN; outputs the 9 digits without spaces. */
export const sirenSchema = checkedString(derivedMessages.sirenRequired, normalizeSiren, [
	[isValidSiren, derivedMessages.sirenInvalid],
])

// ---------------------------------------------------------------------------
// Phone

/**
 * Normalises a phone number to E.164 ('+33612345678'), or null when invalid.
 * French formats: '06 12 34 56 78', '06.12.34.56.78', '06-12-34-56-78',
 * '+33 6 12 34 56 78', '+33 (0)6 12 34 56 78', '0033 6 12 34 56 78'.
 * Other countries (users may live abroad) must be written internationally:
 * '+' or '00', then 8 to 15 digits.
 */
export function normalizePhone(text: string): string | null {
	const compact = text.replace(/[\s\u202F.\-/]/g, '').replace('(0)', '')
	if (!/^(?:\+|00)?\d+$/.test(compact)) return null
	const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact
	if (/^0[1-9]\d{8}$/.test(international)) return `+33${international.slice(1)}`
	if (international.startsWith('+33')) return /^\+33[1-9]\d{8}$/.test(international) ? international : null
	return /^\+[1-9]\d{7,14}$/.test(international) ? international : null
}

/** Optional phone: empty or missing → undefined; otherwise normalised to E.164. */
export const phoneSchema = z
	.string()
	.optional()
	.transform((value, ctx) => {
		if (value === undefined || value.trim() === '') return undefined
		const phone = normalizePhone(value)
		if (phone === null) {
			ctx.addIssue({ code: z.ZodIssueCode.custom, message: derivedMessages.phoneInvalid })
			return z.NEVER
		}
		return phone
	})

// ---------------------------------------------------------------------------
// Dates

/**
 * A birth date typed 'DD-MM-YYYY' (or 'DD/MM/YYYY', or 'YYYY-MM-DD' from a native
 * date input), output as an ISO day, no later than `maxIso` (see the
 * maxBirthDate... functions of ./dates.ts for each page's rule). Pass the
 * representative messages on company pages.
 */
export function birthDateSchema(
	maxIso: IsoDay,
	messages: { required: string; underage: string } = {
		required: authMessages.birthDateRequired,
		underage: authMessages.underage,
	},
) {
	return requiredString(messages.required)
		.trim()
		.min(1, messages.required)
		.transform((value, ctx) => {
			const iso = parseDateInput(value)
			if (iso === null) {
				ctx.addIssue({ code: z.ZodIssueCode.custom, message: generic.invalidDate })
				return z.NEVER
			}
			if (iso > maxIso) {
				ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages.underage })
				return z.NEVER
			}
			return iso
		})
}

/**
 * Pot closing date (docs/requirements.md#spec-2-5): a real day from tomorrow to today + 365 days,
 * output as an ISO day. Required ('La date de fin de collecte est obligatoire');
 * a form that treats it as optional should default it with `defaultClosingDate`.
 */
export function closingDateSchema(today: Date) {
	const { min, max } = closingDateBounds(today)
	return requiredString(potMessages.closingDateRequired)
		.trim()
		.min(1, potMessages.closingDateRequired)
		.transform((value, ctx) => {
			const iso = parseDateInput(value)
			if (iso === null) {
				ctx.addIssue({ code: z.ZodIssueCode.custom, message: generic.invalidDate })
				return z.NEVER
			}
			if (iso < min || iso > max) {
				ctx.addIssue({ code: z.ZodIssueCode.custom, message: derivedMessages.closingDateOutOfRange })
				return z.NEVER
			}
			return iso
		})
}
