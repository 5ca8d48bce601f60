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
