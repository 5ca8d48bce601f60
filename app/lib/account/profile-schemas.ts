/**
 * The profile pages' forms (docs/requirements.md#spec-1-2-private-profile "Private profile", "Company profile", §5), shared by the browser
 * (Conform's live validation) and the server. Built from the registration's field rules, with the profile
 * pages' own birth date limit: today minus 18 years (docs/requirements.md#spec-1-9).
 */
import { z } from 'zod'
import { country, gender, LEGAL_FORMS, required } from './account-schemas.ts'
import { maxBirthDateProfile } from '../dates.ts'
import { authMessages, derivedMessages, profileMessages } from '../messages.ts'
import { passwordStrength } from '../auth/password-strength.ts'
import { safeRedirect } from '../safe-redirect.ts'
import {
	birthDateSchema,
	emailSchema,
	firstNameSchema,
	lastNameSchema,
	nameSchema,
	phoneSchema,
	postalCodeRefinement,
	sirenSchema,
} from '../validation.ts'

/** Private profile, account form: every field required but the phone. */
export function privateAccountSchema(today: Date) {
	return z
		.object({
			gender: gender(),
			firstname: firstNameSchema,
			name: lastNameSchema,
			mob_phone: phoneSchema,
			birth_date: birthDateSchema(maxBirthDateProfile(today)),
			address_line_1: required(authMessages.addressRequired),
			post_code: required(authMessages.postalCodeRequired),
			city: required(authMessages.cityRequired),
			country_iso: country(derivedMessages.countryRequired),
		})
		.superRefine(postalCodeRefinement('post_code', 'country_iso'))
}
export type PrivateAccountValues = z.output<ReturnType<typeof privateAccountSchema>>

/** Company profile, account form: the person who holds the account. */
export const companyAccountSchema = z.object({
	gender: gender(),
	firstname: firstNameSchema,
	name: lastNameSchema,
	mob_phone: phoneSchema,
})
export type CompanyAccountValues = z.output<typeof companyAccountSchema>

/** Company profile, company form (the e-mail is shown read-only and never posted). */
export function companySchema(today: Date) {
	return z
		.object({
			enterprise_name: required(derivedMessages.companyNameRequired),
			siren: sirenSchema,
			legal_form: z.enum(LEGAL_FORMS, { errorMap: () => ({ message: derivedMessages.legalFormRequired }) }),
			address_line_1: required(derivedMessages.companyAddressRequired),
			post_code: required(derivedMessages.companyPostalCodeRequired),
			city: required(derivedMessages.companyCityRequired),
			country_iso: country(derivedMessages.companyCountryRequired),
			rep_firstname: nameSchema({
				required: authMessages.representativeFirstNameRequired,
				invalid: derivedMessages.representativeFirstNameInvalid,
			}),
			rep_name: nameSchema({
				required: derivedMessages.representativeLastNameRequired,
				invalid: derivedMessages.representativeLastNameInvalid,
			}),
			rep_birth_date: birthDateSchema(maxBirthDateProfile(today), {
				required: derivedMessages.representativeBirthDateRequired,
				underage: derivedMessages.representativeUnderage,
			}),
		})
		.superRefine(postalCodeRefinement('post_code', 'country_iso'))
}
export type CompanyValues = z.output<ReturnType<typeof companySchema>>

/**
 * The e-mail and password form. The password is optional; given, it must equal its confirmation ('Mot de
 * passes non identiques') and reach the meter's maximum. Changing either needs the current password, unless
 * the account has none (a Facebook sign-up choosing its first password).
 */
export function credentialsSchema(account: { email: string; hasPassword: boolean }) {
	const optional = z
		.string()
		.optional()
		.transform((value) => value ?? '')
	return z
		.object({
			email: emailSchema,
			password: optional,
			password_confirmation: optional,
			current_password: optional,
		})
		.superRefine((data, ctx) => {
			const issue = (path: string, message: string) =>
				ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
			if (data.password !== data.password_confirmation)
				issue('password_confirmation', profileMessages.passwordsDoNotMatch)
			else if (data.password && !passwordStrength(data.password).valid)
				issue('password', derivedMessages.passwordTooWeak)
			const changes = Boolean(data.password) || data.email !== account.email.toLowerCase()
			if (changes && account.hasPassword && !data.current_password)
				issue('current_password', derivedMessages.currentPasswordRequired)
		})
}
export type CredentialsValues = z.output<ReturnType<typeof credentialsSchema>>

/** A path of this site the profile may send the visitor back to (the payment page), or null. */
export function safeReturnPath(value: string | null | undefined) {
	return safeRedirect(value, null)
}

/** What the profile pages show: the forms' current values, by the names they post. */
export type ProfileView = {
	email: string
	hasPassword: boolean
	account: {
		gender: string
		firstname: string
		name: string
		mob_phone: string
		birth_date: string
		address_line_1: string
		post_code: string
		city: string
		country_iso: string
	}
	company: {
		enterprise_name: string
		siren: string
		legal_form: string
		address_line_1: string
		post_code: string
		city: string
		country_iso: string
		rep_firstname: string
		rep_name: string
		rep_birth_date: string
		logoUrl: string | null
	} | null
}
