import { describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { consumeRateLimit, reserveQuotas } from '#app/auth/rate-limit.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { rateLimits } from '#db/schema/index.ts'
import { useAppDatabase } from '#tests/support/database.ts'

useAppDatabase()

describe('rate limits', () => {
	test('a fixed window allows `limit` hits, refuses the next, and opens again when the window is over', () => {
		const limit = { limit: 3, windowMs: 60_000 }
		const t0 = new Date('2026-11-21T10:00:00Z')
		const at = (ms: number) => new Date(t0.getTime() + ms)
		expect([0, 1, 2].map((i) => consumeRateLimit('k', limit, at(i * 1000)))).toEqual([true, true, true])
		expect(consumeRateLimit('k', limit, at(30_000))).toBe(false)
		expect(consumeRateLimit('other', limit, at(30_000))).toBe(true)
		expect(consumeRateLimit('k', limit, at(61_000))).toBe(true)
	})

	test("a counter's row is dated by each hit, not by the prepared statement's first use", () => {
		const limit = { limit: 3, windowMs: 60_000 }
		const row = (key: string) => getDb().select().from(rateLimits).where(eq(rateLimits.key, key)).get()!
		consumeRateLimit('dated:a', limit, new Date('2026-11-21T10:00:00Z'))
		consumeRateLimit('dated:b', limit, new Date('2026-11-21T11:00:00Z'))
		consumeRateLimit('dated:b', limit, new Date('2026-11-21T11:00:30Z'))
		expect(row('dated:a').createdAt.toISOString()).toBe('2026-11-21T10:00:00.000Z')
		expect(row('dated:b').createdAt.toISOString()).toBe('2026-11-21T11:00:00.000Z')
		expect(row('dated:b').updatedAt.toISOString()).toBe('2026-11-21T11:00:30.000Z')
	})

	test('quotas are reserved all or nothing, and a refusal counts nothing', () => {
		const t0 = new Date('2026-11-21T10:00:00Z')
		const hour = { limit: 20, windowMs: 3_600_000 }
		const day = { limit: 30, windowMs: 86_400_000 }
		const send = (n: number, ip: string, at = t0) =>
			reserveQuotas(
				[
					{ key: `q:ip:${ip}`, amount: n, ...hour },
					{ key: 'q:pot', amount: n, ...day },
				],
				at,
			)
		expect(send(21, 'a')).toBe(false)
		expect(send(20, 'a')).toBe(true)
		expect(send(1, 'a')).toBe(false)
		expect(send(10, 'b')).toBe(true)
		// The pot's day is full (30), even for a fresh address.
		expect(send(1, 'c')).toBe(false)
		expect(send(1, 'a', new Date(t0.getTime() + 3_600_001))).toBe(false)
		expect(send(1, 'c', new Date(t0.getTime() + 86_400_001))).toBe(true)
	})
})
