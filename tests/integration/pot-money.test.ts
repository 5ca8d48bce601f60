import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { processReversalEvent } from '#app/donations/reversal.server.ts'
import { potMoneyAccount } from '#app/payouts/pot-money.server.ts'
import { runPayouts } from '#app/payouts/payout.server.ts'
import { reconcilePayouts } from '#app/payouts/reconcile.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { forgetEnv } from '#app/platform/env.server.ts'
import { type PotMoney } from '#app/lib/payouts/pot-money.ts'
import { charities, donations, pots } from '#db/schema/index.ts'
import { loader as potPageLoader } from '#app/routes/participate.$id._index.tsx'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { context } from './request.ts'
import {
	bankProcessesPayouts,
	closedPotWith,
	control,
	payableCharity,
	provider,
} from '#tests/support/fixtures/payouts.ts'

// Issue 28 item 2: « Où va l'argent » on each pot page, from the ledger, always adding up.

useSeededAppDatabase()

/** collected − refunded − charged back = fees + paid + in transit + waiting. */
const addsUp = (m: PotMoney) =>
	m.collectedCents - m.refundedCents - m.chargedBackCents ===
	m.feesCents + m.paidToCharityCents + m.inTransitCents + m.waitingCents

const walletBalance = async (potId: number) => {
	const walletId = getDb().select().from(pots).where(eq(pots.id, potId)).get()!.providerWalletId!
	return (await provider.getWallet(walletId)).balance.amount
}

describe('where a pot’s money went', () => {
	test('after gifts, a refund, a payout with a fee and a charge-back: the figures add up and match the wallet', async () => {
		const { charityId } = await payableCharity(11)
		const { potId, donations } = await closedPotWith(charityId, [
			{ amountCents: 5_000, quick: true, tipCents: 300 },
			{ amountCents: 3_000, quick: true },
			{ amountCents: 2_000, quick: true },
		])
		// Reopened for now: the money waits because the pot is open; tips are not the pot's.
		getDb()
			.update(pots)
			.set({ closingDate: new Date(Date.now() + 3600_000) })
			.where(eq(pots.id, potId))
			.run()
		const open = potMoneyAccount(potId)!
		expect(open).toMatchObject({
			collectedCents: 10_000,
			giftsCount: 3,
			waitingCents: 10_000,
			waitingReason: 'open',
		})
		expect(addsUp(open)).toBe(true)

		const refund = await control.refund(donations[2]!.payInId)
		await processReversalEvent(provider, { eventType: 'PAYIN_REFUND_SUCCEEDED', resourceId: refund.id })
		getDb()
			.update(pots)
			.set({ closingDate: new Date(Date.now() - 1000) })
			.where(eq(pots.id, potId))
			.run()
		const refunded = potMoneyAccount(potId)!
		expect(refunded).toMatchObject({ refundedCents: 2_000, refundsCount: 1, waitingCents: 8_000 })
		expect(refunded.waitingCents).toBe(await walletBalance(potId))

		process.env.PLATFORM_FEE = 'percent:2.5'
		forgetEnv()
		try {
			await runPayouts(provider)
		} finally {
			delete process.env.PLATFORM_FEE
			forgetEnv()
		}
		const sending = potMoneyAccount(potId)!
		expect(sending).toMatchObject({ feesCents: 200, inTransitCents: 7_800, waitingCents: 0 })
		expect(addsUp(sending)).toBe(true)

		await bankProcessesPayouts()
		await reconcilePayouts(provider)
		const paid = potMoneyAccount(potId)!
		expect(paid).toMatchObject({
			paidToCharityCents: 7_800,
			inTransitCents: 0,
			waitingCents: 0,
			waitingReason: null,
		})
		expect(paid.payouts).toEqual([
			{ paidAt: expect.any(Date), netCents: 7_800, reference: `Donnons ${potId}` },
		])

		const { disputeId } = await control.chargeBack(donations[1]!.payInId)
		await processReversalEvent(provider, { eventType: 'DISPUTE_CREATED', resourceId: disputeId })
		const disputed = potMoneyAccount(potId)!
		expect(disputed).toMatchObject({
			collectedCents: 10_000,
			refundedCents: 2_000,
			chargedBackCents: 3_000,
			chargeBacksCount: 1,
			feesCents: 200,
			paidToCharityCents: 7_800,
			// The charity owes the charge-back: what the wallet shows too.
			waitingCents: -3_000,
		})
		expect(addsUp(disputed)).toBe(true)
		expect(disputed.waitingCents).toBe(await walletBalance(potId))

		// The pot page carries the account.
		const res = await potPageLoader({
			request: new Request(`http://localhost/participate/${potId}`),
			params: { id: String(potId) },
			context: context(),
		})
		expect((res as { money: PotMoney }).money).toMatchObject({
			chargedBackCents: 3_000,
			paidToCharityCents: 7_800,
		})
	})

	test('an unverified charity: the money waits, and the page says why', async () => {
		const { charityId } = await payableCharity(12)
		const { potId } = await closedPotWith(charityId, [{ amountCents: 1_500, quick: true }])
		getDb().update(charities).set({ providerVerifiedAt: null }).where(eq(charities.id, charityId)).run()
		// A payment still on its way and a refused one are not money collected.
		getDb()
			.insert(donations)
			.values([
				{ potId, isQuick: true, quickEmail: 'attente@exemple.fr', amountCents: 2_000, method: 'BANK_WIRE' },
				{
					potId,
					isQuick: true,
					quickEmail: 'refus@exemple.fr',
					amountCents: 900,
					method: 'CARD',
					status: 'FAILED',
				},
			])
			.run()
		expect(potMoneyAccount(potId)).toMatchObject({
			collectedCents: 1_500,
			giftsCount: 1,
			waitingCents: 1_500,
			waitingReason: 'charity-unverified',
		})
	})
})
