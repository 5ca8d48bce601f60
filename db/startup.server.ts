import path from 'node:path'
import { migrateDatabase, type Db } from './client.server.ts'
import { purgeExpiredRecords } from './maintenance.server.ts'
import { seedDatabase } from './seed.ts'

/** Start-up: apply the committed migrations, then load the demo data into an empty database. */
export async function prepareDatabase(db: Db, dataDir: string) {
	migrateDatabase(db)
	purgeExpiredRecords(db)
	const seeded = await seedDatabase(db, path.join(dataDir, 'uploads'))
	if (seeded) console.log('Demo catalogue and accounts loaded.')
	return seeded
}
