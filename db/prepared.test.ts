import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { afterAll, expect, test, vi } from 'vitest'
import { migrateDatabase, openDatabase, type DbOrTx } from './client.server.ts'
import { connectionOf, insertRow, prepared, selectWhere, updateWhere } from './prepared.ts'
import { providerKey, timestamps } from './schema/columns.ts'
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

const notes = sqliteTable('notes', {
	id: integer('id').primaryKey({ autoIncrement: true }),
	key: providerKey(),
	body: text('body').notNull(),
	pinned: integer('pinned', { mode: 'boolean' }).notNull().default(false),
	seenAt: integer('seen_at', { mode: 'timestamp_ms' }),
	...timestamps,
})

function notesDb(file: string) {
	const db = openDatabase(path.join(dir, file))
	db.$client.exec(
		'create table notes (id integer primary key autoincrement, provider_key text not null, body text not null, pinned integer not null default 0, seen_at integer, created_at integer not null, updated_at integer not null)',
	)
	return db
}

test('insertRow computes each row its own defaults, and encodes values by their columns', () => {
	const db = notesDb('c.db')
	vi.useFakeTimers({ now: 1_000, toFake: ['Date'] })
	insertRow(db, notes, { body: 'a', pinned: true, seenAt: new Date(5_000) })
	vi.setSystemTime(2_000)
	insertRow(db, notes, { body: 'b', pinned: true, seenAt: new Date(6_000) })
	vi.useRealTimers()
	const rows = db.$client.prepare('select * from notes order by id').all() as Record<string, unknown>[]
	expect(rows.map((r) => [r.body, r.pinned, r.seen_at, r.created_at, r.updated_at])).toEqual([
		['a', 1, 5_000, 1_000, 1_000],
		['b', 1, 6_000, 2_000, 2_000],
	])
	expect(rows[0]!.provider_key).not.toBe(rows[1]!.provider_key)
	// Another set of columns is its own statement. As drizzle's insert, a column left out gets drizzle's own
	// `.default()` (pinned: false) or NULL, written into the statement: a default only the database knows is
	// not applied (drizzle's insert names every column).
	insertRow(db, notes, { body: 'c' })
	expect(db.select().from(notes).where(eq(notes.body, 'c')).get()).toMatchObject({
		pinned: false,
		seenAt: null,
	})
	db.$client.close()
})

test('updateWhere sets updated_at on every call, leaves undefined values alone, and selectWhere reads by key', () => {
	const db = notesDb('d.db')
	insertRow(db, notes, { body: 'a' })
	insertRow(db, notes, { body: 'b' })
	vi.useFakeTimers({ now: 10_000, toFake: ['Date'] })
	updateWhere(db, notes, notes.id, 1, { pinned: true, body: undefined })
	vi.setSystemTime(20_000)
	updateWhere(db, notes, notes.id, 2, { pinned: true, seenAt: new Date(7_000) })
	vi.useRealTimers()
	expect(selectWhere(db, notes, notes.id, 1)).toMatchObject({
		body: 'a',
		pinned: true,
		updatedAt: new Date(10_000),
	})
	expect(selectWhere(db, notes, notes.id, 2)).toMatchObject({
		body: 'b',
		pinned: true,
		seenAt: new Date(7_000),
		updatedAt: new Date(20_000),
	})
	expect(selectWhere(db, notes, notes.id, 3)).toBeUndefined()
	// Null stays null, whatever the column's mode (drizzle's own placeholder encoding would throw on a date).
	updateWhere(db, notes, notes.id, 2, { seenAt: null })
	expect(selectWhere(db, notes, notes.id, 2)).toMatchObject({ seenAt: null, pinned: true })
	insertRow(db, notes, { body: 'n', seenAt: null })
	expect(selectWhere(db, notes, notes.id, 3)).toMatchObject({ body: 'n', seenAt: null, pinned: false })
	// As drizzle: a key that names no column is left out, and updated_at given null gets its computed date.
	vi.useFakeTimers({ now: 30_000, toFake: ['Date'] })
	const wider = { body: 'm', notAColumn: 1 } as unknown as typeof notes.$inferInsert
	insertRow(db, notes, wider)
	updateWhere(db, notes, notes.id, 1, { ...wider, updatedAt: null } as never)
	vi.useRealTimers()
	expect(selectWhere(db, notes, notes.id, 4)).toMatchObject({ body: 'm' })
	expect(selectWhere(db, notes, notes.id, 1)).toMatchObject({ body: 'm', updatedAt: new Date(30_000) })
	db.$client.close()
})
