import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { afterAll, describe, expect, test } from 'vitest'
import { openSqlite } from '#db/client.server.ts'

// ADR 068: a transaction waits for another connection's write lock in short steps, not SQLite's 1, 2, 5… ms.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-lock-waits-'))
const file = path.join(dir, 'lock.db')
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Another connection, on a thread (as another process would be), holds the write lock for `ms`. */
function holdWriteLock(ms: number) {
	const worker = new Worker(
		`const { parentPort, workerData } = require('node:worker_threads')
		const Database = require(workerData.driver)
		const db = new Database(workerData.file)
		db.exec('BEGIN IMMEDIATE')
		db.exec('insert into counters (n) values (100)')
		parentPort.postMessage('held')
		setTimeout(() => { db.exec('COMMIT'); db.close(); parentPort.postMessage('released') }, workerData.ms)`,
		{
			eval: true,
			workerData: { file, ms, driver: createRequire(import.meta.url).resolve('better-sqlite3') },
		},
	)
	const message = (expected: string) =>
		new Promise<void>((resolve) => worker.on('message', (m) => m === expected && resolve()))
	return { held: message('held'), released: message('released') }
}

describe('a transaction waits for the write lock in short steps', () => {
	const db = openSqlite(file)
	db.exec('create table if not exists counters (n integer)')

	test('it begins once the other connection commits, and sees its row', async () => {
		const other = holdWriteLock(50)
		await other.held
		let runs = 0
		const count = db.transaction(() => {
			runs++
			db.prepare('insert into counters (n) values (1)').run()
			return db.prepare('select count(*) as n from counters').get()
		})()
		await other.released
		expect(runs).toBe(1)
		expect(count).toEqual({ n: 2 })
		// The usual wait is back for what runs outside the BEGIN.
		expect(db.pragma('busy_timeout', { simple: true })).toBe(5000)
	})

	test('a write outside a transaction runs in an IMMEDIATE one of its own, and waits in short steps', async () => {
		// Was the statement run inside a transaction? A bare autocommit write would record 0, and would wait
		// for the lock in SQLite's busy handler (1, 2, 5… ms asleep) instead.
		db.function('in_transaction', () => (db.inTransaction ? 1 : 0))
		const write = db.prepare('insert into counters (n) values (in_transaction() + 10)')
		const other = holdWriteLock(50)
		await other.held
		const info = write.run()
		await other.released
		expect(info.changes).toBe(1)
		expect(db.prepare('select n from counters where rowid = ?').get(info.lastInsertRowid)).toEqual({ n: 11 })
		expect(db.pragma('busy_timeout', { simple: true })).toBe(5000)
		// With RETURNING (get) too; reads and writes already inside a transaction are left as they are.
		const returned = db.prepare('insert into counters (n) values (in_transaction() + 20) returning n')
		expect(returned.get()).toEqual({ n: 21 })
		expect(db.prepare('select in_transaction() as t').get()).toEqual({ t: 0 })
		expect(db.transaction(() => write.run().changes)()).toBe(1)
	})

	test('a SQLITE_BUSY thrown once the function has started is not retried', () => {
		let runs = 0
		const failing = db.transaction(() => {
			runs++
			throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
		})
		expect(() => failing()).toThrow('database is locked')
		expect(runs).toBe(1)
		expect(db.pragma('busy_timeout', { simple: true })).toBe(5000)
	})
})
