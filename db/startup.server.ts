import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrateDatabase, type Db } from './client.server.ts'
import { purgeExpiredRecords } from './maintenance.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { settleDemoMoney, verifyDemoCharities } from './seed-provider.ts'
import { getDb } from '#app/platform/db.server.ts'
import { seedDatabase } from './seed.ts'
import { seedReferenceData } from './seed-reference.ts'
import * as s from './schema/index.ts'

/**
 * Start-up: apply the committed migrations, then load the data. In demo mode an empty database gets the
 * demo catalogue, accounts, pots and donations; otherwise nothing fictional is ever loaded, only the
 * reference data (categories, goals, regions, event types), and the operator imports the real partner
 * charities (`npm run catalogue:import -- FILE.json`). Returns whether the demo data was loaded.
 */
export async function prepareDatabase(db: Db, dataDir: string, { demo }: { demo: boolean }) {
	migrateDatabase(db, migrationsFolder())
	purgeExpiredRecords(db)
	const uploads = path.join(dataDir, 'uploads')
	const seeded = demo ? await seedDatabase(db, uploads) : false
	if (seeded) console.log('Demo catalogue and accounts loaded.')
	// The demo charities verified at the sandbox simulator, as the onboarding would leave them (ADR 030).
	// Then the demo's money is paid in there, so that it adds up and every pot can be paid out.
	if (seeded && getEnv().paymentProvider === 'sandbox') {
		await verifyDemoCharities(db)
		// Through the app's services, which write to getDb(): another database (a test's) gets no money.
		if (db === getDb()) await settleDemoMoney()
	}
	const added = await seedReferenceData(db, uploads)
	if (added && !seeded) console.log(`Reference data loaded (${added} rows).`)
	if (!demo && !db.select({ id: s.charities.id }).from(s.charities).limit(1).get()) {
		console.warn(
			'No partner charity yet: import them with `npm run catalogue:import -- FILE.json` (see README).',
		)
	}
	return seeded
}

/**
 * drizzle/ is next to db/ in the sources; the server runs this module from the build
 * (`<BUILD_DIR>/server/index.js`), two levels below the project, or else from the project's directory.
 */
function migrationsFolder() {
	const here = path.dirname(fileURLToPath(import.meta.url))
	const candidates = [
		path.resolve(here, '../drizzle'),
		path.resolve(here, '../../drizzle'),
		path.resolve('drizzle'),
	]
	return candidates.find((dir) => fs.existsSync(path.join(dir, 'meta/_journal.json'))) ?? candidates[0]!
}
