import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { migrateDatabase, openDatabase, type DbOrTx } from './client.server.ts'
import { connectionOf, prepared } from './prepared.ts'
import { rateLimits } from './schema/index.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-prepared-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

test('a statement is prepared once per connection, shared by its transactions, and runs inside them', () => {
	const db = openDatabase(path.join(dir, 'a.db'))
	migrateDatabase(db)
	let builds = 0
	const byKey = (h: DbOrTx) => {
		builds++
		return h
			.select()
			.from(rateLimits)
			.where(eq(rateLimits.key, sql.placeholder('key')))
			.prepare()
	}
	// The drizzle internal this relies on: a transaction's handle reaches its database's connection.
	db.transaction((tx) => expect(connectionOf(tx)).toBe(db.$client))
	expect(connectionOf(db)).toBe(db.$client)
	expect(prepared(db, byKey).get({ key: 'x' })).toBeUndefined()
	db.transaction((tx) => {
		tx.insert(rateLimits)
			.values({ key: 'x', windowStart: new Date(0), count: 1 })
			.run()
		// Inside the transaction, the shared statement sees the transaction's own write.
		expect(prepared(tx, byKey).get({ key: 'x' })).toMatchObject({ key: 'x', count: 1 })
	})
	expect(builds).toBe(1)
	const other = openDatabase(path.join(dir, 'b.db'))
	migrateDatabase(other)
	expect(prepared(other, byKey).get({ key: 'x' })).toBeUndefined()
	expect(builds).toBe(2)
	db.$client.close()
	other.$client.close()
})
