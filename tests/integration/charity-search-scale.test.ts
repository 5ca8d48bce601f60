import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { forgetCatalogueCache } from '#app/catalogue/search-cache.server.ts'
import { getFilterOptions, searchCharities } from '#app/catalogue/search.server.ts'
import { reshuffleCharities } from '#app/catalogue/shuffle.server.ts'
import { type Db } from '#db/client.server.ts'
import * as s from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'

/**
 * The search stays flat as the catalogue grows (issue 29, item 6): pages walk the rank index and stop after
 * 12, filters are look-ups on indexes, the full-text index holds the active charities only and counts are
 * kept per catalogue version (bench:search measures the costs; these tests hold the shapes).
 */
let db: Db
beforeAll(() => {
	db = useSeededAppDatabase()
	reshuffleCharities()
})

type Input = Parameters<typeof searchCharities>[0]

/** The plans of the statements one search prepares (its cache forgotten first, so the count runs too). */
function plansOf(input: Input) {
	const sqlite = db.$client
	const prepare = sqlite.prepare.bind(sqlite)
	const statements: string[] = []
	sqlite.prepare = ((source: string) => {
		statements.push(source)
		return prepare(source)
	}) as typeof sqlite.prepare
	try {
		forgetCatalogueCache(sqlite)
		searchCharities(input)
	} finally {
		sqlite.prepare = prepare
	}
	return statements
		.filter((source) => /from charities(_fts)? [cf]\b/.test(source))
		.map((source) => {
			const params = Array((source.match(/\?/g) ?? []).length).fill('1')
			const rows = prepare(`explain query plan ${source}`).all(...params) as Array<{ detail: string }>
			return { source, plan: rows.map((row) => row.detail).join(' / ') }
		})
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

describe('every filter combination walks an index and sorts nothing', () => {
	test.each(combinations.map((input) => [JSON.stringify(input), input] as const))('%s', (_, input) => {
		for (const order of ['current', 'previous'] as const) {
			reshuffleCharities()
			const first = searchCharities({ ...input, page: 1 })
			const plans = plansOf({ ...input, page: 2, order: order === 'previous' ? first.order : undefined })
			if (order === 'previous') reshuffleCharities()
			const page = plans.find((p) => /order by/.test(p.source))
			const count = plans.find((p) => /count\(\*\)/.test(p.source))
			expect(count, 'the count runs when nothing is kept').toBeDefined()
			for (const { plan } of plans) {
				expect(plan).not.toMatch(/TEMP B-TREE/)
				// A scan of the charities' table: every row read, the cost the issue measured.
				expect(plan).not.toMatch(/SCAN c\b(?! USING)/)
			}
			if (first.total) {
				expect(page?.plan).toMatch(/SEARCH c USING (COVERING )?INDEX charities_(previous_)?shuffle_idx/)
				expect(count!.plan).not.toMatch(/SEARCH c USING INDEX/)
			}
		}
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
