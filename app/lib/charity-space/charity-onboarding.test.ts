import { parseWithZod } from '@conform-to/zod'
import { describe, expect, test } from 'vitest'
import {
	canUploadKyc,
	identitySchema,
	isNationalityCode,
	isValidRna,
	isValidSiren,
	kycFileSizeError,
	kycProgressOf,
	legalIdError,
	onboardingSteps,
	refusalReasonLabel,
	representativeSchema,
	bankAccountSchema,
} from './charity-onboarding.ts'
import { generic, paymentMessages } from '../messages.ts'
import { onboardingMessages as m } from './onboarding-messages.ts'

const today = new Date('2026-11-25T10:00:00Z')

function form(values: Record<string, string>) {
	const data = new FormData()
	for (const [key, value] of Object.entries(values)) data.set(key, value)
	return data
}

function errorsOf(values: Record<string, string>, schema: Parameters<typeof parseWithZod>[1]['schema']) {
	const result = parseWithZod(form(values), { schema }).reply()
	return result.error ?? {}
}

describe('legal identifiers', () => {
	test('a SIREN is 9 digits with a valid Luhn key', () => {
		expect(isValidSiren('732829320')).toBe(true)
		expect(isValidSiren('732 829 320')).toBe(true)
		expect(isValidSiren('732829321')).toBe(false)
		expect(isValidSiren('73282932')).toBe(false)
		expect(isValidSiren('000000000')).toBe(false)
	})
	test('an RNA number is W then 9 digits', () => {
		expect(isValidRna('W751234567')).toBe(true)
		expect(isValidRna('w75 123 4567')).toBe(true)
		expect(isValidRna('W75123456')).toBe(false)
		expect(isValidRna('X751234567')).toBe(false)
		expect(isValidRna('W75123456A')).toBe(false)
	})
	test('the message depends on the type chosen', () => {
		expect(legalIdError('SIREN', '')).toBe(m.legalIdRequired)
		expect(legalIdError('SIREN', '732829321')).toBe(m.sirenInvalid)
		expect(legalIdError('SIREN', 'W751234567')).toBe(m.sirenInvalid)
		expect(legalIdError('RNA', '732829320')).toBe(m.rnaInvalid)
		expect(legalIdError('RNA', 'W751234567')).toBeNull()
	})
	test('a nationality is an ISO 3166 alpha-2 code', () => {
		expect(isNationalityCode('FR')).toBe(true)
		expect(isNationalityCode('fr')).toBe(false)
		expect(isNationalityCode('XX')).toBe(false)
		expect(isNationalityCode('FRA')).toBe(false)
	})
})

const identity = {
	legal_name: 'Les Amis du Quartier',
	legal_form: 'ASSOCIATION_1901',
	legal_id_type: 'RNA',
	legal_id: 'W751234567',
	legal_category: 'GENERAL_INTEREST',
	address_line_1: '1 rue de la Paix',
	post_code: '75002',
	city: 'Paris',
	country_iso: 'FR',
}

describe('identity step', () => {
	const schema = identitySchema(today)
	test('a complete identity passes; the decree date is dropped unless public utility', () => {
		const result = parseWithZod(form({ ...identity, decree_date: '01/01/2000' }), { schema })
		expect(result.status).toBe('success')
		if (result.status === 'success') expect(result.value.decree_date).toBeNull()
	})
	test('every field is required, in French', () => {
		const errors = errorsOf({}, schema)
		expect(errors.legal_name).toEqual([m.legalNameRequired])
		expect(errors.legal_form).toEqual([m.legalFormRequired])
		expect(errors.legal_category).toEqual([m.legalCategoryRequired])
		expect(errors.country_iso).toEqual([m.headOfficeCountryRequired])
	})
	test('the id is checked against its type, the post code against the country', () => {
		expect(errorsOf({ ...identity, legal_id: '732829320' }, schema).legal_id).toEqual([m.rnaInvalid])
		expect(errorsOf({ ...identity, post_code: '7500' }, schema).post_code).toHaveLength(1)
	})
	test('public utility needs a past decree date', () => {
		const pu = { ...identity, legal_category: 'PUBLIC_UTILITY' }
		expect(errorsOf(pu, schema).decree_date).toEqual([m.decreeDateRequired])
		expect(errorsOf({ ...pu, decree_date: '31/02/2001' }, schema).decree_date).toEqual([generic.invalidDate])
		expect(errorsOf({ ...pu, decree_date: '2027-01-01' }, schema).decree_date).toEqual([m.decreeDateInFuture])
		const ok = parseWithZod(form({ ...pu, decree_date: '14/07/1990' }), { schema })
		expect(ok.status === 'success' && ok.value.decree_date).toBe('1990-07-14')
	})
})

describe('representative step', () => {
	const schema = representativeSchema(today)
	const rep = {
		first_name: 'Jeanne',
		last_name: 'Dupont',
		birth_date: '12/03/1970',
		nationality_iso: 'FR',
		address_line_1: '3 rue Haute',
		post_code: '69001',
		city: 'Lyon',
		country_iso: 'FR',
	}
	test('an adult with a nationality passes', () => {
		const result = parseWithZod(form(rep), { schema })
		expect(result.status === 'success' && result.value.birth_date).toBe('1970-03-12')
	})
	test('a minor, a future date, an unknown nationality are refused', () => {
		expect(errorsOf({ ...rep, birth_date: '01/01/2015' }, schema).birth_date).toEqual([
			m.representativeUnderage,
		])
		expect(errorsOf({ ...rep, birth_date: '01/01/2030' }, schema).birth_date).toEqual([generic.invalidDate])
		expect(errorsOf({ ...rep, nationality_iso: 'ZZ' }, schema).nationality_iso).toEqual([
			m.representativeNationalityRequired,
		])
	})
})

describe('bank account step', () => {
	const account = {
		holder_name: 'Les Amis du Quartier',
		iban: 'FR76 3000 6000 0112 3456 7890 189',
		address_line_1: '1 rue de la Paix',
		post_code: '75002',
		city: 'Paris',
		country_iso: 'FR',
	}
	test('a valid IBAN passes, the BIC is optional', () => {
		expect(parseWithZod(form(account), { schema: bankAccountSchema }).status).toBe('success')
	})
	test('a wrong IBAN or BIC is refused', () => {
		const errors = errorsOf(
			{ ...account, iban: 'FR76 3000 6000 0112 3456 7890 180', bic: 'XX' },
			bankAccountSchema,
		)
		expect(errors.iban).toEqual([paymentMessages.ibanInvalid])
		expect(errors.bic).toEqual([paymentMessages.bicInvalid])
		expect(errorsOf({ ...account, iban: '' }, bankAccountSchema).iban).toEqual([paymentMessages.ibanRequired])
	})
})

describe('progress', () => {
	test('a document follows its latest upload; a new upload only when missing or refused', () => {
		expect(kycProgressOf(undefined)).toBe('missing')
		expect(kycProgressOf('PENDING')).toBe('missing')
		expect(kycProgressOf('VALIDATION_ASKED')).toBe('pending')
		expect(kycProgressOf('VALIDATED')).toBe('validated')
		expect(kycProgressOf('REFUSED')).toBe('refused')
		expect(canUploadKyc('refused')).toBe(true)
		expect(canUploadKyc('pending')).toBe(false)
		expect(canUploadKyc('validated')).toBe(false)
	})
	test('the documents step is done when the required documents are validated (not the optional one)', () => {
		const state = {
			identityDone: true,
			representativeDone: false,
			documents: {
				REGISTRATION_PROOF: 'validated',
				ARTICLES_OF_ASSOCIATION: 'validated',
				IDENTITY_PROOF: 'refused',
				SHAREHOLDER_DECLARATION: 'missing',
			} as const,
			bankAccount: true,
		}
		expect(onboardingSteps(state).map((s) => s.done)).toEqual([true, false, false, true])
		const all = { ...state, documents: { ...state.documents, IDENTITY_PROOF: 'validated' as const } }
		expect(onboardingSteps(all)[2]?.done).toBe(true)
		const reviewed = { ...state, documents: { ...state.documents, IDENTITY_PROOF: 'pending' as const } }
		expect(onboardingSteps(reviewed)[2]).toMatchObject({ done: false, waiting: true })
		expect(onboardingSteps(state)[2]).toMatchObject({ done: false, waiting: false })
	})
	test('files under the provider’s minimum size are refused', () => {
		expect(kycFileSizeError('IDENTITY_PROOF', 32 * 1024 - 1)).toBe(m.identityFileTooSmall)
		expect(kycFileSizeError('IDENTITY_PROOF', 32 * 1024)).toBeNull()
		expect(kycFileSizeError('ARTICLES_OF_ASSOCIATION', 1023)).toBe(m.fileTooSmall)
		expect(kycFileSizeError('ARTICLES_OF_ASSOCIATION', 1024)).toBeNull()
	})
	test('refusal reasons read in French', () => {
		expect(refusalReasonLabel('DOCUMENT_UNREADABLE')).toBe('le document est illisible')
		expect(refusalReasonLabel('SOMETHING_NEW')).toBe('le document n’a pas pu être validé')
		expect(refusalReasonLabel(null)).toBe('le document n’a pas pu être validé')
	})
})
