/**
 * One zod schema per account form (docs/requirements.md#spec-1-5), shared by the browser (Conform's live validation) and the
 * server (the action). Field names follow the spec's payloads (firstname, name, birth_date, user_adress…).
 */
import { z } from 'zod'
import { isCountryCode } from '../countries.ts'
import { isAtLeast18, maxBirthDateProfile, maxBirthDateRegistration } from '../dates.ts'
import { authMessages, derivedMessages } from '../messages.ts'
import { passwordStrength } from '../auth/password-strength.ts'
import {
	birthDateSchema,
	emailSchema,
	firstNameSchema,
	forgotPasswordEmailSchema,
	lastNameSchema,
	nameSchema,
	passwordConfirmationRefinement,
	passwordConfirmationSchema,
	passwordSchema,
	phoneSchema,
	postalCodeRefinement,
	sirenSchema,
} from '../validation.ts'

export const LEGAL_FORMS = [
	'SAS',
	'SASU',
	'SARL',
	'EURL',
	'SA',
	'SNC',
	'SCOP',
	'EI',
	'Association',
	'Autre',
] as const

export const required = (message: string) =>
	z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message)

export const gender = (message = derivedMessages.genderRequired) =>
	z.enum(['female', 'male'], { errorMap: () => ({ message }) })

export const country = (message: string) => required(message).refine(isCountryCode, message)

const acceptTerms = z
	.string({ required_error: authMessages.termsRequired })
	.refine((value) => value === 'on' || value === 'true', authMessages.termsRequired)

/** A new password must reach the meter's maximum score (docs/requirements.md#spec-1-4: "valid only at the maximum score"). */
export const newPassword = passwordSchema.refine(
	(value) => passwordStrength(value).valid,
	derivedMessages.passwordTooWeak,
)

export const LoginSchema = z.object({ email: emailSchema, password: passwordSchema })

const personFields = (today: Date) => ({
	gender: gender(),
	firstname: firstNameSchema,
	name: lastNameSchema,
	birth_date: birthDateSchema(maxBirthDateRegistration(today)),
	address_line_1: required(authMessages.addressRequired),
	post_code: required(authMessages.postalCodeRequired),
	city: required(authMessages.cityRequired),
	country_iso: country(derivedMessages.countryRequired),
	mob_phone: phoneSchema,
	email: emailSchema,
})

const companyFields = {
	enterprise_name: required(derivedMessages.companyNameRequired),
	siren: sirenSchema,
	legal_form: z.enum(LEGAL_FORMS, { errorMap: () => ({ message: derivedMessages.legalFormRequired }) }),
	rep_gender: gender(),
	rep_firstname: nameSchema({
		required: authMessages.representativeFirstNameRequired,
		invalid: derivedMessages.representativeFirstNameInvalid,
	}),
	rep_name: nameSchema({
		required: derivedMessages.representativeLastNameRequired,
		invalid: derivedMessages.representativeLastNameInvalid,
	}),
}

/** Registration, individual or company (docs/requirements.md#spec-1-2 and docs/requirements.md#spec-1-5). The birth date rule depends on today. */
function registrationObject(today: Date) {
	return z.object({
		...personFields(today),
		password: newPassword,
		password_confirmation: passwordConfirmationSchema,
		accept_conditions: acceptTerms,
	})
}

export function registrationSchema(today: Date, accountType: 'private' | 'enterprise') {
	const base = registrationObject(today)
	const schema = accountType === 'enterprise' ? base.extend(companyFields) : base
	return schema
		.superRefine(passwordConfirmationRefinement())
		.superRefine(postalCodeRefinement('post_code', 'country_iso'))
}
/** What the registration form holds (the company fields only for a company). */
export type RegistrationInput = z.input<ReturnType<typeof registrationObject>> &
	Partial<z.input<z.ZodObject<typeof companyFields>>>
export type RegistrationValues = z.output<ReturnType<typeof registrationSchema>> &
	Partial<z.output<z.ZodObject<typeof companyFields>>>

/** Social sign-up completion (docs/requirements.md#spec-1-5 "Social completion"). */
export function socialCompletionSchema(today: Date) {
	const { gender: _gender, mob_phone: _phone, ...fields } = personFields(today)
	return z
		.object({ ...fields, gender: gender().optional(), accept_conditions: acceptTerms })
		.superRefine(postalCodeRefinement('post_code', 'country_iso'))
}
export type SocialCompletionInput = z.input<ReturnType<typeof socialCompletionSchema>>
export type SocialCompletionValues = z.output<ReturnType<typeof socialCompletionSchema>>

/** Legal representative completion (docs/requirements.md#spec-1-2): every field required, with its own message. */
export function representativeSchema(today: Date) {
	return z
		.object({
			rep_name: nameSchema({
				required: derivedMessages.representativeLastNameRequired,
				invalid: derivedMessages.representativeLastNameInvalid,
			}),
			rep_firstname: nameSchema({
				required: authMessages.representativeFirstNameRequired,
				invalid: derivedMessages.representativeFirstNameInvalid,
			}),
			rep_email: required(derivedMessages.representativeEmailRequired).pipe(emailSchema),
			// The date picker stops at today minus 18 years; the server's age check answers 'Invalid birth date'.
			rep_birth_date: birthDateSchema(maxBirthDateProfile(today), {
				required: derivedMessages.representativeBirthDateRequired,
				underage: derivedMessages.representativeUnderage,
			}),
			rep_address_line_1: required(derivedMessages.representativeAddressRequired),
			rep_post_code: required(derivedMessages.representativePostalCodeRequired),
			rep_city: required(derivedMessages.representativeCityRequired),
			rep_country_iso: country(derivedMessages.representativeCountryRequired),
			address_line_1: required(derivedMessages.companyAddressRequired),
			post_code: required(derivedMessages.companyPostalCodeRequired),
			city: required(derivedMessages.companyCityRequired),
			country_iso: country(derivedMessages.companyCountryRequired),
		})
		.superRefine(postalCodeRefinement('rep_post_code', 'rep_country_iso'))
		.superRefine(postalCodeRefinement('post_code', 'country_iso'))
}
export type RepresentativeValues = z.output<ReturnType<typeof representativeSchema>>

export const ForgotPasswordSchema = z.object({ email: forgotPasswordEmailSchema })

export const ResetPasswordSchema = z
	.object({
		token: required(derivedMessages.resetLinkInvalid),
		password: newPassword,
		password_confirmation: passwordConfirmationSchema,
	})
	.superRefine(passwordConfirmationRefinement())

/** The server's own birth date check (docs/requirements.md#spec-1-5): a real adult, born after 1900. */
export function isPlausibleBirthDate(iso: string, today: Date) {
	return iso >= '1900-01-01' && isAtLeast18(iso, today)
}
