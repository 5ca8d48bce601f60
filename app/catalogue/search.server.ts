import type Database from 'better-sqlite3'
import { asc } from 'drizzle-orm'
import { getDb } from '#app/platform/db.server.ts'
import { brandAssets } from '#app/lib/assets.ts'
import { CHARITIES_PER_PAGE, ftsMatchQuery } from '#app/lib/catalogue/charity-filters.ts'
import {
	type IdSet,
	addId,
	hasId,
	intersectInto,
	newIdSet,
	pageOfOrder,
	resized,
	sizeOf,
	unionOf,
} from '#app/lib/catalogue/id-set.ts'
import { countryName } from '#app/lib/countries.ts'
import { type Certification, categories, regions, sdgs } from '#db/schema/index.ts'
import {
	type CharityCardData,
	type CharitySearchInput,
	type CharitySearchResult,
	type FilterOptions,
} from './types.ts'
import { cachedForCatalogue } from './search-cache.server.ts'
import { type SearchIndex, keywordMatches, searchIndexOf } from './search-index.server.ts'
import { currentOrder } from './shuffle.server.ts'
import { activeSdgsOf, certificationView, sdgColumns } from './views.server.ts'

/**
 * Partner charity search and charity pages (spec 2 "Step 1: cause selection", "Charity details").
 * Its cost stays flat as the catalogue grows (issue 29; docs/decisions/043-search-that-stays-flat.md and
 * 047-search-index-of-id-sets.md): the matches of a search are an intersection of the sets of this process's search
 * index (search-index.server.ts) — one set per filter value, kept up to date from the database's change log —
 * so counting them reads no row; a page is a walk along the stored shuffled order (ADR 019) that stops after
 * its 12 charities; only those 12 are read. Keywords go through the FTS5 index `charities_fts` (active
 * charities only, drizzle/0027_search_stays_flat.sql), whose matches are kept as a set per catalogue version.
 */

/** The active charities matching every given kind of filter (values of one kind are alternatives). */
function matchesOf(sqlite: Database.Database, index: SearchIndex, input: CharitySearchInput): IdSet {
	const matches = resized(index.active, index.words)
	if (input.id != null) {
		const only = newIdSet(index.words)
		if (Number.isInteger(input.id) && input.id > 0 && hasId(matches, input.id)) addId(only, input.id)
		intersectInto(matches, only)
	}
	const kinds: Array<[readonly unknown[] | undefined, Map<unknown, IdSet>, (value: unknown) => unknown]> = [
		[
			input.categories,
			index.categories as Map<unknown, IdSet>,
			(slug) => index.categoryIds.get(slug as string),
		],
		[input.countries, index.countries as Map<unknown, IdSet>, (code) => code],
		[input.regions, index.regions as Map<unknown, IdSet>, (code) => code],
		[input.sdgs, index.sdgs as Map<unknown, IdSet>, (number) => number],
	]
	for (const [values, sets, key] of kinds) {
		if (!values?.length) continue
		const chosen = values.flatMap((value) => sets.get(key(value)) ?? [])
		intersectInto(matches, unionOf(chosen, index.words))
	}
	const match = input.q ? ftsMatchQuery(input.q) : null
	if (match) intersectInto(matches, keywordMatches(sqlite, index, match))
	return matches
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

/** The cards' rows of some charities, in the order of `ids`: primary-key look-ups. */
function rowsOf(sqlite: Database.Database, ids: number[]): CardRow[] {
	if (!ids.length) return []
	const rows = sqlite
		.prepare(
			`select c.id, c.slug, c.name, c.purpose, c.description, c.banner_path as bannerPath,
				c.logo_path as logoPath, c.certification, k.slug as categorySlug, k.name as categoryName
			from charities c join categories k on k.id = c.category_id
			where c.id in (${ids.map(() => '?').join(', ')})`,
		)
		.all(...ids) as CardRow[]
	const byId = new Map(rows.map((row) => [row.id, row]))
	return ids.flatMap((id) => byId.get(id) ?? [])
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
	const index = searchIndexOf(sqlite)
	const matches = matchesOf(sqlite, index, input)
	const total = sizeOf(matches)
	const pageCount = Math.ceil(total / CHARITIES_PER_PAGE)
	if (!total) return { total, page: 1, pageCount, items: [], order }
	const requested = Number.isInteger(input.page) && (input.page ?? 1) > 0 ? (input.page ?? 1) : 1
	const page = Math.min(requested, pageCount)
	const ids = pageOfOrder(
		index.order[order !== current ? 'previous' : 'current'],
		matches,
		(page - 1) * CHARITIES_PER_PAGE,
		CHARITIES_PER_PAGE,
	)
	const rows = rowsOf(sqlite, ids)
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
