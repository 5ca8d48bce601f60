/**
 * Sets of charity ids as bits (bit `id` of word `id >> 5`), for the search index
 * (app/catalogue/search-index.server.ts): a filter's charities, the active ones, a keyword's matches. An
 * intersection or a count costs one pass over `capacity / 32` words — about 300 at 10 000 charities — whatever
 * the number of members.
 */
export type IdSet = Uint32Array

export const newIdSet = (words: number): IdSet => new Uint32Array(words)

/** The number of words for ids up to `maxId`. */
export const wordsFor = (maxId: number) => (maxId >> 5) + 1

export function hasId(set: IdSet, id: number) {
	const word = id >> 5
	return word < set.length && (set[word]! & (1 << (id & 31))) !== 0
}

/** Adds `id`; an id past the set's capacity is ignored (the caller sizes sets for its largest id). */
export function addId(set: IdSet, id: number) {
	const word = id >> 5
	if (word < set.length) set[word]! |= 1 << (id & 31)
}

export function removeId(set: IdSet, id: number) {
	const word = id >> 5
	if (word < set.length) set[word]! &= ~(1 << (id & 31))
}

/** A copy of `set` with `words` words (cut or padded with zeros). */
export function resized(set: IdSet, words: number): IdSet {
	const copy = new Uint32Array(words)
	copy.set(set.length > words ? set.subarray(0, words) : set)
	return copy
}

/** `target` ∩= `other`, in place (words past `other`'s end are emptied). */
export function intersectInto(target: IdSet, other: IdSet) {
	const shared = Math.min(target.length, other.length)
	for (let i = 0; i < shared; i++) target[i]! &= other[i]!
	target.fill(0, shared)
}

/** The union of some sets, `words` words long. */
export function unionOf(sets: readonly IdSet[], words: number): IdSet {
	const union = new Uint32Array(words)
	for (const set of sets) {
		const shared = Math.min(words, set.length)
		for (let i = 0; i < shared; i++) union[i]! |= set[i]!
	}
	return union
}

export function sizeOf(set: IdSet) {
	let count = 0
	for (let i = 0; i < set.length; i++) {
		let v = set[i]!
		v -= (v >>> 1) & 0x55555555
		v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
		count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
	}
	return count
}

/**
 * The ids of `order` that are in `set`, skipping the first `skip` of them and stopping after `take`: one page
 * of a list kept in its display order.
 */
export function pageOfOrder(order: readonly number[], set: IdSet, skip: number, take: number) {
	const page: number[] = []
	let seen = 0
	for (const id of order) {
		if (!hasId(set, id)) continue
		if (seen++ < skip) continue
		page.push(id)
		if (page.length === take) break
	}
	return page
}

/** Where (rank, id) goes in an order sorted by rank then id (ranks by id in `rankOf`). */
export function insertionPoint(
	order: readonly number[],
	rankOf: ReadonlyMap<number, number>,
	rank: number,
	id: number,
) {
	let low = 0
	let high = order.length
	while (low < high) {
		const mid = (low + high) >> 1
		const other = order[mid]!
		const otherRank = rankOf.get(other) ?? 0
		if (otherRank < rank || (otherRank === rank && other < id)) low = mid + 1
		else high = mid
	}
	return low
}
