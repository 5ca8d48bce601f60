import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrateDatabase, type Db } from './client.server.ts'
import { purgeExpiredRecords } from './maintenance.server.ts'
import { seedDatabase } from './seed.ts'

/** Start-up: apply the committed migrations, then load the demo data into an empty database. */
export async function prepareDatabase(db: Db, dataDir: string) {
	migrateDatabase(db, migrationsFolder())
	purgeExpiredRecords(db)
	const seeded = await seedDatabase(db, path.join(dataDir, 'uploads'))
	if (seeded) console.log('Demo catalogue and accounts loaded.')
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
