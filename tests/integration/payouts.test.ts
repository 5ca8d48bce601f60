import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { processPendingEvents } from '#app/donations/provider-events.server.ts'
import { processReversalEvent } from '#app/donations/reversal.server.ts'
import { recordProviderEvent } from '#app/payments/events.server.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { createPayoutAttempt, payoutCandidates } from '#app/payouts/ledger.server.ts'
import { moneySummary } from '#app/payouts/money-summary.server.ts'
import { processPayoutEvent, runPayouts } from '#app/payouts/payout.server.ts'
import { reconcilePayouts } from '#app/payouts/reconcile.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { forgetEnv } from '#app/platform/env.server.ts'
import { charityDebts, donations, mailOutbox, payoutItems, payouts, pots } from '#db/schema/index.ts'
import { simPayouts } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makeDonor } from '#tests/support/fixtures/donations.ts'
import {
	bankProcessesPayouts,
	closedPotWith,
	control,
	OTHER_IBAN,
	organiserEmail,
	payableCharity,
	provider,
	registerAccount,
} from '#tests/support/fixtures/payouts.ts'

// Issue 17 item 5: a closed pot's wallet is paid to its charity exactly once, through the sandbox's PayOut,
// whatever triggers it twice, replays its webhook or crashes between the bank's answer and our commit.

useSeededAppDatabase()

type PayoutRow = typeof payouts.$inferSelect
const payoutsOf = (potId: number): PayoutRow[] =>
	getDb().select().from(payouts).where(eq(payouts.potId, potId)).orderBy(payouts.id).all()
const walletOf = async (potId: number) => {
	const walletId = getDb().select().from(pots).where(eq(pots.id, potId)).get()!.providerWalletId!
	return (await provider.getWallet(walletId)).balance.amount
}
const simPayoutsOf = (walletId: string) =>
	getSandboxDb().select().from(simPayouts).where(eq(simPayouts.debitedWalletId, walletId)).all()
const walletIdOf = (potId: number) =>
	getDb().select().from(pots).where(eq(pots.id, potId)).get()!.providerWalletId!
const mailsTo = (to: string, kind: string) =>
	getDb()
		.select()
		.from(mailOutbox)
		.where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
		.all()
const payoutMails = () =>
	getDb()
		.select()
		.from(mailOutbox)
		.where(inArray(mailOutbox.kind, ['payout-organiser', 'payout-donor']))
		.all()
const later = (ms: number) => new Date(Date.now() + ms)

describe('a closed pot is paid out once', () => {
	test('two runs at once make one payout; the bank’s success is applied once, with the e-mails', async () => {
		const { charityId } = await payableCharity(0)
		const donor = makeDonor('twice')
		const { potId, donations: given } = await closedPotWith(charityId, [
			{ amountCents: 5_000, donorId: donor.id },
			{ amountCents: 2_500, donorId: donor.id },
			{ amountCents: 1_000, quick: true },
		])
		const mailsBefore = payoutMails().length

		await Promise.all([runPayouts(provider), runPayouts(provider)])
		await runPayouts(provider)

		const [payout, ...others] = payoutsOf(potId) as [PayoutRow, ...PayoutRow[]]
		expect(others).toEqual([])
		expect(payout).toMatchObject({ status: 'CREATED', amountCents: 8_500, feeCents: 0, feeRule: 'none' })
		// A random key made for the row (ADR 030), never the pot's id: `payout-<24 characters>`.
		expect(payout.idempotencyKey).toMatch(/^payout-[a-z0-9]{24}$/)
		expect(simPayoutsOf(walletIdOf(potId))).toHaveLength(1)
		expect(await walletOf(potId)).toBe(0)
		const items = getDb().select().from(payoutItems).where(eq(payoutItems.payoutId, payout.id)).all()
		expect(items.map((i) => i.donationId).sort()).toEqual(given.map((d) => d.id).sort())

		await bankProcessesPayouts()
		const first = await reconcilePayouts(provider)
		expect(first.checked).toBe(1)
		const second = await reconcilePayouts(provider)
		expect(second.checked).toBe(0)
		expect(payoutsOf(potId)).toMatchObject([
			{ status: 'SUCCEEDED', providerPayoutId: payout.providerPayoutId },
		])
		// The organiser once, the account donor once for two gifts, the quick donor once.
		expect(mailsTo(organiserEmail(potId), 'payout-organiser')).toHaveLength(1)
		const donorMails = mailsTo(donor.email, 'payout-donor')
		expect(donorMails).toHaveLength(1)
		expect(donorMails[0]!.text).toContain('75,00')
		expect(payoutMails().length - mailsBefore).toBe(3)
	})

	test('the bank’s control executes one payout at once, its clock untouched; twice is refused', async () => {
		const { charityId } = await payableCharity(9)
		const { potId } = await closedPotWith(charityId, [{ amountCents: 1_500, quick: true }])
		await runPayouts(provider)
		const [payout] = payoutsOf(potId) as [PayoutRow]
		const clock = provider.clockSeconds()
		const executed = await control.executePayout(payout.providerPayoutId!)
		expect(executed).toMatchObject({ id: payout.providerPayoutId, status: 'SUCCEEDED' })
		expect(provider.clockSeconds() - clock).toBeLessThan(5)
		await expect(control.executePayout(payout.providerPayoutId!)).rejects.toThrow(/not CREATED/)
		await reconcilePayouts(provider)
		expect(payoutsOf(potId)).toMatchObject([{ status: 'SUCCEEDED' }])
	})

	test('a replayed webhook changes nothing after the first', async () => {
		const { charityId } = await payableCharity(1)
		const { potId } = await closedPotWith(charityId, [{ amountCents: 4_000, quick: true }])
		await runPayouts(provider)
		const payout = payoutsOf(potId)[0]!
		await bankProcessesPayouts()
		const mailsBefore = payoutMails().length

		const at = Math.floor(Date.now() / 1000)
		const event = { eventType: 'PAYOUT_NORMAL_SUCCEEDED', resourceId: payout.providerPayoutId! }
		expect(recordProviderEvent({ ...event, date: at })).toBe(true)
		await processPendingEvents(provider)
		expect(recordProviderEvent({ ...event, date: at + 1 })).toBe(true)
		await processPendingEvents(provider)
		expect(await processPayoutEvent(provider, payout.providerPayoutId!)).toEqual({
			changed: false,
			reason: 'already-final',
		})
		expect(payoutsOf(potId)).toMatchObject([{ status: 'SUCCEEDED' }])
		expect(payoutMails().length - mailsBefore).toBe(2)
	})

	test('a crash between the bank’s answer and our commit is recovered from the key, never paid twice', async () => {
		const { charityId } = await payableCharity(2)
		const { potId } = await closedPotWith(charityId, [{ amountCents: 3_000, quick: true }])
		await control.injectFault('createPayout', 'timeout_after_commit')
		const report = await runPayouts(provider)
		expect(report.sent).toBe(1)
		const payout = payoutsOf(potId)[0]!
		expect(payout).toMatchObject({ status: 'CREATED', providerPayoutId: null })
		expect(simPayoutsOf(walletIdOf(potId))).toHaveLength(1)

		// Within the grace period nothing is touched; after it, the provider's record of the key is used.
		expect((await reconcilePayouts(provider)).resolved).toBe(0)
		expect((await reconcilePayouts(provider, later(3 * 60_000))).resolved).toBe(0) // still CREATED at the bank
		const recovered = payoutsOf(potId)[0]!
		expect(recovered.providerPayoutId).toBe(simPayoutsOf(walletIdOf(potId))[0]!.id)
		await bankProcessesPayouts()
		await reconcilePayouts(provider, later(3 * 60_000))
		expect(payoutsOf(potId)).toMatchObject([{ status: 'SUCCEEDED' }])
		expect(simPayoutsOf(walletIdOf(potId))).toHaveLength(1)
	})

	test('a process that died before calling the bank: the row is sent under its key, once', async () => {
		const { charityId } = await payableCharity(3)
		const { potId } = await closedPotWith(charityId, [{ amountCents: 2_000, quick: true }])
		const attempt = createPayoutAttempt(potId, { kind: 'none' }, await walletOf(potId))
		if (!attempt.created) throw new Error(attempt.reason)
		// A second trigger meanwhile finds the row in flight.
		expect(createPayoutAttempt(potId, { kind: 'none' }, 2_000)).toEqual({
			created: false,
			reason: 'in-flight',
		})
		expect(simPayoutsOf(walletIdOf(potId))).toHaveLength(0)

		await reconcilePayouts(provider, later(3 * 60_000))
		await reconcilePayouts(provider, later(3 * 60_000))
		expect(simPayoutsOf(walletIdOf(potId))).toHaveLength(1)
		expect(payoutsOf(potId)).toHaveLength(1)
		expect(payoutsOf(potId)[0]!.providerPayoutId).toBe(simPayoutsOf(walletIdOf(potId))[0]!.id)
	})
	test('a row never sent and past the key’s lifetime fails as NOT_SENT and is paid by a new attempt', async () => {
		const { charityId } = await payableCharity(8)
		const { potId } = await closedPotWith(charityId, [{ amountCents: 1_800, quick: true }])
		const attempt = createPayoutAttempt(potId, { kind: 'none' }, await walletOf(potId))
		if (!attempt.created) throw new Error(attempt.reason)

		await reconcilePayouts(provider, later(24 * 3600_000))
		expect(payoutsOf(potId)).toMatchObject([
			{ status: 'FAILED', resultCode: 'NOT_SENT', providerPayoutId: null },
			{ status: 'CREATED', idempotencyKey: expect.stringMatching(/^payout-[a-z0-9]{24}$/) },
		])
		// The new attempt has its own key: the provider makes a new PayOut for it.
		expect(payoutsOf(potId)[1]!.idempotencyKey).not.toBe(payoutsOf(potId)[0]!.idempotencyKey)
		expect(simPayoutsOf(walletIdOf(potId))).toHaveLength(1)
	})
})

describe('failures, fees and waiting', () => {
	test('a payout the bank refuses is retried once the charity has another bank account', async () => {
		const { charityId, bankAccountId } = await payableCharity(4)
		const { potId } = await closedPotWith(charityId, [{ amountCents: 6_000, quick: true }])
		await runPayouts(provider)
		const first = payoutsOf(potId)[0]!
		await control.failPayout(first.providerPayoutId!)
		expect(await processPayoutEvent(provider, first.providerPayoutId!)).toMatchObject({
			changed: true,
			status: 'FAILED',
		})
		expect(payoutsOf(potId)).toMatchObject([
			{ status: 'FAILED', resultCode: '121001', failureReason: 'The bank wire has been refused' },
		])
		expect(await walletOf(potId)).toBe(6_000)

		// The same account again: nothing is sent, and the pot leaves the run's batch.
		expect(payoutCandidates(new Date())).not.toContain(potId)
		await runPayouts(provider)
		expect(payoutsOf(potId)).toHaveLength(1)

		const newAccount = await registerAccount(charityId, OTHER_IBAN)
		expect(newAccount).not.toBe(bankAccountId)
		await runPayouts(provider)
		const retry = payoutsOf(potId)[1]
		expect(retry).toMatchObject({
			status: 'CREATED',
			bankAccountId: newAccount,
			amountCents: 6_000,
			idempotencyKey: expect.stringMatching(/^payout-[a-z0-9]{24}$/),
		})
		expect(retry!.idempotencyKey).not.toBe(first.idempotencyKey)
		await bankProcessesPayouts()
		await reconcilePayouts(provider)
		expect(payoutsOf(potId).map((p) => p.status)).toEqual(['FAILED', 'SUCCEEDED'])
		expect(await walletOf(potId)).toBe(0)
	})

	test('the platform’s fee is the PayOut’s Fees, rounded down, frozen on the row', async () => {
		const { charityId } = await payableCharity(5)
		const { potId } = await closedPotWith(charityId, [{ amountCents: 9_990, quick: true }])
		process.env.PLATFORM_FEE = 'percent:2.5'
		forgetEnv()
		try {
			await runPayouts(provider)
		} finally {
			delete process.env.PLATFORM_FEE
			forgetEnv()
		}
		const payout = payoutsOf(potId)[0]!
		expect(payout).toMatchObject({ amountCents: 9_990, feeCents: 249, feeRule: 'percent:2.5' })
		expect(simPayoutsOf(walletIdOf(potId))[0]).toMatchObject({ debitedAmount: 9_990, feesAmount: 249 })
	})

	test('a pot waits for its pending payments, 14 days at most', async () => {
		const { charityId } = await payableCharity(6)
		const { potId } = await closedPotWith(charityId, [{ amountCents: 1_500, quick: true }])
		getDb()
			.insert(donations)
			.values({
				potId,
				isQuick: true,
				quickEmail: 'attente@exemple.fr',
				amountCents: 2_000,
				method: 'DIRECT_DEBIT',
			})
			.run()
		await runPayouts(provider)
		await runPayouts(provider, later(13 * 24 * 3600_000))
		expect(payoutsOf(potId)).toEqual([])
		await runPayouts(provider, later(14 * 24 * 3600_000))
		expect(payoutsOf(potId)).toMatchObject([{ amountCents: 1_500 }])
	})
})

describe('money that comes back after a payout', () => {
	test('a charge-back after the payout is the charity’s debt, and the money summary still adds up', async () => {
		const { charityId } = await payableCharity(7)
		const paidPot = await closedPotWith(charityId, [
			{ amountCents: 5_000, quick: true },
			{ amountCents: 3_000, quick: true },
		])
		const keptPot = await closedPotWith(charityId, [{ amountCents: 2_000, quick: true }])
		// A refund before any payout: the pot is paid the rest.
		const refunded = await control.refund(keptPot.donations[0]!.payInId)
		await processReversalEvent(provider, { eventType: 'PAYIN_REFUND_SUCCEEDED', resourceId: refunded.id })
		const openPot = await closedPotWith(charityId, [{ amountCents: 1_200, quick: true }])
		getDb()
			.update(pots)
			.set({ closingDate: later(24 * 3600_000) })
			.where(eq(pots.id, openPot.potId))
			.run()
		await runPayouts(provider)
		await bankProcessesPayouts()
		await reconcilePayouts(provider)
		expect(payoutsOf(paidPot.potId)).toMatchObject([{ status: 'SUCCEEDED', amountCents: 8_000 }])
		expect(payoutsOf(keptPot.potId)).toEqual([])
		expect(payoutsOf(openPot.potId)).toEqual([])

		const { disputeId } = await control.chargeBack(paidPot.donations[1]!.payInId)
		const reversal = await processReversalEvent(provider, {
			eventType: 'DISPUTE_CREATED',
			resourceId: disputeId,
		})
		expect(reversal).toMatchObject({ changed: true, kind: 'CHARGEBACK' })
		const debts = getDb().select().from(charityDebts).where(eq(charityDebts.potId, paidPot.potId)).all()
		expect(debts).toMatchObject([
			{
				donationId: paidPot.donations[1]!.id,
				amountCents: 3_000,
				kind: 'CHARGEBACK',
				status: 'OPEN',
				charityId,
			},
		])
		expect(await walletOf(paidPot.potId)).toBe(-3_000)
		// A replay of the dispute records no second debt.
		await processReversalEvent(provider, { eventType: 'DISPUTE_CREATED', resourceId: disputeId })
		expect(
			getDb().select().from(charityDebts).where(eq(charityDebts.potId, paidPot.potId)).all(),
		).toHaveLength(1)

		const potIds = [paidPot.potId, keptPot.potId, openPot.potId]
		const summary = await moneySummary({ provider, potIds })
		expect(summary).toMatchObject({
			collectedCents: 5_000 + 3_000 + 2_000 + 1_200,
			reversed: { totalCents: 5_000, refundsCents: 2_000, chargebacksCents: 3_000, lateFailuresCents: 0 },
			paidOut: { grossCents: 8_000, feesCents: 0, netCents: 8_000, count: 1 },
			inFlightCents: 0,
			held: { ledgerCents: -1_800, providerCents: -1_800, walletsRead: 3 },
			openDebtsCents: 3_000,
			check: { status: 'ok', source: 'provider', differenceCents: 0 },
		})

		// Money our records count but no wallet received: the check says so, with the difference.
		getDb()
			.insert(donations)
			.values({
				potId: openPot.potId,
				isQuick: true,
				quickEmail: 'fantome@exemple.fr',
				amountCents: 700,
				method: 'CARD',
				status: 'SUCCEEDED',
			})
			.run()
		expect((await moneySummary({ provider, potIds })).check).toEqual({
			status: 'mismatch',
			source: 'provider',
			differenceCents: 700,
		})
	})
})
