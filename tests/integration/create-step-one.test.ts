import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { categories, users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { cookieFor } from '#tests/support/fixtures/organiser.ts'
import { pageHandler, readPage } from './page-render.ts'

useSeededAppDatabase()

/** Step 1 of the creation flow (docs/requirements.md#spec-2-2): the quick category bar on demand, the step indicator's images. */

let page: Awaited<ReturnType<typeof pageHandler>>
let marie = ''

beforeAll(async () => {
	page = await pageHandler(['create.$type.assocs.tsx'])
	const user = getDb().select().from(users).where(eq(users.email, 'marie.dupont@donnons.demo')).get()!
	marie = await cookieFor(user.id)
}, 60_000)

const disclosure = (html: string) =>
	/<details[^>]*>\s*<summary[^>]*>Filtrer par cause<\/summary>/.exec(html)?.[0]

describe('step 1: cause selection', () => {
	test('the quick category bar is closed by default, opens on demand and stays open on a category', async () => {
		const plain = await readPage(await page('/create/particular/assocs?evt=1'))
		expect(disclosure(plain.html)).toBeDefined()
		expect(disclosure(plain.html)).not.toContain(' open')
		expect(plain.html).toContain('Toutes les causes') // inside the closed disclosure, reachable without JavaScript

		const slug = getDb().select({ slug: categories.slug }).from(categories).get()!.slug
		const filtered = await readPage(await page(`/create/particular/assocs?evt=1&cause=${slug}`))
		expect(disclosure(filtered.html)).toContain(' open')
	})

	test('the step indicator shows one image per step: the visitor variant with its identify step', async () => {
		const visitor = await readPage(await page('/create/particular/assocs?evt=1'))
		const images = (html: string) => [...html.matchAll(/data-step-image="([^"]+)"/g)].map((m) => m[1])
		expect(images(visitor.html)).toEqual([
			'cause-offline',
			'details-offline',
			'identify-offline',
			'done-offline',
		])
		expect(visitor.text).toContain('Je m’identifie')
		expect(visitor.html).toMatch(/<svg aria-hidden="true"/)

		const signedIn = await readPage(
			await page('/create/particular/assocs?evt=1', { headers: { cookie: marie } }),
		)
		expect(images(signedIn.html)).toEqual(['cause-online', 'details-online', 'done-online'])
		expect(signedIn.text).not.toContain('Je m’identifie')
		expect(signedIn.text).toContain('Étape 1 sur 3')
	})
})
