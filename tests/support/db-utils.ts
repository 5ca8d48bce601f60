import fs from 'node:fs'
import path from 'node:path'
import { migrateDatabase, openDatabase, type Db } from '#db/client.server.ts'

/** A fresh, migrated SQLite file in this worker's temporary directory. */
export function createTestDatabase(name: string): { db: Db; dir: string } {
	const dir = path.join(process.env.DATA_DIR ?? 'tests/.tmp', name)
	fs.rmSync(dir, { recursive: true, force: true })
	fs.mkdirSync(dir, { recursive: true })
	const db = openDatabase(path.join(dir, 'test.db'))
	migrateDatabase(db)
	return { db, dir }
}
