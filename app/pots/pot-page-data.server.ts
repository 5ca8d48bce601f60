import { readSnapshot } from '#db/client.server.ts'
import { kindOfPotType } from '../lib/account/account-kind.ts'
import { type ParticipantsCursor } from '../lib/pots/participants-cursor.ts'
import { parseId } from '../lib/ids.ts'
import { htmlToPlainText } from '../lib/rich-text.ts'
import { getDb } from '../platform/db.server.ts'
import { potMatching } from './matching.server.ts'
import { potNewsView } from './news-view.server.ts'
import { getActiveSdgs, getParticipants, getPublicPot, potPageVersion } from './pot-page.server.ts'
import { potShareImage } from './share-card.server.ts'
import { listPotSupportMessages } from './support-messages.server.ts'

/**
 * The pot page's pot-level data (issue 29, s15-loader; docs/decisions/058-pot-page-data-per-version.md): what every visitor
 * of a pot and of one page of its participants sees, read once and kept in this worker's memory under the pot's
 * `page_version`. SQLite's triggers (drizzle/0032_pot_page_version.sql) bump that version on every write to a
 * table read here, whichever code path or process writes, so a request that reads the same version as the kept
 * copy's is served exactly what a fresh read would give. Nothing here depends on the clock or on the visitor:
 * the loader computes open/closed, « ends in N days », the money's waiting reason and the matching's end from
 * these raw values at each request.
 *
 * Adding a read here means adding its table's triggers (and the ADR's list), or the page goes stale.
 */

/**
 * Kept copies per worker, bounded twice: 256 entries, and 16 MB by an estimate of their size (a demo pot's data
 * is ~3 kB of JSON; 50 news items of up to 10 000 characters each could make one 0.5 MB).
 */
export const POT_PAGE_DATA_ENTRIES = 256
export const POT_PAGE_DATA_BYTES = 16 * 2 ** 20

/**
 * What the page reads from another domain (« Où va l'argent », app/payouts: the layers keep app/pots from
 * importing it), given by the route; it is kept with the rest, so it reads only the tables the triggers watch.
 */
export type PotPageReaders<M> = { money: (potId: number) => M }

/** Reads everything the pot page shows of a pot, uncached, in the caller's snapshot. Null: no such pot. */
export function loadPotPageData<M>(
	potId: number,
	after: ParticipantsCursor | null,
	readers: PotPageReaders<M>,
) {
	const pot = getPublicPot(potId)
	if (!pot) return null
	const matching = kindOfPotType(pot.potType) === 'company' ? potMatching(pot.id) : null
	const text = htmlToPlainText(pot.descriptionHtml).replace(/\s+/g, ' ').trim()
	return {
		pot,
		/** The page's description for search engines and shares. */
		description:
			(text.length > 200 ? `${text.slice(0, 197)}…` : text) ||
			`Participez à la cagnotte solidaire « ${pot.name} » au profit de ${pot.charityName}.`,
		shareImage: potShareImage(pot),
		participants: getParticipants(pot.id, after),
		sdgs: getActiveSdgs(pot.charityId),
		news: potNewsView(pot.id),
		moneyFacts: readers.money(pot.id),
		supportMessages: listPotSupportMessages(pot.id),
		// What it matched; whether the offer still runs is decided per request (potMatchingViewAt).
		matching: matching
			? { offer: matching.offer, matchedCents: matching.matchedCents, reached: matching.reached }
			: null,
	}
}

export type PotPageData<M> = NonNullable<ReturnType<typeof loadPotPageData<M>>>

/**
 * A kept copy, with the readers it was read with (a caller with other readers never gets it) and the database
 * it was read from (versions count per database: another one, a test file's or a restored one, never gets it).
 */
type Entry = { db: object; version: number; readers: unknown; data: PotPageData<unknown>; bytes: number }

/** Least recently used first: a Map keeps insertion order, a hit is moved to the end. */
const kept = new Map<string, Entry>()
const counts = { hits: 0, misses: 0 }
let keptBytes = 0

function forget(key: string) {
	const entry = kept.get(key)
	if (!entry) return
	kept.delete(key)
	keptBytes -= entry.bytes
}

const keyOf = (potId: number, after: ParticipantsCursor | null) =>
	after ? `${potId}:${after.createdAtMs}:${after.id}:${after.shown}` : `${potId}`

/**
 * The pot page's data for `potId` and one page of participants: the kept copy when the pot's version has not
 * moved since it was read, else a fresh read (one read-only snapshot, the version read inside it) kept in its
 * place. Null: no such pot. The result is shared between requests: it is frozen, never to be changed.
 */
export function potPageData<M>(
	potId: number,
	after: ParticipantsCursor | null,
	readers: PotPageReaders<M>,
): PotPageData<M> | null {
	const version = potPageVersion(potId)
	if (version === null) return null
	const db = getDb()
	const key = keyOf(potId, after)
	const entry = kept.get(key)
	if (entry && entry.version === version && entry.readers === readers && entry.db === db) {
		counts.hits++
		kept.delete(key)
		kept.set(key, entry)
		return entry.data as PotPageData<M>
	}
	counts.misses++
	// The version is read again inside the snapshot: the copy is kept under the version of what it read, so a
	// write between the two reads only costs a miss, never a stale page.
	const fresh = readSnapshot(db, () => {
		const current = potPageVersion(potId)
		return current === null ? null : { version: current, data: loadPotPageData(potId, after, readers) }
	})
	forget(key)
	if (!fresh?.data) return null
	const bytes = freezeAndMeasure(fresh.data)
	kept.set(key, { db, version: fresh.version, readers, data: fresh.data, bytes })
	keptBytes += bytes
	while (kept.size > POT_PAGE_DATA_ENTRIES || (keptBytes > POT_PAGE_DATA_BYTES && kept.size > 1))
		forget(kept.keys().next().value!)
	return fresh.data
}

/**
 * Shared between requests: frozen, so a caller that changed it would throw instead of changing others' pages.
 * Returns an estimate of its size in bytes (strings as UTF-16, 16 bytes a value otherwise).
 */
function freezeAndMeasure(value: unknown): number {
	if (typeof value === 'string') return 16 + 2 * value.length
	if (!value || typeof value !== 'object' || Object.isFrozen(value)) return 16
	Object.freeze(value)
	let bytes = 16
	for (const item of Object.values(value)) bytes += freezeAndMeasure(item)
	return bytes
}

/** The pot page's data for a route's id param; null for a malformed id or a missing pot. */
export function potPageDataOf<M>(
	id: string | undefined,
	after: ParticipantsCursor | null,
	readers: PotPageReaders<M>,
) {
	const potId = parseId(id)
	return potId ? potPageData(potId, after, readers) : null
}

/** Hits and misses of this worker since it started (or since `resetPotPageData`), and the entries kept. */
export function potPageDataStats() {
	return { ...counts, entries: kept.size, bytes: keptBytes }
}

/** Forgets every kept copy and the counts (tests, benchmarks). */
export function resetPotPageData() {
	kept.clear()
	keptBytes = 0
	counts.hits = 0
	counts.misses = 0
}
