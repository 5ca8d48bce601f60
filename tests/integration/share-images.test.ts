import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { SITE_SHARE_IMAGE } from '#app/lib/site/share-card.ts'
import { charities, pots } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { pageHandler } from './page-render.ts'

useSeededAppDatabase()

/** Issue 26 item 3: every page shared gives a 1200×630 JPEG with its text alternative and size. */

let page: Awaited<ReturnType<typeof pageHandler>>
let birthday = 0

beforeAll(async () => {
	page = await pageHandler([
		'_index.tsx',
		'nos-valeurs.tsx',
		'participate.$id._index.tsx',
		'association.$url.tsx',
		'og.donnons[.]jpg.tsx',
		'og.cagnotte.$id.$file.tsx',
		'og.association.$id.$file.tsx',
	])
	birthday = getDb().select({ id: pots.id }).from(pots).where(eq(pots.name, 'Les 40 ans de Marie')).get()!.id
}, 60_000)

/** The page's meta tags, by property or name. */
async function metaOf(url: string) {
	const response = await page(url)
	expect(response.status).toBe(200)
	const html = await response.text()
	const tags = new Map<string, string>()
	for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
		const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1]
		const content = /content="([^"]*)"/.exec(tag)?.[1]
		if (key && content !== undefined) tags.set(key, content.replace(/&#x27;/g, "'").replace(/&amp;/g, '&'))
	}
	return tags
}

/** Checks the image tags and fetches the image: a 1200×630 JPEG. Returns its path and bytes. */
async function sharedImage(url: string) {
	const tags = await metaOf(url)
	const imageUrl = tags.get('og:image')!
	expect(imageUrl).toMatch(/^http:\/\/localhost:3000\/og\/.+\.jpg$/)
	expect(tags.get('og:image:width')).toBe('1200')
	expect(tags.get('og:image:height')).toBe('630')
	expect(tags.get('og:image:type')).toBe('image/jpeg')
	expect(tags.get('og:image:alt')?.length).toBeGreaterThan(20)
	expect(tags.get('twitter:card')).toBe('summary_large_image')
	expect(tags.get('twitter:image')).toBe(imageUrl)
	expect(tags.get('twitter:image:alt')).toBe(tags.get('og:image:alt'))
	const imagePath = new URL(imageUrl).pathname
	const response = await page(imagePath)
	expect(response.status).toBe(200)
	expect(response.headers.get('content-type')).toBe('image/jpeg')
	const bytes = Buffer.from(await response.arrayBuffer())
	const info = await sharp(bytes).metadata()
	expect([info.format, info.width, info.height]).toEqual(['jpeg', 1200, 630])
	return {
		path: imagePath,
		bytes,
		alt: tags.get('og:image:alt')!,
		cacheControl: response.headers.get('cache-control'),
	}
}

describe('shared pictures', () => {
	test('a pot page: its card, cached for good, changes with the pot name', async () => {
		const before = await sharedImage(`/participate/${birthday}`)
		expect(before.path).toMatch(new RegExp(`^/og/cagnotte/${birthday}/[0-9a-f]{16}\\.jpg$`))
		expect(before.cacheControl).toBe('public, max-age=31536000, immutable')
		expect(before.alt).toContain('Les 40 ans de Marie')
		// A second request is answered from the disk cache: the same bytes.
		expect(Buffer.from(await (await page(before.path)).arrayBuffer()).equals(before.bytes)).toBe(true)

		getDb().update(pots).set({ name: 'Les 41 ans de Marie' }).where(eq(pots.id, birthday)).run()
		const after = await sharedImage(`/participate/${birthday}`)
		expect(after.path).not.toBe(before.path)
		expect(after.alt).toContain('Les 41 ans de Marie')
		expect(after.bytes.equals(before.bytes)).toBe(false)
		// A link shared before the change leads to the current card; the old file is gone from the cache.
		const old = await page(before.path)
		expect(old.status).toBe(302)
		expect(old.headers.get('location')).toBe(after.path)
		const cached = fs.readdirSync(path.join(getEnv().DATA_DIR, 'cache', 'og'))
		expect(cached.filter((file) => file.startsWith(`pot-${birthday}-`))).toHaveLength(1)
	})

	test('home, a static page and a charity page have a card too', async () => {
		const home = await sharedImage('/')
		expect(home.path).toBe(SITE_SHARE_IMAGE.url)
		expect(home.cacheControl).toBe('public, max-age=86400')
		expect((await sharedImage('/nos-valeurs')).path).toBe(SITE_SHARE_IMAGE.url)
		const charity = getDb().select().from(charities).where(eq(charities.isActive, true)).limit(1).get()!
		const card = await sharedImage(`/association/${charity.slug}`)
		expect(card.path).toMatch(new RegExp(`^/og/association/${charity.id}/[0-9a-f]{16}\\.jpg$`))
		expect(card.alt).toContain(charity.name)
	})

	test('an unknown pot or a malformed name is a 404', async () => {
		expect((await page('/og/cagnotte/999999/0123456789abcdef.jpg')).status).toBe(404)
		expect((await page(`/og/cagnotte/${birthday}/..%2f..%2fsecret.jpg`)).status).toBe(404)
		expect((await page('/og/association/999999/0123456789abcdef.jpg')).status).toBe(404)
	})
})
