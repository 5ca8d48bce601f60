import { eq } from 'drizzle-orm'
import { afterEach, expect, test, vi } from 'vitest'
import { reconcilePayments } from '#app/donations/reconcile.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { getProviderBudget } from '#app/payments/quota.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { charities, donations } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makePot } from '#tests/support/fixtures/donations.ts'

/**
 * The reconciliation when the provider's call budget is spent (app/donations/reconcile.server.ts): it stops at
 * the first refusal with one line, instead of one refused call and one log line per donation, and changes
 * nothing; the next run with budget goes on.
 */

useSeededAppDatabase()
afterEach(() => vi.restoreAllMocks())

test('stops at the first refusal with one line, changes nothing, and goes on when the budget is back', async () => {
	const charity = getDb()
		.select({ id: charities.id })
		.from(charities)
		.where(eq(charities.isActive, true))
		.get()!
	const pot = makePot(charity.id)
	const old = new Date(Date.now() - 60 * 60_000)
	for (const n of [1, 2, 3])
		getDb()
			.insert(donations)
			.values({
				potId: pot.id,
				isQuick: true,
				quickEmail: `attente-${n}@exemple.fr`,
				amountCents: 1_000 * n,
				method: 'CARD',
				status: 'CREATED',
				providerPayInId: `no-such-pay-in-${n}`,
				createdAt: old,
			})
			.run()
	const budget = getProviderBudget()
	budget.exhaust()
	const log = vi.spyOn(console, 'error').mockImplementation(() => {})
	await reconcilePayments(await getPaymentProvider(), new Date())
	const lines = log.mock.calls.map((call) => String(call[0]))
	// One line per kind of record (the seed's pending transfers are another kind), none per donation.
	expect(lines.filter((line) => line.includes('a pay-in'))).toEqual([
		'Reconciliation of a pay-in paused, the call budget is spent: 3 left',
	])
	expect(lines.filter((line) => /^Reconciliation of .* failed/.test(line))).toEqual([])
	const rows = getDb().select().from(donations).where(eq(donations.potId, pot.id)).all()
	expect(rows.map((row) => row.status)).toEqual(['CREATED', 'CREATED', 'CREATED'])

	// Budget back: each pay-in is asked for again (unknown ones fail one by one, each with its own line).
	budget.restore()
	log.mockClear()
	await reconcilePayments(await getPaymentProvider(), new Date())
	expect(
		log.mock.calls.filter((call) => String(call[0]).startsWith('Reconciliation of a pay-in')),
	).toHaveLength(3)
})
