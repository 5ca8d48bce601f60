import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

/**
 * One server per data directory (tests/integration/server-lock.test.ts): a second one would migrate, seed and
 * run the background jobs again on the same SQLite file. With WEB_CONCURRENCY > 1 the server is a primary
 * process and its workers (server/cluster.js): the primary holds the lock, the workers run under it. The
 * running server holds an exclusive SQLite lock on DATA_DIR/server.lock (`BEGIN EXCLUSIVE` on a connection kept
 * open for the process's life); the operating system releases it when the process ends, however it ends
 * (kill -9 included), so nothing stale is left.
 */

const SERVER_LOCK_FILE = 'server.lock'

export class DataDirLockedError extends Error {
	constructor(dataDir: string) {
		super(
			`Another Donnons server is already running on DATA_DIR=${dataDir} (it holds ${path.join(dataDir, SERVER_LOCK_FILE)}). ` +
				'Only one server process may use a data directory: stop the other one, or give this one its own DATA_DIR.',
		)
		this.name = 'DataDirLockedError'
	}
}

type ServerLock = { release(): void }

const isBusy = (error: unknown) =>
	error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_BUSY')

/** Takes the data directory's lock for this process, or throws DataDirLockedError when a server holds it. */
export function lockDataDir(dataDir: string): ServerLock {
	fs.mkdirSync(dataDir, { recursive: true })
	const connection = new Database(path.join(dataDir, SERVER_LOCK_FILE), { timeout: 0 })
	try {
		connection.exec('BEGIN EXCLUSIVE')
	} catch (error) {
		connection.close()
		throw isBusy(error) ? new DataDirLockedError(dataDir) : error
	}
	return {
		release() {
			if (!connection.open) return
			connection.exec('ROLLBACK')
			connection.close()
		},
	}
}

/** Whether a server process holds the data directory's lock now (for the operator's commands). */
export function isDataDirLocked(dataDir: string) {
	const file = path.join(dataDir, SERVER_LOCK_FILE)
	if (!fs.existsSync(file)) return false
	try {
		lockDataDir(dataDir).release()
		return false
	} catch (error) {
		if (error instanceof DataDirLockedError) return true
		throw error
	}
}
