import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { startCheckpointer } from '#db/checkpointer.server.ts'
import { CHECKPOINT_FALLBACK_PAGES, openSqlite } from '#db/client.server.ts'

// ADR 068: the server's WAL checkpoints run on a thread with its own connection, not in a request's COMMIT.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-checkpoint-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const PAGE = 4096
/** Writes about `pages` pages of rows through a request-like connection, 50 rows a transaction. */
function writePages(file: string, pages: number) {
	const db = openSqlite(file)
	db.exec('create table if not exists rows (body blob)')
	const insert = db.prepare('insert into rows (body) values (?)')
	const write = db.transaction((count: number) => {
		for (let i = 0; i < count; i++) insert.run(Buffer.alloc(PAGE - 200, i % 251))
	})
	for (let done = 0; done < pages; done += 50) write(50)
	return db
}

/** Polls until `check` holds (a condition, not a fixed wait); fails after `ms`. */
async function until(check: () => boolean, ms = 30_000) {
	const deadline = Date.now() + ms
	while (!check()) {
		if (Date.now() > deadline) throw new Error('The condition did not hold in time')
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
}

const size = (file: string) => fs.statSync(file).size

describe('WAL checkpoints off the requests’ thread', () => {
	test('a request connection does not checkpoint below the fallback size', () => {
		const file = path.join(dir, 'alone.db')
		const db = writePages(file, 2_000)
		expect(2_000).toBeLessThan(CHECKPOINT_FALLBACK_PAGES)
		// The pages are in the WAL only: the database file has not received them.
		expect(size(file)).toBeLessThan(100 * PAGE)
		expect(size(`${file}-wal`)).toBeGreaterThan(2_000 * PAGE)
		db.close()
	})

	test('the thread copies the WAL into the database file while the connection goes on writing', async () => {
		const file = path.join(dir, 'served.db')
		const checkpointer = startCheckpointer([file], { intervalMs: 20 })
		try {
			const db = writePages(file, 2_000)
			await until(() => (checkpointer.pages.get(file) ?? 0) > 1_900)
			expect(size(file)).toBeGreaterThan(1_900 * PAGE)
			// The connection still reads and writes as before.
			db.prepare('insert into rows (body) values (?)').run(Buffer.from('après'))
			expect(db.prepare('select count(*) as n from rows').get()).toEqual({ n: 2_001 })
			db.close()
		} finally {
			await checkpointer.stop()
		}
	})

	test('a file created after the thread started (the simulator’s) is checkpointed too', async () => {
		const file = path.join(dir, 'later.db')
		const checkpointer = startCheckpointer([path.join(dir, 'missing.db'), file], { intervalMs: 20 })
		try {
			await new Promise((resolve) => setTimeout(resolve, 60))
			const db = writePages(file, 500)
			await until(() => (checkpointer.pages.get(file) ?? 0) >= 500)
			expect(size(file)).toBeGreaterThan(490 * PAGE)
			expect(fs.existsSync(path.join(dir, 'missing.db'))).toBe(false)
			db.close()
		} finally {
			await checkpointer.stop()
		}
	})
})
