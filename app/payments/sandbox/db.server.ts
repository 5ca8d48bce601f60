import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { getEnv } from '#app/platform/env.server.ts'
import { openSqlite } from '#db/client.server.ts'
import * as sandboxSchema from '#db/schema/sandbox.ts'

/**
 * The simulator's own SQLite file, `DATA_DIR/sandbox.db` (ADR 012): the sandbox is "the bank", so its
 * `sim_*` tables never sit in the product's database and never share a transaction with it.
 */
export type SandboxDb = BetterSQLite3Database<typeof sandboxSchema> & { $client: Database.Database }
/** The handle a synchronous transaction callback on the sandbox file receives. */
export type SandboxTx = Parameters<Parameters<SandboxDb['transaction']>[0]>[0]

declare global {
	var __donnonsSandboxDb: SandboxDb | undefined
}

/**
 * drizzle-sandbox/ at the project's root, found upwards from this module: it runs from app/payments/sandbox/
 * (tsx, Vite, Vitest) and from the Remix server build (build/server/) alike.
 */
function sandboxMigrationsFolder() {
	let dir = path.dirname(fileURLToPath(import.meta.url))
	for (;;) {
		const folder = path.join(dir, 'drizzle-sandbox')
		if (fs.existsSync(path.join(folder, 'meta', '_journal.json'))) return folder
		const parent = path.dirname(dir)
		if (parent === dir) throw new Error('The sandbox migrations (drizzle-sandbox/) were not found')
		dir = parent
	}
}

export function sandboxDatabaseFile(dataDir: string) {
	return path.join(dataDir, 'sandbox.db')
}

/** Opens (creating if needed) a sandbox file with the product's pragmas and applies drizzle-sandbox/. */
function openSandboxDatabase(file: string, migrationsFolder = sandboxMigrationsFolder()): SandboxDb {
	const db = drizzle(openSqlite(file), { schema: sandboxSchema, casing: 'snake_case' }) as SandboxDb
	migrate(db, { migrationsFolder })
	return db
}

/**
 * The simulator's connection, opened and migrated the first time the sandbox is used (a process on Mangopay
 * never creates the file), kept across dev reloads. It follows DATA_DIR: a cached connection to another
 * directory's file (a previous test file of the same worker) is closed and replaced.
 */
export function getSandboxDb(): SandboxDb {
	const file = sandboxDatabaseFile(getEnv().DATA_DIR)
	if (globalThis.__donnonsSandboxDb && globalThis.__donnonsSandboxDb.$client.name !== file) closeSandboxDb()
	globalThis.__donnonsSandboxDb ??= openSandboxDatabase(file)
	return globalThis.__donnonsSandboxDb
}

/** Closes the simulator's connection if it is open (server shutdown, test isolation). */
export function closeSandboxDb() {
	const db = globalThis.__donnonsSandboxDb
	globalThis.__donnonsSandboxDb = undefined
	if (db?.$client.open) db.$client.close()
}
