import { expect, test } from 'vitest'
import { isoOf } from './calendar.ts'

const paris = new Intl.DateTimeFormat('en-CA', {
	timeZone: 'Europe/Paris',
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
})

test("isoOf gives an instant's Paris day, its last hour's answer kept", () => {
	// Summer (UTC+2) and winter (UTC+1) midnights, and the days the clocks change.
	expect(isoOf(new Date('2024-06-14T21:59:59.999Z'))).toBe('2024-06-14')
	expect(isoOf(new Date('2024-06-14T22:00:00Z'))).toBe('2024-06-15')
	expect(isoOf(new Date('2024-06-14T21:30:00Z'))).toBe('2024-06-14')
	expect(isoOf(new Date('2024-01-14T22:59:59Z'))).toBe('2024-01-14')
	expect(isoOf(new Date('2024-01-14T23:00:00Z'))).toBe('2024-01-15')
	expect(isoOf(new Date('2024-03-30T22:59:59Z'))).toBe('2024-03-30')
	expect(isoOf(new Date('2024-03-30T23:00:00Z'))).toBe('2024-03-31')
	expect(isoOf(new Date('2024-10-26T21:59:59Z'))).toBe('2024-10-26')
	expect(isoOf(new Date('2024-10-26T22:00:00Z'))).toBe('2024-10-27')
	// Before 1970 (UTC+1 all year, no kept answer) and an invalid date as before.
	expect(isoOf(new Date('1965-06-14T22:30:00Z'))).toBe('1965-06-14')
	expect(isoOf(new Date('1965-06-14T23:30:00Z'))).toBe('1965-06-15')
	expect(() => isoOf(new Date(Number.NaN))).toThrow(RangeError)
})

test('the kept answer agrees with the formatter at both ends of every hour of a year', () => {
	const start = Date.UTC(2025, 0, 1)
	for (let hour = 0; hour < 366 * 24; hour++)
		for (const ms of [start + hour * 3_600_000, start + hour * 3_600_000 + 3_599_999]) {
			const parts = Object.fromEntries(paris.formatToParts(ms).map((p) => [p.type, p.value]))
			expect(isoOf(new Date(ms))).toBe(`${parts.year}-${parts.month}-${parts.day}`)
		}
})
