import type Database from 'better-sqlite3'
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
