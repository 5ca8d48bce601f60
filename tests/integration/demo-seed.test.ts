import path from 'node:path'
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { pendingProfileReviews } from '#app/admin/profile-reviews.server.ts'
import { reconcilePayments } from '#app/donations/reconcile.server.ts'
import { createSandboxControl, createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { moneySummary } from '#app/payouts/money-summary.server.ts'
import { runPayouts } from '#app/payouts/payout.server.ts'
import { loadPayoutStatement } from '#app/payouts/statement.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { demoAccounts } from '#db/seed-demo.ts'
import * as s from '#db/schema/index.ts'
import { prepareDatabase } from '#db/startup.server.ts'
import { catalogueCacheDir, copyCatalogueCache, isCatalogueCacheComplete } from '../setup/catalogue-cache.mjs'
import { useAppDatabase } from '#tests/support/database.ts'

/** A fresh demo, as `npm run demo` starts it: what it shows must add up and let every role try its part (ADR 034). */

useAppDatabase()
const provider = createSandboxProvider()
const control = createSandboxControl({ webhookUrl: 'http://127.0.0.1:9/unused' })
const MINUTE = 60_000

beforeAll(async () => {
	const images = catalogueCacheDir()
	const dataDir = getEnv().DATA_DIR
	if (isCatalogueCacheComplete(images)) copyCatalogueCache(images, path.join(dataDir, 'uploads'))
	expect(await prepareDatabase(getDb(), dataDir, { demo: true })).toBe(true)
}, 120_000)

const pendingWires = () =>
	getDb()
		.select()
		.from(s.donations)
		.where(and(eq(s.donations.status, 'CREATED'), eq(s.donations.method, 'BANK_WIRE')))
		.all()

describe('a fresh demo', () => {
	test('the money identity holds at the provider from the first start', async () => {
		const summary = await moneySummary({ provider })
		expect(summary.collectedCents).toBeGreaterThan(0)
		expect(summary.held.walletsRead).toBeGreaterThan(0)
		expect(summary.check).toEqual({ status: 'ok', source: 'provider', differenceCents: 0 })
	})

	test('the seeded transfers wait at the sandbox, and the reconciliation minutes later leaves them pending', async () => {
		const wires = pendingWires()
		expect(wires.length).toBeGreaterThanOrEqual(2)
		for (const wire of wires) {
			expect(wire.providerPayInId).not.toBeNull()
			expect(wire.wireReference).not.toBeNull()
		}
		await reconcilePayments(provider, new Date(Date.now() + 10 * MINUTE))
		await reconcilePayments(provider, new Date(Date.now() + 60 * MINUTE))
		const after = pendingWires()
		expect(after.map((w) => w.id)).toEqual(wires.map((w) => w.id))
		for (const wire of after) expect((await provider.getPayIn(wire.providerPayInId!)).status).toBe('CREATED')
	})

	test('the charity member has pots, gifts, receipts, a completed payout and its statement', () => {
		const db = getDb()
		const member = db.select().from(s.users).where(eq(s.users.email, demoAccounts.charityMember.email)).get()!
		const { charityId } = db
			.select()
			.from(s.charityMembers)
			.where(eq(s.charityMembers.userId, member.id))
			.get()!
		const potIds = db
			.select({ id: s.pots.id })
			.from(s.pots)
			.where(eq(s.pots.charityId, charityId))
			.all()
			.map((p) => p.id)
		expect(potIds.length).toBeGreaterThanOrEqual(2)
		const gifts = db
			.select({ id: s.donations.id })
			.from(s.donations)
			.where(and(inArray(s.donations.potId, potIds), eq(s.donations.status, 'SUCCEEDED')))
			.all()
		expect(gifts.length).toBeGreaterThanOrEqual(4)
		const receipts = db
			.select({ id: s.taxReceipts.id })
			.from(s.taxReceipts)
			.where(
				inArray(
					s.taxReceipts.donationId,
					gifts.map((g) => g.id),
				),
			)
			.all()
		expect(receipts.length).toBeGreaterThan(0)
		const payout = db
			.select()
			.from(s.payouts)
			.where(and(eq(s.payouts.charityId, charityId), eq(s.payouts.status, 'SUCCEEDED')))
			.get()
		expect(payout).toBeDefined()
		expect(payout!.amountCents).toBeGreaterThan(0)
		expect(loadPayoutStatement(payout!.id)).not.toBeNull()
	})

	test('an operator has a profile change to review', () => {
		expect(pendingProfileReviews().length).toBeGreaterThanOrEqual(1)
	})

	test('every demo pot can complete its life: once the transfers arrive and the pots end, all are paid out', async () => {
		for (const wire of pendingWires())
			await control.receiveBankWire(wire.wireReference!, {
				amount: wire.amountCents + wire.tipCents,
				currency: 'EUR',
			})
		await reconcilePayments(provider, new Date(Date.now() + 5 * MINUTE))
		expect(pendingWires()).toHaveLength(0)
		const db = getDb()
		db.update(s.pots)
			.set({ closingDate: new Date(Date.now() - MINUTE) })
			.where(isNotNull(s.pots.providerWalletId))
			.run()
		await runPayouts(provider)
		const withMoney = db
			.select({ id: s.pots.id })
			.from(s.pots)
			.where(and(isNotNull(s.pots.providerWalletId), lt(s.pots.closingDate, new Date())))
			.all()
			.map((p) => p.id)
		expect(withMoney.length).toBeGreaterThanOrEqual(10)
		const paid = new Set(
			db
				.select({ potId: s.payouts.potId })
				.from(s.payouts)
				.where(inArray(s.payouts.status, ['CREATED', 'SUCCEEDED']))
				.all()
				.map((p) => p.potId),
		)
		expect(withMoney.filter((id) => !paid.has(id))).toEqual([])
		// Demo pot 4 (« Fin d’année solidaire ») among them, and the money still adds up.
		expect(paid.has(4)).toBe(true)
		expect((await moneySummary({ provider })).check.status).toBe('ok')
	})
})
