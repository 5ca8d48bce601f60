/**
 * Benchmark fixtures: a demo database in a fresh DATA_DIR (the catalogue images the tests drew are copied when
 * present), and a pot filled with many succeeded donations inserted directly in one transaction, its stored
 * totals set to their recount; a pot's stored totals beside their recount. Shared by bench:ledger,
 * bench:pot-scale, bench:donate and bench:donate-ab.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { and, eq, isNotNull } from 'drizzle-orm'
import { resetPotTotals } from '#app/donations/pot-totals.server.ts'
import { databaseFile, migrateDatabase, openDatabase, type Db } from '#db/client.server.ts'
import { verifyDemoCharitiesIn } from '#db/seed-provider.ts'
import { seedDatabase } from '#db/seed.ts'
import { charities, eventTypes, pots, users } from '#db/schema/index.ts'
import {
	catalogueCacheDir,
	copyCatalogueCache,
	isCatalogueCacheComplete,
} from '../../tests/setup/catalogue-cache.mjs'

/** A migrated, seeded demo DATA_DIR, its charities verified at the sandbox; the caller owns (and removes) it. */
export async function makeDemoDataDir() {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-bench-'))
	const uploads = path.join(dataDir, 'uploads')
	const images = catalogueCacheDir()
	if (isCatalogueCacheComplete(images)) copyCatalogueCache(images, uploads)
	const db = openDatabase(databaseFile(dataDir))
	migrateDatabase(db)
	await seedDatabase(db, uploads)
	// As the demo's start does: pots take gifts only once their charity is verified (ADR 030).
	await verifyDemoCharitiesIn(db, dataDir)
	return { dataDir, db }
}

/** A new open pot of the demo organiser for the first active charity verified at the provider. */
export function makeBenchPot(db: Db, name: string) {
	const creator = db.select().from(users).where(eq(users.email, 'marie.dupont@donnons.demo')).get()
	const charity = db
		.select()
		.from(charities)
		.where(and(eq(charities.isActive, true), isNotNull(charities.providerVerifiedAt)))
		.get()
	const eventType = db.select().from(eventTypes).get()
	if (!creator || !charity || !eventType) throw new Error('The demo seed is missing')
	return db
		.insert(pots)
		.values({
			name,
			descriptionHtml: '<p>Une cagnotte de mesure.</p>',
			closingDate: new Date(Date.now() + 60 * 24 * 3600 * 1000),
			eventTypeId: eventType.id,
			charityId: charity.id,
			creatorId: creator.id,
		})
		.returning()
		.get()
}

/**
 * Inserts `count` succeeded donations into a pot, one in three from a quick donor (1 000 distinct e-mails), the
 * others from 2 000 distinct demo-like accounts created here, spread over the last 60 days; then sets the
 * pot's totals to their recount. One prepared statement, one transaction: 100 000 rows in about a second.
 */
export function fillPot(db: Db, potId: number, count: number) {
	const sqlite = db.$client
	const donors: number[] = []
	const insertUser = sqlite.prepare(
		`insert into users (email, role, first_name, last_name, created_at, updated_at)
		 values (?, 'private', ?, ?, ?, ?)`,
	)
	const insertDonation = sqlite.prepare(
		`insert into donations (pot_id, donor_id, is_quick, quick_first_name, quick_last_name, quick_email,
			amount_cents, tip_cents, method, status, succeeded_at, created_at, updated_at)
		 values (?, ?, ?, ?, ?, ?, ?, 0, 'CARD', 'SUCCEEDED', ?, ?, ?)`,
	)
	const now = Date.now()
	sqlite.transaction(() => {
		for (let i = 0; i < 2000; i++) {
			const row = insertUser.run(`bench-${potId}-${i}@exemple.fr`, 'Camille', `Donateur${i}`, now, now)
			donors.push(Number(row.lastInsertRowid))
		}
		for (let i = 0; i < count; i++) {
			const at = now - Math.floor(((count - i) / count) * 60 * 24 * 3600 * 1000)
			const quick = i % 3 === 0
			insertDonation.run(
				potId,
				quick ? null : donors[i % donors.length],
				quick ? 1 : 0,
				quick ? 'Jo' : null,
				quick ? `Rapide${i % 1000}` : null,
				quick ? `rapide-${i % 1000}@exemple.fr` : null,
				1000 + (i % 50) * 100,
				at,
				at,
				at,
			)
		}
	})()
	db.transaction((tx) => resetPotTotals(tx, potId))
}

type PotTotals = { collected: number; donations: number; donors: number }

/**
 * A pot's stored totals (what its page shows) and their recount from its succeeded donations: a benchmark's gifts
 * must leave them equal, and the collected sum grown by exactly what was confirmed.
 */
export function potTotals(db: Database.Database, potId: number) {
	const stored = db
		.prepare(
			`select donations_total_cents as collected, donations_count as donations, donators_count as donors
			 from pots where id = ?`,
		)
		.get(potId) as PotTotals
	const recount = db
		.prepare(
			`select coalesce(sum(amount_cents), 0) as collected, count(*) as donations,
				count(distinct coalesce('u' || donor_id, 'q' || lower(quick_email))) as donors
			 from donations where pot_id = ? and status = 'SUCCEEDED'`,
		)
		.get(potId) as PotTotals
	return { stored, recount }
}
