/**
 * Calendar days in the Europe/Paris time zone with nothing but `Intl` (./dates.ts has the rules of the specs
 * and re-exports these): a page that only shows dates stays without date-fns (bench:js).
 */

const PARIS_TIME_ZONE = 'Europe/Paris'

/** An ISO calendar day: 'YYYY-MM-DD'. */
export type IsoDay = string

export interface DayParts {
	year: number
	month: number
	day: number
}

export function partsOf(iso: IsoDay): DayParts | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
	if (!match) return null
	const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
	return isRealDay(parts) ? parts : null
}

/** Years before 1000 are refused: `Date` would read years 0 to 99 as 1900 to 1999. */
export function isRealDay({ year, month, day }: DayParts): boolean {
	if (year < 1000 || month < 1 || month > 12 || day < 1) return false
	// Day 0 of the next month is the last day of this month (UTC: no time zone involved).
	return day <= daysInMonth(year, month)
}

export function toIso({ year, month, day }: DayParts): IsoDay {
	return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * One formatter for every call: date-fns' `format` with a time zone builds its own each time, and
 * `parisDay` runs on every page's loaders and validations (0.5 ms a call, docs/performance.md). 'en-CA' writes
 * 'YYYY-MM-DD'; the parts are read rather than the string, which locales may change.
 */
const parisCalendar = new Intl.DateTimeFormat('en-CA', {
	timeZone: PARIS_TIME_ZONE,
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
})

/**
 * Paris has been a whole number of hours ahead of UTC at every instant since 1970 (CET, CEST): an instant's
 * Paris day is the same all through its UTC hour, so the last hour's answer is kept (a request asks several
 * times; `formatToParts` is the cost).
 */
const HOUR_MS = 3_600_000
let lastHour = Number.NaN
let lastIso: IsoDay = ''

export function isoOf(date: Date): IsoDay {
	const ms = date.getTime()
	const hour = Math.floor(ms / HOUR_MS)
	if (hour === lastHour) return lastIso
	const iso = formatIso(date)
	if (ms >= 0) {
		lastHour = hour
		lastIso = iso
	}
	return iso
}

function formatIso(date: Date): IsoDay {
	let year = ''
	let month = ''
	let day = ''
	for (const part of parisCalendar.formatToParts(date)) {
		if (part.type === 'year') year = part.value
		else if (part.type === 'month') month = part.value
		else if (part.type === 'day') day = part.value
	}
	return `${year.padStart(4, '0')}-${month}-${day}`
}

export function daysInMonth(year: number, month: number) {
	return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** True for a real calendar day written 'YYYY-MM-DD' ('2023-02-29' is false). */
export function isIsoDay(text: string): boolean {
	return partsOf(text) !== null
}

/** The Paris calendar day of an instant: 2024-06-14T22:30Z → '2024-06-15'. */
export function parisDay(instant: Date): IsoDay {
	return isoOf(instant)
}

/**
 * Display format 'dd/MM/yyyy' (docs/requirements.md#spec-1-9). An ISO day is shown as that day; an
 * instant (a Date or a full ISO timestamp) is shown as its Paris calendar day.
 * Returns '' for an unparseable value.
 */
export function formatDisplayDate(value: Date | string): string {
	let iso: IsoDay
	if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
		if (!isIsoDay(value)) return ''
		iso = value
	} else {
		const instant = typeof value === 'string' ? new Date(value) : value
		if (Number.isNaN(instant.getTime())) return ''
		iso = isoOf(instant)
	}
	return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
}
