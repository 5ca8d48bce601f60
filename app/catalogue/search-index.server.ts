import type Database from 'better-sqlite3'
import {
	type IdSet,
	addId,
	hasId,
	insertionPoint,
	newIdSet,
	removeId,
	resized,
	wordsFor,
} from '#app/lib/catalogue/id-set.ts'
import { readSnapshot } from '#db/client.server.ts'

/**
 * Each process's index of the charity search (issue 29, item 6; docs/decisions/047-search-index-of-id-sets.md): for
 * every filter value (category, country, region, goal) the set of the active charities it matches, the
 * active charities, and the two shuffled orders (ADR 019) as lists of ids. A count is an intersection of sets
 * (`capacity / 32` words), a page a walk along an order that stops after its 12 charities: neither reads the
 * database, so their cost does not grow with the charities a filter matches.
 *
 * It follows the database whichever process writes: the triggers of drizzle/0031 log, with each bump of
 * `catalogue_version`, the charity it was for (`catalogue_changes`); at the next search the index re-reads
 * those charities only. It is built in full on a process's first search, when it fell more than the log's 1 000
 * versions behind, after a change to the categories, or when more than REBUILD_ABOVE charities changed; the
 * orders are read again after a re-shuffle (`search_order`'s generation). Kept per connection, like
 * search-cache.server.ts.
 */
export type SearchIndex = {
	version: number
	generation: number
	words: number
	active: IdSet
	/** Category ids by slug. */
	categoryIds: Map<string, number>
	categories: Map<number, IdSet>
	countries: Map<string, IdSet>
	regions: Map<string, IdSet>
	sdgs: Map<number, IdSet>
	/** The active charities by (shuffle_rank, id) and by (previous_shuffle_rank, id). */
	order: { current: number[]; previous: number[] }
	ranks: { current: Map<number, number>; previous: Map<number, number> }
	/** What the keyword expressions matched, for this version (drawn from the full-text index). */
	keywords: Map<string, IdSet>
}

const REBUILD_ABOVE = 500
const MAX_KEYWORDS = 1000
const indexes = new WeakMap<Database.Database, SearchIndex>()

type Head = { version: number; generation: number }
type RankRow = [id: number, rank: number, previous: number]

function headOf(sqlite: Database.Database): Head {
	return sqlite
		.prepare(
			`select coalesce((select version from catalogue_version where id = 1), 0) as version,
				coalesce((select generation from search_order where id = 1), 0) as generation`,
		)
		.get() as Head
}

/** The index of this connection's catalogue, brought up to date with the database first. */
export function searchIndexOf(sqlite: Database.Database): SearchIndex {
	const held = indexes.get(sqlite)
	const head = headOf(sqlite)
	if (held && held.version === head.version && held.generation === head.generation) return held
	// One snapshot for what is read next, so the version, the log and the rows agree. The held index is
	// changed in place (no search runs meanwhile: this is synchronous); if reading fails, it is forgotten.
	// It only reads: the one read-only snapshot of db/client.server.ts, which takes no write lock.
	indexes.delete(sqlite)
	const index = readSnapshot({ $client: sqlite }, () => refreshed(sqlite, held))
	indexes.set(sqlite, index)
	return index
}

/** Forgets this connection's index (bench:search measures a first search; tests a rebuild). */
export function forgetSearchIndex(sqlite: Database.Database) {
	indexes.delete(sqlite)
}

function refreshed(sqlite: Database.Database, held: SearchIndex | undefined): SearchIndex {
	const head = headOf(sqlite)
	if (!held) return built(sqlite, head)
	const index = held
	if (held.version !== head.version) {
		const changes = sqlite
			.prepare(
				'select version, charity_id as charityId from catalogue_changes where version > ? order by version',
			)
			.all(held.version) as Array<{ version: number; charityId: number | null }>
		const ids = new Set(changes.map((change) => change.charityId))
		const complete = changes[0]?.version === held.version + 1
		if (!complete || ids.has(null) || ids.size > REBUILD_ABOVE) return built(sqlite, head)
		index.version = head.version
		index.keywords = new Map()
		for (const id of ids) reread(sqlite, index, id!)
	}
	if (held.generation !== head.generation) {
		const rows = sqlite
			.prepare('select id, shuffle_rank, previous_shuffle_rank from charities where is_active = 1')
			.raw()
			.all() as RankRow[]
		Object.assign(index, { generation: head.generation, ...ordersOf(rows) })
	}
	return index
}

function ordersOf(rows: RankRow[]) {
	const current = new Map(rows.map(([id, rank]) => [id, rank]))
	const previous = new Map(rows.map(([id, , rank]) => [id, rank]))
	const sorted = (ranks: Map<number, number>) =>
		rows.map(([id]) => id).sort((a, b) => ranks.get(a)! - ranks.get(b)! || a - b)
	return {
		order: { current: sorted(current), previous: sorted(previous) },
		ranks: { current, previous },
	}
}

function built(sqlite: Database.Database, head: Head): SearchIndex {
	const rows = sqlite
		.prepare('select id, shuffle_rank, previous_shuffle_rank, category_id from charities where is_active = 1')
		.raw()
		.all() as Array<[...RankRow, number]>
	const maxId = sqlite.prepare('select coalesce(max(id), 0) from charities').pluck().get() as number
	const words = wordsFor(maxId + 64)
	const index: SearchIndex = {
		...head,
		words,
		active: newIdSet(words),
		categoryIds: new Map(
			(sqlite.prepare('select slug, id from categories').raw().all() as Array<[string, number]>).map(
				([slug, id]) => [slug, id],
			),
		),
		categories: new Map(),
		countries: new Map(),
		regions: new Map(),
		sdgs: new Map(),
		keywords: new Map(),
		...ordersOf(rows.map(([id, rank, previous]) => [id, rank, previous])),
	}
	for (const [id, , , categoryId] of rows) {
		addId(index.active, id)
		addId(setIn(index, index.categories, categoryId), id)
	}
	for (const [kind, values] of linkQueries)
		for (const [id, value] of sqlite.prepare(values).raw().all() as Array<[number, unknown]>)
			if (hasId(index.active, id)) addId(setIn(index, index[kind] as Map<unknown, IdSet>, value), id)
	return index
}

/** The links of charities to filter values, all of them or one charity's (`where x.charity_id = ?`). */
const linkSql = {
	countries: 'select charity_id, country_iso from charity_countries x',
	regions: 'select charity_id, region_code from charity_regions x',
	sdgs: 'select charity_id, sdg_number from charity_sdgs x where x.is_active = 1',
} as const
const linkQueries = Object.entries(linkSql) as Array<[keyof typeof linkSql, string]>

function setIn<K>(index: SearchIndex, sets: Map<K, IdSet>, key: K): IdSet {
	let set = sets.get(key)
	if (!set) sets.set(key, (set = newIdSet(index.words)))
	return set
}

/** Puts one charity in the sets and orders it now belongs to (none when it is gone or inactive). */
function reread(sqlite: Database.Database, index: SearchIndex, id: number) {
	const row = sqlite
		.prepare('select is_active, shuffle_rank, previous_shuffle_rank, category_id from charities where id = ?')
		.raw()
		.get(id) as [number, number, number, number] | undefined
	if (wordsFor(id) > index.words) grow(index, wordsFor(id + 1024))
	removeId(index.active, id)
	for (const sets of setsOf(index)) for (const set of sets.values()) removeId(set, id)
	for (const which of ['current', 'previous'] as const) {
		const ranks = index.ranks[which]
		const order = index.order[which]
		const rank = ranks.get(id)
		if (rank === undefined) continue
		const at = insertionPoint(order, ranks, rank, id)
		if (order[at] === id) order.splice(at, 1)
		ranks.delete(id)
	}
	if (!row || !row[0]) return
	const [, rank, previous, categoryId] = row
	addId(index.active, id)
	addId(setIn(index, index.categories, categoryId), id)
	for (const [kind, values] of linkQueries) {
		const where = kind === 'sdgs' ? ' and x.charity_id = ?' : ' where x.charity_id = ?'
		for (const [, value] of sqlite
			.prepare(values + where)
			.raw()
			.all(id) as Array<[number, unknown]>)
			addId(setIn(index, index[kind] as Map<unknown, IdSet>, value), id)
	}
	for (const [which, value] of [
		['current', rank],
		['previous', previous],
	] as const) {
		const ranks = index.ranks[which]
		const order = index.order[which]
		order.splice(insertionPoint(order, ranks, value, id), 0, id)
		ranks.set(id, value)
	}
}

const setsOf = (index: SearchIndex) =>
	[index.categories, index.countries, index.regions, index.sdgs] as Array<Map<unknown, IdSet>>

function grow(index: SearchIndex, words: number) {
	index.words = words
	index.active = resized(index.active, words)
	for (const sets of setsOf(index)) for (const [key, set] of sets) sets.set(key, resized(set, words))
}

/** The active charities the FTS expression `match` finds, kept for this version of the index. */
export function keywordMatches(sqlite: Database.Database, index: SearchIndex, match: string): IdSet {
	const kept = index.keywords.get(match)
	if (kept) return kept
	const set = newIdSet(index.words)
	const ids = sqlite
		.prepare('select rowid from charities_fts where charities_fts match ?')
		.pluck()
		.all(match) as number[]
	for (const id of ids) addId(set, id)
	if (index.keywords.size >= MAX_KEYWORDS) index.keywords.delete(index.keywords.keys().next().value!)
	index.keywords.set(match, set)
	return set
}
