import { eq, ne } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { reconcilePayments } from '#app/donations/reconcile.server.ts'
import { processReversalEvent } from '#app/donations/reversal.server.ts'
import { type PaymentProvider } from '#app/payments/provider.ts'
import { runPayouts } from '#app/payouts/payout.server.ts'
import { reconcilePayouts } from '#app/payouts/reconcile.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import * as moneyPage from '#app/routes/admin.argent.tsx'
import * as reconciliationPage from '#app/routes/admin.rapprochement.tsx'
import * as payoutsPage from '#app/routes/admin.versements.tsx'
import * as statementCsv from '#app/routes/admin_.versements.$payoutId.releve[.]csv.tsx'
import { donations, payouts } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import {
	bankProcessesPayouts,
	closedPotWith,
	control,
	give,
	payableCharity,
	provider,
} from '#tests/support/fixtures/payouts.ts'
import { call, cookieOf, makeOperator } from '#tests/support/fixtures/staff.ts'

// Issue 17 item 6: the money summary adds up (Σ succeeded donations = Σ wallet balances + Σ payouts +
// Σ refunds) and says so; a wallet that disagrees shows a mismatch with the difference; the reconciliation
// view lists what the reconciliation found and did.

useSeededAppDatabase()

let operator: string | null = null
let payoutId = 0
let walletPotId = 0
let lostWebhookGift = 0

type MoneyData = Awaited<ReturnType<typeof moneyPage.loader>>
async function summary() {
	const res = await call(moneyPage.loader, '/admin/argent', { cookie: operator })
	expect(res.status).toBe(200)
	return (res.body as MoneyData).summary
}

beforeAll(async () => {
	// The demo's donations never went through the payment provider: the check would rightly count them as
	// money missing from the wallets. This file's ledger starts without them.
	getDb().update(donations).set({ status: 'FAILED' }).where(ne(donations.status, 'FAILED')).run()
	globalThis.__donnonsPaymentProvider = provider
	operator = await cookieOf(makeOperator('argent-operateur').id)
	const { charityId } = await payableCharity(0)
	// A pot paid out: two gifts.
	const paid = await closedPotWith(charityId, [{ amountCents: 5_000 }, { amountCents: 3_000, quick: true }])
	await runPayouts(provider)
	await bankProcessesPayouts()
	await reconcilePayouts(provider)
	payoutId = getDb().select().from(payouts).where(eq(payouts.potId, paid.potId)).get()!.id
	// A pot still open: three gifts, one refunded.
	walletPotId = makePot(charityId).id
	const refunded = await give(walletPotId, { amountCents: 2_000, donorId: makeDonor('argent-rembourse').id })
	await give(walletPotId, { amountCents: 1_500 })
	lostWebhookGift = (await give(walletPotId, { amountCents: 4_200, quick: true })).id
	const refund = await control.refund(refunded.payInId)
	await processReversalEvent(provider, { eventType: 'PAYIN_REFUND_SUCCEEDED', resourceId: refund.id })
})

describe('the money summary', () => {
	test('adds up after gifts, a refund and a payout: ok, no difference', async () => {
		const s = await summary()
		expect(s.check).toMatchObject({ status: 'ok', source: 'provider', differenceCents: 0 })
		expect(s).toMatchObject({
			collected: '157,00\u00a0€',
			held: '57,00\u00a0€',
			paidOutGross: '80,00\u00a0€',
			refunds: '20,00\u00a0€',
			providerError: false,
			withoutWallet: null,
		})
		expect(getDb().select().from(payouts).where(eq(payouts.id, payoutId)).get()?.status).toBe('SUCCEEDED')
	})

	test('a wallet that disagrees with the ledger: mismatch, with the difference', async () => {
		// A gift our records count as received that never reached the pot's wallet.
		const ghost = getDb()
			.insert(donations)
			.values({
				potId: walletPotId,
				isQuick: true,
				quickEmail: 'fantome@exemple.fr',
				amountCents: 1_234,
				method: 'CARD',
				status: 'SUCCEEDED',
				succeededAt: new Date(),
			})
			.returning()
			.get()
		try {
			const s = await summary()
			expect(s.check).toMatchObject({
				status: 'mismatch',
				differenceCents: 1_234,
				difference: '12,34\u00a0€',
			})
		} finally {
			getDb().update(donations).set({ status: 'FAILED' }).where(eq(donations.id, ghost.id)).run()
		}
		expect((await summary()).check.status).toBe('ok')
	})

	test('gifts counted on a pot without a wallet are named as part of the difference', async () => {
		const pot = makePot(demoCharity('ASSOCIATION').id)
		const ghost = getDb()
			.insert(donations)
			.values({
				potId: pot.id,
				isQuick: true,
				quickEmail: 'sans-portemonnaie@exemple.fr',
				amountCents: 500,
				method: 'CARD',
				status: 'SUCCEEDED',
				succeededAt: new Date(),
			})
			.returning()
			.get()
		try {
			expect(await summary()).toMatchObject({
				check: { status: 'mismatch', differenceCents: 500 },
				withoutWallet: '5,00\u00a0€',
			})
		} finally {
			getDb().update(donations).set({ status: 'FAILED' }).where(eq(donations.id, ghost.id)).run()
		}
	})

	test('a provider that does not answer: the ledger’s figures, said so, no server error', async () => {
		const failing = {
			...provider,
			getWallet: () => Promise.reject(new Error('timeout')),
		} as PaymentProvider
		globalThis.__donnonsPaymentProvider = failing
		try {
			const s = await summary()
			expect(s).toMatchObject({ providerError: true, check: { status: 'ok', source: 'ledger' } })
		} finally {
			globalThis.__donnonsPaymentProvider = provider
		}
	})
})

test('the reconciliation view lists what was found and the action taken', async () => {
	// A card donation left without its pay-in id by a crash, 20 minutes ago: the provider has nothing.
	const orphan = getDb()
		.insert(donations)
		.values({
			potId: walletPotId,
			isQuick: true,
			quickEmail: 'orphelin@exemple.fr',
			amountCents: 1_000,
			method: 'CARD',
			createdAt: new Date(Date.now() - 20 * 60_000),
		})
		.returning()
		.get()
	// A quick gift whose success webhook was lost: our row still says CREATED, the provider's list says more.
	getDb()
		.update(donations)
		.set({ status: 'CREATED', succeededAt: null })
		.where(eq(donations.id, lostWebhookGift))
		.run()
	const lostPayIn = getDb().select().from(donations).where(eq(donations.id, lostWebhookGift)).get()!
	// The provider's event list holds its success (the real list is whatever the simulator emitted).
	const listing = {
		...provider,
		listEvents: async ({ page }: { page: number }) =>
			page === 1
				? [
						{
							eventType: 'PAYIN_NORMAL_SUCCEEDED',
							resourceId: lostPayIn.providerPayInId!,
							date: Math.floor(Date.now() / 1000),
						},
					]
				: [],
	} as PaymentProvider
	await reconcilePayments(listing)
	expect(getDb().select().from(donations).where(eq(donations.id, orphan.id)).get()?.status).toBe('FAILED')
	expect(getDb().select().from(donations).where(eq(donations.id, lostWebhookGift)).get()?.status).toBe(
		'SUCCEEDED',
	)

	const res = await call(reconciliationPage.loader, '/admin/rapprochement', { cookie: operator })
	expect(res.status).toBe(200)
	const { view } = res.body as Awaited<ReturnType<typeof reconciliationPage.loader>>
	expect(view.findings).toEqual(
		expect.arrayContaining([
			expect.objectContaining({
				record: `Don n° ${orphan.id}`,
				ourStatus: 'CREATED',
				providerStatus: 'aucune opération',
				action: 'Aucune opération chez le prestataire : marqué en échec',
			}),
			expect.objectContaining({
				record: `Don n° ${lostWebhookGift}`,
				ourStatus: 'CREATED',
				providerStatus: 'PAYIN_NORMAL_SUCCEEDED',
				action: 'Notification du prestataire jamais reçue : retrouvée dans sa liste et appliquée',
			}),
			expect.objectContaining({
				record: `Versement n° ${payoutId}`,
				providerStatus: 'SUCCEEDED',
				action: 'Statut du prestataire appliqué à nos données',
			}),
		]),
	)
	const payoutsOnly = await call(reconciliationPage.loader, '/admin/rapprochement?objet=PAYOUT&page=abc', {
		cookie: operator,
	})
	const filtered = (payoutsOnly.body as Awaited<ReturnType<typeof reconciliationPage.loader>>).view
	expect(filtered.findings.length).toBeGreaterThan(0)
	expect(filtered.findings.every((f) => f.subject === 'Versement')).toBe(true)
})

test('the payouts list', async () => {
	const res = await call(payoutsPage.loader, '/admin/versements?statut=SUCCEEDED', { cookie: operator })
	const data = res.body as Awaited<ReturnType<typeof payoutsPage.loader>>
	expect(data.payouts.rows).toEqual([
		expect.objectContaining({ id: payoutId, amount: '80,00\u00a0€', statusLabel: 'Versé' }),
	])
	const failed = await call(payoutsPage.loader, '/admin/versements?statut=FAILED', { cookie: operator })
	expect((failed.body as typeof data).payouts.rows).toEqual([])
	const unknown = await call(payoutsPage.loader, '/admin/versements?statut=<script>', { cookie: operator })
	expect(unknown.status).toBe(200)
	const request = new Request(`http://localhost:3000/admin/versements/${payoutId}/releve.csv`, {
		headers: { cookie: operator! },
	})
	const csv = (await statementCsv.loader({
		request,
		params: { payoutId: String(payoutId) },
		context: {},
	} as never)) as Response
	expect(csv.status).toBe(200)
	expect(await csv.text()).toContain('Montant net versé à l’association;80,00\r\n')
})
