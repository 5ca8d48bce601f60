import { describe, expect, test } from 'vitest'
import { authMessages, derivedMessages, generic, paymentMessages } from '../messages.ts'
import {
	bicError,
	cardFieldErrors,
	formatCardNumberInput,
	ibanError,
	mandateFormSchema,
	maskIban,
	monthlyFormSchema,
	normalizeBic,
	normalizeCardNumber,
	normalizeExpiry,
	normalizeIban,
	quickIdentitySchema,
	vaultErrorMessage,
} from './payment-fields.ts'

/** 15 March 2026, midday in Paris. */
const NOW = new Date('2026-03-15T11:00:00Z')
const GOOD_CARD = { cardNumber: '4970107111111119', cardExpirationDate: '1230', cardCvx: '123' }
const SANDBOX_IBAN = 'FR7630004000031234567890143'

function fieldErrors(result: {
	success: boolean
	error?: { flatten(): { fieldErrors: Record<string, string[] | undefined> } }
}) {
	return result.success ? {} : (result.error?.flatten().fieldErrors ?? {})
}

describe('card number input', () => {
	test('normalizeCardNumber keeps digits only', () => {
		expect(normalizeCardNumber(' 4970 1071-1111 1119 ')).toBe('4970107111111119')
		expect(normalizeCardNumber('abc')).toBe('')
	})

	test('formatCardNumberInput groups by 4, at most 16 digits', () => {
		expect(formatCardNumberInput('4970107111111119')).toBe('4970 1071 1111 1119')
		expect(formatCardNumberInput('49701071111111199999')).toBe('4970 1071 1111 1119')
		expect(formatCardNumberInput('4970 1')).toBe('4970 1')
		expect(formatCardNumberInput('4970')).toBe('4970')
		expect(formatCardNumberInput('49a7-0x1')).toBe('4970 1')
		expect(formatCardNumberInput('')).toBe('')
	})
})

describe('normalizeExpiry', () => {
	test.each([
		['1230', '1230'],
		['12/2030', '1230'],
		['122030', '1230'],
		['12/30', '1230'],
		['1/30', '0130'],
		['01 / 2031', '0131'],
		['12a3', '123'],
		['12345', '1234'],
		['', ''],
	])('%j → %j', (text, expected) => {
		expect(normalizeExpiry(text)).toBe(expected)
	})
})

describe('cardFieldErrors', () => {
	test.each(['4970107111111119', '4970105181818183', '4970 1051 8181 8183'])(
		'test card %s is valid',
		(cardNumber) => {
			expect(cardFieldErrors({ ...GOOD_CARD, cardNumber }, NOW)).toEqual({})
		},
	)

	test('empty fields are required', () => {
		expect(cardFieldErrors({ cardNumber: ' ', cardExpirationDate: '', cardCvx: '' }, NOW)).toEqual({
			cardNumber: generic.fieldRequired,
			cardExpirationDate: generic.fieldRequired,
			cardCvx: generic.fieldRequired,
		})
		expect(generic.fieldRequired).toBe(generic.fieldRequired)
	})

	test.each([
		['4970107111111118', 'wrong Luhn'],
		['497010711111119', '15 digits'],
		['49701071111111190', '17 digits'],
		['4970-1071-1111-1119', 'hyphens'],
		['4970x07111111119', 'a letter'],
	])('%s is refused (%s)', (cardNumber) => {
		expect(cardFieldErrors({ ...GOOD_CARD, cardNumber }, NOW)).toEqual({
			cardNumber: paymentMessages.cardNumberInvalid,
		})
	})

	test.each([
		['0326', true, 'the current month'],
		['0426', true, 'next month'],
		['1230', true, 'a later year'],
		['0345', true, '19 years ahead'],
		['0226', false, 'last month (expired)'],
		['1225', false, 'last year'],
		['0445', false, 'beyond 19 years'],
		['1330', false, 'month 13'],
		['0030', false, 'month 00'],
		['123', false, '3 digits'],
		['12/30', false, 'not normalised'],
		['122030', false, '6 digits'],
	])('expiry %s valid=%s (%s)', (cardExpirationDate, valid) => {
		const errors = cardFieldErrors({ ...GOOD_CARD, cardExpirationDate }, NOW)
		expect(errors).toEqual(valid ? {} : { cardExpirationDate: paymentMessages.cardExpiryInvalid })
	})

	test('a "12/2030" entry is valid once normalised', () => {
		expect(cardFieldErrors({ ...GOOD_CARD, cardExpirationDate: normalizeExpiry('12/2030') }, NOW)).toEqual({})
	})

	test('the current month is the Paris month', () => {
		// 31 March 2026 at 22:30 UTC is already 1 April in Paris: a card ending 03/26 has expired.
		const parisApril = new Date('2026-03-31T22:30:00Z')
		expect(cardFieldErrors({ ...GOOD_CARD, cardExpirationDate: '0326' }, parisApril)).toEqual({
			cardExpirationDate: paymentMessages.cardExpiryInvalid,
		})
	})

	test.each([
		['123', true],
		['12', false],
		['1234', false],
		['12a', false],
	])('CVC %s valid=%s', (cardCvx, valid) => {
		expect(cardFieldErrors({ ...GOOD_CARD, cardCvx }, NOW)).toEqual(
			valid ? {} : { cardCvx: paymentMessages.cvcInvalid },
		)
	})

	test('the default clock is now', () => {
		expect(cardFieldErrors({ ...GOOD_CARD, cardExpirationDate: '0120' })).toEqual({
			cardExpirationDate: paymentMessages.cardExpiryInvalid,
		})
	})
})

describe('vaultErrorMessage', () => {
	test.each([
		['02625', 'cardNumber', paymentMessages.cardNumberInvalid],
		['02626', 'cardExpirationDate', paymentMessages.cardExpiryInvalid],
		['02627', 'cardCvx', paymentMessages.cvcInvalid],
		[' 02625 ', 'cardNumber', paymentMessages.cardNumberInvalid],
		['105202', 'cardNumber', paymentMessages.cardNumberInvalid],
		['105203', 'cardExpirationDate', paymentMessages.cardExpiryInvalid],
		['105204', 'cardCvx', paymentMessages.cvcInvalid],
	])('%s → %s', (code, field, message) => {
		expect(vaultErrorMessage(code)).toEqual({ field, message })
	})

	test.each(['09101', '02101', '', null, undefined])('%j → the provider message, no field', (code) => {
		expect(vaultErrorMessage(code)).toEqual({
			field: null,
			message: paymentMessages.cardPreregistrationFailed,
		})
	})
})

describe('IBAN', () => {
	test('normalizeIban upper-cases and removes non-alphanumerics', () => {
		expect(normalizeIban(' fr76 3000-4000.0312 3456 7890 143 ')).toBe(SANDBOX_IBAN)
	})

	test.each([
		[SANDBOX_IBAN, 'the sandbox IBAN (FR, 27)'],
		['fr76 3000 4000 0312 3456 7890 143', 'lower case with spaces'],
		['FR7618829754160173622224154', 'FR, 27'],
		['DE89370400440532013000', 'DE, 22'],
		['GB82WEST12345698765432', 'GB, 22'],
		['BE68539007547034', 'BE, 16'],
	])('%s is valid (%s)', (iban) => {
		expect(ibanError(iban)).toBeNull()
	})

	test.each([
		['FR763000400003123456789014', 'FR with 26 characters'],
		['FR76300040000312345678901430', 'FR with 28 characters'],
		['DE8937040044053201300', 'DE with 21 characters'],
		['GB82WEST1234569876543', 'GB with 21 characters'],
		['BE6853900754703', 'BE with 15 characters'],
		['FR7730004000031234567890143', 'wrong mod 97'],
		['GB83WEST12345698765432', 'wrong mod 97'],
		['XX7630004000031234567890143', 'unknown country'],
		['not an iban', 'text'],
	])('%s is invalid (%s)', (iban) => {
		expect(ibanError(iban)).toBe(paymentMessages.ibanInvalid)
	})

	test.each(['', '  ', ' - '])('%j is required', (iban) => {
		expect(ibanError(iban)).toBe(paymentMessages.ibanRequired)
	})

	test('maskIban keeps the country, check digits and last 4', () => {
		expect(maskIban(SANDBOX_IBAN)).toBe('FR76 **** **** **** **** ***0 143')
		expect(maskIban('be68 5390 0754 7034')).toBe('BE68 **** **** 7034')
		expect(maskIban('FR76')).toBe('FR76')
	})
})

describe('BIC', () => {
	test('normalizeBic', () => {
		expect(normalizeBic(' bnpa-fr pp ')).toBe('BNPAFRPP')
	})

	test.each(['BNPAFRPP', 'bnpa frpp', 'CMBRFR2BARK', 'BNPAFRPPXXX'])('%s is valid', (bic) => {
		expect(bicError(bic)).toBeNull()
	})

	test.each(['BNPAFRP', 'BNPAXXPP', 'BNPAFRPPXX', '1234FRPP'])('%s is invalid', (bic) => {
		expect(bicError(bic)).toBe(paymentMessages.bicInvalid)
	})

	test('empty is required', () => {
		expect(bicError(' ')).toBe(paymentMessages.bicRequired)
	})
})

const MANDATE = {
	bank_account_holder: ' Marie Dupont ',
	bank_account_address_line_1: '12 rue de la Paix',
	bank_account_postal_code: '75002',
	bank_account_city: 'Paris',
	iban: 'fr76 3000 4000 0312 3456 7890 143',
	bic: 'bnpa frpp',
}

describe('mandateFormSchema', () => {
	test('valid values are trimmed and normalised', () => {
		expect(mandateFormSchema.parse(MANDATE)).toEqual({
			...MANDATE,
			bank_account_holder: 'Marie Dupont',
			iban: SANDBOX_IBAN,
			bic: 'BNPAFRPP',
		})
	})

	test('missing fields (Conform sends undefined) report one French message each', () => {
		expect(fieldErrors(mandateFormSchema.safeParse({}))).toEqual({
			bank_account_holder: [derivedMessages.bankAccountHolderRequired],
			bank_account_address_line_1: [authMessages.addressRequired],
			bank_account_postal_code: [authMessages.postalCodeRequired],
			bank_account_city: [authMessages.cityRequired],
			iban: [paymentMessages.ibanRequired],
			bic: [paymentMessages.bicRequired],
		})
	})

	test('blank fields are required too', () => {
		const blank = Object.fromEntries(Object.keys(MANDATE).map((key) => [key, '  ']))
		expect(Object.keys(fieldErrors(mandateFormSchema.safeParse(blank)))).toHaveLength(6)
	})

	test('invalid values', () => {
		const result = mandateFormSchema.safeParse({
			...MANDATE,
			bank_account_holder: 'x'.repeat(101),
			bank_account_postal_code: '7',
			iban: 'FR7730004000031234567890143',
			bic: 'BNPAXXPP',
		})
		expect(fieldErrors(result)).toEqual({
			bank_account_holder: [derivedMessages.fieldTooLong],
			bank_account_postal_code: [derivedMessages.postalCodeInvalid],
			iban: [paymentMessages.ibanInvalid],
			bic: [paymentMessages.bicInvalid],
		})
	})
})

describe('monthlyFormSchema', () => {
	test.each([
		['1', 1],
		['15', 15],
		['31', 31],
	])('debit day %s', (debit_day, expected) => {
		expect(monthlyFormSchema.parse({ ...MANDATE, debit_day }).debit_day).toBe(expected)
	})

	test.each([undefined, '', '0', '32', '1.5', 'abc', '-1'])('debit day %j is refused', (debit_day) => {
		expect(fieldErrors(monthlyFormSchema.safeParse({ ...MANDATE, debit_day }))).toEqual({
			debit_day: [paymentMessages.debitDayRequired],
		})
	})
})

describe('quickIdentitySchema', () => {
	const schema = quickIdentitySchema(NOW)
	const IDENTITY = {
		firstname: 'Éloïse',
		name: "N'Diaye-Martin",
		email: 'Eloise@Example.fr',
		birth_date: '14-03-2008',
	}

	test('valid identity; the birth date is output as YYYY-MM-DD', () => {
		expect(schema.parse(IDENTITY)).toEqual({
			...IDENTITY,
			email: 'eloise@example.fr',
			birth_date: '2008-03-14',
		})
		expect(schema.parse({ ...IDENTITY, birth_date: '1980-01-31' }).birth_date).toBe('1980-01-31')
	})

	test('required fields', () => {
		expect(fieldErrors(schema.safeParse({}))).toEqual({
			firstname: [authMessages.firstNameRequired],
			name: [authMessages.lastNameRequired],
			email: [authMessages.emailRequired],
			birth_date: [authMessages.birthDateRequired],
		})
	})

	test('invalid values', () => {
		const result = schema.safeParse({
			firstname: '-Jean',
			name: 'Dupont3',
			email: 'jean@',
			birth_date: '15-03-2008',
		})
		expect(fieldErrors(result)).toEqual({
			firstname: [derivedMessages.firstNameInvalid],
			name: [derivedMessages.lastNameInvalid],
			email: [authMessages.emailInvalid],
			birth_date: [authMessages.underage],
		})
	})

	test('an unreal date', () => {
		expect(fieldErrors(schema.safeParse({ ...IDENTITY, birth_date: '31-02-1990' }))).toEqual({
			birth_date: [generic.invalidDate],
		})
	})

	test("one schema per day's limit: kept within the day, a new one the next Paris day", () => {
		expect(quickIdentitySchema(new Date('2026-03-15T22:59:00Z'))).toBe(schema)
		// 16 March in Paris: someone born on 15 March 2008 is now old enough.
		const nextDay = quickIdentitySchema(new Date('2026-03-15T23:00:00Z'))
		expect(nextDay).not.toBe(schema)
		expect(nextDay.parse({ ...IDENTITY, birth_date: '15-03-2008' }).birth_date).toBe('2008-03-15')
		expect(fieldErrors(nextDay.safeParse({ ...IDENTITY, birth_date: '16-03-2008' }))).toEqual({
			birth_date: [authMessages.underage],
		})
		expect(
			fieldErrors(quickIdentitySchema(NOW).safeParse({ ...IDENTITY, birth_date: '15-03-2008' })),
		).toEqual({
			birth_date: [authMessages.underage],
		})
	})
})
