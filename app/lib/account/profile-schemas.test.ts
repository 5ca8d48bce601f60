import { describe, expect, test } from 'vitest'
import { logoFileProblem } from '../crop.ts'
import { authMessages, derivedMessages, potMessages, profileMessages } from '../messages.ts'
import { companySchema, credentialsSchema, privateAccountSchema, safeReturnPath } from './profile-schemas.ts'

const today = new Date('2024-06-15T10:00:00Z')
const errorsOf = (result: {
	success: boolean
	error?: { issues: { path: (string | number)[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('private account', () => {
	const valid = {
		gender: 'male',
		firstname: 'Paul',
		name: 'Durand',
		birth_date: '15-06-2006',
		address_line_1: '1 rue de la Paix',
		post_code: '75002',
		city: 'Paris',
		country_iso: 'FR',
	}
	test('profile pages allow exactly today minus 18 years (docs/requirements.md#spec-1-9); the phone is optional', () => {
		expect(privateAccountSchema(today).safeParse(valid).success).toBe(true)
		expect(errorsOf(privateAccountSchema(today).safeParse({ ...valid, birth_date: '16-06-2006' }))).toEqual({
			birth_date: authMessages.underage,
		})
	})
	test('required fields keep the spec wording', () => {
		const errors = errorsOf(privateAccountSchema(today).safeParse({ ...valid, city: '', address_line_1: '' }))
		expect(errors).toEqual({
			city: authMessages.cityRequired,
			address_line_1: authMessages.addressRequired,
		})
	})
})

describe('company', () => {
	const valid = {
		enterprise_name: 'Atelier',
		siren: '732 829 320',
		legal_form: 'SAS',
		address_line_1: '1 quai',
		post_code: '44000',
		city: 'Nantes',
		country_iso: 'FR',
		rep_firstname: 'Anne',
		rep_name: 'Roy',
		rep_birth_date: '2006-06-15',
	}
	test('SIREN by Luhn, representative at least 18', () => {
		expect(companySchema(today).safeParse(valid).data?.siren).toBe('732829320')
		expect(errorsOf(companySchema(today).safeParse({ ...valid, siren: '732829321' }))).toEqual({
			siren: derivedMessages.sirenInvalid,
		})
		expect(errorsOf(companySchema(today).safeParse({ ...valid, rep_birth_date: '2006-06-16' }))).toEqual({
			rep_birth_date: derivedMessages.representativeUnderage,
		})
	})
})

describe('credentials', () => {
	const schema = credentialsSchema({ email: 'a@exemple.fr', hasPassword: true })
	test('nothing typed but the same e-mail is valid (nothing to change)', () => {
		expect(schema.safeParse({ email: 'A@exemple.fr' }).success).toBe(true)
	})
	test("a confirmation that differs: 'Mot de passes non identiques'", () => {
		const result = schema.safeParse({
			email: 'a@exemple.fr',
			password: 'Abcdef1!x',
			password_confirmation: 'Abcdef1!y',
			current_password: 'x',
		})
		expect(errorsOf(result)).toEqual({ password_confirmation: profileMessages.passwordsDoNotMatch })
	})
	test('a new password or e-mail needs the current password, unless the account has none', () => {
		expect(errorsOf(schema.safeParse({ email: 'b@exemple.fr' }))).toEqual({
			current_password: derivedMessages.currentPasswordRequired,
		})
		const social = credentialsSchema({ email: 'a@exemple.fr', hasPassword: false })
		expect(social.safeParse({ email: 'b@exemple.fr' }).success).toBe(true)
	})
	test('a weak new password is refused', () => {
		const weak = {
			email: 'a@exemple.fr',
			password: 'abc',
			password_confirmation: 'abc',
			current_password: 'x',
		}
		expect(errorsOf(schema.safeParse(weak))).toEqual({ password: derivedMessages.passwordTooWeak })
	})
})

test('logo files: gif and pdf accepted (a typeless .pdf too), 2 Mo at most', () => {
	expect(logoFileProblem({ type: 'image/gif', size: 1000 })).toBeNull()
	expect(logoFileProblem({ type: 'application/pdf', size: 1000 })).toBeNull()
	expect(logoFileProblem({ type: '', size: 1000, name: 'Logo.PDF' })).toBeNull()
	expect(logoFileProblem({ type: '', size: 1000, name: 'logo.svg' })).toBe(derivedMessages.logoTypeInvalid)
	expect(logoFileProblem({ type: 'application/pdf', size: 3 * 1024 * 1024 })).toBe(potMessages.imageTooLarge)
	expect(logoFileProblem({ type: 'image/webp', size: 1000 })).toBe(derivedMessages.logoTypeInvalid)
	expect(logoFileProblem({ type: 'image/png', size: 3 * 1024 * 1024 })).toBe(potMessages.imageTooLarge)
})

test('only paths of this site are returned to', () => {
	expect(safeReturnPath('/participate/1/payment?amount=100')).toBe('/participate/1/payment?amount=100')
	expect(safeReturnPath('//evil.example')).toBeNull()
	expect(safeReturnPath('https://evil.example')).toBeNull()
	expect(safeReturnPath(null)).toBeNull()
})
