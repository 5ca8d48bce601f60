import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { forgetSearchIndex, searchIndexOf } from '#app/catalogue/search-index.server.ts'
import { ftsMatchQuery } from '#app/lib/catalogue/charity-filters.ts'
import { getFilterOptions, searchCharities } from '#app/catalogue/search.server.ts'
import { reshuffleCharities } from '#app/catalogue/shuffle.server.ts'
import { type Db } from '#db/client.server.ts'
import * as s from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'

/**
 * The search stays flat as the catalogue grows (issue 29, item 6): a search is an intersection of the sets of
 * each process's search index, kept up to date from the database's change log; a page walks the shuffled
 * order and stops after 12; the full-text index holds the active charities only (bench:search measures the
 * costs; these tests hold the results to a plain SQL recount, after every kind of change).
 */
let db: Db
beforeAll(() => {
	db = useSeededAppDatabase()
	reshuffleCharities()
})

type Input = Parameters<typeof searchCharities>[0]

/** The reference: every active charity the filters match, by plain SQL, in the order's ranks then ids. */
function recount(input: Input, previous = false) {
	const where = ['c.is_active = 1']
	const params: unknown[] = []
	const match = input.q ? ftsMatchQuery(input.q) : null
	if (match) {
		where.push('c.id in (select rowid from charities_fts where charities_fts match ?)')
		params.push(match)
	}
	const list = (values: readonly unknown[]) => values.map(() => '?').join(', ')
	if (input.categories?.length) {
		where.push(`c.category_id in (select id from categories where slug in (${list(input.categories)}))`)
		params.push(...input.categories)
	}
	for (const [values, table, column, active] of [
		[input.countries, 'charity_countries', 'country_iso', ''],
		[input.regions, 'charity_regions', 'region_code', ''],
		[input.sdgs, 'charity_sdgs', 'sdg_number', ' and x.is_active = 1'],
	] as const) {
		if (!values?.length) continue
		where.push(
			`exists (select 1 from ${table} x where x.charity_id = c.id and x.${column} in (${list(values)})${active})`,
		)
		params.push(...values)
	}
	const rank = previous ? 'previous_shuffle_rank' : 'shuffle_rank'
	return db.$client
		.prepare(`select c.id from charities c where ${where.join(' and ')} order by ${rank}, c.id`)
		.pluck()
		.all(...params) as number[]
}

/** Every id a search lists, page by page, and its total. */
function listed(input: Input) {
	const first = searchCharities({ ...input, page: 1 })
	const ids = first.items.map((item) => item.id)
	for (let page = 2; page <= first.pageCount; page++)
		ids.push(...searchCharities({ ...input, page, order: first.order }).items.map((item) => item.id))
	return { total: first.total, ids, order: first.order }
}

const kinds = {
	q: { q: 'enfants' },
	categories: { categories: ['education', 'sante'] },
	countries: { countries: ['FR', 'MG'] },
	regions: { regions: ['IDF'] },
	sdgs: { sdgs: [3, 4] },
} satisfies Record<string, Input>

/** Every combination of the kinds the step-1 search, the partner list and the edit page offer. */
const combinations = (Object.keys(kinds) as Array<keyof typeof kinds>).reduce<Input[]>(
	(all, kind) => [...all, ...all.map((input) => ({ ...input, ...kinds[kind] }))],
	[{}],
)

function expectSameAsRecount(inputs: Input[] = combinations) {
	for (const input of inputs) {
		const { total, ids } = listed(input)
		const expected = recount(input)
		expect(ids, JSON.stringify(input)).toEqual(expected)
		expect(total, JSON.stringify(input)).toBe(expected.length)
	}
}

describe('every filter combination lists what a plain SQL recount finds, in the shuffled order', () => {
	test.each(combinations.map((input) => [JSON.stringify(input), input] as const))('%s', (_, input) => {
		reshuffleCharities()
		const first = listed(input)
		expect(first.ids).toEqual(recount(input))
		expect(first.total).toBe(first.ids.length)
		// A visitor who started before a re-shuffle keeps paging in the order they started with.
		reshuffleCharities()
		const previous: number[] = []
		for (let page = 1; page <= Math.ceil(first.total / 12); page++)
			previous.push(...searchCharities({ ...input, page, order: first.order }).items.map((c) => c.id))
		expect(previous).toEqual(recount(input, true))
	})
})

describe('the search index follows every change without being built again', () => {
	const sqlite = () => db.$client
	const other = () => new (db.$client.constructor as new (file: string) => typeof db.$client)(db.$client.name)

	test('insert, filters, category, texts, deactivation, deletion: equal to a recount each time', () => {
		searchCharities({})
		const index = searchIndexOf(sqlite())
		const writer = other()
		try {
			const source = db.select().from(s.charities).where(eq(s.charities.isActive, true)).get()!
			const columns = (
				writer.prepare('select name from pragma_table_info(?)').pluck().all('charities') as string[]
			).filter((c) => !['id', 'slug', 'name'].includes(c))
			const { id } = writer
				.prepare(
					`insert into charities (slug, name, ${columns.join(', ')})
					select 'copie-index', 'Copie de l''index', ${columns.join(', ')} from charities where id = ? returning id`,
				)
				.get(source.id) as { id: number }
			expectSameAsRecount()
			expect(recount({ q: 'copie' })).toEqual([id])
			const steps = [
				`insert into charity_countries (charity_id, country_iso) values (${id}, 'MG')`,
				`insert into charity_regions (charity_id, region_code) values (${id}, 'IDF')`,
				`insert into charity_sdgs (charity_id, sdg_number, is_active) values (${id}, 3, 1)`,
				`update charity_sdgs set is_active = 0 where charity_id = ${id} and sdg_number = 3`,
				`update charities set category_id = (select id from categories where slug = 'sante') where id = ${id}`,
				`update charities set name = 'Les enfants de l''index' where id = ${id}`,
				`delete from charity_countries where charity_id = ${id}`,
				`update charities set is_active = 0 where id = ${source.id}`,
				`update charities set is_active = 1 where id = ${source.id}`,
				`delete from charities where id = ${id}`,
			]
			for (const step of steps) {
				writer.prepare(step).run()
				expectSameAsRecount()
				expect(searchIndexOf(sqlite()), step).toBe(index)
			}
		} finally {
			writer.close()
		}
	})

	test('far behind the change log, or after a category change, it is built again, equal to a recount', () => {
		searchCharities({})
		const index = searchIndexOf(sqlite())
		sqlite().prepare(`update categories set name = name || '' where slug = 'sante'`).run()
		expectSameAsRecount([{}, { categories: ['sante'] }])
		const rebuilt = searchIndexOf(sqlite())
		expect(rebuilt).not.toBe(index)
		sqlite().prepare('delete from catalogue_changes').run()
		sqlite().prepare('update catalogue_version set version = version + 1').run()
		expectSameAsRecount([{ countries: ['FR'] }, { q: 'enfants', sdgs: [3] }])
		expect(searchIndexOf(sqlite())).not.toBe(rebuilt)
		forgetSearchIndex(sqlite())
		expectSameAsRecount([{ regions: ['IDF'] }])
	})

	test('the change log keeps the last 1 000 versions, each with its charity', () => {
		const charity = db.select().from(s.charities).get()!
		const log = () =>
			sqlite()
				.prepare('select version, charity_id as id from catalogue_changes order by version')
				.all() as Array<{
				version: number
				id: number | null
			}>
		sqlite().transaction(() => {
			for (let i = 0; i < 1100; i++)
				sqlite().prepare('update charities set name = name where id = ?').run(charity.id)
		})()
		const rows = log()
		expect(rows).toHaveLength(1000)
		expect(rows.every((row) => row.id === charity.id)).toBe(true)
		expect(rows.at(-1)!.version).toBe(db.select().from(s.catalogueVersion).get()!.version)
	})
})

describe('keywords: the shuffled order, 12 by 12, counted from the index', () => {
	test('a keyword list follows the stored ranks and stops at 12 a page', () => {
		const ranks = new Map(
			db
				.select({ id: s.charities.id, rank: s.charities.shuffleRank })
				.from(s.charities)
				.all()
				.map((row) => [row.id, row.rank]),
		)
		const first = searchCharities({ q: 'a', page: 1 })
		expect(first.total).toBeGreaterThan(12)
		expect(first.items).toHaveLength(12)
		const ids: number[] = []
		for (let page = 1; page <= first.pageCount; page++)
			ids.push(...searchCharities({ q: 'a', page, order: first.order }).items.map((item) => item.id))
		expect(ids).toHaveLength(first.total)
		expect(new Set(ids).size).toBe(first.total)
		const keys = ids.map((id) => [ranks.get(id)!, id] as const)
		const sorted = [...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1])
		expect(keys).toEqual(sorted)
		expect(searchCharities({ q: 'a', page: first.pageCount }).items.length).toBe(
			first.total - (first.pageCount - 1) * 12,
		)
	})

	test('the full-text index holds the active charities only, and follows their activity', () => {
		const integrity = () =>
			db.$client
				.prepare(`insert into charities_fts (charities_fts, rank) values ('integrity-check', 1)`)
				.run()
		const charity = searchCharities({ q: 'etincelles' }).items[0]!
		const before = searchCharities({ q: 'recherche' }).total
		expect(() => integrity()).not.toThrow()
		db.update(s.charities).set({ isActive: false }).where(eq(s.charities.id, charity.id)).run()
		try {
			expect(searchCharities({ q: 'etincelles' }).total).toBe(0)
			expect(searchCharities({ q: 'recherche' }).total).toBe(before - 1)
			const indexed = db.$client
				.prepare(`select count(*) as n from charities_fts where charities_fts match '"etincelles"*'`)
				.get() as { n: number }
			expect(indexed.n).toBe(0)
			expect(() => integrity()).not.toThrow()
		} finally {
			db.update(s.charities).set({ isActive: true }).where(eq(s.charities.id, charity.id)).run()
		}
		expect(searchCharities({ q: 'etincelles' }).items.map((item) => item.id)).toEqual([charity.id])
		expect(searchCharities({ q: 'recherche' }).total).toBe(before)
	})
})

describe('counts and choices kept per catalogue version', () => {
	const version = () => db.select().from(s.catalogueVersion).get()!.version

	test('a change to a charity, its places or goals bumps the version; a re-shuffle does not', () => {
		const charity = db.select().from(s.charities).get()!
		let seen = version()
		const bumped = () => {
			const now = version()
			const changed = now !== seen
			seen = now
			return changed
		}
		reshuffleCharities()
		expect(bumped()).toBe(false)
		db.update(s.charities).set({ website: 'https://exemple.org' }).where(eq(s.charities.id, charity.id)).run()
		expect(bumped()).toBe(false)
		db.update(s.charities)
			.set({ name: `${charity.name} ` })
			.where(eq(s.charities.id, charity.id))
			.run()
		expect(bumped()).toBe(true)
		db.update(s.charities).set({ name: charity.name }).where(eq(s.charities.id, charity.id)).run()
		expect(bumped()).toBe(true)
		db.insert(s.charityCountries).values({ charityId: charity.id, countryIso: 'NZ' }).run()
		expect(bumped()).toBe(true)
		db.delete(s.charityCountries).where(eq(s.charityCountries.countryIso, 'NZ')).run()
		expect(bumped()).toBe(true)
		db.update(s.charitySdgs).set({ isActive: true }).where(eq(s.charitySdgs.charityId, charity.id)).run()
		expect(bumped()).toBe(true)
	})

	test('a kept count and the filter choices follow a change made by another connection', () => {
		const other = new (db.$client.constructor as new (file: string) => typeof db.$client)(db.$client.name)
		const charity = searchCharities({}).items[0]!
		try {
			const before = searchCharities({ countries: ['NZ'] })
			expect(before.total).toBe(0)
			expect(getFilterOptions().countries.map((c) => c.code)).not.toContain('NZ')
			other
				.prepare(`insert into charity_countries (charity_id, country_iso) values (?, 'NZ')`)
				.run(charity.id)
			expect(searchCharities({ countries: ['NZ'] }).total).toBe(1)
			expect(getFilterOptions().countries.map((c) => c.code)).toContain('NZ')
			other.prepare(`update charities set is_active = 0 where id = ?`).run(charity.id)
			expect(searchCharities({ countries: ['NZ'] }).total).toBe(0)
			expect(getFilterOptions().countries.map((c) => c.code)).not.toContain('NZ')
		} finally {
			other.prepare(`delete from charity_countries where country_iso = 'NZ'`).run()
			other.prepare(`update charities set is_active = 1 where id = ?`).run(charity.id)
			other.close()
		}
	})

	test('a page past the end gives the last page without counting again', () => {
		const last = searchCharities({ categories: ['education'], page: 999 })
		expect(last.page).toBe(last.pageCount)
		expect(last.items.length).toBe(last.total - (last.pageCount - 1) * 12)
	})
})
