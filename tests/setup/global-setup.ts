import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { databaseFile, migrateDatabase, openDatabase, type Db } from '#db/client.server.ts'
import { writeCatalogueImages } from '#db/catalogue/images.ts'
import { DEMO_PASSWORD, seedDatabase } from '#db/seed.ts'
import { cheapPasswordHash } from '#tests/support/passwords.ts'
import { verifyDemoCharitiesIn } from './sandbox-template.ts'
import {
	catalogueCacheDir,
	copyCatalogueCache,
	isCatalogueCacheComplete,
	markCatalogueCacheComplete,
} from './catalogue-cache.mjs'

const ROOT = 'tests/.tmp/vitest'

/** Where the run's database templates are; read by tests/support/database.ts through inject(). */
export type DatabaseTemplates = {
	/** A migrated, empty DATA_DIR (its SQLite file only). */
	empty: string
	/** A migrated DATA_DIR seeded by seedDatabase: its SQLite file and its uploads/ with the catalogue images. */
	seeded: string
}

declare module 'vitest' {
	export interface ProvidedContext {
		databaseTemplates: DatabaseTemplates
	}
}

function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

/** Folds the WAL into the main file and closes it, so copying that one file copies the whole database. */
function closeForCopy(db: Db) {
	db.$client.pragma('wal_checkpoint(TRUNCATE)')
	db.$client.close()
}

/**
 * Every demo account shares the seed's one hash of DEMO_PASSWORD (db/seed.ts): each gets the cheap one, so a
 * login against the templates costs about 1 ms of scrypt instead of 50 (tests/support/passwords.ts).
 */
function cheapenDemoPasswords(db: Db) {
	const seededHash = db.$client
		.prepare('select password_hash from users where password_hash is not null limit 1')
		.pluck()
		.get() as string | undefined
	if (!seededHash) throw new Error('The seeded template has no password to cheapen')
	db.$client
		.prepare('update users set password_hash = ? where password_hash = ?')
		.run(cheapPasswordHash(DEMO_PASSWORD), seededHash)
}

/**
 * Removes the data directories left by earlier runs (never those of a run still going on), then builds this
 * run's two database templates once: migrating, seeding (a scrypt hash, the inserts) and above all drawing
 * the ~300 catalogue images with sharp took about 25 s, which every seeding test file used to pay again.
 * Each test file still gets its own copy in its own DATA_DIR (tests/setup/setup-test-env.ts).
 */
export default async function setup(project: TestProject) {
	for (const entry of fs.existsSync(ROOT) ? fs.readdirSync(ROOT) : []) {
		const pid = Number(entry)
		if (!Number.isInteger(pid) || !isAlive(pid))
			fs.rmSync(path.join(ROOT, entry), { recursive: true, force: true })
	}
	// The workers' parent is this process: its pid groups this run's directories (see setup-test-env.ts).
	const runDir = path.resolve(ROOT, String(process.pid), 'templates')
	const templates: DatabaseTemplates = {
		empty: path.join(runDir, 'empty'),
		seeded: path.join(runDir, 'seeded'),
	}
	// The test files run in Paris time (setup-test-env.ts): the seed's dates are computed the same way.
	const tz = process.env.TZ
	process.env.TZ = 'Europe/Paris'
	try {
		const empty = openDatabase(databaseFile(templates.empty))
		migrateDatabase(empty)
		closeForCopy(empty)

		// The images are drawn into a cache the end-to-end server copies too (tests/e2e-server.mjs).
		const images = catalogueCacheDir()
		if (!isCatalogueCacheComplete(images)) {
			await writeCatalogueImages(images, { onlyMissing: true })
			markCatalogueCacheComplete(images)
		}
		copyCatalogueCache(images, path.join(templates.seeded, 'uploads'))
		const seeded = openDatabase(databaseFile(templates.seeded))
		migrateDatabase(seeded)
		await seedDatabase(seeded, path.join(templates.seeded, 'uploads'))
		await verifyDemoCharitiesIn(seeded, templates.seeded)
		cheapenDemoPasswords(seeded)
		closeForCopy(seeded)
	} finally {
		if (tz === undefined) delete process.env.TZ
		else process.env.TZ = tz
	}
	project.provide('databaseTemplates', templates)
}
