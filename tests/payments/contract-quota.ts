import { expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS, type RateLimitReport } from '#app/lib/payments/provider-quota.ts'
import { ProviderBudget } from '#app/payments/quota.server.ts'
import { onRateLimitReport } from '#app/payments/rate-limits.ts'
import { createTestDatabase } from '#tests/support/db-utils.ts'
import { type ContractSetup } from '#tests/support/fixtures/contract.ts'

/**
 * The provider's call quota (Mangopay rate-limiting.mdx), for both implementations: every answer carries the
 * `x-ratelimit*` headers (parsed and reported), a call past the quota is a retryable 429 `rate_limit`, and the
 * budget in front of the provider learns the provider's own count from them.
 */
export function quotaContract(name: string, env: () => ContractSetup) {
	it('reports its quota on every answer, refuses past it with 429 rate_limit, and the budget learns it', async () => {
		const { provider, control } = env()
		const reports: RateLimitReport[][] = []
		const stop = onRateLimitReport((report) => reports.push(report))
		const { db } = createTestDatabase(`contract-quota-${name.replace(/\W+/g, '-')}`)
		const budget = new ProviderBudget(db.$client, DEFAULT_RATE_LIMITS)
		try {
			await control.setRateLimits([
				{ limit: 3, seconds: 60 },
				{ limit: 50, seconds: 3600 },
			])
			const before = Math.floor(Date.now() / 1000)
			const payer = await provider.createNaturalUser(
				{ category: 'PAYER', firstName: 'Camille', lastName: 'Martin', email: 'camille@example.org' },
				{ idempotencyKey: crypto.randomUUID() },
			)
			const first = reports.at(-1)!
			expect(first).toHaveLength(2)
			expect(first.map(({ made, remaining }) => ({ made, remaining }))).toEqual([
				{ made: 1, remaining: 2 },
				{ made: 1, remaining: 49 },
			])
			expect(first[0]!.resetAt).toBeGreaterThanOrEqual(before + 59)
			expect(first[0]!.resetAt).toBeLessThanOrEqual(before + 62)
			await provider.getUser(payer.userId)
			await provider.getUser(payer.userId)
			const refused = await provider.getUser(payer.userId).catch((e: unknown) => e)
			expect(refused).toMatchObject({
				name: 'PaymentProviderError',
				code: 'rate_limit',
				status: 429,
				retryable: true,
			})
			expect(reports.at(-1)![0]).toMatchObject({ made: 3, remaining: 0 })
			// Our budget believed Mangopay's defaults were untouched; the headers tell it otherwise.
			expect(budget.take('donor', 1, Date.now())).toBeNull()
			budget.learn(reports.at(-1)!)
			expect(
				budget
					.windows()
					.slice(0, 2)
					.map((w) => ({ limit: w.limit, used: w.used })),
			).toEqual([
				{ limit: 3, used: 3 },
				{ limit: 50, used: 3 },
			])
			expect(budget.take('donor', 1, Date.now())).toBe(reports.at(-1)![0]!.resetAt * 1000)
		} finally {
			stop()
			await control.setRateLimits(null)
		}
	})
}
