import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import {
	LoginSchema,
	registrationSchema,
	representativeSchema,
	socialCompletionSchema,
} from './account-schemas.ts'
import { authMessages, derivedMessages } from '../messages.ts'

const today = new Date('2026-11-21T12:00:00+01:00')

const form = (fields: Record<string, string>) => {
	const data = new FormData()
	for (const [k, v] of Object.entries(fields)) data.set(k, v)
	return data
}

const individual = {
	gender: 'male',
	firstname: 'José',
	name: 'Da Silva',
	birth_date: '2008-11-19',
	address_line_1: '2 rue du Port',
	post_code: '29200',
	city: 'Brest',
	country_iso: 'FR',
	email: 'Jose@Exemple.FR',
	password: 'Abcdefg1!',
	password_confirmation: 'Abcdefg1!',
	accept_conditions: 'on',
}

const errorsOf = (fields: Record<string, string>, schema = registrationSchema(today, 'private')) => {
	const submission = parseWithZod(form(fields), { schema })
	return submission.status === 'error' ? (submission.error ?? {}) : {}
}

describe('registration schema (docs/requirements.md#spec-1-5)', () => {
	test('a complete individual registration is valid and normalised', () => {
		const submission = parseWithZod(form(individual), { schema: registrationSchema(today, 'private') })
		expect(submission.status).toBe('success')
		if (submission.status === 'success') {
			expect(submission.value.email).toBe('jose@exemple.fr')
			expect(submission.value.mob_phone).toBeUndefined()
		}
	})

	test('birth date: at most 18 years plus one day before today', () => {
		// 2008-11-20 is 18 years and one day before 2026-11-21: accepted; the day after is not.
		expect(errorsOf({ ...individual, birth_date: '2008-11-20' }).birth_date).toBeUndefined()
		expect(errorsOf({ ...individual, birth_date: '2008-11-21' }).birth_date).toEqual([authMessages.underage])
		expect(errorsOf({ ...individual, birth_date: '30-02-1990' }).birth_date).toEqual(['Date invalide'])
		expect(errorsOf({ ...individual, birth_date: '' }).birth_date).toEqual([authMessages.birthDateRequired])
	})

	test('every required field has its message', () => {
		const errors = errorsOf({})
		expect(errors).toMatchObject({
			firstname: [authMessages.firstNameRequired],
			name: [authMessages.lastNameRequired],
			email: [authMessages.emailRequired],
			password: [authMessages.passwordRequired],
			address_line_1: [authMessages.addressRequired],
			post_code: [authMessages.postalCodeRequired],
			city: [authMessages.cityRequired],
			accept_conditions: [authMessages.termsRequired],
		})
	})

	test('names: letters and spaces, not starting with a hyphen or a space, at least 2 characters', () => {
		expect(errorsOf({ ...individual, firstname: '-Jo' }).firstname).toEqual([
			derivedMessages.firstNameInvalid,
		])
		expect(errorsOf({ ...individual, firstname: 'J' }).firstname).toEqual([derivedMessages.firstNameInvalid])
		expect(errorsOf({ ...individual, firstname: 'R2D2' }).firstname).toEqual([
			derivedMessages.firstNameInvalid,
		])
		expect(errorsOf({ ...individual, firstname: 'Marie-Hélène' }).firstname).toBeUndefined()
	})

	test('email pattern, phone format and French postal code', () => {
		expect(errorsOf({ ...individual, email: 'jose@' }).email).toEqual([authMessages.emailInvalid])
		expect(errorsOf({ ...individual, mob_phone: '12' }).mob_phone).toEqual([derivedMessages.phoneInvalid])
		expect(errorsOf({ ...individual, post_code: '2920' }).post_code).toEqual([
			derivedMessages.postalCodeInvalid,
		])
	})

	test('a company also needs its name, a SIREN passing the Luhn check, a legal form and its representative', () => {
		const schema = registrationSchema(today, 'enterprise')
		expect(errorsOf(individual, schema)).toMatchObject({
			enterprise_name: [derivedMessages.companyNameRequired],
			siren: [derivedMessages.sirenRequired],
			legal_form: [derivedMessages.legalFormRequired],
			rep_firstname: [authMessages.representativeFirstNameRequired],
			rep_name: [derivedMessages.representativeLastNameRequired],
		})
		const company = {
			...individual,
			enterprise_name: 'Acme',
			legal_form: 'SAS',
			rep_gender: 'female',
			rep_firstname: 'Anne',
			rep_name: 'Roy',
		}
		expect(errorsOf({ ...company, siren: '812345670' }, schema).siren).toEqual([derivedMessages.sirenInvalid])
		expect(parseWithZod(form({ ...company, siren: '812 345 676' }), { schema }).status).toBe('success')
	})
})

describe('other account forms', () => {
	test('login needs an e-mail and a password', () => {
		const submission = parseWithZod(form({}), { schema: LoginSchema })
		expect(submission.status === 'error' && submission.error).toMatchObject({
			email: [authMessages.emailRequired],
			password: [authMessages.passwordRequired],
		})
	})

	test('the representative form: every field has its own message; the representative is 18 or more', () => {
		const submission = parseWithZod(form({ rep_birth_date: '2010-01-01' }), {
			schema: representativeSchema(today),
		})
		const errors = submission.status === 'error' ? submission.error : {}
		expect(errors).toMatchObject({
			rep_firstname: [authMessages.representativeFirstNameRequired],
			rep_email: [derivedMessages.representativeEmailRequired],
			rep_birth_date: [derivedMessages.representativeUnderage],
			rep_city: [derivedMessages.representativeCityRequired],
			address_line_1: [derivedMessages.companyAddressRequired],
		})
	})

	test('the social completion requires the terms and an adult', () => {
		const submission = parseWithZod(
			form({ ...individual, accept_conditions: '', birth_date: '2010-05-05' }),
			{
				schema: socialCompletionSchema(today),
			},
		)
		const errors = submission.status === 'error' ? submission.error : {}
		expect(errors?.accept_conditions).toEqual([authMessages.termsRequired])
		expect(errors?.birth_date).toEqual([authMessages.underage])
	})
})
