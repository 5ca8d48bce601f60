import { describe, expect, test } from 'vitest'
import { consumeRateLimit } from '#app/auth/rate-limit.server.ts'
import { useAppDatabase } from './app-db.ts'

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
})
