import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { databaseFile, migrateDatabase } from '#db/client.server.ts'

/**
 * Puts a copy of one of the run's database templates (tests/setup/global-setup.ts) into this test file's
 * DATA_DIR, unless the application's connection is open already (a second call in the same file).
 */
function copyTemplate(template: string) {
	const dataDir = process.env.DATA_DIR
	if (!dataDir) throw new Error('DATA_DIR is not set: tests/setup/setup-test-env.ts sets it')
	const target = databaseFile(dataDir)
	if (globalThis.__donnonsDb || fs.existsSync(target)) return
	fs.copyFileSync(databaseFile(template), target)
	// The simulator's file goes with it: the demo charities' legal users are there (ADR 030).
	const sandbox = path.join(template, 'sandbox.db')
	if (fs.existsSync(sandbox)) fs.copyFileSync(sandbox, path.join(dataDir, 'sandbox.db'))
	const uploads = path.join(template, 'uploads')
	if (fs.existsSync(uploads)) linkTree(uploads, path.join(dataDir, 'uploads'))
}

/** Hard-links every file of `from` into `to` (copies across file systems): the catalogue images are never rewritten. */
function linkTree(from: string, to: string) {
	fs.mkdirSync(to, { recursive: true })
	for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
		const source = path.join(from, entry.name)
		const target = path.join(to, entry.name)
		if (entry.isDirectory()) linkTree(source, target)
		else {
			try {
				fs.linkSync(source, target)
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
				fs.copyFileSync(source, target)
			}
		}
	}
}

/**
 * Integration tests of services that use the application's database connection (getDb()): each test file
 * has its own DATA_DIR (tests/setup/setup-test-env.ts), hence its own real SQLite file, migrated and empty.
 * Call once at the top of a test file; returns the migrated connection.
 */
export function useAppDatabase() {
	copyTemplate(inject('databaseTemplates').empty)
	const db = getDb()
	migrateDatabase(db)
	return db
}

/**
 * Like useAppDatabase, with the demo catalogue and accounts already loaded: what seedDatabase(db, uploads)
 * gives, the catalogue images included under DATA_DIR/uploads, without drawing them again for each file.
 */
export function useSeededAppDatabase() {
	copyTemplate(inject('databaseTemplates').seeded)
	const db = getDb()
	migrateDatabase(db)
	return db
}
