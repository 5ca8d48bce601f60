import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { externalLinks, links } from '#app/lib/site/site-links.ts'
import { getDb } from '#app/platform/db.server.ts'
import { forgetEnv } from '#app/platform/env.server.ts'
import { loader as homeLoader } from '#app/routes/_index.tsx'
import { loader as charityLoader } from '#app/routes/association.$url.tsx'
import { action as mecenatAction, loader as mecenatLoader } from '#app/routes/mecenat-entreprise.tsx'
import { action as outsourcingAction, loader as outsourcingLoader } from '#app/routes/outsourcing.tsx'
import { loader as potLoader, meta as potMeta } from '#app/routes/participate.$id._index.tsx'
import { loader as robotsLoader } from '#app/routes/robots[.]txt.tsx'
import { loader as sitemapLoader } from '#app/routes/sitemap[.]xml.tsx'
import { charities, pots } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makePot } from '#tests/support/fixtures/donations.ts'
import { context, run } from './request.ts'

useSeededAppDatabase()
const BASE = 'http://localhost:3000'
const args = (path: string, params: Record<string, string> = {}) => ({
	request: new Request(new URL(path, BASE)),
	params,
	context: context(),
})
const potId = (name: string) =>
	getDb().select({ id: pots.id }).from(pots).where(eq(pots.name, name)).get()!.id

// The demo pots (db/seed-demo.ts): open and public, on invitation only, finished.
let birthday = 0
let wedding = 0
let locked = 0
let finished = 0
// Made here: a pot its organiser closed early, a deactivated one, a locked one of the birthday's charity.
let closedEarly = 0
let inactive = 0
let lockedSameCharity = 0
let newest = 0
let birthdayCharity = { id: 0, slug: '' }

beforeAll(() => {
	const db = getDb()
	birthday = potId('Les 40 ans de Marie')
	wedding = potId('Le mariage de Paul et Inès')
	locked = potId('Challenge solidaire Atelier Lumière 2026')
	finished = potId('Pot de départ de Jacques')
	const charityId = db.select({ c: pots.charityId }).from(pots).where(eq(pots.id, birthday)).get()!.c
	birthdayCharity = db
		.select({ id: charities.id, slug: charities.slug })
		.from(charities)
		.where(eq(charities.id, charityId))
		.get()!
	closedEarly = makePot(charityId).id
	db.update(pots)
		.set({ closingDate: new Date(Date.now() - 1000) })
		.where(eq(pots.id, closedEarly))
		.run()
	inactive = makePot(charityId).id
	db.update(pots).set({ isActive: false }).where(eq(pots.id, inactive)).run()
	lockedSameCharity = makePot(charityId).id
	db.update(pots).set({ isLocked: true }).where(eq(pots.id, lockedSameCharity)).run()
	newest = makePot(charityId).id
	db.update(pots)
		.set({ createdAt: new Date(Date.now() + 60_000) })
		.where(eq(pots.id, newest))
		.run()
})

const hidden = () => [locked, finished, closedEarly, inactive, lockedSameCharity]

describe('discoverable pots', () => {
	test('the home page shows open public pots only, the most recent first, with their figures', async () => {
		const home = await homeLoader()
		const ids = home.pots.map((p) => p.id)
		expect(ids[0]).toBe(newest)
		expect(ids).toContain(birthday)
		expect(ids.length).toBeLessThanOrEqual(6)
		for (const id of hidden()) expect(ids).not.toContain(id)
		const card = home.pots.find((p) => p.id === birthday)!
		expect(card).toMatchObject({ name: 'Les 40 ans de Marie' })
		expect(card.charityName).toBeTruthy()
		expect(card.totalCents).toBeGreaterThan(0)
		expect(card.donatorsCount).toBeGreaterThan(0)
	})

	test('the key figures agree with the hero: the active charities counted from the data', async () => {
		// Counted from the data when SITE_FIGURES says so (the demo's default is the spec's figures).
		process.env.SITE_FIGURES = 'database'
		forgetEnv()
		const home = await homeLoader()
		delete process.env.SITE_FIGURES
		forgetEnv()
		const active = getDb().select().from(charities).where(eq(charities.isActive, true)).all().length
		expect(home.charityCount).toBe(active)
		const charityFigure = home.figures[0]!
		expect(charityFigure.label).toBe('associations partenaires')
		expect(charityFigure.value).toBe(String(active))
		expect(home.figures.map((f) => f.label)).not.toContain('bénéficiaires')
	})

	test('a charity page lists its own open public pots only', async () => {
		const result = await run(() =>
			charityLoader(args(`/association/${birthdayCharity.slug}`, { url: birthdayCharity.slug })),
		)
		const page = result.body as Awaited<ReturnType<typeof charityLoader>>['data']
		const ids = page.pots.map((p) => p.id)
		expect(ids).toEqual(expect.arrayContaining([newest, birthday]))
		for (const id of hidden()) expect(ids).not.toContain(id)
		expect(ids).not.toContain(wedding)
	})
})

describe('sitemap.xml and robots.txt', () => {
	test('the sitemap lists the home page, the public pages, the charities and the open public pots', async () => {
		const response = sitemapLoader(args('/sitemap.xml'))
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
		const xml = await response.text()
		const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
		expect(locs).toContain(`${BASE}/`)
		expect(locs).toContain(`${BASE}${links.legalNotice}`)
		expect(locs).toContain(`${BASE}/charte-qualit%C3%A9-cagnotte-solidaire`)
		expect(locs).toContain(`${BASE}/association/maison-des-aubes`)
		expect(locs).toContain(`${BASE}/participate/${birthday}`)
		expect(locs).toContain(`${BASE}/participate/${newest}`)
		for (const id of hidden()) expect(locs).not.toContain(`${BASE}/participate/${id}`)
		expect(locs).not.toContain(`${BASE}${links.login}`)
		expect(locs).not.toContain(`${BASE}${links.auth}`)
		const activeCharities = getDb().select().from(charities).where(eq(charities.isActive, true)).all()
		expect(locs.filter((loc) => loc!.includes('/association/'))).toHaveLength(activeCharities.length)
	})

	test('robots.txt keeps crawlers out of the private areas and names the sitemap', async () => {
		const response = robotsLoader(args('/robots.txt'))
		expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
		const text = await response.text()
		for (const rule of [
			'/sandbox',
			'/demo',
			'/particular',
			'/company',
			'/mes-',
			'/recus-fiscaux',
			'/participate/*/payment',
		])
			expect(text).toContain(`\nDisallow: ${rule}\n`)
		expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`)
	})
})

describe('pot page sharing data', () => {
	const metaOf = async (id: number) => {
		const data = await potLoader(args(`/participate/${id}`, { id: String(id) }))
		const matches = [{ id: 'root', data: { publicUrl: BASE } }]
		return { data, tags: potMeta({ data, matches, params: {}, location: {} } as never) }
	}

	test('an open pot has its canonical URL, image and a DonateAction for its charity', async () => {
		const { data, tags } = await metaOf(birthday)
		expect(tags).toContainEqual({
			tagName: 'link',
			rel: 'canonical',
			href: `${BASE}/participate/${birthday}`,
		})
		expect(tags).toContainEqual(expect.objectContaining({ property: 'og:image' }))
		expect(tags).not.toContainEqual(expect.objectContaining({ name: 'robots' }))
		expect(data.jsonLd).toMatchObject({ '@type': 'DonateAction', url: `${BASE}/participate/${birthday}` })
	})

	test('a pot on invitation asks search engines not to index it', async () => {
		const { tags } = await metaOf(locked)
		expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
	})
})

describe('corporate sponsorship addresses', () => {
	for (const [path, loader, action] of [
		['/outsourcing', outsourcingLoader, outsourcingAction],
		['/mecenat-entreprise', mecenatLoader, mecenatAction],
	] as const) {
		test(`${path} leaves for the corporate-sponsorship site, on GET and POST`, async () => {
			for (const fn of [loader, action]) {
				const result = await run(() => fn())
				expect(result.status).toBe(302)
				expect(result.location).toBe(externalLinks.csrOffer)
			}
		})
	}
})
