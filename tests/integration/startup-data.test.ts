import fs from 'node:fs'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { type SQLiteTable } from 'drizzle-orm/sqlite-core'
import { describe, expect, test } from 'vitest'
import { type Db } from '#db/client.server.ts'
import * as s from '#db/schema/index.ts'
import { prepareDatabase } from '#db/startup.server.ts'
import { catalogueCacheDir, copyCatalogueCache, isCatalogueCacheComplete } from '../setup/catalogue-cache.mjs'
import { createTestDatabase } from '#tests/support/db-utils.ts'

const countOf = (db: Db, table: SQLiteTable) => db.select({ n: count() }).from(table).get()?.n

/** A fresh data directory with the catalogue images the run drew already (the seed then draws none). */
function freshDataDir(name: string) {
	const { db, dir } = createTestDatabase(name)
	const images = catalogueCacheDir()
	if (isCatalogueCacheComplete(images)) copyCatalogueCache(images, path.join(dir, 'uploads'))
	return { db, dir }
}

describe('what a start loads into an empty database', () => {
	test('outside demo mode the reference data only, nothing fictional; in demo mode the demo data', async () => {
		const { db, dir } = freshDataDir('startup-production')
		expect(await prepareDatabase(db, dir, { demo: false })).toBe(false)
		expect(countOf(db, s.categories)).toBe(8)
		expect(countOf(db, s.sdgs)).toBe(17)
		expect(countOf(db, s.regions)).toBe(18)
		expect(countOf(db, s.eventTypes)).toBeGreaterThanOrEqual(16)
		for (const table of [s.users, s.charities, s.pots, s.donations, s.taxReceipts, s.testimonials])
			expect(countOf(db, table)).toBe(0)
		// The event types' images are on disk.
		const eventImage = db.select().from(s.eventTypes).get()!.imagePath
		expect(fs.existsSync(path.join(dir, eventImage.replace(/^\/uploads/, 'uploads')))).toBe(true)
		// A second start adds nothing, and never the demo data.
		expect(await prepareDatabase(db, dir, { demo: false })).toBe(false)
		expect(countOf(db, s.categories)).toBe(8)
		// Nor does a later demo start on that real database.
		expect(await prepareDatabase(db, dir, { demo: true })).toBe(false)
		expect(countOf(db, s.users)).toBe(0)
		db.$client.close()

		// In demo mode: the demo catalogue, accounts, pots and donations.
		const demo = freshDataDir('startup-demo')
		expect(await prepareDatabase(demo.db, demo.dir, { demo: true })).toBe(true)
		expect(countOf(demo.db, s.categories)).toBe(8)
		expect(countOf(demo.db, s.charities)).toBeGreaterThanOrEqual(40)
		expect(countOf(demo.db, s.users)).toBeGreaterThan(0)
		expect(countOf(demo.db, s.donations)).toBeGreaterThan(0)
		demo.db.$client.close()
	}, 60_000)
})
