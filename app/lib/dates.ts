/**
 * Date rules of the specs, computed in the Europe/Paris time zone whatever the
 * time zone of the machine running the code (browser or server).
 *
 * Calendar days travel as ISO strings 'YYYY-MM-DD' (the server date format of
 * docs/requirements.md#spec-2-9 and docs/requirements.md#spec-3-9); instants are plain `Date`s. Users type and read
 * 'DD-MM-YYYY' (docs/requirements.md#spec-1-9); lists show 'dd/MM/yyyy'.
 */
import { TZDate } from '@date-fns/tz'
// One module per function: `date-fns`'s index and `date-fns/locale` load all of it (about 800 modules and
// 300 ms at a server's start, docs/performance.md).
import { endOfDay } from 'date-fns/endOfDay'
import {
	daysInMonth,
	formatDisplayDate,
	isIsoDay,
	type IsoDay,
	isRealDay,
	parisDay,
	partsOf,
	toIso,
} from './calendar.ts'

export { formatDisplayDate, isIsoDay, parisDay, type IsoDay }

const PARIS_TIME_ZONE = 'Europe/Paris'
const MINIMUM_AGE = 18
/** The latest closing date is today + 365 days (docs/requirements.md#spec-2-5 and docs/requirements.md#spec-2-9). */
const MAX_COLLECTION_DAYS = 365

const DAY_MS = 86_400_000

/** Midnight of an ISO day in Paris (never a DST gap: Paris changes time at 2 or 3 am). */
function parisMidnight(iso: IsoDay): TZDate {
	const parts = partsOf(iso)
	if (!parts) throw new RangeError(`Not an ISO day: ${iso}`)
	return new TZDate(parts.year, parts.month - 1, parts.day, PARIS_TIME_ZONE)
}

/** Calendar arithmetic on UTC dates: a calendar day has no time zone. */
function isoOfUtc(date: Date): IsoDay {
	return toIso({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() })
}

/** Adds (or subtracts, when negative) whole calendar days to an ISO day. */
export function addDaysToIsoDay(iso: IsoDay, days: number): IsoDay {
	const parts = partsOf(iso)
	if (!parts) throw new RangeError(`Not an ISO day: ${iso}`)
	const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day))
	date.setUTCDate(date.getUTCDate() + days)
	return isoOfUtc(date)
}

/**
 * The same calendar day `years` years earlier. A 29 February lands on 28 February
 * in a non-leap year (date-fns `subYears` behaviour).
 */
export function subtractYearsFromIsoDay(iso: IsoDay, years: number): IsoDay {
	const parts = partsOf(iso)
	if (!parts) throw new RangeError(`Not an ISO day: ${iso}`)
	const year = parts.year - years
	return toIso({ year, month: parts.month, day: Math.min(parts.day, daysInMonth(year, parts.month)) })
}

/**
 * Parses a date typed by a user, 'DD-MM-YYYY' or 'DD/MM/YYYY' (surrounding spaces
 * allowed), into an ISO day. Returns null for any other shape or for a day that
 * does not exist ('31-02-2020', '00-01-2020', '29-02-2023').
 */
export function parseFrenchDate(text: string): IsoDay | null {
	const match = /^(\d{2})([-/])(\d{2})\2(\d{4})$/.exec(text.trim())
	if (!match) return null
	const parts = { day: Number(match[1]), month: Number(match[3]), year: Number(match[4]) }
	return isRealDay(parts) ? toIso(parts) : null
}

/**
 * Parses a date field that may come from a French text input ('DD-MM-YYYY',
 * 'DD/MM/YYYY') or from a native date input ('YYYY-MM-DD'). Null when invalid.
 */
export function parseDateInput(text: string): IsoDay | null {
	const trimmed = text.trim()
	return isIsoDay(trimmed) ? trimmed : parseFrenchDate(trimmed)
}

/** ISO day → 'DD-MM-YYYY' (the entry format). Returns '' when `iso` is not a valid ISO day. */
export function formatFrenchDate(iso: IsoDay): string {
	const parts = partsOf(iso)
	if (!parts) return ''
	return `${String(parts.day).padStart(2, '0')}-${String(parts.month).padStart(2, '0')}-${String(
		parts.year,
	).padStart(4, '0')}`
}

// ---------------------------------------------------------------------------
// Age rules. Each returns the latest birth date a date picker may allow, given
// the current instant `today` (its Paris calendar day is used).

/**
 * Registration pages (docs/requirements.md#spec-1-5 and docs/requirements.md#spec-1-9): "18 years plus one day before today".
 * Today 2024-06-15 → '2006-06-14'. Note this refuses someone whose 18th birthday
 * is today; that is the literal rule.
 */
export function maxBirthDateRegistration(today: Date): IsoDay {
	return addDaysToIsoDay(subtractYearsFromIsoDay(parisDay(today), MINIMUM_AGE), -1)
}

/** Profile pages (docs/requirements.md#spec-1-5 and docs/requirements.md#spec-1-9): "today minus 18 years". Today 2024-06-15 → '2006-06-15'. */
export function maxBirthDateProfile(today: Date): IsoDay {
	return subtractYearsFromIsoDay(parisDay(today), MINIMUM_AGE)
}

/**
 * Quick donation (docs/requirements.md#spec-3-5 and docs/requirements.md#spec-3-9): "18 years minus 1 day ago" / "18 years minus
 * 1 day before today". Two readings exist:
 * - (18 years − 1 day) ago = today − 18 years + 1 day: it would accept a birth
 *   date of tomorrow 18 years ago, i.e. a 17-year-old on the eve of their
 *   birthday. Rejected: it lets a minor through.
 * - 18 years before today, minus 1 day = today − 18 years − 1 day: never lets a
 *   minor through, and matches the registration rule of spec 1. Chosen.
 * Today 2024-06-15 → '2006-06-14'. It is also the picker's default value.
 */
export function maxBirthDateQuickDonation(today: Date): IsoDay {
	return maxBirthDateRegistration(today)
}

/**
 * True when someone born on `birthIso` is at least 18 on the Paris calendar day of
 * `today`. A 29 February birthday is reached on 1 March in non-leap years
 * (born 2008-02-29: not 18 on 2026-02-28, 18 on 2026-03-01). False for an invalid ISO day.
 */
export function isAtLeast18(birthIso: IsoDay, today: Date): boolean {
	if (!isIsoDay(birthIso)) return false
	return birthIso <= maxBirthDateProfile(today)
}

// ---------------------------------------------------------------------------
// Pot closing date (docs/requirements.md#spec-2-4, docs/requirements.md#spec-2-5, docs/requirements.md#spec-2-9).

/** Closing date picker bounds: from tomorrow to today + 365 days (Paris calendar days). */
export function closingDateBounds(today: Date): { min: IsoDay; max: IsoDay } {
	const day = parisDay(today)
	return { min: addDaysToIsoDay(day, 1), max: addDaysToIsoDay(day, MAX_COLLECTION_DAYS) }
}

/** True when `iso` is a real day within {@link closingDateBounds}. */
export function isClosingDateAllowed(iso: IsoDay, today: Date): boolean {
	if (!isIsoDay(iso)) return false
	const { min, max } = closingDateBounds(today)
	return iso >= min && iso <= max
}

/** The closing date used when the field is left empty: tomorrow (docs/requirements.md#spec-2-4). */
export function defaultClosingDate(today: Date): IsoDay {
	return closingDateBounds(today).min
}

/**
 * A pot closes at the end of its closing day: 23:59:59.999 in Paris, so
 * 22:59:59.999Z in winter and 21:59:59.999Z in summer.
 */
export function closingDateToInstant(iso: IsoDay): Date {
	return new Date(endOfDay(parisMidnight(iso)).getTime())
}

/** A pot is closed once now is after its closing instant (docs/requirements.md#spec-1-4, docs/requirements.md#spec-3-4). */
export function isPotClosed(closingDate: Date, now: Date): boolean {
	return now.getTime() > closingDate.getTime()
}

/**
 * Days remaining on a pot (docs/requirements.md#spec-3-4): (closing − now) in days of 24 hours;
 * 1 or more → rounded to the nearest whole day; between 0 and 1 → rounded to one
 * decimal (so 0.96 shows as 1 and 0.04 as 0); otherwise 0.
 */
export function daysRemaining(closingDate: Date, now: Date): number {
	const days = (closingDate.getTime() - now.getTime()) / DAY_MS
	if (days >= 1) return Math.round(days)
	if (days > 0) return Math.round(days * 10) / 10
	return 0
}

/** '12 jours restants', '1 jour restant', '0,5 jour restant' (singular at 1 or less). */
export function daysRemainingLabel(days: number): string {
	const number = String(days).replace('.', ',')
	return days <= 1 ? `${number} jour restant` : `${number} jours restants`
}
