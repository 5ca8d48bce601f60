import { databaseFile, openDatabase, type Db } from '#db/client.server.ts'
import { getEnv } from './env.server.ts'

declare global {
	var __donnonsDb: Db | undefined
}

/** The application's one database connection (kept across dev reloads). */
export function getDb(): Db {
	globalThis.__donnonsDb ??= openDatabase(databaseFile(getEnv().DATA_DIR))
	return globalThis.__donnonsDb
}
