import { describe, expect, test } from 'vitest'
import {
	emptyCharityFilters,
	ftsMatchQuery,
	hasSearchCriteria,
	MAX_QUERY_LENGTH,
	MAX_VALUES_PER_KIND,
	parseCharityFilters,
	serializeCharityFilters,
} from './charity-filters.ts'

const known = {
	categories: ['education', 'sante', 'femme'],
	countries: ['FR', 'MG', 'SN'],
	regions: ['IDF', 'ARA'],
}

describe('parseCharityFilters', () => {
	test('an empty query gives the empty filters', () => {
		expect(parseCharityFilters('')).toEqual(emptyCharityFilters)
	})

	test('reads every kind, repeated or comma separated', () => {
		const filters = parseCharityFilters(
			'q=%C3%A9cole+rurale&cause=education&cause=sante&pays=fr,MG&region=IDF&odd=4&odd=1&page=3&ordre=5&evt=7&type=company',
			known,
		)
		expect(filters).toEqual({
			q: 'école rurale',
			categories: ['education', 'sante'],
			countries: ['FR', 'MG'],
			regions: ['IDF'],
			sdgs: [1, 4],
			page: 3,
			evt: '7',
			type: 'company',
			assoc: null,
			order: 5,
		})
	})

	test('the shuffled order being paged through travels with the page links only', () => {
		expect(parseCharityFilters('ordre=abc').order).toBeNull()
		expect(serializeCharityFilters({ page: 2, order: 7, q: 'eau' })).toBe('?q=eau&page=2&ordre=7')
		expect(serializeCharityFilters({ page: 1, order: 7, q: 'eau' })).toBe('?q=eau')
	})

	test('drops unknown and malformed values, and duplicates', () => {
		const filters = parseCharityFilters(
			'cause=inconnue&cause=education&cause=education&cause=<script>&pays=ZZ&pays=france&pays=SN&region=XYZ&odd=0&odd=18&odd=abc&odd=17&odd=17',
			known,
		)
		expect(filters.categories).toEqual(['education'])
		expect(filters.countries).toEqual(['SN'])
		expect(filters.regions).toEqual([])
		expect(filters.sdgs).toEqual([17])
	})

	test('without known values, only the shape is checked', () => {
		const filters = parseCharityFilters('cause=autre-chose&pays=de&region=nor')
		expect(filters).toMatchObject({ categories: ['autre-chose'], countries: ['DE'], regions: ['NOR'] })
	})

	test('page is an integer ≥ 1, anything else is page 1', () => {
		for (const page of ['0', '-2', 'abc', '1.5', '', '99999999999', '1e3']) {
			expect(parseCharityFilters(`page=${page}`).page, page).toBe(1)
		}
		expect(parseCharityFilters('page=12').page).toBe(12)
		expect(parseCharityFilters('page= 2 ').page).toBe(2)
	})

	test('evt, type and assoc are kept when valid', () => {
		expect(parseCharityFilters('evt=0&type=private&assoc=12')).toMatchObject({
			evt: '0',
			type: 'particular',
			assoc: 12,
		})
		expect(parseCharityFilters('evt=abc&type=admin&assoc=-1')).toMatchObject({
			evt: null,
			type: null,
			assoc: null,
		})
		expect(parseCharityFilters('evt=007').evt).toBe('7')
	})

	test('bounded lengths: keywords cut, value lists capped', () => {
		expect(parseCharityFilters(`q=${'a'.repeat(500)}`).q).toHaveLength(MAX_QUERY_LENGTH)
		expect(parseCharityFilters(`q=${encodeURIComponent('  deux   mots \n ')}`).q).toBe('deux mots')
		const many = Array.from({ length: 200 }, (_, i) => `cause=c${i}`).join('&')
		expect(parseCharityFilters(many).categories).toHaveLength(MAX_VALUES_PER_KIND)
		expect(parseCharityFilters(`cause=${'a'.repeat(200)}`).categories).toEqual([])
	})

	test('never throws on hostile query strings', () => {
		for (const query of [
			'%',
			'%E0%A4%A',
			'q=%FF%FE',
			'&&&==&',
			'q[]=1&q[]=2',
			'page=%00',
			`odd=${'9'.repeat(400)}`,
		]) {
			expect(() => parseCharityFilters(query, known), query).not.toThrow()
		}
	})
})

describe('serializeCharityFilters', () => {
	test('round trip in a stable order, page 1 omitted', () => {
		const query = '?q=eau&cause=sante&pays=FR&pays=MG&region=IDF&odd=6&evt=3&type=particular&page=2'
		const filters = parseCharityFilters(query.slice(1), known)
		expect(serializeCharityFilters(filters)).toBe(query)
		expect(serializeCharityFilters({ ...filters, page: 1 })).not.toContain('page=')
		expect(serializeCharityFilters(emptyCharityFilters)).toBe('')
		expect(serializeCharityFilters({ evt: '0' })).toBe('?evt=0')
	})

	test('hasSearchCriteria ignores paging and carried values', () => {
		expect(hasSearchCriteria({ ...emptyCharityFilters, page: 3, evt: '2', type: 'company' })).toBe(false)
		expect(hasSearchCriteria({ ...emptyCharityFilters, sdgs: [4] })).toBe(true)
		expect(hasSearchCriteria({ ...emptyCharityFilters, q: 'eau' })).toBe(true)
	})
})

describe('ftsMatchQuery', () => {
	test('each word a quoted prefix, ANDed', () => {
		expect(ftsMatchQuery('Éducation rurale')).toBe('"Éducation"* AND "rurale"*')
	})

	test('apostrophes separate words; elided one-letter words are skipped', () => {
		expect(ftsMatchQuery("l'enfance")).toBe('"enfance"*')
		expect(ftsMatchQuery('l’Arche des Minots')).toBe('"Arche"* AND "des"* AND "Minots"*')
		expect(ftsMatchQuery('a')).toBe('"a"*')
	})

	test('FTS5 syntax is neutralised', () => {
		expect(ftsMatchQuery('" OR * NEAR(')).toBe('"OR"* AND "NEAR"*')
		expect(ftsMatchQuery('name:eau^ -feu +air {x}')).toBe('"name"* AND "eau"* AND "feu"* AND "air"*')
		expect(ftsMatchQuery('*')).toBeNull()
		expect(ftsMatchQuery('')).toBeNull()
	})

	test('duplicates removed, at most ten words', () => {
		expect(ftsMatchQuery('eau eau')).toBe('"eau"*')
		expect(
			ftsMatchQuery(Array.from({ length: 20 }, (_, i) => `mot${i}`).join(' '))?.split(' AND '),
		).toHaveLength(10)
	})
})
