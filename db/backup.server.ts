import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { databaseFile } from './client.server.ts'
import { DataDirLockedError, lockDataDir } from './server-lock.server.ts'

/**
 * Backups of the product's database (docs/production.md, section 6): an online, consistent copy with SQLite's backup API while the
 * server runs (reading needs no lock), and a restore that refuses while a server holds the data directory.
 * Only donnons.db matters: the demo sandbox's sandbox.db holds simulated money and is not backed up.
 */

/** The timestamp of a backup's file name: 20260314-221530 (UTC). */
const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)

/** `PRAGMA integrity_check` of a database file: 'ok', or SQLite's list of problems. */
export function integrityCheck(file: string): string {
	const db = new Database(file, { readonly: true, fileMustExist: true })
	try {
		const rows = db.pragma('integrity_check') as { integrity_check: string }[]
		return rows.map((row) => row.integrity_check).join('\n')
	} finally {
		db.close()
	}
}

/**
 * Whether a backup's `dest` names a directory: one that exists, or a missing one written with a trailing slash
 * or without an extension (`/var/backups/donnons`), created then. A nightly `db:backup -- DIR` with DIR
 * missing must not write one file named DIR and overwrite it each night. A name with an extension is a file.
 */
function isDirectory(dest: string) {
	if (fs.existsSync(dest)) return fs.statSync(dest).isDirectory()
	return /[\\/]$/.test(dest) || path.extname(dest) === ''
}

/**
 * Copies DATA_DIR/donnons.db to `dest` (a file, or a directory, created when missing, that receives
 * `donnons-<UTC time>.db`; see {@link isDirectory}), as one
 * snapshot: every page is copied in one step of the backup API, inside one read transaction, so writes
 * committed meanwhile by the server are either all in the copy or none. The copy is a self-contained file
 * (rollback journal, no -wal beside it), checked with integrity_check. Returns its path.
 */
export async function backupDatabase(dataDir: string, dest: string, now = new Date()) {
	const source = databaseFile(dataDir)
	if (!fs.existsSync(source)) throw new Error(`No database to back up: ${source} does not exist.`)
	const target = isDirectory(dest)
		? path.join(path.resolve(dest), `donnons-${stamp(now)}.db`)
		: path.resolve(dest)
	if (fs.existsSync(target)) throw new Error(`${target} exists already: choose another name.`)
	fs.mkdirSync(path.dirname(target), { recursive: true })
	const partial = `${target}.partial`
	fs.rmSync(partial, { force: true })
	const db = new Database(source, { readonly: true, fileMustExist: true })
	try {
		db.pragma('busy_timeout = 5000')
		// All the remaining pages in each step: a write by the server cannot restart the copy midway.
		await db.backup(partial, { progress: () => 2 ** 30 })
	} finally {
		db.close()
	}
	const copy = new Database(partial)
	copy.pragma('journal_mode = DELETE')
	copy.close()
	const check = integrityCheck(partial)
	if (check !== 'ok') {
		fs.rmSync(partial, { force: true })
		throw new Error(`The copy failed its integrity check:\n${check}`)
	}
	fs.renameSync(partial, target)
	return target
}

/**
 * Replaces DATA_DIR/donnons.db by the backup `source`, once it passed integrity_check; refused while a server
 * runs on the data directory (its lock is held during the restore, so none starts meanwhile). The database
 * replaced is kept beside it as donnons.db.before-restore-<UTC time>. Returns that file's path (null: none).
 */
export async function restoreDatabase(dataDir: string, source: string, now = new Date()) {
	const from = path.resolve(source)
	if (!fs.existsSync(from) || !fs.statSync(from).isFile()) throw new Error(`No backup file at ${from}.`)
	const check = integrityCheck(from)
	if (check !== 'ok') throw new Error(`${from} failed its integrity check, nothing restored:\n${check}`)
	let lock
	try {
		lock = lockDataDir(dataDir)
	} catch (error) {
		if (error instanceof DataDirLockedError)
			throw new Error(
				`A Donnons server is running on DATA_DIR=${dataDir}: stop it before restoring a backup.`,
			)
		throw error
	}
	try {
		const target = databaseFile(dataDir)
		const incoming = `${target}.restoring`
		fs.copyFileSync(from, incoming)
		let kept: string | null = null
		if (fs.existsSync(target)) {
			// Through the backup API: what is still in the -wal file is kept too.
			kept = `${target}.before-restore-${stamp(now)}`
			const current = new Database(target, { readonly: true, fileMustExist: true })
			try {
				await current.backup(kept)
			} finally {
				current.close()
			}
		}
		for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true })
		fs.renameSync(incoming, target)
		return kept
	} finally {
		lock.release()
	}
}
