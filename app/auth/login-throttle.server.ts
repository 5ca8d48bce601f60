import { eq, inArray, sql } from 'drizzle-orm'
import { rateLimits } from '#db/schema/index.ts'
import { LOGIN_FREE_FAILURES, loginDelaySeconds } from '#app/lib/auth/login-throttle.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { consumeRateLimit } from './rate-limit.server.ts'

const MINUTE = 60_000
/** Failures of one IP address on any accounts (password spraying): 30 per 15 minutes. */
const IP_FAILURES = { limit: 30, windowMs: 15 * MINUTE }
/** The failures of an account from one address are forgotten a day after the last one (as the purge does). */
const PAIR_MEMORY_MS = 24 * 60 * MINUTE

const pairKey = (email: string, ip: string) => `login-fail:pair:${email.trim().toLowerCase()}|${ip}`
const ipKey = (ip: string) => `login-fail:ip:${ip}`

/**
 * Seconds this address must still wait before trying this account (0: it may try now). Only failures count:
 * another address, or this one before it fails, is never held back (rules: app/lib/auth/login-throttle.ts).
 */
export function loginWaitSeconds(email: string, ip: string, now = new Date()) {
	const factor = getEnv().RATE_LIMIT_FACTOR
	const rows = getDb()
		.select()
		.from(rateLimits)
		.where(inArray(rateLimits.key, [pairKey(email, ip), ipKey(ip)]))
		.all()
	let waitMs = 0
	for (const row of rows) {
		const since = now.getTime() - row.windowStart.getTime()
		if (row.key === ipKey(ip)) {
			if (since < IP_FAILURES.windowMs && row.count >= IP_FAILURES.limit * factor)
				waitMs = Math.max(waitMs, IP_FAILURES.windowMs - since)
		} else if (since < PAIR_MEMORY_MS) {
			waitMs = Math.max(waitMs, loginDelaySeconds(row.count, LOGIN_FREE_FAILURES * factor) * 1000 - since)
		}
	}
	return Math.max(0, Math.ceil(waitMs / 1000))
}

/** A wrong password: one more failure for the (account, address) pair (its time is kept) and for the address. */
export function recordLoginFailure(email: string, ip: string, now = new Date()) {
	const forgetBefore = now.getTime() - PAIR_MEMORY_MS
	getDb()
		.insert(rateLimits)
		.values({ key: pairKey(email, ip), windowStart: now, count: 1 })
		.onConflictDoUpdate({
			target: rateLimits.key,
			set: {
				count: sql`case when ${rateLimits.windowStart} <= ${forgetBefore} then 1 else ${rateLimits.count} + 1 end`,
				windowStart: now,
			},
		})
		.run()
	consumeRateLimit(ipKey(ip), IP_FAILURES, now)
}

/** A successful login forgets the failures of this account from this address. */
export function clearLoginFailures(email: string, ip: string) {
	getDb()
		.delete(rateLimits)
		.where(eq(rateLimits.key, pairKey(email, ip)))
		.run()
}
