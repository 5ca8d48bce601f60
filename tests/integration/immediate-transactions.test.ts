import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { openDatabase, openSqlite, readSnapshot } from '#db/client.server.ts'

// Issue 29: two processes on one file. A transaction that reads and then writes must hold the write lock from
// its BEGIN, or a concurrent writer makes it fail with SQLITE_BUSY whatever busy_timeout says.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-immediate-'))
const file = path.join(dir, 'lock.db')
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Another process's connection to the same file, which gives up at once when the file is locked. */
function otherProcess() {
	const other = new Database(file)
	other.pragma('busy_timeout = 0')
	return other
}

/** Whether the other connection can start writing right now. */
function otherCanWrite(other: Database.Database) {
	try {
		other.exec('BEGIN IMMEDIATE')
		other.exec('ROLLBACK')
		return true
	} catch (error) {
		expect(String(error)).toMatch(/SQLITE_BUSY|database is locked/)
		return false
	}
}

describe('every transaction begins IMMEDIATE', () => {
	test('drizzle’s transaction, without asking, holds the write lock before its first write', () => {
		const db = openDatabase(file)
		db.run(sql`create table if not exists counters (n integer)`)
		const other = otherProcess()
		expect(otherCanWrite(other)).toBe(true)
		const seen = db.transaction((tx) => {
			const blocked = !otherCanWrite(other)
			tx.run(sql`insert into counters (n) values (1)`)
			return blocked
		})
		expect(seen).toBe(true)
		// Asking for « deferred » changes nothing: this project has no such transaction.
		expect(db.transaction(() => !otherCanWrite(other), { behavior: 'deferred' })).toBe(true)
		other.close()
		db.$client.close()
	})

	test('better-sqlite3’s own transactions too (the simulator’s and the quota’s)', () => {
		const sqlite = openSqlite(file)
		const other = otherProcess()
		const run = sqlite.transaction(() => !otherCanWrite(other))
		expect(run()).toBe(true)
		expect(run.deferred()).toBe(true)
		expect(otherCanWrite(other)).toBe(true)
		other.close()
		sqlite.close()
	})

	test('a read-only snapshot takes no write lock, waits for none, and sees one state of the file', () => {
		const db = openDatabase(file)
		db.run(sql`create table if not exists snapshot_rows (n integer)`)
		db.run(sql`delete from snapshot_rows`)
		db.run(sql`insert into snapshot_rows values (1)`)
		const other = otherProcess()
		const count = () => db.get<{ n: number }>(sql`select count(*) as n from snapshot_rows`)!.n
		const seen = readSnapshot(db, () => {
			const before = count()
			// Another worker writes while the page is being read: it is not held up…
			expect(otherCanWrite(other)).toBe(true)
			other.exec('insert into snapshot_rows values (2)')
			// …and the page's later reads still see the state of its first one.
			return [before, count()]
		})
		expect(seen).toEqual([1, 1])
		expect(count()).toBe(2)
		// And while another process holds the write lock, the snapshot reads without waiting.
		other.exec('BEGIN IMMEDIATE')
		expect(readSnapshot(db, count)).toBe(2)
		other.exec('ROLLBACK')
		other.close()
		db.$client.close()
	})

	test('a snapshot inside a snapshot or a write transaction just runs its reads, and an async one is refused', () => {
		const db = openDatabase(file)
		db.run(sql`create table if not exists nested_rows (n integer)`)
		db.run(sql`delete from nested_rows`)
		const rows = () => db.all<{ n: number }>(sql`select n from nested_rows order by n`).map((r) => r.n)
		const trace = new Database(file)
		// Inside a write transaction: the snapshot sees its uncommitted write (no transaction of its own).
		const inWrite = db.transaction((tx) => {
			tx.run(sql`insert into nested_rows values (1)`)
			return readSnapshot(db, () => readSnapshot(db, rows))
		})
		expect(inWrite).toEqual([1])
		// Inside a snapshot: one read transaction, the other process's commit in between not seen.
		const inSnapshot = readSnapshot(db, () => {
			const first = rows()
			trace.exec('insert into nested_rows values (2)')
			return [first, readSnapshot(db, rows)]
		})
		expect(inSnapshot).toEqual([[1], [1]])
		expect(rows()).toEqual([1, 2])
		// Nothing is left open, and a function that would span an await is refused before it can.
		expect(db.$client.inTransaction).toBe(false)
		expect(() => readSnapshot(db, async () => rows())).toThrow('readSnapshot reads synchronously only')
		expect(db.$client.inTransaction).toBe(false)
		trace.close()
		db.$client.close()
	})
})
