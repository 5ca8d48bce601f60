import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { companies, pots, users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { pageHandler } from './page-render.ts'

useSeededAppDatabase()

let get: Awaited<ReturnType<typeof pageHandler>>
let birthday = 0
let challenge = 0
let yearEnd = 0

const potId = (name: string) =>
	getDb().select({ id: pots.id }).from(pots).where(eq(pots.name, name)).get()!.id

beforeAll(async () => {
	get = await pageHandler(['participate.$id._index.tsx'])
	birthday = potId('Les 40 ans de Marie')
	challenge = potId('Challenge solidaire Atelier Lumière 2026')
	yearEnd = potId('Fin d’année solidaire')
}, 60_000)

async function page(id: number) {
	const res = await get(`/participate/${id}`)
	expect(res.status).toBe(200)
	return res.text()
}

/** The custom properties of the pot page's wrapper, from its style attribute. */
function themeOf(html: string) {
	const style = /<article class="pot-theme" style="([^"]*)"/.exec(html)?.[1]
	expect(style, 'the pot page wrapper carries its theme').toBeDefined()
	return Object.fromEntries(style!.split(';').map((d) => d.split(':') as [string, string]))
}

describe('the pot page in its pot’s colour', () => {
	test('a personal pot has the default theme colour, with its readable text and link variants', async () => {
		expect(themeOf(await page(birthday))).toEqual({
			'--pot-colour': '#eb3192',
			'--pot-on-colour': '#111111',
			'--pot-ink': '#cf2b80',
		})
	})

	test('a company pot has the colour the company chose', async () => {
		expect(themeOf(await page(challenge))).toEqual({
			'--pot-colour': '#2a6fdb',
			'--pot-on-colour': '#ffffff',
			'--pot-ink': '#2a6fdb',
		})
	})

	test('a light preset gets dark text on the colour and a darker variant for links', async () => {
		getDb().update(pots).set({ color: '#f4a259' }).where(eq(pots.id, yearEnd)).run()
		expect(themeOf(await page(yearEnd))).toEqual({
			'--pot-colour': '#f4a259',
			'--pot-on-colour': '#1f2430',
			'--pot-ink': '#9c6839',
		})
	})

	test('a personal pot ignores the colour column (only companies choose one)', async () => {
		getDb().update(pots).set({ color: '#1b4079' }).where(eq(pots.id, birthday)).run()
		expect(themeOf(await page(birthday))['--pot-colour']).toBe('#eb3192')
	})

	test('the company logo shows on a company pot’s banner', async () => {
		const company = getDb()
			.select({ id: users.id })
			.from(users)
			.where(eq(users.email, 'contact@atelier-lumiere.demo'))
			.get()!.id
		getDb()
			.update(companies)
			.set({ logoPath: '/uploads/logos/atelier-lumiere.png' })
			.where(eq(companies.userId, company))
			.run()
		const html = await page(challenge)
		expect(html).toMatch(/<img src="\/uploads\/logos\/atelier-lumiere.png" alt="Logo de Atelier Lumière"/)
	})
})
