import type Database from 'better-sqlite3'
import { asc } from 'drizzle-orm'
import { getDb } from '#app/platform/db.server.ts'
import { brandAssets } from '#app/lib/assets.ts'
import { CHARITIES_PER_PAGE, ftsMatchQuery } from '#app/lib/catalogue/charity-filters.ts'
import { countryName } from '#app/lib/countries.ts'
import { type Certification, categories, regions, sdgs } from '#db/schema/index.ts'
import {
	type CharityCardData,
	type CharitySearchInput,
	type CharitySearchResult,
	type FilterOptions,
} from './types.ts'
import { cachedForCatalogue } from './search-cache.server.ts'
import { currentOrder } from './shuffle.server.ts'
import { activeSdgsOf, certificationView, sdgColumns } from './views.server.ts'

/**
 * Partner charity search and charity pages (spec 2 "Step 1: cause selection", "Charity details").
 * Its cost stays flat as the catalogue grows (issue 29; docs/decisions/043-search-that-stays-flat.md):
 * - a page is a walk along the stored shuffled order's index (ADR 019) that stops after its 12 charities:
 *   each charity met is checked against the filters by primary-key look-ups (EXISTS), never by building the
 *   set of all the charities a filter matches;
 * - keywords go through the FTS5 index `charities_fts`, which holds the active charities only
 *   (drizzle/0027_search_stays_flat.sql): a keyword-only count is a count of its matches;
 * - every count is kept per catalogue version (search-cache.server.ts), and computed before the page, so an
 *   empty result or a page past the end costs no walk.
 */

type Criteria = {
	/** The FTS5 expression of the keywords, or null. */
	match: string | null
	/** The conditions other than activity and keywords, on the charity whose id is `id` (`c` is its row). */
	filters: (id: string) => { where: string[]; params: unknown[] }
	/** Whether a filter reads the charity's row (`c`), not only its id. */
	needsRow: boolean
	key: string
}

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ')

function criteriaOf(input: CharitySearchInput): Criteria {
	const match = input.q ? ftsMatchQuery(input.q) : null
	const filters = (id: string) => {
		const where: string[] = []
		const params: unknown[] = []
		if (input.id != null) {
			where.push(`${id} = ?`)
			params.push(input.id)
		}
		if (input.categories?.length) {
			where.push(
				`c.category_id in (select id from categories where slug in (${placeholders(input.categories)}))`,
			)
			params.push(...input.categories)
		}
		for (const [values, table, column, active] of [
			[input.countries, 'charity_countries', 'country_iso', ''],
			[input.regions, 'charity_regions', 'region_code', ''],
			[input.sdgs, 'charity_sdgs', 'sdg_number', ' and x.is_active = 1'],
		] as const) {
			if (!values?.length) continue
			where.push(
				`exists (select 1 from ${table} x where x.charity_id = ${id} and x.${column} in (${placeholders(values)})${active})`,
			)
			params.push(...values)
		}
		return { where, params }
	}
	const key = JSON.stringify([
		input.id ?? null,
		match,
		input.categories ?? [],
		input.countries ?? [],
		input.regions ?? [],
		input.sdgs ?? [],
	])
	return { match, filters, needsRow: Boolean(input.categories?.length), key }
}

/** The whole WHERE of a page: active, the keywords' matches (one set, built once), the filters. */
function pageWhere(criteria: Criteria) {
	const { where, params } = criteria.filters('c.id')
	const keywords = criteria.match
		? ['c.id in (select rowid from charities_fts where charities_fts match ?)']
		: []
	return {
		where: ['c.is_active = 1', ...keywords, ...where].join(' and '),
		params: [...(criteria.match ? [criteria.match] : []), ...params],
	}
}

/**
 * How many active charities match, kept per catalogue version. With keywords, the count runs over the
 * index's matches (active charities only), each checked against the filters by look-ups; without, over an
 * index of `charities` (by category when there is one).
 */
function countMatches(sqlite: Database.Database, criteria: Criteria): number {
	return cachedForCatalogue(sqlite, `count ${criteria.key}`, () => {
		let row: unknown
		if (criteria.match) {
			const { where, params } = criteria.filters('f.rowid')
			const join = criteria.needsRow ? 'cross join charities c on c.id = f.rowid' : ''
			row = sqlite
				.prepare(
					`select count(*) as n from charities_fts f ${join}
					where ${['f.charities_fts match ?', ...where].join(' and ')}`,
				)
				.get(criteria.match, ...params)
		} else {
			const { where, params } = pageWhere(criteria)
			row = sqlite.prepare(`select count(*) as n from charities c where ${where}`).get(...params)
		}
		return (row as { n: number }).n
	})
}

type CardRow = {
	id: number
	slug: string
	name: string
	purpose: string
	description: string
	bannerPath: string | null
	logoPath: string | null
	certification: Certification
	categorySlug: string
	categoryName: string
}

/** One page of the matches along the rank index (ADR 019): the walk stops after its 12 charities. */
function pageOf(
	sqlite: Database.Database,
	input: CharitySearchInput,
	criteria: Criteria,
	previous: boolean,
	page: number,
): CardRow[] {
	const rank = previous ? 'c.previous_shuffle_rank' : 'c.shuffle_rank'
	// One charity by id is a primary-key look-up; everything else walks the rank index in order.
	const indexed =
		input.id != null
			? ''
			: `indexed by ${previous ? 'charities_previous_shuffle_idx' : 'charities_shuffle_idx'}`
	const { where, params } = pageWhere(criteria)
	return sqlite
		.prepare(
			`select c.id, c.slug, c.name, c.purpose, c.description, c.banner_path as bannerPath,
				c.logo_path as logoPath, c.certification, k.slug as categorySlug, k.name as categoryName
			from charities c ${indexed} join categories k on k.id = c.category_id
			where ${where}
			order by ${rank}, c.id limit ? offset ?`,
		)
		.all(...params, CHARITIES_PER_PAGE, (page - 1) * CHARITIES_PER_PAGE) as CardRow[]
}

/**
 * One page (12 charities, from page 1) of the active charities matching every given kind of filter
 * (values of one kind are alternatives), in the shuffled order of generation `order` (the current one, or the
 * previous one for a visitor who started paging before the last re-shuffle). A page past the end gives the
 * last page.
 */
export function searchCharities(input: CharitySearchInput): CharitySearchResult {
	const sqlite = getDb().$client
	const current = currentOrder(getDb())
	const order = input.order === current - 1 && current > 1 ? current - 1 : current
	const criteria = criteriaOf(input)
	const total = countMatches(sqlite, criteria)
	const pageCount = Math.ceil(total / CHARITIES_PER_PAGE)
	if (!total) return { total, page: 1, pageCount, items: [], order }
	const requested = Number.isInteger(input.page) && (input.page ?? 1) > 0 ? (input.page ?? 1) : 1
	const page = Math.min(requested, pageCount)
	const rows = pageOf(sqlite, input, criteria, order !== current, page)
	const goals = activeSdgsOf(rows.map((row) => row.id))
	const items = rows.map((row): CharityCardData => ({
		id: row.id,
		slug: row.slug,
		name: row.name,
		purpose: row.purpose,
		description: row.description,
		bannerUrl: row.bannerPath ?? brandAssets.defaultBanner,
		logoUrl: row.logoPath,
		category: { slug: row.categorySlug, name: row.categoryName },
		certification: certificationView(row.certification),
		sdgs: goals.get(row.id) ?? [],
	}))
	return { total, page, pageCount, items, order }
}

const collator = new Intl.Collator('fr', { sensitivity: 'base' })

/**
 * The choices of the filter panel: the categories in their catalogue order, the French regions, the
 * countries where at least one active charity works (French names, France first) and the 17 goals.
 */
export function getFilterOptions(): FilterOptions {
	const db = getDb()
	return cachedForCatalogue(db.$client, 'filter options', () => ({
		categories: db
			.select({ slug: categories.slug, name: categories.name })
			.from(categories)
			.orderBy(asc(categories.position))
			.all(),
		regions: db
			.select({ code: regions.code, name: regions.name })
			.from(regions)
			.all()
			.sort((a, b) => collator.compare(a.name, b.name)),
		countries: usedCountries(db.$client)
			.map((code) => ({ code, name: countryName(code) }))
			.sort((a, b) => (a.code === 'FR' ? -1 : b.code === 'FR' ? 1 : collator.compare(a.name, b.name))),
		sdgs: db.select(sdgColumns).from(sdgs).orderBy(asc(sdgs.number)).all(),
	}))
}

/**
 * The countries where at least one active charity works: a skip along the country index (one look-up per
 * country, not a read of every charity's countries), each kept if an active charity is found for it.
 */
function usedCountries(sqlite: Database.Database): string[] {
	const rows = sqlite
		.prepare(
			`with recursive iso(code) as (
				select min(country_iso) from charity_countries
				union all
				select (select min(country_iso) from charity_countries where country_iso > iso.code) from iso
				where iso.code is not null
			)
			select code from iso where code is not null and exists (
				select 1 from charity_countries x join charities c on c.id = x.charity_id
				where x.country_iso = iso.code and c.is_active = 1
			)`,
		)
		.all() as Array<{ code: string }>
	return rows.map((row) => row.code)
}

export { getCharityById, getCharityBySlug } from './charity.server.ts'
