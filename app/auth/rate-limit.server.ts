import { eq, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { rateLimits } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'

type Limit = { limit: number; windowMs: number }

const MINUTE = 60_000

/** Limits per IP address and per e-mail address of the sensitive public forms (login: login-throttle.server.ts). */
export const limits = {
	register: { ip: { limit: 10, windowMs: 60 * MINUTE }, email: { limit: 5, windowMs: 60 * MINUTE } },
	reset: { ip: { limit: 10, windowMs: 60 * MINUTE }, email: { limit: 3, windowMs: 60 * MINUTE } },
	// Quick donations need no account: limits against card testing and mass creation of provider users.
	quick: { ip: { limit: 20, windowMs: 60 * MINUTE }, email: { limit: 6, windowMs: 60 * MINUTE } },
} satisfies Record<string, { ip: Limit; email: Limit }>

/**
 * Counts one hit against a fixed window kept in SQLite (so limits survive restarts) and says whether it
 * is still allowed. One statement: the window restarts when it is over.
 */
export function consumeRateLimit(key: string, { limit, windowMs }: Limit, now = new Date()): boolean {
	const factor = getEnv().RATE_LIMIT_FACTOR
	const row = prepared(getDb(), countHit).get({
		key,
		now,
		nowMs: now.getTime(),
		windowStartMs: now.getTime() - windowMs,
	})
	return row!.count <= limit * factor
}

// Every quick donation counts two hits: built and prepared once per connection (docs/performance.md). `now` goes
// through the column's encoder (a Date); the raw SQL's placeholders take milliseconds. The timestamps are given
// per call: a prepared statement would otherwise keep the dates drizzle's $defaultFn made when it was built.
const countHit = (db: DbOrTx) =>
	db
		.insert(rateLimits)
		.values({
			key: sql.placeholder('key'),
			windowStart: sql.placeholder('now'),
			count: 1,
			createdAt: sql.placeholder('now'),
			updatedAt: sql.placeholder('now'),
		})
		.onConflictDoUpdate({
			target: rateLimits.key,
			set: {
				count: sql`case when ${rateLimits.windowStart} <= ${sql.placeholder('windowStartMs')} then 1 else ${rateLimits.count} + 1 end`,
				windowStart: sql`case when ${rateLimits.windowStart} <= ${sql.placeholder('windowStartMs')} then ${sql.placeholder('nowMs')} else ${rateLimits.windowStart} end`,
				updatedAt: sql`${sql.placeholder('nowMs')}`,
			},
		})
		.returning({ count: rateLimits.count })
		.prepare()

/** Both the IP and the e-mail must be under their limits (both are counted). */
export function allowAttempt(kind: keyof typeof limits, ip: string, email: string | null) {
	const ipOk = consumeRateLimit(`${kind}:ip:${ip}`, limits[kind].ip)
	const emailOk = email ? consumeRateLimit(`${kind}:email:${email.toLowerCase()}`, limits[kind].email) : true
	return ipOk && emailOk
}

type Quota = { key: string; amount: number } & Limit

/**
 * Reserves `amount` units on each of several fixed-window counters, all or nothing: when one of them would go
 * over its limit nothing is counted and the answer is false (a send refused is not held against the sender).
 */
export function reserveQuotas(quotas: Quota[], now = new Date()): boolean {
	const factor = getEnv().RATE_LIMIT_FACTOR
	return getDb().transaction((tx) => {
		const current = quotas.map((quota) => {
			const row = tx.select().from(rateLimits).where(eq(rateLimits.key, quota.key)).get()
			const open = row && row.windowStart.getTime() > now.getTime() - quota.windowMs
			return { quota, row: open ? row : null }
		})
		if (current.some(({ quota, row }) => (row?.count ?? 0) + quota.amount > quota.limit * factor))
			return false
		for (const { quota, row } of current) {
			tx.insert(rateLimits)
				.values({
					key: quota.key,
					windowStart: row?.windowStart ?? now,
					count: (row?.count ?? 0) + quota.amount,
				})
				.onConflictDoUpdate({
					target: rateLimits.key,
					set: { windowStart: row?.windowStart ?? now, count: (row?.count ?? 0) + quota.amount },
				})
				.run()
		}
		return true
	})
}
