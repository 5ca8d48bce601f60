import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import * as schema from './schema/index.ts'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle')

/** How long a statement waits for another connection's write lock at most (busy_timeout), a BEGIN included. */
const LOCK_WAIT_MS = 5_000

/**
 * The WAL's size, in pages, at which a COMMIT checkpoints it itself: 10 000 (40 MB) instead of SQLite's 1 000,
 * because the server checkpoints on a thread of its own (db/checkpointer.server.ts, ADR 068) and a request
 * should only do it when that thread falls behind. Scripts and tests without that thread checkpoint at this
 * size, and when their last connection closes.
 */
export const CHECKPOINT_FALLBACK_PAGES = 10_000

/** Opens (creating if needed) a SQLite file with the pragmas the app relies on (also the sandbox's file). */
export function openSqlite(file: string): Database.Database {
	fs.mkdirSync(path.dirname(file), { recursive: true })
	const sqlite = new Database(file)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = NORMAL')
	sqlite.pragma('foreign_keys = ON')
	sqlite.pragma(`busy_timeout = ${LOCK_WAIT_MS}`)
	sqlite.pragma(`wal_autocheckpoint = ${CHECKPOINT_FALLBACK_PAGES}`)
	reuseStatements(sqlite)
	immediateTransactions(sqlite)
	return sqlite
}

/** Per connection, the one DEFERRED transaction function, running a snapshot's reads (made once). */
const snapshots = new WeakMap<Database.Database, (read: () => unknown) => unknown>()

/**
 * Reads several queries as one consistent snapshot without taking the write lock: a DEFERRED transaction,
 * the one kind `immediateTransactions` leaves out, for READS ONLY (a write inside it could fail with
 * SQLITE_BUSY, which is why nothing else may ask for one). A page view that adds up a pot's money this way
 * never waits behind a gift being written by another worker, nor makes one wait. On two workers it is also one
 * read transaction instead of one per statement: SQLite empties the connection's page cache at the start of a
 * read transaction when the other worker has committed since, and reads the pages again (docs/performance.md
 * « A request's reads as one snapshot »). Nestable: inside a transaction it just runs `read`. Synchronous only:
 * an open transaction across an `await` would take in other requests' statements on the connection.
 */
export function readSnapshot<T>(db: Pick<Db, '$client'>, read: () => T): T {
	const snapshot = snapshots.get(db.$client)
	// Inside a snapshot or a write transaction already: its reads are one snapshot, nothing to begin (a
	// SAVEPOINT would only cost two statements).
	if (!snapshot || db.$client.inTransaction) return read()
	return snapshot(read) as T
}

/** A snapshot's function run; an async one would run its first part inside and the rest after it: refused. */
function synchronousRead(read: () => unknown) {
	const value = read()
	if (value instanceof Promise) throw new TypeError('readSnapshot reads synchronously only')
	return value
}

/**
 * Every transaction on this connection begins IMMEDIATE (issue 29), drizzle's `db.transaction` included
 * (it asks for `deferred` unless told otherwise). A DEFERRED transaction that reads and then writes fails
 * with SQLITE_BUSY, whatever busy_timeout says, when another process wrote in between; IMMEDIATE takes the
 * write lock at BEGIN and so waits its turn instead. Reads outside transactions are unaffected.
 */
function immediateTransactions(sqlite: Database.Database) {
	const transaction = sqlite.transaction.bind(sqlite)
	// The snapshot's transaction function, made once (better-sqlite3 builds four wrappers a call).
	snapshots.set(sqlite, transaction(synchronousRead).deferred)
	const lock = shortLockWaits(sqlite)
	sqlite.transaction = ((fn: (...args: unknown[]) => unknown) => {
		const tx = transaction(function (this: unknown, ...args: unknown[]) {
			lock.taken()
			return fn.apply(this, args)
		})
		const immediate = tx.immediate
		// A nested call is a SAVEPOINT inside the lock already held: nothing to wait for.
		const always = (...args: unknown[]) =>
			sqlite.inTransaction ? immediate(...args) : lock.begin(() => immediate(...args))
		return Object.assign(always, {
			default: always,
			deferred: always,
			immediate: always,
			exclusive: tx.exclusive,
		})
	}) as Database.Database['transaction']
}

const sleeper = new Int32Array(new SharedArrayBuffer(4))

/**
 * The wait for the write lock, in steps of 0.05 to 0.5 ms instead of SQLite's own (ADR 068). When another
 * process holds it, SQLite's busy handler sleeps 1, 2, 5, 10… ms with the event loop blocked, where the other
 * process's transaction lasts a tenth of that: two workers under gifts spent 7 % of their time asleep there.
 * Only the BEGIN is retried this way (busy_timeout 0 until the lock is taken, then 5 s again for what runs inside,
 * as before); a SQLITE_BUSY once the transaction's function has started is thrown as it was.
 */
function shortLockWaits(sqlite: Database.Database) {
	const noWait = sqlite.prepare('PRAGMA busy_timeout = 0')
	const usualWait = sqlite.prepare(`PRAGMA busy_timeout = ${LOCK_WAIT_MS}`)
	let beginning = false
	return {
		/** The transaction's function has started: the lock is held. */
		taken() {
			if (!beginning) return
			beginning = false
			usualWait.get()
		},
		begin<T>(run: () => T): T {
			const deadline = performance.now() + LOCK_WAIT_MS
			let pause = 0.05
			try {
				for (;;) {
					beginning = true
					noWait.get()
					try {
						return run()
					} catch (error) {
						const busy = beginning && (error as { code?: string }).code === 'SQLITE_BUSY'
						if (!busy || performance.now() >= deadline) throw error
					}
					Atomics.wait(sleeper, 0, 0, pause)
					pause = Math.min(pause * 2, 0.5)
				}
			} finally {
				if (beginning) {
					beginning = false
					usualWait.get()
				}
			}
		},
	}
}

/**
 * Drizzle asks SQLite to prepare a query's SQL again on every call, which costs more than running most of the
 * app's small queries (docs/performance.md). The connection keeps its last 500 statements by their SQL and hands the same
 * one back, reset to rows as objects (drizzle switches a statement to arrays with `raw()` when it wants them).
 * Safe because no code keeps a statement busy across another query (nothing uses `iterate()`).
 */
function reuseStatements(sqlite: Database.Database, size = 500) {
	const prepare = sqlite.prepare.bind(sqlite) as (
		source: string,
		...internal: unknown[]
	) => Database.Statement
	const statements = new Map<string, Database.Statement>()
	sqlite.prepare = ((source: string, ...internal: unknown[]) => {
		// better-sqlite3's own calls (pragma) pass more arguments: left alone.
		if (internal.length > 0) return prepare(source, ...internal)
		let statement = statements.get(source)
		if (statement) {
			statements.delete(source)
			if (statement.reader) statement.raw(false)
		} else {
			statement = prepare(source)
			if (statements.size >= size) statements.delete(statements.keys().next().value!)
		}
		statements.set(source, statement)
		return statement
	}) as Database.Database['prepare']
}

/** Opens (creating if needed) the product's SQLite file. */
export function openDatabase(file: string): Db {
	return drizzle(openSqlite(file), { schema, casing: 'snake_case' }) as Db
}

/** Applies the committed migrations in drizzle/ (synchronous with better-sqlite3). */
export function migrateDatabase(db: Db, folder = migrationsFolder) {
	migrate(db, { migrationsFolder: folder })
}

export function databaseFile(dataDir: string) {
	return path.join(dataDir, 'donnons.db')
}

/** The handle a synchronous better-sqlite3 transaction callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx
