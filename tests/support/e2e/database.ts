import path from 'node:path'
import Database from 'better-sqlite3'
import { E2E_DATA_DIR } from './playwright.ts'

/**
 * The end-to-end server's database, opened once per Playwright worker, for the tests and fixtures that
 * write their own accounts, pots or sessions straight into it (WAL and a busy timeout: the server writes
 * at the same time).
 */
let db: Database.Database | undefined

export function e2eDatabase() {
	if (!db) {
		db = new Database(path.join(E2E_DATA_DIR, 'donnons.db'), { fileMustExist: true })
		db.pragma('journal_mode = WAL')
		db.pragma('busy_timeout = 5000')
	}
	return db
}
