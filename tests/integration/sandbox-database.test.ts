import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { count } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import {
	closeSandboxDb,
	getSandboxDb,
	sandboxDatabaseFile,
	type SandboxDb,
} from '#app/payments/sandbox/db.server.ts'
import { createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { migrateDatabase, openDatabase, type Db } from '#db/client.server.ts'
import { simState } from '#db/schema/sandbox.ts'
import { createTestDatabase } from '#tests/support/db-utils.ts'

/** ADR 012: the simulator's sim_* tables live in DATA_DIR/sandbox.db, never in the product's database. */

const productMigrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle')

const tablesOf = (db: Db | SandboxDb) =>
	db.$client
		.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
		.pluck()
		.all() as string[]
const simTables = (db: Db | SandboxDb) => tablesOf(db).filter((name) => name.startsWith('sim_'))

/** The product's migrations folder cut after its first `entries` migrations (a database of an older version). */
function migrationsUpTo(entries: number) {
	const folder = path.join(process.env.DATA_DIR!, `drizzle-upto-${entries}`)
	fs.cpSync(productMigrations, folder, { recursive: true })
	const journalFile = path.join(folder, 'meta', '_journal.json')
	const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] }
	journal.entries = journal.entries.slice(0, entries)
	fs.writeFileSync(journalFile, JSON.stringify(journal))
	return folder
}

afterAll(() => closeSandboxDb())

describe('the product database', () => {
	test('a freshly migrated product database has no sim_* table', () => {
		const { db } = createTestDatabase('product-fresh')
		try {
			expect(tablesOf(db)).toContain('donations')
			expect(simTables(db)).toEqual([])
		} finally {
			db.$client.close()
		}
	})

	test('the upgrade drops the sim_* tables an older database had, and keeps the product tables', () => {
		const dir = path.join(process.env.DATA_DIR!, 'product-upgrade')
		fs.mkdirSync(dir, { recursive: true })
		const db = openDatabase(path.join(dir, 'old.db'))
		try {
			// Up to 0003: the simulator still lived in the product's file.
			migrateDatabase(db, migrationsUpTo(4))
			expect(simTables(db)).toHaveLength(16)
			db.$client.prepare('INSERT INTO sim_state (id) VALUES (1)').run()
			const productTables = tablesOf(db).filter((name) => !name.startsWith('sim_'))

			// 0004 drops them and nothing else (later migrations add product tables of their own).
			migrateDatabase(db, migrationsUpTo(5))
			expect(simTables(db)).toEqual([])
			expect(tablesOf(db)).toEqual(productTables)
			migrateDatabase(db)
			expect(simTables(db)).toEqual([])
		} finally {
			db.$client.close()
		}
	})
})

describe('the sandbox database', () => {
	const file = sandboxDatabaseFile(process.env.DATA_DIR!)

	test('is only created when the simulator is first used, in DATA_DIR/sandbox.db', async () => {
		const provider = createSandboxProvider()
		expect(fs.existsSync(file)).toBe(false)
		await provider.createNaturalUser(
			{ category: 'PAYER', firstName: 'Camille', lastName: 'Martin', email: 'camille@example.org' },
			{ idempotencyKey: 'sandbox-database-test-1' },
		)
		expect(fs.existsSync(file)).toBe(true)
		expect(getSandboxDb().$client.name).toBe(file)
	})

	test('holds the 18 sim_* tables and only them, with the product pragmas', () => {
		const db = getSandboxDb()
		expect(simTables(db)).toHaveLength(18)
		const others = tablesOf(db).filter((name) => !/^(sim_|sqlite_|__drizzle_migrations$)/.test(name))
		expect(others).toEqual([])
		expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal')
		expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1)
		expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(5000)
	})

	test('closeSandboxDb() closes the connection; the next use reopens the same file', () => {
		const before = getSandboxDb()
		const states = before.select({ n: count() }).from(simState).get()!.n
		closeSandboxDb()
		expect(before.$client.open).toBe(false)
		expect(globalThis.__donnonsSandboxDb).toBeUndefined()
		const after = getSandboxDb()
		expect(after).not.toBe(before)
		expect(after.select({ n: count() }).from(simState).get()!.n).toBe(states)
	})
})
