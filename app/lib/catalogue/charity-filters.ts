import { type AccountKind, kindOfSegment } from '../account/account-kind.ts'

/**
 * The charity search query (spec 2 "Step 1: cause selection"), kept in the URL so a search works
 * without JavaScript and can be shared:
 *
 *   ?q=mots+clés&cause=education&cause=sante&pays=FR&region=IDF&odd=4&page=2&evt=3&type=particular
 *
 * `cause` is a category slug, `pays` an ISO 3166-1 alpha-2 code, `region` a region code, `odd` a goal
 * number (1–17); each may repeat (ORed within a kind, ANDed between kinds). `evt` and `type` are only
 * carried along (the creation flow needs them), `assoc` asks for one charity by id. Parsing never throws:
 * anything unexpected is dropped.
 */
export type CharityFilters = {
	q: string
	categories: string[]
	countries: string[]
	regions: string[]
	sdgs: number[]
	page: number
	evt: string | null
	type: AccountKind | null
	assoc: number | null
	/** The generation of the shuffled order being paged through (`ordre`, carried by the page links). */
	order: number | null
}

export const CHARITIES_PER_PAGE = 12
export const MAX_QUERY_LENGTH = 100
export const MAX_VALUES_PER_KIND = 30
const MAX_PAGE = 10_000
const SDG_COUNT = 17

export const emptyCharityFilters: CharityFilters = {
	q: '',
	categories: [],
	countries: [],
	regions: [],
	sdgs: [],
	page: 1,
	evt: null,
	type: null,
	assoc: null,
	order: null,
}

/** The values the database knows; when given, anything else is dropped. */
type KnownFilterValues = {
	categories?: Iterable<string>
	countries?: Iterable<string>
	regions?: Iterable<string>
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/
const COUNTRY = /^[A-Z]{2}$/
const REGION = /^[A-Z0-9]{2,6}$/
const DIGITS = /^\d{1,9}$/

function distinct<T>(values: T[]): T[] {
	return [...new Set(values)].slice(0, MAX_VALUES_PER_KIND)
}

function listOf(
	params: URLSearchParams,
	key: string,
	normalise: (value: string) => string,
	pattern: RegExp,
	known?: Iterable<string>,
) {
	const allowed = known ? new Set(known) : null
	const values = params
		.getAll(key)
		.slice(0, MAX_VALUES_PER_KIND * 4)
		.flatMap((value) => value.split(','))
		.map((value) => normalise(value.trim()))
		.filter((value) => value.length <= 60 && pattern.test(value) && (!allowed || allowed.has(value)))
	return distinct(values)
}

function positiveInt(value: string | null, max: number): number | null {
	if (value == null || !DIGITS.test(value.trim())) return null
	const n = Number(value.trim())
	return n >= 1 && n <= max ? n : null
}

/** Collapses whitespace and cuts to the maximum length (a whole query string is never rejected). */
function normaliseKeywords(value: string | null | undefined): string {
	if (!value) return ''
	return value.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

export function parseCharityFilters(
	input: URLSearchParams | string,
	known: KnownFilterValues = {},
): CharityFilters {
	const params = typeof input === 'string' ? new URLSearchParams(input) : input
	const sdgs = distinct(
		params
			.getAll('odd')
			.slice(0, MAX_VALUES_PER_KIND * 4)
			.flatMap((value) => value.split(','))
			.map((value) => positiveInt(value, SDG_COUNT))
			.filter((n): n is number => n != null),
	).sort((a, b) => a - b)
	const evt = params.get('evt')?.trim() ?? ''
	return {
		q: normaliseKeywords(params.get('q')),
		categories: listOf(params, 'cause', (v) => v.toLowerCase(), SLUG, known.categories),
		countries: listOf(params, 'pays', (v) => v.toUpperCase(), COUNTRY, known.countries),
		regions: listOf(params, 'region', (v) => v.toUpperCase(), REGION, known.regions),
		sdgs,
		page: positiveInt(params.get('page'), MAX_PAGE) ?? 1,
		evt: DIGITS.test(evt) ? String(Number(evt)) : null,
		type: kindOfSegment(params.get('type') ?? undefined),
		assoc: positiveInt(params.get('assoc'), Number.MAX_SAFE_INTEGER),
		order: positiveInt(params.get('ordre'), Number.MAX_SAFE_INTEGER),
	}
}

/** True when the visitor narrowed the list (keywords or any filter); paging and carried values do not count. */
export function hasSearchCriteria(filters: CharityFilters): boolean {
	return Boolean(
		filters.q ||
		filters.categories.length ||
		filters.countries.length ||
		filters.regions.length ||
		filters.sdgs.length ||
		filters.assoc,
	)
}

/** The query string of a filter state (with its leading '?', or '' when empty), in a stable order. */
export function serializeCharityFilters(filters: Partial<CharityFilters>): string {
	const params = new URLSearchParams()
	if (filters.q) params.set('q', filters.q)
	for (const value of filters.categories ?? []) params.append('cause', value)
	for (const value of filters.countries ?? []) params.append('pays', value)
	for (const value of filters.regions ?? []) params.append('region', value)
	for (const value of filters.sdgs ?? []) params.append('odd', String(value))
	if (filters.assoc) params.set('assoc', String(filters.assoc))
	if (filters.evt != null && filters.evt !== '') params.set('evt', filters.evt)
	if (filters.type) params.set('type', filters.type)
	if (filters.page && filters.page > 1) {
		params.set('page', String(filters.page))
		if (filters.order) params.set('ordre', String(filters.order))
	}
	const text = params.toString()
	return text ? `?${text}` : ''
}

/** Only what must survive a reset ('Voir tout'): the event and the creator type. */
export function carriedFilters(filters: CharityFilters): Partial<CharityFilters> {
	return { evt: filters.evt, type: filters.type }
}

/**
 * The FTS5 MATCH expression for the visitor's keywords, or null when nothing searchable is left.
 * Apostrophes (' and ’) separate words like spaces; every other non-letter, non-digit character —
 * FTS5 syntax included (" * ( ) : ^ - +) — is dropped; each word becomes a quoted prefix, all ANDed.
 * One-letter words (the elided l’, d’, qu’…) are skipped when there are longer ones.
 */
export function ftsMatchQuery(keywords: string): string | null {
	const words = normaliseKeywords(keywords)
		.replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
		.split(' ')
		.filter(Boolean)
	const longer = words.filter((word) => word.length > 1)
	const terms = [...new Set(longer.length ? longer : words)].slice(0, 10)
	if (!terms.length) return null
	return terms.map((term) => `"${term}"*`).join(' AND ')
}
