import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import {
	getHomeData,
	getSiteFigures,
	listEventCards,
	listEventOptions,
	listFeaturedCharities,
	listHomeCategories,
	listPressLogos,
	listTestimonials,
} from '#app/site/home.server.ts'
import { pressTitles } from '#db/catalogue/images.ts'
import { keyFiguresFrom } from '#app/lib/site/home-content.ts'
import { forgetEnv } from '#app/platform/env.server.ts'
import { loader as homeLoader } from '#app/routes/_index.tsx'
import { loader as valuesLoader } from '#app/routes/nos-valeurs.tsx'
import { loader as jackpotLoader } from '#app/routes/create.jackpot.$type.tsx'
import { loader as entryLoader } from '#app/routes/creer-une-cagnotte.tsx'
import { loader as selectCompany } from '#app/routes/select.company.tsx'
import { loader as selectParticular } from '#app/routes/select.particular.tsx'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { run } from './request.ts'
import { derivedMessages, potMessages } from '#app/lib/messages.ts'

useSeededAppDatabase()
const uploads = path.join(process.env.DATA_DIR!, 'uploads')

const args = (url: string, params: Record<string, string> = {}) => ({
	request: new Request(new URL(url, 'http://localhost:3000')),
	params,
	context: { cspNonce: '', clientIp: '127.0.0.1' },
})

describe('home data', () => {
	test('the eight causes in order, each with its icon and its partner-list link', () => {
		const categories = listHomeCategories()
		expect(categories.map((c) => c.name)).toEqual([
			'Femme',
			'Humanitaire',
			'Enfant',
			'Environnement',
			'Solidarité',
			'Animaux',
			'Santé',
			'Éducation',
		])
		expect(categories[2]).toMatchObject({
			slug: 'enfant',
			iconUrl: '/uploads/catalogue/categories/enfant.svg',
			href: '/associations-partenaires-cagnotte-solidaire?cause=enfant',
		})
	})

	test('testimonials in their order, with portraits and the optional company logo', () => {
		const testimonials = listTestimonials()
		expect(testimonials).toHaveLength(5)
		expect(testimonials[0]).toMatchObject({
			name: 'Camille et Théo',
			role: 'Jeunes mariés',
			age: 31,
			logoUrl: null,
		})
		expect(testimonials[0]?.imageUrl).toBe('/uploads/catalogue/testimonials/1.jpg')
		const withLogo = testimonials.filter((t) => t.logoUrl)
		expect(withLogo.map((t) => t.name)).toEqual(['Sophie Marchal'])
		expect(withLogo[0]?.age).toBeNull()
	})

	test('the five press logos, named by their title, exist on disk', async () => {
		const press = listPressLogos()
		expect(press.map((p) => p.title)).toEqual([...pressTitles])
		const fs = await import('node:fs')
		for (const item of press) {
			expect(fs.existsSync(path.join(uploads, item.logoUrl.replace(/^\/uploads\//, '')))).toBe(true)
		}
	})

	test('featured charities are active, with their cause, and the count covers the catalogue', () => {
		const charities = listFeaturedCharities(6)
		expect(charities).toHaveLength(6)
		// One per cause, in the causes' order.
		expect(charities.map((c) => c.categoryName)).toEqual([
			'Femme',
			'Humanitaire',
			'Enfant',
			'Environnement',
			'Solidarité',
			'Animaux',
		])
		const home = getHomeData()
		expect(home.charityCount).toBeGreaterThanOrEqual(40)
		expect(home.charities.map((c) => c.id)).toEqual(charities.map((c) => c.id))
	})
})

describe('« Donnons en chiffres »', () => {
	afterEach(() => {
		delete process.env.SITE_FIGURES
		forgetEnv()
	})

	test('the home page and /nos-valeurs show the same figures: the spec’s in the demo', async () => {
		const home = (await homeLoader()).figures
		const values = valuesLoader().figures
		expect(values).toEqual(home)
		expect(home.map((f) => `${f.value} ${f.label}`.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
			'plus de 100 associations partenaires',
			'2 000 000 € de dons collectés',
			'plus de 20 000 donateurs',
			'plus de 2 000 cagnottes solidaires créées',
			'17 objectifs de développement durable soutenus',
			'plus de 50 000 bénéficiaires',
		])
	})

	test('the operator’s figures when set; counted from the database with `database`', async () => {
		process.env.SITE_FIGURES = 'charities=321,donors=12000+'
		forgetEnv()
		expect(valuesLoader().figures.map((f) => f.value.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
			'321',
			'plus de 12 000',
		])
		process.env.SITE_FIGURES = 'database'
		forgetEnv()
		const counted = (await homeLoader()).figures
		expect(counted).toEqual(keyFiguresFrom(getSiteFigures()))
		expect(valuesLoader().figures).toEqual(counted)
	})
})

describe('event types', () => {
	test('cards per audience, in catalogue order, with their images', () => {
		const particular = listEventCards('particular')
		const company = listEventCards('company')
		expect(particular[0]).toMatchObject({
			name: 'Anniversaire',
			imageUrl: '/uploads/catalogue/events/anniversaire.jpg',
		})
		expect(company[0]?.name).toBe('Séminaire')
		expect(particular.length).toBeGreaterThanOrEqual(8)
		expect(company.length).toBeGreaterThanOrEqual(8)
		const ids = new Set(particular.map((e) => e.id))
		expect(company.some((e) => ids.has(e.id))).toBe(false)
	})

	test('entry options match the cards', () => {
		const options = listEventOptions()
		expect(options.particular.map((o) => o.id)).toEqual(listEventCards('particular').map((e) => e.id))
		expect(options.company.map((o) => o.id)).toEqual(listEventCards('company').map((e) => e.id))
	})
})

describe('routes', () => {
	test('select/particular and select/company redirect (302) to their slugs', async () => {
		expect(await run(() => selectParticular())).toMatchObject({
			status: 302,
			location: '/evenement-particulier-creation-cagnotte-solidaire-don-association',
		})
		expect(await run(() => selectCompany())).toMatchObject({
			status: 302,
			location: '/evenements-entreprises-creation-cagnotte-solidaire-don-association',
		})
	})

	test('the entry page redirects a valid choice, keeps an invalid one with its errors, answers ?data=1', async () => {
		const [birthday] = listEventCards('particular')
		const [seminar] = listEventCards('company')
		expect(
			await run(() => entryLoader(args(`/creer-une-cagnotte?type=particular&evt=${birthday!.id}`))),
		).toMatchObject({
			status: 302,
			location: `/create/particular/assocs?evt=${birthday!.id}`,
		})
		const wrong = await run(() => entryLoader(args(`/creer-une-cagnotte?type=particular&evt=${seminar!.id}`)))
		expect(wrong.status).toBe(200)
		expect(wrong.body).toMatchObject({
			choice: {
				status: 'invalid',
				errors: { evt: derivedMessages.eventTypeMismatch },
			},
		})
		const empty = await run(() => entryLoader(args('/creer-une-cagnotte?evt=')))
		expect(empty.body).toMatchObject({
			choice: { status: 'invalid', errors: { evt: potMessages.eventTypeRequired } },
		})
		const data = await run(() => entryLoader(args('/creer-une-cagnotte?data=1&type=company&evt=0')))
		expect(data.body).toMatchObject({ choice: null, options: listEventOptions() })
	})

	test('create/jackpot accepts company and individual; any other type goes home', async () => {
		expect(
			(await run(() => jackpotLoader(args('/create/jackpot/company', { type: 'company' })))).body,
		).toEqual({ type: 'company' })
		expect(
			(await run(() => jackpotLoader(args('/create/jackpot/individual', { type: 'individual' })))).body,
		).toEqual({
			type: 'particular',
		})
		expect(await run(() => jackpotLoader(args('/create/jackpot/admin', { type: 'admin' })))).toMatchObject({
			status: 302,
			location: '/',
		})
	})
})
