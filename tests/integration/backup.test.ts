import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { like, sql } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { backupDatabase, integrityCheck, restoreDatabase } from '#db/backup.server.ts'
import { databaseFile } from '#db/client.server.ts'
import { lockDataDir } from '#db/server-lock.server.ts'
import { donations } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { workerBundle } from '#tests/support/worker-bundle.ts'

// tests/integration/workers/insert-donations.ts, prebuilt: started with plain node (tests/support/worker-bundle.ts).
const insertDonations = await workerBundle('insert-donations')

/**
 * Backups (docs/production.md, section 6): a copy taken while another process keeps writing, restored into a data
 * directory, holds every donation committed before the backup started, and passes integrity_check.
 */

useSeededAppDatabase()
const dataDir = process.env.DATA_DIR!
const PREFIX = 'backup-loop'
const writer = spawn(
	process.execPath,
	[insertDonations, String(makePot(demoCharity('GENERATED').id).id), String(makeDonor('backup').id), PREFIX],
	{ env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
)
let writerStderr = ''
writer.stderr.on('data', (chunk: Buffer) => (writerStderr += chunk.toString()))
afterAll(() => {
	if (writer.exitCode === null) writer.kill('SIGKILL')
})

const committedKeys = () =>
	new Set(
		getDb()
			.select({ key: donations.attemptKey })
			.from(donations)
			.where(like(donations.attemptKey, `${PREFIX}-%`))
			.all()
			.map((row) => row.key ?? ''),
	)

/** Resolves once the writer has committed at least `n` donations. */
const writerReached = (n: number) =>
	new Promise<void>((resolve, reject) => {
		const check = (chunk: Buffer) => {
			const counts = [...chunk.toString().matchAll(/inserted (\d+)/g)].map((m) => Number(m[1]))
			if (counts.some((count) => count >= n)) {
				writer.stdout.off('data', check)
				resolve()
			}
		}
		writer.stdout.on('data', check)
		writer.on('exit', (code) => reject(new Error(`the writer exited (${code}): ${writerStderr}`)))
	})

// A second process starts and writes 300 donations first: more than 20 s on a busy machine.
test('a backup taken during writes, restored, has every donation committed before it started', async () => {
	await writerReached(300)
	// The server holds its lock: the backup only reads, it does not need it.
	const serverLock = lockDataDir(dataDir)
	const before = committedKeys()
	const backupDir = path.join(dataDir, 'backups')
	fs.mkdirSync(backupDir)
	const file = await backupDatabase(dataDir, backupDir)
	serverLock.release()
	const after = committedKeys()
	writer.kill('SIGKILL')

	expect(path.basename(file)).toMatch(/^donnons-\d{8}-\d{6}\.db$/)
	expect(before.size).toBeGreaterThanOrEqual(300)
	// The writer went on meanwhile: the copy was taken under concurrent writes.
	expect(after.size).toBeGreaterThan(before.size)
	expect(fs.existsSync(`${file}-wal`)).toBe(false)
	expect(integrityCheck(file)).toBe('ok')

	const restoredDir = path.join(dataDir, 'restored')
	fs.mkdirSync(restoredDir)
	expect(await restoreDatabase(restoredDir, file)).toBeNull()
	const restored = new Database(databaseFile(restoredDir), { readonly: true })
	try {
		const keys = new Set(
			(
				restored
					.prepare('SELECT attempt_key AS key FROM donations WHERE attempt_key LIKE ?')
					.all(`${PREFIX}-%`) as { key: string }[]
			).map((row) => row.key),
		)
		for (const key of before) expect(keys.has(key)).toBe(true)
		// A snapshot: the donations of the copy are those 1..N of the writer, no hole.
		expect([...keys].map((k) => Number(k.slice(PREFIX.length + 1))).sort((a, b) => a - b)).toEqual(
			Array.from({ length: keys.size }, (_, i) => i + 1),
		)
		expect(restored.pragma('integrity_check', { simple: true })).toBe('ok')
		const users = getDb().get<{ n: number }>(sql`select count(*) as n from users`)!.n
		expect(restored.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: users })
	} finally {
		restored.close()
	}
}, 60_000)

test('a restore is refused while a server runs, and for a damaged file', async () => {
	const target = path.join(dataDir, 'refused')
	const backup = await backupDatabase(dataDir, path.join(dataDir, 'refused-source.db'))
	const server = lockDataDir(target)
	await expect(restoreDatabase(target, backup)).rejects.toThrow(/A Donnons server is running on DATA_DIR=/)
	server.release()

	const damaged = path.join(dataDir, 'damaged.db')
	fs.copyFileSync(backup, damaged)
	const fd = fs.openSync(damaged, 'r+')
	fs.writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 4096 * 3)
	fs.closeSync(fd)
	await expect(restoreDatabase(target, damaged)).rejects.toThrow(/integrity check|malformed/)
	expect(fs.existsSync(databaseFile(target))).toBe(false)

	// Restoring over an existing database keeps the replaced one beside it.
	await restoreDatabase(target, backup)
	const kept = await restoreDatabase(target, backup, new Date(Date.now() + 1000))
	expect(kept).toMatch(/donnons\.db\.before-restore-\d{8}-\d{6}$/)
	expect(integrityCheck(kept!)).toBe('ok')
})

test('a missing directory is created and receives dated backups, never one file named after it', async () => {
	const nightly = path.join(dataDir, 'nightly')
	const first = await backupDatabase(dataDir, nightly, new Date('2026-03-14T22:15:30Z'))
	const second = await backupDatabase(dataDir, `${path.join(dataDir, 'weekly')}${path.sep}`)
	const third = await backupDatabase(dataDir, nightly, new Date('2026-03-15T22:15:30Z'))
	expect(fs.statSync(nightly).isDirectory()).toBe(true)
	expect([first, third]).toEqual([
		path.join(nightly, 'donnons-20260314-221530.db'),
		path.join(nightly, 'donnons-20260315-221530.db'),
	])
	expect(path.dirname(second)).toBe(path.join(dataDir, 'weekly'))
	// A name with an extension stays a file.
	const file = path.join(dataDir, 'one-off.db')
	expect(await backupDatabase(dataDir, file)).toBe(file)
	expect(fs.statSync(file).isFile()).toBe(true)
})
