import { eq, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { charities, searchOrder } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * The shuffled order of the charity lists (spec 2: "Charities are shuffled at load and when filtering"; ADR
 * 019). Each charity holds a random rank, indexed, so a page of the list is a walk along an index rather than
 * a sort of every match. A re-shuffle — at start-up the first time, then every six hours — draws new ranks and
 * keeps the previous ones; the list's page links carry the generation they were drawn from (`ordre`), so a
 * visitor paging across a re-shuffle keeps the order they started with: nothing seen twice, nothing missed.
 * Every visitor sees the same order between two re-shuffles: the pages can be cached, and over a day every
 * charity takes its turn at the top.
 */

const RESHUFFLE_EVERY_MS = 6 * 60 * 60 * 1000
const RANKS = 2_000_000_000

/** A random rank for a new charity (the import), so it does not wait for the next re-shuffle at the top. */
export const randomRank = () => sql`abs(random() % ${RANKS})`

/** The current generation of the order (0: never shuffled, the ranks are all 0 and the order is by id). */
export function currentOrder(db: DbOrTx = getDb()) {
	return db.select().from(searchOrder).where(eq(searchOrder.id, 1)).get()?.generation ?? 0
}

/** Draws new ranks for every charity, keeping the previous ones, and bumps the generation: one transaction. */
export function reshuffleCharities(now = new Date(), db = getDb()) {
	return db.transaction(
		(tx) => {
			tx.update(charities)
				.set({ previousShuffleRank: sql`${charities.shuffleRank}`, shuffleRank: randomRank() })
				.run()
			const generation = currentOrder(tx) + 1
			tx.insert(searchOrder)
				.values({ id: 1, generation, shuffledAt: now })
				.onConflictDoUpdate({ target: searchOrder.id, set: { generation, shuffledAt: now } })
				.run()
			return generation
		},
		{ behavior: 'immediate' },
	)
}

/** Started by the server: a first shuffle when there was none, then one every six hours. */
export function startReshuffles(db = getDb()) {
	const shuffle = () => {
		try {
			reshuffleCharities(new Date(), db)
		} catch (error) {
			console.error('The charities could not be re-shuffled (next try in six hours):', error)
		}
	}
	if (currentOrder(db) === 0) shuffle()
	const timer = setInterval(shuffle, RESHUFFLE_EVERY_MS)
	timer.unref()
	return () => clearInterval(timer)
}
