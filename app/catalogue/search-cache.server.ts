import type Database from 'better-sqlite3'

/**
 * What a search computes that depends on the catalogue alone — the filter panel's choices (the counts and
 * keyword matches live in the search index, search-index.server.ts) — kept by each process while the catalogue
 * does not change. The
 * database says when it does: triggers bump `catalogue_version` on any change that can alter a count or a
 * choice (drizzle/0027_search_stays_flat.sql), whichever process wrote it, so a worker never serves a count
 * another worker made stale. Reading the version is one primary-key look-up.
 *
 * Kept per connection (the tests and bench:search open several databases in one process), at most MAX_ENTRIES
 * entries, the oldest dropped first.
 */
const MAX_ENTRIES = 1000

type Store = { version: number; entries: Map<string, unknown> }
const stores = new WeakMap<Database.Database, Store>()

function catalogueVersion(sqlite: Database.Database): number {
	const row = sqlite.prepare('select version from catalogue_version where id = 1').get() as
		{ version: number } | undefined
	return row?.version ?? 0
}

/** The cached value of `key` for this catalogue version, or `compute()`'s, remembered. */
export function cachedForCatalogue<T>(sqlite: Database.Database, key: string, compute: () => T): T {
	const version = catalogueVersion(sqlite)
	let store = stores.get(sqlite)
	if (!store || store.version !== version) {
		store = { version, entries: new Map() }
		stores.set(sqlite, store)
	}
	if (store.entries.has(key)) return store.entries.get(key) as T
	const value = compute()
	if (store.entries.size >= MAX_ENTRIES) store.entries.delete(store.entries.keys().next().value!)
	store.entries.set(key, value)
	return value
}

/** Forgets what this process kept (bench:search measures a search that finds nothing kept). */
export function forgetCatalogueCache(sqlite: Database.Database) {
	stores.delete(sqlite)
}
