import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { maxBirthDateRegistration } from './dates.ts'
import {
	birthDateSchema,
	closingDateSchema,
	emailSchema,
	firstNameSchema,
	forgotPasswordEmailSchema,
	isValidEmail,
	isValidPostalCode,
	isValidSiren,
	lastNameSchema,
	nameSchema,
	normalizePhone,
	passwordConfirmationRefinement,
	passwordConfirmationSchema,
	passwordSchema,
	phoneSchema,
	postalCodeRefinement,
	postalCodeSchema,
	sirenSchema,
} from './validation.ts'
import { authMessages, derivedMessages, potMessages } from './messages.ts'

/** The messages of a failed parse (empty when it succeeded). */
function errorsOf(schema: z.ZodTypeAny, value: unknown): string[] {
	const result = schema.safeParse(value)
	return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('names', () => {
	test.each([
		['Jean', 'Jean'],
		['Zoé', 'Zoé'],
		['Li', 'Li'],
		['Jean-Pierre', 'Jean-Pierre'],
		['Marie Claire', 'Marie Claire'],
		["N'Diaye", "N'Diaye"],
		['N’Diaye', 'N’Diaye'],
		['  Éloïse  ', 'Éloïse'],
		['Cle\u0301ment', 'Clément'], // decomposed é becomes one letter
	])('%j is accepted as %j', (input, output) => {
		expect(firstNameSchema.parse(input)).toBe(output)
	})

	test('100 letters at most (the spec sets no maximum)', () => {
		expect(firstNameSchema.parse('é'.repeat(100))).toBe('é'.repeat(100))
		expect(errorsOf(firstNameSchema, 'é'.repeat(101))).toEqual([derivedMessages.firstNameInvalid])
		expect(errorsOf(lastNameSchema, 'a'.repeat(300))).toEqual([derivedMessages.lastNameInvalid])
	})

	test.each([['-Jean'], ['J'], ['Jean2'], ['Jean!'], ['Jean-'], ["'Jean"], ['Jean_Pierre'], ['@@']])(
		'%j is refused',
		(input) => {
			expect(errorsOf(firstNameSchema, input)).toEqual([derivedMessages.firstNameInvalid])
			expect(errorsOf(lastNameSchema, input)).toEqual([derivedMessages.lastNameInvalid])
		},
	)

	test('required messages, including the undefined an empty form field becomes', () => {
		expect(errorsOf(firstNameSchema, '')).toEqual([authMessages.firstNameRequired])
		expect(errorsOf(firstNameSchema, '   ')).toEqual([authMessages.firstNameRequired])
		expect(errorsOf(firstNameSchema, undefined)).toEqual([authMessages.firstNameRequired])
		expect(errorsOf(lastNameSchema, undefined)).toEqual([authMessages.lastNameRequired])
	})

	test('a name schema with its own messages', () => {
		const representative = nameSchema({ required: 'requis', invalid: 'invalide' })
		expect(errorsOf(representative, '')).toEqual(['requis'])
		expect(errorsOf(representative, '1')).toEqual(['invalide'])
	})
})

describe('email', () => {
	test('trimmed and lower-cased', () => {
		expect(emailSchema.parse('  Jean.Dupont@Exemple.FR ')).toBe('jean.dupont@exemple.fr')
	})

	test('messages', () => {
		expect(errorsOf(emailSchema, '')).toEqual([authMessages.emailRequired])
		expect(errorsOf(emailSchema, undefined)).toEqual([authMessages.emailRequired])
		expect(errorsOf(emailSchema, 'jean@')).toEqual([authMessages.emailInvalid])
		expect(errorsOf(emailSchema, 'jean.exemple.fr')).toEqual([authMessages.emailInvalid])
		expect(errorsOf(forgotPasswordEmailSchema, '')).toEqual([authMessages.forgotPasswordEmailRequired])
		expect(errorsOf(forgotPasswordEmailSchema, 'x')).toEqual([authMessages.forgotPasswordEmailInvalid])
	})

	test('isValidEmail', () => {
		expect(isValidEmail('a.b+c@exemple.fr')).toBe(true)
		expect(isValidEmail(' a@b.co ')).toBe(true)
		expect(isValidEmail('a@b')).toBe(false)
		expect(isValidEmail('a b@c.fr')).toBe(false)
		expect(isValidEmail('')).toBe(false)
	})
})

describe('password', () => {
	test('required, never trimmed', () => {
		expect(errorsOf(passwordSchema, '')).toEqual([authMessages.passwordRequired])
		expect(errorsOf(passwordSchema, undefined)).toEqual([authMessages.passwordRequired])
		expect(passwordSchema.parse(' secret ')).toBe(' secret ')
		expect(errorsOf(passwordConfirmationSchema, '')).toEqual([authMessages.passwordConfirmationInvalid])
	})

	const pair = z
		.object({ password: passwordSchema, password_confirmation: passwordConfirmationSchema })
		.superRefine(passwordConfirmationRefinement())

	test('confirmation must equal the password, reported on the confirmation', () => {
		expect(pair.safeParse({ password: 'Abcdefg1!', password_confirmation: 'Abcdefg1!' }).success).toBe(true)
		const result = pair.safeParse({ password: 'Abcdefg1!', password_confirmation: 'Abcdefg1?' })
		expect(result.success).toBe(false)
		expect(result.error?.issues).toEqual([
			expect.objectContaining({
				path: ['password_confirmation'],
				message: authMessages.passwordConfirmationMismatch,
			}),
		])
	})

	test('custom keys and optional passwords (company profile)', () => {
		const optionalPair = z
			.object({ newPassword: z.string().optional(), confirmation: z.string().optional() })
			.superRefine(passwordConfirmationRefinement('newPassword', 'confirmation'))
		expect(optionalPair.safeParse({}).success).toBe(true)
		expect(optionalPair.safeParse({ newPassword: 'x', confirmation: 'x' }).success).toBe(true)
		const result = optionalPair.safeParse({ newPassword: 'x' })
		expect(result.error?.issues[0]?.path).toEqual(['confirmation'])
	})
})

describe('postal code', () => {
	test('France: exactly 5 digits', () => {
		expect(isValidPostalCode('75011', 'FR')).toBe(true)
		expect(isValidPostalCode('97400', 'fr')).toBe(true)
		expect(isValidPostalCode(' 01000 ', 'FR')).toBe(true)
		expect(isValidPostalCode('7501', 'FR')).toBe(false)
		expect(isValidPostalCode('750111', 'FR')).toBe(false)
		expect(isValidPostalCode('75 011', 'FR')).toBe(false)
		expect(isValidPostalCode('2A004', 'FR')).toBe(false)
	})

	test('other countries: free format within reason', () => {
		expect(isValidPostalCode('1000', 'BE')).toBe(true)
		expect(isValidPostalCode('SW1A 1AA', 'GB')).toBe(true)
		expect(isValidPostalCode('H3Z 2Y7', 'CA')).toBe(true)
		expect(isValidPostalCode('1234-567', 'PT')).toBe(true)
		expect(isValidPostalCode('', 'BE')).toBe(false)
		expect(isValidPostalCode('<script>', 'BE')).toBe(false)
		expect(isValidPostalCode('12345678901', 'DE')).toBe(false)
	})

	const address = z
		.object({ post_code: postalCodeSchema, country_iso: z.string() })
		.superRefine(postalCodeRefinement('post_code', 'country_iso'))

	test('schema and refinement', () => {
		expect(errorsOf(postalCodeSchema, '')).toEqual([authMessages.postalCodeRequired])
		expect(address.parse({ post_code: ' 75011 ', country_iso: 'FR' })).toEqual({
			post_code: '75011',
			country_iso: 'FR',
		})
		expect(address.safeParse({ post_code: '1000', country_iso: 'BE' }).success).toBe(true)
		const result = address.safeParse({ post_code: '1000', country_iso: 'FR' })
		expect(result.error?.issues).toEqual([
			expect.objectContaining({ path: ['post_code'], message: derivedMessages.postalCodeInvalid }),
		])
	})
})

describe('SIREN', () => {
	test.each([['732829320'], ['542051180'], ['356000000'], ['732 829 320'], ['732\u00A0829\u00A0320']])(
		'%j is valid',
		(siren) => {
			expect(isValidSiren(siren)).toBe(true)
		},
	)

	test.each([['732829321'], ['73282932'], ['7328293200'], ['73282932A'], ['000000000'], ['']])(
		'%j is invalid',
		(siren) => {
			expect(isValidSiren(siren)).toBe(false)
		},
	)

	test('every single-digit typo is caught', () => {
		const valid = '732829320'
		for (let position = 0; position < 9; position++) {
			for (let digit = 0; digit <= 9; digit++) {
				const typo = valid.slice(0, position) + String(digit) + valid.slice(position + 1)
				expect(isValidSiren(typo), typo).toBe(typo === valid)
			}
		}
	})

	test('schema outputs the digits only', () => {
		expect(sirenSchema.parse(' 732 829 320 ')).toBe('732829320')
		expect(errorsOf(sirenSchema, '')).toEqual([derivedMessages.sirenRequired])
		expect(errorsOf(sirenSchema, undefined)).toEqual([derivedMessages.sirenRequired])
		expect(errorsOf(sirenSchema, '123456789')).toEqual([derivedMessages.sirenInvalid])
	})
})

describe('phone', () => {
	test.each([
		['0612345678', '+33612345678'],
		['06 12 34 56 78', '+33612345678'],
		['06.12.34.56.78', '+33612345678'],
		['06-12-34-56-78', '+33612345678'],
		['01 23 45 67 89', '+33123456789'],
		['+33 6 12 34 56 78', '+33612345678'],
		['+33 (0)6 12 34 56 78', '+33612345678'],
		['0033 6 12 34 56 78', '+33612345678'],
		['+32 470 12 34 56', '+32470123456'],
	])('%j → %j', (input, output) => {
		expect(normalizePhone(input)).toBe(output)
	})

	test.each([
		['061234567'],
		['06123456789'],
		['0012'],
		['+33 06 12 34 56 78'],
		['+33 0 12 34 56 78'],
		['phone'],
		['+1'],
	])('%j is invalid', (input) => {
		expect(normalizePhone(input)).toBeNull()
	})

	test('optional: empty or missing gives undefined', () => {
		expect(phoneSchema.parse(undefined)).toBeUndefined()
		expect(phoneSchema.parse('')).toBeUndefined()
		expect(phoneSchema.parse('  ')).toBeUndefined()
		expect(phoneSchema.parse('06 12 34 56 78')).toBe('+33612345678')
		expect(errorsOf(phoneSchema, '12')).toEqual([derivedMessages.phoneInvalid])
	})
})

describe('birth date', () => {
	const schema = birthDateSchema(maxBirthDateRegistration(new Date('2024-06-15T10:00:00Z')))

	test('French entry parsed to an ISO day', () => {
		expect(schema.parse('14-06-2006')).toBe('2006-06-14')
		expect(schema.parse('01/01/1980')).toBe('1980-01-01')
		expect(schema.parse('1980-01-01')).toBe('1980-01-01')
	})

	test('messages', () => {
		expect(errorsOf(schema, '')).toEqual([authMessages.birthDateRequired])
		expect(errorsOf(schema, undefined)).toEqual([authMessages.birthDateRequired])
		expect(errorsOf(schema, '31-02-2000')).toEqual(['Date invalide'])
		expect(errorsOf(schema, '15-06-2006')).toEqual([authMessages.underage])
	})

	test('custom messages for the representative', () => {
		const representative = birthDateSchema('2006-06-15', { required: 'requis', underage: 'trop jeune' })
		expect(errorsOf(representative, '')).toEqual(['requis'])
		expect(errorsOf(representative, '16-06-2006')).toEqual(['trop jeune'])
		expect(representative.parse('15-06-2006')).toBe('2006-06-15')
	})
})

describe('closing date', () => {
	const schema = closingDateSchema(new Date('2024-06-15T10:00:00Z'))

	test('from tomorrow to today + 365 days', () => {
		expect(schema.parse('16-06-2024')).toBe('2024-06-16')
		expect(schema.parse('2025-06-15')).toBe('2025-06-15')
		const outOfRange = derivedMessages.closingDateOutOfRange
		expect(errorsOf(schema, '15-06-2024')).toEqual([outOfRange])
		expect(errorsOf(schema, '16-06-2025')).toEqual([outOfRange])
	})

	test('messages', () => {
		expect(errorsOf(schema, '')).toEqual([potMessages.closingDateRequired])
		expect(errorsOf(schema, '31-06-2024')).toEqual(['Date invalide'])
	})
})
