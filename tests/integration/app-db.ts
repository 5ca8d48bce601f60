import { getDb } from '#app/platform/db.server.ts'
import { migrateDatabase } from '#db/client.server.ts'

/**
 * Integration tests of services that use the application's database connection (getDb()): each Vitest
 * worker has its own DATA_DIR (tests/setup/setup-test-env.ts), hence its own real SQLite file.
 * Call once at the top of a test file; returns the migrated connection.
 */
export function useAppDatabase() {
	const db = getDb()
	migrateDatabase(db)
	return db
}
