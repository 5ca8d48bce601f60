import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
	addDaysToIsoDay,
	closingDateBounds,
	closingDateToInstant,
	daysRemaining,
	daysRemainingLabel,
	defaultClosingDate,
	formatDisplayDate,
	formatFrenchDate,
	isAtLeast18,
	isClosingDateAllowed,
	isIsoDay,
	isPotClosed,
	maxBirthDateProfile,
	maxBirthDateQuickDonation,
	maxBirthDateRegistration,
	parisDay,
	parseDateInput,
	parseFrenchDate,
	subtractYearsFromIsoDay,
} from './dates.ts'

/** Noon in Paris on that day (summer or winter offset does not matter at noon). */
function parisNoon(iso: string): Date {
	return new Date(`${iso}T10:00:00Z`)
}

describe('parseFrenchDate', () => {
	test.each([
		['15-06-2024', '2024-06-15'],
		['15/06/2024', '2024-06-15'],
		['01-01-2000', '2000-01-01'],
		[' 29-02-2024 ', '2024-02-29'],
		['31-12-1999', '1999-12-31'],
	])('%j → %j', (text, iso) => {
		expect(parseFrenchDate(text)).toBe(iso)
	})

	test.each([
		['31-02-2020'],
		['30-02-2024'],
		['29-02-2023'],
		['29-02-1900'],
		['00-01-2020'],
		['01-00-2020'],
		['01-13-2020'],
		['32-01-2020'],
		['31-04-2020'],
		['1-1-2020'],
		['01-01-20'],
		['2020-01-01'],
		['15-06/2024'],
		['15.06.2024'],
		['01-01-0099'],
		['aa-bb-cccc'],
		[''],
	])('%j → null', (text) => {
		expect(parseFrenchDate(text)).toBeNull()
	})

	test('a leap day exists in 2000 but not in 1900', () => {
		expect(parseFrenchDate('29-02-2000')).toBe('2000-02-29')
	})
})

describe('parseDateInput, isIsoDay', () => {
	test('accepts the French entry format and the native date input format', () => {
		expect(parseDateInput('15-06-2024')).toBe('2024-06-15')
		expect(parseDateInput('2024-06-15')).toBe('2024-06-15')
		expect(parseDateInput('2024-02-30')).toBeNull()
		expect(parseDateInput('15 juin 2024')).toBeNull()
	})

	test('isIsoDay checks the calendar', () => {
		expect(isIsoDay('2024-02-29')).toBe(true)
		expect(isIsoDay('2023-02-29')).toBe(false)
		expect(isIsoDay('2024-6-15')).toBe(false)
	})
})

describe('formatting', () => {
	test('formatFrenchDate', () => {
		expect(formatFrenchDate('2024-06-05')).toBe('05-06-2024')
		expect(formatFrenchDate('2023-02-29')).toBe('')
		expect(formatFrenchDate('nonsense')).toBe('')
	})

	test('round trip with parseFrenchDate', () => {
		expect(parseFrenchDate(formatFrenchDate('1987-11-03'))).toBe('1987-11-03')
	})

	test('formatDisplayDate shows the Paris calendar day', () => {
		expect(formatDisplayDate('2024-06-05')).toBe('05/06/2024')
		// 22:30 UTC is already the next day in Paris (UTC+2 in summer, UTC+1 in winter).
		expect(formatDisplayDate(new Date('2024-06-14T22:30:00Z'))).toBe('15/06/2024')
		expect(formatDisplayDate(new Date('2024-06-14T21:30:00Z'))).toBe('14/06/2024')
		expect(formatDisplayDate(new Date('2024-01-14T23:30:00Z'))).toBe('15/01/2024')
		expect(formatDisplayDate(new Date('2024-01-14T22:30:00Z'))).toBe('14/01/2024')
		expect(formatDisplayDate('2024-06-14T22:30:00.000Z')).toBe('15/06/2024')
	})

	test('formatDisplayDate returns an empty string for garbage', () => {
		expect(formatDisplayDate('2023-02-29')).toBe('')
		expect(formatDisplayDate('not a date')).toBe('')
		expect(formatDisplayDate(new Date(Number.NaN))).toBe('')
	})

	test('parisDay', () => {
		expect(parisDay(new Date('2024-12-31T23:00:00Z'))).toBe('2025-01-01')
		expect(parisDay(new Date('2024-12-31T22:59:59Z'))).toBe('2024-12-31')
	})
})

describe('calendar arithmetic', () => {
	test('adds days across months, years and DST changes', () => {
		expect(addDaysToIsoDay('2024-02-28', 1)).toBe('2024-02-29')
		expect(addDaysToIsoDay('2023-02-28', 1)).toBe('2023-03-01')
		expect(addDaysToIsoDay('2024-12-31', 1)).toBe('2025-01-01')
		expect(addDaysToIsoDay('2024-03-30', 1)).toBe('2024-03-31')
		expect(addDaysToIsoDay('2024-03-31', 1)).toBe('2024-04-01')
		expect(addDaysToIsoDay('2024-10-27', 1)).toBe('2024-10-28')
		expect(addDaysToIsoDay('2024-03-01', -1)).toBe('2024-02-29')
	})

	test('subtracting years from 29 February gives 28 February', () => {
		expect(subtractYearsFromIsoDay('2024-02-29', 18)).toBe('2006-02-28')
		expect(subtractYearsFromIsoDay('2024-02-29', 4)).toBe('2020-02-29')
	})
})

describe('18-year rules', () => {
	const today = parisNoon('2024-06-15')

	test('registration: 18 years plus one day before today', () => {
		expect(maxBirthDateRegistration(today)).toBe('2006-06-14')
		// The last day's answer is kept: each new day still gets its own.
		expect(maxBirthDateRegistration(parisNoon('2024-06-16'))).toBe('2006-06-15')
		expect(maxBirthDateRegistration(parisNoon('2024-03-01'))).toBe('2006-02-28')
		expect(maxBirthDateRegistration(today)).toBe('2006-06-14')
	})

	test('profile: today minus 18 years', () => {
		expect(maxBirthDateProfile(today)).toBe('2006-06-15')
	})

	test('quick donation: the reading that never lets a minor through', () => {
		expect(maxBirthDateQuickDonation(today)).toBe('2006-06-14')
		// The other reading (today − 18 years + 1 day) would be '2006-06-16': a minor.
		expect(isAtLeast18('2006-06-16', today)).toBe(false)
		expect(isAtLeast18(maxBirthDateQuickDonation(today), today)).toBe(true)
	})

	test('the rules use the Paris day, not the UTC day', () => {
		// 2024-06-14 22:30 UTC is 15 June, 00:30 in Paris.
		const justAfterMidnight = new Date('2024-06-14T22:30:00Z')
		expect(maxBirthDateProfile(justAfterMidnight)).toBe('2006-06-15')
		expect(maxBirthDateRegistration(justAfterMidnight)).toBe('2006-06-14')
	})

	test('isAtLeast18 around the birthday', () => {
		expect(isAtLeast18('2006-06-14', today)).toBe(true)
		expect(isAtLeast18('2006-06-15', today)).toBe(true) // 18 today
		expect(isAtLeast18('2006-06-16', today)).toBe(false) // 18 tomorrow
		expect(isAtLeast18('1950-01-01', today)).toBe(true)
		expect(isAtLeast18('2020-01-01', today)).toBe(false)
		expect(isAtLeast18('2006-02-30', today)).toBe(false)
		expect(isAtLeast18('15-06-2000', today)).toBe(false)
	})

	test('29 February birthdays reach 18 on 1 March in non-leap years', () => {
		expect(isAtLeast18('2008-02-29', parisNoon('2026-02-28'))).toBe(false)
		expect(isAtLeast18('2008-02-29', parisNoon('2026-03-01'))).toBe(true)
		expect(maxBirthDateProfile(parisNoon('2026-02-28'))).toBe('2008-02-28')
		// Born 2006-02-29 does not exist; someone born 2006-02-28 is 18 on 2024-02-28.
		expect(isAtLeast18('2006-02-28', parisNoon('2024-02-28'))).toBe(true)
		expect(isAtLeast18('2006-03-01', parisNoon('2024-02-29'))).toBe(false)
		// Today is a leap day.
		expect(maxBirthDateProfile(parisNoon('2024-02-29'))).toBe('2006-02-28')
		expect(maxBirthDateRegistration(parisNoon('2024-02-29'))).toBe('2006-02-27')
		expect(maxBirthDateRegistration(parisNoon('2024-03-01'))).toBe('2006-02-28')
	})
})

describe('closing date', () => {
	test('bounds: tomorrow to today + 365 days', () => {
		expect(closingDateBounds(parisNoon('2024-06-15'))).toEqual({ min: '2024-06-16', max: '2025-06-15' })
		// 2024 is a leap year: 365 days after 2024-01-01 is 2024-12-31.
		expect(closingDateBounds(parisNoon('2024-01-01'))).toEqual({ min: '2024-01-02', max: '2024-12-31' })
		expect(closingDateBounds(new Date('2024-12-31T23:30:00Z'))).toEqual({
			min: '2025-01-02',
			max: '2026-01-01',
		})
	})

	test('default is tomorrow', () => {
		expect(defaultClosingDate(parisNoon('2024-06-15'))).toBe('2024-06-16')
		expect(defaultClosingDate(new Date('2024-06-15T22:30:00Z'))).toBe('2024-06-17')
	})

	test('isClosingDateAllowed', () => {
		const today = parisNoon('2024-06-15')
		expect(isClosingDateAllowed('2024-06-15', today)).toBe(false)
		expect(isClosingDateAllowed('2024-06-16', today)).toBe(true)
		expect(isClosingDateAllowed('2025-06-15', today)).toBe(true)
		expect(isClosingDateAllowed('2025-06-16', today)).toBe(false)
		expect(isClosingDateAllowed('2024-06-31', today)).toBe(false)
	})

	test('end of day in Paris, winter and summer', () => {
		expect(closingDateToInstant('2024-01-15').toISOString()).toBe('2024-01-15T22:59:59.999Z')
		expect(closingDateToInstant('2024-07-15').toISOString()).toBe('2024-07-15T21:59:59.999Z')
		// Days on which the clocks change.
		expect(closingDateToInstant('2024-03-31').toISOString()).toBe('2024-03-31T21:59:59.999Z')
		expect(closingDateToInstant('2024-10-27').toISOString()).toBe('2024-10-27T22:59:59.999Z')
	})

	test('refuses an invalid day', () => {
		expect(() => closingDateToInstant('2024-02-30')).toThrow(RangeError)
	})
})

describe('pot closing and days remaining', () => {
	const closing = closingDateToInstant('2024-07-15') // 2024-07-15T21:59:59.999Z
	const hoursBefore = (hours: number) => new Date(closing.getTime() - hours * 3_600_000)

	test('isPotClosed only after the closing instant', () => {
		expect(isPotClosed(closing, hoursBefore(1))).toBe(false)
		expect(isPotClosed(closing, closing)).toBe(false)
		expect(isPotClosed(closing, new Date(closing.getTime() + 1))).toBe(true)
	})

	test('1 day or more is rounded', () => {
		expect(daysRemaining(closing, hoursBefore(24))).toBe(1)
		expect(daysRemaining(closing, hoursBefore(35))).toBe(1) // 1,46
		expect(daysRemaining(closing, hoursBefore(36))).toBe(2) // 1,5
		expect(daysRemaining(closing, hoursBefore(12 * 24 + 3))).toBe(12)
		expect(daysRemaining(closing, hoursBefore(365 * 24))).toBe(365)
	})

	test('between 0 and 1 keeps one decimal', () => {
		expect(daysRemaining(closing, hoursBefore(12))).toBe(0.5)
		expect(daysRemaining(closing, hoursBefore(6))).toBe(0.3) // 0,25 → 0,3
		expect(daysRemaining(closing, hoursBefore(23))).toBe(1) // 0,958 → 1,0
		expect(daysRemaining(closing, hoursBefore(1))).toBe(0) // 0,04 → 0,0
	})

	test('closed pots have 0 days', () => {
		expect(daysRemaining(closing, closing)).toBe(0)
		expect(daysRemaining(closing, new Date(closing.getTime() + 86_400_000))).toBe(0)
	})

	test('labels', () => {
		expect(daysRemainingLabel(12)).toBe('12 jours restants')
		expect(daysRemainingLabel(2)).toBe('2 jours restants')
		expect(daysRemainingLabel(1)).toBe('1 jour restant')
		expect(daysRemainingLabel(0.5)).toBe('0,5 jour restant')
		expect(daysRemainingLabel(0)).toBe('0 jour restant')
	})
})

describe('independent of the machine time zone', () => {
	const previous = process.env.TZ
	beforeAll(() => {
		process.env.TZ = 'America/Los_Angeles'
	})
	afterAll(() => {
		if (previous === undefined) delete process.env.TZ
		else process.env.TZ = previous
	})

	test('same answers when the process runs in Los Angeles', () => {
		// Make sure the switch took effect, otherwise this test proves nothing.
		expect(new Date('2024-01-01T12:00:00Z').getTimezoneOffset()).toBe(480)
		expect(parisDay(new Date('2024-06-14T22:30:00Z'))).toBe('2024-06-15')
		expect(formatDisplayDate(new Date('2024-06-14T22:30:00Z'))).toBe('15/06/2024')
		expect(formatDisplayDate('2024-06-05')).toBe('05/06/2024')
		expect(closingDateToInstant('2024-01-15').toISOString()).toBe('2024-01-15T22:59:59.999Z')
		expect(closingDateToInstant('2024-07-15').toISOString()).toBe('2024-07-15T21:59:59.999Z')
		expect(maxBirthDateRegistration(new Date('2024-06-14T22:30:00Z'))).toBe('2006-06-14')
		expect(closingDateBounds(new Date('2024-12-31T23:30:00Z'))).toEqual({
			min: '2025-01-02',
			max: '2026-01-01',
		})
		expect(addDaysToIsoDay('2024-03-09', 1)).toBe('2024-03-10') // a DST day in Los Angeles
	})
})
