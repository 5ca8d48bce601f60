import fs from 'node:fs'
import path from 'node:path'
import { and, count, eq, type SQL } from 'drizzle-orm'
import { type SQLiteTable } from 'drizzle-orm/sqlite-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { verifyPassword } from '#app/auth/password.server.ts'
import { charities as charityData } from '#db/catalogue/charities.ts'
import { type Db } from '#db/client.server.ts'
import * as s from '#db/schema/index.ts'
import { DEMO_PASSWORD, seedDatabase } from '#db/seed.ts'
import { demoAccounts } from '#db/seed-demo.ts'
import { createTestDatabase } from '#tests/support/db-utils.ts'
import { catalogueCacheDir, copyCatalogueCache } from '../setup/catalogue-cache.mjs'

let db: Db
let dir: string

// The catalogue's images drawn by the run's global set-up (the same drawing code) are copied in, but for
// the event types' pictures: the seed draws what is missing. Drawing all ~340 again took 45 s of test time
// at load 7 on two cores, past the hook's 60 s on a busier machine.
const REDRAWN = 'events'
let removed: string[]

beforeAll(async () => {
	;({ db, dir } = createTestDatabase('seed'))
	const catalogue = path.join(dir, 'uploads', 'catalogue')
	copyCatalogueCache(catalogueCacheDir(), path.join(dir, 'uploads'))
	removed = fs.readdirSync(path.join(catalogue, REDRAWN)).map((file) => path.join(catalogue, REDRAWN, file))
	fs.rmSync(path.join(catalogue, REDRAWN), { recursive: true })
	expect(await seedDatabase(db, path.join(dir, 'uploads'))).toBe(true)
}, 120_000)
afterAll(() => db.$client.close())

const countOf = (table: SQLiteTable, where?: SQL) =>
	db.select({ n: count() }).from(table).where(where).get()?.n

describe('demo catalogue', () => {
	test('has the spec catalogue: 8 categories, 17 goals, 18 regions, 8+8 event types, 40+ charities', () => {
		expect(countOf(s.categories)).toBe(8)
		expect(countOf(s.sdgs)).toBe(17)
		expect(countOf(s.regions)).toBe(18)
		for (const audience of ['particulier', 'entreprise'] as const) {
			expect(countOf(s.eventTypes, eq(s.eventTypes.audience, audience))).toBeGreaterThanOrEqual(8)
		}
		expect(countOf(s.charities)).toBeGreaterThanOrEqual(40)
	})

	test('every charity has its PRIVATE and ENTERPRISE rates, goals 8, 11 and 17, images on disk', () => {
		const rows = db.select().from(s.charities).all()
		for (const charity of rows) {
			expect([66, 75]).toContain(charity.privateRate)
			expect(charity.enterpriseRate).toBe(60)
			const goals = db.select().from(s.charitySdgs).where(eq(s.charitySdgs.charityId, charity.id)).all()
			expect(goals.map((g) => g.sdgNumber)).toEqual(expect.arrayContaining([8, 11, 17]))
			for (const url of [charity.bannerPath, charity.logoPath]) {
				expect(fs.existsSync(path.join(dir, url!.replace(/^\/uploads/, 'uploads')))).toBe(true)
			}
		}
		expect(countOf(s.charityImages)).toBeGreaterThanOrEqual(rows.length * 2)
	})

	test('the seed draws the catalogue images that are missing', () => {
		expect(removed.length).toBeGreaterThan(10)
		for (const file of removed) expect(fs.statSync(file).size).toBeGreaterThan(0)
	})

	test('every charity row carries the legal data of its catalogue entry, for its tax receipts', () => {
		for (const c of charityData) {
			const row = db.select().from(s.charities).where(eq(s.charities.slug, c.slug)).get()
			expect(
				row && {
					idType: row.legalIdType,
					id: row.legalId,
					category: row.legalCategory,
					publicUtilityDecreeDate: row.publicUtilityDecreeDate,
					addressLine1: row.addressLine1,
					postCode: row.postCode,
					signatoryName: row.signatoryName,
					signatoryRole: row.signatoryRole,
				},
				c.slug,
			).toEqual(c.legal)
		}
	})

	test('a second seed loads nothing', async () => {
		const before = countOf(s.charities)
		expect(await seedDatabase(db, path.join(dir, 'uploads'))).toBe(false)
		expect(countOf(s.charities)).toBe(before)
	})
})

describe('demo accounts and pots', () => {
	test('both demo accounts sign in with the README password', async () => {
		for (const account of Object.values(demoAccounts)) {
			const user = db.select().from(s.users).where(eq(s.users.email, account.email)).get()
			expect(await verifyPassword(DEMO_PASSWORD, user?.passwordHash)).toBe(true)
		}
		const company = db
			.select()
			.from(s.companies)
			.innerJoin(s.users, eq(s.users.id, s.companies.userId))
			.where(eq(s.users.email, demoAccounts.company.email))
			.get()
		expect(company?.companies.name).toBe('Atelier Lumière')
	})

	test('pot totals count succeeded donations only and always add up', () => {
		const pots = db.select().from(s.pots).all()
		expect(pots.some((p) => p.closingDate < new Date())).toBe(true)
		expect(pots.some((p) => p.closingDate > new Date())).toBe(true)
		expect(pots.some((p) => p.potType === 1)).toBe(true)
		for (const pot of pots) {
			const succeeded = db
				.select()
				.from(s.donations)
				.where(and(eq(s.donations.potId, pot.id), eq(s.donations.status, 'SUCCEEDED')))
				.all()
			expect(pot.donationsTotalCents).toBe(succeeded.reduce((sum, d) => sum + d.amountCents, 0))
			expect(pot.donationsCount).toBe(succeeded.length)
		}
		const birthday = pots.find((p) => p.name === 'Les 40 ans de Marie')!
		// 50 + 30 + 25 + 20 (quick) + 150; the pending wire and the refused card do not count.
		expect(birthday.donationsTotalCents).toBe(27_500)
		expect(birthday.donatorsCount).toBe(5)
	})

	test('tax receipts: succeeded, non-quick donations only, numbered 1, 2, 3… per charity and year', () => {
		const receipts = db.select().from(s.taxReceipts).all()
		expect(receipts.length).toBeGreaterThan(0)
		const byKey = new Map<string, typeof receipts>()
		for (const r of receipts)
			byKey.set(`${r.charityId}-${r.year}`, [...(byKey.get(`${r.charityId}-${r.year}`) ?? []), r])
		for (const group of byKey.values()) {
			expect(group.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(group.map((_, i) => i + 1))
		}
		for (const receipt of receipts) {
			const donation = db.select().from(s.donations).where(eq(s.donations.id, receipt.donationId)).get()
			expect(donation?.status).toBe('SUCCEEDED')
			expect(donation?.isQuick).toBe(false)
		}
	})
})

describe('maintenance', () => {
	test('expired sessions are purged, live ones kept', async () => {
		const { purgeExpiredRecords } = await import('#db/maintenance.server.ts')
		const user = db.select().from(s.users).get()!
		const now = new Date()
		db.insert(s.sessions)
			.values([
				{ id: 'old', userId: user.id, expiresAt: new Date(now.getTime() - 1000) },
				{ id: 'live', userId: user.id, expiresAt: new Date(now.getTime() + 60_000) },
			])
			.run()
		expect(purgeExpiredRecords(db, now).sessions).toBe(1)
		expect(
			db
				.select()
				.from(s.sessions)
				.all()
				.map((r) => r.id),
		).toEqual(['live'])
	})
})
