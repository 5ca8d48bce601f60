import { eq } from 'drizzle-orm'
import { expect, test, vi } from 'vitest'
import { reconcilePayments } from '#app/donations/reconcile.server.ts'
import { createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { donations } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'

/**
 * Donations stuck "en cours": a card or transfer donation left in CREATED without a pay-in
 * (its request died: a crash, a SQLITE_BUSY error) is failed by the reconciliation within minutes, not after a
 * day; one with a pay-in id is left to the provider's answer.
 */

useSeededAppDatabase()
const provider = createSandboxProvider()
const MINUTE = 60_000

function claimed(label: string, minutesAgo: number, payInId: string | null = null) {
	const now = Date.now()
	return getDb()
		.insert(donations)
		.values({
			potId: makePot(demoCharity('GENERATED').id).id,
			donorId: makeDonor(label).id,
			amountCents: 2000,
			method: 'CARD',
			providerPayInId: payInId,
			attemptKey: `stuck-${label}-${now}`,
			createdAt: new Date(now - minutesAgo * MINUTE),
		})
		.returning()
		.get()
}

const statusOf = (id: number) => getDb().select().from(donations).where(eq(donations.id, id)).get()!

test('a donation without a pay-in is failed after ten minutes; one with a pay-in id is not', async () => {
	vi.spyOn(console, 'error').mockImplementation(() => {})
	const stuck = claimed('stuck', 15)
	const recent = claimed('recent', 3)
	const withPayIn = claimed('with-payin', 15, 'payin-the-provider-does-not-know')

	await reconcilePayments(provider)

	expect(statusOf(stuck.id)).toMatchObject({ status: 'FAILED', resultCode: 'NO_PAYIN' })
	expect(statusOf(stuck.id).failedAt).toBeInstanceOf(Date)
	// Its request may still be under way: left for the next runs.
	expect(statusOf(recent.id).status).toBe('CREATED')
	// Its pay-in is checked at the provider (here unknown: retried next run), never failed for want of one.
	expect(statusOf(withPayIn.id).status).toBe('CREATED')

	await reconcilePayments(provider, new Date(Date.now() + 8 * MINUTE))
	expect(statusOf(recent.id).status).toBe('FAILED')
	expect(statusOf(withPayIn.id).status).toBe('CREATED')
})
