import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
	getCharityById,
	getCharityBySlug,
	getFilterOptions,
	searchCharities,
} from '#app/catalogue/search.server.ts'
import { currentOrder, reshuffleCharities } from '#app/catalogue/shuffle.server.ts'
import { type Db } from '#db/client.server.ts'
import * as s from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'

let db: Db
beforeAll(() => {
	db = useSeededAppDatabase()
	reshuffleCharities()
})

const names = (q: string, extra: Partial<Parameters<typeof searchCharities>[0]> = {}) => {
	const all: string[] = []
	for (let page = 1; ; page++) {
		const result = searchCharities({ q, page, ...extra })
		all.push(...result.items.map((item) => item.name))
		if (page >= result.pageCount) return all
	}
}

/** Every id of the list, page by page, in the order of generation `order` (default: the current one). */
function allIds(filters: Partial<Parameters<typeof searchCharities>[0]> = {}) {
	const first = searchCharities({ page: 1, ...filters })
	const ids = first.items.map((item) => item.id)
	for (let page = 2; page <= first.pageCount; page++) {
		ids.push(...searchCharities({ page, ...filters, order: first.order }).items.map((item) => item.id))
	}
	return { total: first.total, pageCount: first.pageCount, ids, order: first.order }
}

describe('keywords (FTS5, accents and case folded)', () => {
	test('an accent-less keyword finds the accented word', () => {
		// « éducation » appears in purposes and descriptions of the catalogue.
		const found = searchCharities({ q: 'education' })
		expect(found.total).toBeGreaterThan(0)
		expect(names('etincelles')).toEqual(['Les Étincelles de Recherche'])
		expect(names('ETINCELLES')).toEqual(['Les Étincelles de Recherche'])
		expect(names('Étincelles')).toEqual(['Les Étincelles de Recherche'])
	})

	test('"education" and "Éducation" give the same charities', () => {
		expect(new Set(names('education'))).toEqual(new Set(names('Éducation')))
		expect(new Set(names('EDUCATION'))).toEqual(new Set(names('éducation')))
	})

	test('every word is found whatever its accents and case, as the text has it', () => {
		// Reference: fold accents and case in JavaScript, split into words, match prefixes.
		const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
		const rows = db.select().from(s.charities).all()
		const words = (c: (typeof rows)[number]) =>
			fold(`${c.name} ${c.purpose} ${c.description}`).split(/[^\p{L}\p{N}]+/u)
		// The catalogue has no « enfance »: « enfants », « école », « élèves », « santé » stand in for it.
		for (const query of ['enfants', 'ENFANTS', 'ecole', 'École', 'eleves', 'sante', 'Santé', 'education']) {
			const expected = rows.filter((c) => words(c).some((w) => w.startsWith(fold(query)))).map((c) => c.name)
			expect(expected.length, query).toBeGreaterThan(0)
			expect(names(query).sort(), query).toEqual(expected.sort())
		}
	})

	test('words are prefixes and all must match', () => {
		expect(names('etince')).toEqual(['Les Étincelles de Recherche'])
		expect(names('etincelles recherche')).toEqual(['Les Étincelles de Recherche'])
		expect(names('etincelles inexistantmot')).toEqual([])
	})

	test('straight and typographic apostrophes are alike', () => {
		// « L’Arche des Minots » is written with ’ in the catalogue.
		expect(names("l'arche des minots")).toEqual(['L’Arche des Minots'])
		expect(names('l’arche des minots')).toEqual(['L’Arche des Minots'])
		expect(names("Nid d'Étoiles")).toContain('Nid d’Étoiles')
	})

	test('hostile or empty queries do not throw', () => {
		for (const q of ['" OR * NEAR(', '*', '"', 'NOT', '(a OR b', 'name:x', '^', "'", '---', '   ']) {
			expect(() => searchCharities({ q })).not.toThrow()
		}
		// Nothing searchable left: no keyword filter.
		expect(searchCharities({ q: '*' }).total).toBe(searchCharities({}).total)
	})
})

describe('filters', () => {
	const everyCharity = (ids: number[]) =>
		db
			.select()
			.from(s.charities)
			.all()
			.filter((c) => ids.includes(c.id))

	test('category (slug), several categories are alternatives', () => {
		const health = allIds({ categories: ['sante'] })
		const education = allIds({ categories: ['education'] })
		const both = allIds({ categories: ['sante', 'education'] })
		expect(health.total).toBeGreaterThan(0)
		expect(both.total).toBe(health.total + education.total)
		const healthId = db.select().from(s.categories).where(eq(s.categories.slug, 'sante')).get()!.id
		expect(everyCharity(health.ids).every((c) => c.categoryId === healthId)).toBe(true)
	})

	test('country', () => {
		const madagascar = allIds({ countries: ['MG'] })
		const links = db.select().from(s.charityCountries).where(eq(s.charityCountries.countryIso, 'MG')).all()
		expect(madagascar.ids.sort()).toEqual(links.map((l) => l.charityId).sort())
		expect(allIds({ countries: ['MG', 'FR'] }).total).toBeGreaterThan(madagascar.total)
		expect(searchCharities({ countries: ['ZZ'] }).total).toBe(0)
	})

	test('region', () => {
		const idf = allIds({ regions: ['IDF'] })
		const links = db.select().from(s.charityRegions).where(eq(s.charityRegions.regionCode, 'IDF')).all()
		expect(idf.ids.sort()).toEqual(links.map((l) => l.charityId).sort())
	})

	test('goal (only active links count)', () => {
		const links = db.select().from(s.charitySdgs).where(eq(s.charitySdgs.sdgNumber, 14)).all()
		expect(allIds({ sdgs: [14] }).ids.sort()).toEqual(links.map((l) => l.charityId).sort())
		const first = links[0]!
		db.update(s.charitySdgs)
			.set({ isActive: false })
			.where(eq(s.charitySdgs.charityId, first.charityId))
			.run()
		try {
			expect(allIds({ sdgs: [14] }).ids).not.toContain(first.charityId)
			expect(getCharityById(first.charityId)!.sdgs).toEqual([])
		} finally {
			db.update(s.charitySdgs)
				.set({ isActive: true })
				.where(eq(s.charitySdgs.charityId, first.charityId))
				.run()
		}
	})

	test('kinds are combined with AND', () => {
		const combined = allIds({ categories: ['education'], countries: ['FR'], q: 'ecole' })
		const education = new Set(allIds({ categories: ['education'] }).ids)
		const france = new Set(allIds({ countries: ['FR'] }).ids)
		const school = new Set(allIds({ q: 'ecole' }).ids)
		const expected = [...education].filter((id) => france.has(id) && school.has(id))
		expect(combined.ids.sort()).toEqual(expected.sort())
		expect(combined.total).toBeLessThan(education.size)
	})

	test('one charity by id, and inactive charities never appear', () => {
		const charity = db.select().from(s.charities).get()!
		expect(searchCharities({ id: charity.id }).items.map((i) => i.id)).toEqual([charity.id])
		db.update(s.charities).set({ isActive: false }).where(eq(s.charities.id, charity.id)).run()
		try {
			expect(allIds().ids).not.toContain(charity.id)
			expect(searchCharities({ id: charity.id }).total).toBe(0)
			expect(getCharityBySlug(charity.slug)).toBeNull()
		} finally {
			db.update(s.charities).set({ isActive: true }).where(eq(s.charities.id, charity.id)).run()
		}
	})
})

describe('paging and shuffle', () => {
	test('12 per page from page 1; every active charity exactly once over all pages', () => {
		const active = db
			.select({ id: s.charities.id })
			.from(s.charities)
			.where(eq(s.charities.isActive, true))
			.all()
		const { total, pageCount, ids } = allIds()
		expect(total).toBe(active.length)
		expect(pageCount).toBe(Math.ceil(active.length / 12))
		expect(searchCharities({ page: 1 }).items).toHaveLength(12)
		expect(ids).toHaveLength(active.length)
		expect(new Set(ids).size).toBe(active.length)
		expect([...ids].sort((a, b) => a - b)).toEqual(active.map((a) => a.id).sort((a, b) => a - b))
	})

	test('the order is the same for everyone until a re-shuffle, which draws another one', () => {
		const before = allIds()
		expect(allIds().ids).toEqual(before.ids)
		reshuffleCharities()
		const after = allIds()
		expect(after.order).toBe(before.order + 1)
		expect(after.ids).not.toEqual(before.ids)
		expect(new Set(after.ids)).toEqual(new Set(before.ids))
	})

	test('a visitor paging across a re-shuffle keeps their order: nothing twice, nothing missed', () => {
		for (const filters of [{}, { q: 'enfants' }, { categories: ['education', 'sante'] }, { sdgs: [4] }]) {
			const expected = allIds(filters)
			const first = searchCharities({ ...filters, page: 1 })
			reshuffleCharities()
			const ids = first.items.map((item) => item.id)
			for (let page = 2; page <= first.pageCount; page++)
				ids.push(...searchCharities({ ...filters, page, order: first.order }).items.map((item) => item.id))
			expect(ids).toEqual(expected.ids)
			// Two re-shuffles later, that order is gone: the current one is used.
			reshuffleCharities()
			expect(searchCharities({ ...filters, page: 1, order: first.order }).order).toBe(currentOrder())
		}
	})

	test('a page is a walk along the rank index, not a sort of every charity', () => {
		const plan = (
			db.$client
				.prepare(
					'explain query plan select id from charities where is_active = 1 order by shuffle_rank, id limit 12 offset 24',
				)
				.all() as Array<{ detail: string }>
		)
			.map((row) => row.detail)
			.join(' / ')
		expect(plan).toMatch(/USING (COVERING )?INDEX charities_shuffle_idx/)
		expect(plan).not.toMatch(/TEMP B-TREE/)
	})

	test('a page past the end gives the last page; an empty result has no page', () => {
		const last = searchCharities({ page: 999 })
		expect(last.page).toBe(last.pageCount)
		expect(last.items.length).toBeGreaterThan(0)
		expect(searchCharities({ page: 0 }).page).toBe(1)
		const none = searchCharities({ q: 'zzzzqqq' })
		expect(none).toEqual({ total: 0, page: 1, pageCount: 0, items: [], order: currentOrder() })
	})

	test('the cards carry what the list shows', () => {
		const item = searchCharities({ q: 'etincelles' }).items[0]!
		expect(item.bannerUrl).toMatch(/^\/uploads\/catalogue\/charities\/.+\/banner\.jpg$/)
		expect(item.certification.imageUrl).toMatch(/^\/uploads\/catalogue\/certifications\/[A-Z_]+\.svg$/)
		expect(item.certification.label).toBeTruthy()
		expect(item.sdgs.map((g) => g.number)).toEqual(expect.arrayContaining([8, 11, 17]))
		expect(item.sdgs[0]!.iconUrl).toMatch(/^\/uploads\/catalogue\/sdgs\/\d+\.svg$/)
	})
})

describe('charity page data and filter options', () => {
	test('a charity with category, certifications, goals, places, images and rates', () => {
		const charity = getCharityBySlug('maison-des-aubes')!
		expect(charity.name).toBe('La Maison des Aubes')
		expect(charity.category).toEqual({ slug: 'femme', name: 'Femme' })
		expect(charity.certifications.map((c) => c.code)).toEqual(['DONNONS', 'DON_EN_CONFIANCE'])
		expect(charity.certification.code).toBe('DONNONS')
		expect(charity.sdgs.map((g) => g.number)).toEqual([3, 5, 8, 10, 11, 16, 17])
		expect(charity.countries).toEqual([{ code: 'FR', name: 'France' }])
		expect(charity.regions).toEqual([{ code: 'ARA', name: 'Auvergne-Rhône-Alpes' }])
		expect(charity.images).toHaveLength(3)
		expect({ p: charity.privateRate, e: charity.enterpriseRate }).toEqual({ p: 75, e: 60 })
		expect(charity.descriptionHtml).toContain('<h3>')
		expect(getCharityById(charity.id)?.slug).toBe('maison-des-aubes')
		expect(getCharityBySlug('inconnue')).toBeNull()
		expect(getCharityById(-1)).toBeNull()
	})

	test('the panel lists the categories, regions, used countries (France first) and 17 goals', () => {
		const options = getFilterOptions()
		expect(options.categories.map((c) => c.slug)).toEqual([
			'femme',
			'humanitaire',
			'enfant',
			'environnement',
			'solidarite',
			'animaux',
			'sante',
			'education',
		])
		expect(options.regions).toHaveLength(18)
		expect(options.countries[0]).toEqual({ code: 'FR', name: 'France' })
		expect(options.countries.map((c) => c.code)).toContain('MG')
		expect(options.countries.find((c) => c.code === 'MG')?.name).toBe('Madagascar')
		expect(options.sdgs).toHaveLength(17)
	})

	test('the search index follows updates', () => {
		const charity = getCharityBySlug('maison-des-aubes')!
		db.update(s.charities).set({ name: 'Maison Zéphyrine' }).where(eq(s.charities.id, charity.id)).run()
		try {
			expect(names('zephyrine')).toEqual(['Maison Zéphyrine'])
		} finally {
			db.update(s.charities).set({ name: charity.name }).where(eq(s.charities.id, charity.id)).run()
		}
		expect(names('zephyrine')).toEqual([])
	})
})
