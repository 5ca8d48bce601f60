import type Database from 'better-sqlite3'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { type BaseSQLiteDatabase, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core'
import { type DbOrTx } from './client.server.ts'

/**
 * Prepared statements reused on the hot paths (docs/performance.md): drizzle builds a query's SQL and asks SQLite to
 * prepare it on every call, which costs more than running the small queries of a donation's confirmation.
 * `prepared(db, build)` builds and prepares once per connection (a transaction's handle shares its
 * connection's statements), with `sql.placeholder(...)` for the values:
 *
 *   const byPayIn = (db: DbOrTx) => db.select().from(donations).where(eq(donations.providerPayInId, sql.placeholder('id'))).prepare()
 *   prepared(tx, byPayIn).get({ id })
 *
 * A prepared insert or update keeps what drizzle computed when it was built: a column's `$defaultFn` (a provider
 * key, a date) or `$onUpdateFn` (`updated_at`) must be a placeholder given per call (`claimDonation`, s14-app).
 */
const statements = new WeakMap<Database.Database, Map<unknown, unknown>>()

/** The better-sqlite3 connection behind a drizzle database or transaction handle (drizzle 0.45's session). */
export function connectionOf(db: DbOrTx | object): Database.Database {
	const client = (db as unknown as { session?: { client?: Database.Database } }).session?.client
	if (!client) throw new Error('No better-sqlite3 connection behind this drizzle handle')
	return client
}

export function prepared<H extends DbOrTx | object, T>(db: H, build: (db: H) => T): T {
	const connection = connectionOf(db)
	let cache = statements.get(connection)
	if (!cache) statements.set(connection, (cache = new Map()))
	let statement = cache.get(build) as T | undefined
	if (statement === undefined) cache.set(build, (statement = build(db)))
	return statement
}

type AnyTable = SQLiteTable
type Row = Record<string, unknown>
type Builder = (db: DbOrTx | object) => unknown
type Statement = { run(values?: Row): unknown; get(values?: Row): unknown; all(values?: Row): unknown[] }

const builders = new WeakMap<AnyTable, Map<string, Builder>>()

/** One build function per (table, shape): `prepared` then keeps its statement per connection. */
function builderOf(table: AnyTable, shape: string, build: () => Builder) {
	let byShape = builders.get(table)
	if (!byShape) builders.set(table, (byShape = new Map()))
	let builder = byShape.get(shape)
	if (!builder) byShape.set(shape, (builder = build()))
	return builder
}

const WHERE = '__where'

const tableColumns = new WeakMap<
	AnyTable,
	{ byName: Record<string, SQLiteColumn>; entries: [string, SQLiteColumn][] }
>()

/** A table's columns by name, read once (drizzle's `getTableColumns` copies them on every call). */
function columnsEntry(table: AnyTable) {
	let entry = tableColumns.get(table)
	if (!entry) {
		const byName = getTableColumns(table) as Record<string, SQLiteColumn>
		tableColumns.set(table, (entry = { byName, entries: Object.entries(byName) }))
	}
	return entry
}
const columnsOf = (table: AnyTable) => columnsEntry(table).byName
const columnEntries = (table: AnyTable) => columnsEntry(table).entries

/**
 * The values as their columns store them (a date as epoch ms, a boolean as 0/1, JSON as text), null kept:
 * drizzle's own placeholder encoding would turn null into 0 or "null", or throw on a null date.
 */
function encoded(table: AnyTable, row: Row) {
	const columns = columnsOf(table)
	const values: Row = {}
	for (const [name, value] of Object.entries(row)) {
		values[name] = value === null ? null : columns[name]!.mapToDriverValue(value)
	}
	return values
}

/**
 * `db.insert(table).values(values).run()`, built and prepared once per connection for each set of columns
 * given. What drizzle would compute per row at build time — a column's `$defaultFn` (a provider key, a
 * date), or `$onUpdateFn` when it has no default — is computed here on every call and bound as a value, so a
 * statement never carries one row's key or date into the next. Values are encoded by their columns (`encoded`).
 */
export function insertRow<T extends AnyTable>(db: DbOrTx | object, table: T, values: T['$inferInsert']) {
	const columns = columnsOf(table)
	const row: Row = {}
	// As drizzle's insert: an undefined value is left out, and so is a key that names no column.
	for (const [name, value] of Object.entries(values as Row))
		if (value !== undefined && name in columns) row[name] = value
	for (const [name, column] of columnEntries(table))
		if (!(name in row)) {
			if (column.defaultFn) row[name] = column.defaultFn()
			else if (column.default === undefined && column.onUpdateFn) row[name] = column.onUpdateFn()
		}
	const names = Object.keys(row)
	const build = builderOf(table, `insert:${names.join(',')}`, () => (handle) => {
		const placeholders = Object.fromEntries(names.map((name) => [name, sql`${sql.placeholder(name)}`]))
		return (handle as unknown as BaseSQLiteDatabase<'sync', unknown>)
			.insert(table)
			.values(placeholders as never)
			.prepare()
	})
	return (prepared(db, build) as Statement).run(encoded(table, row)) as Database.RunResult
}

/**
 * `db.update(table).set(set).where(eq(key, value)).run()`, built and prepared once per connection for each
 * set of columns. As drizzle's update: an undefined value is left unchanged, and a column's `$onUpdateFn`
 * (`updated_at`) is set on every call unless given (null counts as not given). Values are encoded by their columns; `value`, the key's,
 * is bound as it is (a text or integer id).
 */
export function updateWhere<T extends AnyTable>(
	db: DbOrTx | object,
	table: T,
	key: SQLiteColumn,
	value: string | number,
	set: Partial<T['$inferInsert']>,
) {
	const columns = columnsOf(table)
	const row: Row = {}
	// As drizzle's update: an undefined value or a key that names no column is left out, and a column with an
	// `$onUpdateFn` given null gets its computed value (drizzle: `set[column] ?? column.onUpdateFn()`).
	for (const [name, v] of Object.entries(set as Row))
		if (v !== undefined && name in columns && !(v === null && columns[name]!.onUpdateFn)) row[name] = v
	for (const [name, column] of columnEntries(table))
		if (!(name in row) && column.onUpdateFn) row[name] = column.onUpdateFn()
	const names = Object.keys(row)
	const build = builderOf(table, `update:${key.name}:${names.join(',')}`, () => (handle) => {
		const placeholders = Object.fromEntries(names.map((name) => [name, sql`${sql.placeholder(name)}`]))
		return (handle as unknown as BaseSQLiteDatabase<'sync', unknown>)
			.update(table)
			.set(placeholders as never)
			.where(eq(key, sql.placeholder(WHERE)))
			.prepare()
	})
	return (prepared(db, build) as Statement).run({
		...encoded(table, row),
		[WHERE]: value,
	}) as Database.RunResult
}

/** `db.select().from(table).where(eq(key, value)).get()`, built and prepared once per connection. */
export function selectWhere<T extends AnyTable>(
	db: DbOrTx | object,
	table: T,
	key: SQLiteColumn,
	value: string | number,
): T['$inferSelect'] | undefined {
	const build = builderOf(
		table,
		`select:${key.name}`,
		() => (handle) =>
			(handle as unknown as BaseSQLiteDatabase<'sync', unknown>)
				.select()
				.from(table as SQLiteTable)
				.where(eq(key, sql.placeholder(WHERE)))
				.prepare(),
	)
	return (prepared(db, build) as Statement).get({ [WHERE]: value }) as T['$inferSelect'] | undefined
}
