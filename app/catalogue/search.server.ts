import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { getDb } from '#app/platform/db.server.ts'
import { brandAssets } from '#app/lib/assets.ts'
import { CHARITIES_PER_PAGE, ftsMatchQuery } from '#app/lib/catalogue/charity-filters.ts'
import { countryName } from '#app/lib/countries.ts'
import {
	categories,
	charities,
	charityCountries,
	charityRegions,
	charitySdgs,
	regions,
	sdgs,
} from '#db/schema/index.ts'
import {
	type CharityCardData,
	type CharitySearchInput,
	type CharitySearchResult,
	type FilterOptions,
} from './types.ts'
import { currentOrder } from './shuffle.server.ts'
import { activeSdgsOf, certificationView, sdgColumns } from './views.server.ts'

/**
 * Partner charity search and charity pages (spec 2 "Step 1: cause selection", "Charity details").
 * Keywords go through the FTS5 index `charities_fts` (drizzle/0001_charity_search.sql), once per page; the
 * list follows the charities' stored random ranks (ADR 019, shuffle.server.ts) along an index.
 */

function searchConditions(input: CharitySearchInput): SQL | undefined {
	const db = getDb()
	const conditions: Array<SQL | undefined> = [eq(charities.isActive, true)]
	if (input.id != null) conditions.push(eq(charities.id, input.id))
	const match = input.q ? ftsMatchQuery(input.q) : null
	if (match)
		conditions.push(
			sql`${charities.id} in (select rowid from charities_fts where charities_fts match ${match})`,
		)
	if (input.countries?.length) {
		const ids = db
			.select({ id: charityCountries.charityId })
			.from(charityCountries)
			.where(inArray(charityCountries.countryIso, [...input.countries]))
		conditions.push(inArray(charities.id, ids))
	}
	if (input.regions?.length) {
		const ids = db
			.select({ id: charityRegions.charityId })
			.from(charityRegions)
			.where(inArray(charityRegions.regionCode, [...input.regions]))
		conditions.push(inArray(charities.id, ids))
	}
	if (input.categories?.length) {
		const ids = db
			.select({ id: categories.id })
			.from(categories)
			.where(inArray(categories.slug, [...input.categories]))
		conditions.push(inArray(charities.categoryId, ids))
	}
	if (input.sdgs?.length) {
		const ids = db
			.select({ id: charitySdgs.charityId })
			.from(charitySdgs)
			.where(and(inArray(charitySdgs.sdgNumber, [...input.sdgs]), eq(charitySdgs.isActive, true)))
		conditions.push(inArray(charities.id, ids))
	}
	return and(...conditions)
}

const cardColumns = {
	id: charities.id,
	slug: charities.slug,
	name: charities.name,
	purpose: charities.purpose,
	description: charities.description,
	bannerPath: charities.bannerPath,
	logoPath: charities.logoPath,
	certification: charities.certification,
	categorySlug: categories.slug,
	categoryName: categories.name,
}

/**
 * One page (12 charities, from page 1) of the active charities matching every given kind of filter
 * (values of one kind are alternatives), in the shuffled order of generation `order` (the current one, or the
 * previous one for a visitor who started paging before the last re-shuffle). A page past the end gives the
 * last page.
 */
export function searchCharities(input: CharitySearchInput): CharitySearchResult {
	const db = getDb()
	const current = currentOrder(db)
	const order = input.order === current - 1 && current > 1 ? current - 1 : current
	const rank = order === current ? charities.shuffleRank : charities.previousShuffleRank
	const where = searchConditions(input)
	const requested = Number.isInteger(input.page) && (input.page ?? 1) > 0 ? (input.page ?? 1) : 1
	// With keywords, the page's one query also counts (a window over the full-text matches, run once); without,
	// the count is its own query on the index and the page a walk along the rank index that stops after 12.
	const windowed = Boolean(input.q && ftsMatchQuery(input.q))
	const pageRows = (page: number) =>
		db
			.select({ ...cardColumns, total: windowed ? sql<number>`count(*) over ()` : sql<number>`0` })
			.from(charities)
			.innerJoin(categories, eq(categories.id, charities.categoryId))
			.where(where)
			.orderBy(asc(rank), asc(charities.id))
			.limit(CHARITIES_PER_PAGE)
			.offset((page - 1) * CHARITIES_PER_PAGE)
			.all()
	const countAll = () => db.select({ n: count() }).from(charities).where(where).get()?.n ?? 0
	let rows = pageRows(requested)
	let total = windowed ? (rows[0]?.total ?? 0) : countAll()
	let page = requested
	if (!rows.length && requested > 1) {
		// Past the end: the last page, if there is any.
		if (windowed) total = countAll()
		page = Math.max(1, Math.ceil(total / CHARITIES_PER_PAGE))
		rows = total ? pageRows(page) : []
	}
	const pageCount = Math.ceil(total / CHARITIES_PER_PAGE)
	if (!total) return { total, page: 1, pageCount, items: [], order }
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
	const countryCodes = db
		.selectDistinct({ code: charityCountries.countryIso })
		.from(charityCountries)
		.innerJoin(charities, eq(charities.id, charityCountries.charityId))
		.where(eq(charities.isActive, true))
		.all()
		.map((row) => row.code)
	const countries = countryCodes
		.map((code) => ({ code, name: countryName(code) }))
		.sort((a, b) => (a.code === 'FR' ? -1 : b.code === 'FR' ? 1 : collator.compare(a.name, b.name)))
	return {
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
		countries,
		sdgs: db.select(sdgColumns).from(sdgs).orderBy(asc(sdgs.number)).all(),
	}
}

export { getCharityById, getCharityBySlug } from './charity.server.ts'
