import { validateKycForDemo } from '#app/payments/sandbox/kyc.server.ts'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { parisDay } from '#app/lib/dates.ts'
import { runMonthlyDebits } from '#app/donations/monthly.server.ts'
import { processPendingEvents } from '#app/donations/provider-events.server.ts'
import { reconcilePayments } from '#app/donations/reconcile.server.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { createSandboxControl, createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { loader as webhook } from '#app/routes/webhooks.mangopay.tsx'
import {
	bankAccounts,
	donations,
	mandates,
	pots,
	providerEvents,
	subscriptions,
	taxReceipts,
	users,
} from '#db/schema/index.ts'
import { simPayIns } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'

useSeededAppDatabase()
const provider = createSandboxProvider()
const control = createSandboxControl({ webhookUrl: 'http://127.0.0.1:9/unused' })
const eur = (amount: number) => ({ amount, currency: 'EUR' as const })
let potId: number
let donorId: number
let donorProviderId: string
let walletId: string

beforeAll(async () => {
	const db = getDb()
	const pot = db.select().from(pots).where(eq(pots.name, 'Les 40 ans de Marie')).get()!
	const donor = db.select().from(users).where(eq(users.email, 'paul.bernard@donnons.demo')).get()!
	potId = pot.id
	donorId = donor.id
	const charityOwner = await provider.createLegalUser(
		{
			category: 'OWNER',
			legalPersonType: 'ORGANIZATION',
			name: 'Association',
			email: 'asso@exemple.fr',
			termsAccepted: true,
			legalRepresentative: { firstName: 'Anne', lastName: 'Bazin' },
		},
		{ idempotencyKey: `charity-${pot.charityId}-user-test` },
	)
	// A verified charity: a pay-in to an unverified one fails with 002951 (ADR 030).
	validateKycForDemo(charityOwner.userId)
	walletId = (
		await provider.createWallet(
			{ ownerId: charityOwner.userId, currency: 'EUR', description: 'Pot' },
			{ idempotencyKey: `pot-${pot.id}-wallet-test` },
		)
	).walletId
	donorProviderId = (
		await provider.createNaturalUser(
			{ category: 'PAYER', firstName: 'Successful', lastName: 'Bernard', email: 'paul.bernard@donnons.demo' },
			{ idempotencyKey: `user-${donor.id}-payer-test` },
		)
	).userId
	db.update(pots).set({ providerWalletId: walletId }).where(eq(pots.id, pot.id)).run()
	db.update(users).set({ providerUserId: donorProviderId }).where(eq(users.id, donor.id)).run()
}, 60_000)

/** A bank wire donation waiting for its transfer, as the SEPA transfer flow leaves it. */
async function pendingWire(euros: number, tag: string) {
	const wire = await provider.createBankWirePayIn(
		{
			authorId: donorProviderId,
			creditedWalletId: walletId,
			declared: eur(euros * 100),
			declaredFees: eur(0),
		},
		{ idempotencyKey: `donation-wire-${tag}-payin` },
	)
	const row = getDb()
		.insert(donations)
		.values({
			potId,
			donorId,
			amountCents: euros * 100,
			method: 'BANK_WIRE',
			providerPayInId: wire.id,
			wireReference: wire.wireReference,
		})
		.returning()
		.get()
	return { wire, row }
}

const potTotal = () => getDb().select().from(pots).where(eq(pots.id, potId)).get()!.donationsTotalCents

describe('payment recovery', () => {
	test('a duplicated webhook leaves one succeeded donation, one total, one receipt', async () => {
		const before = potTotal()
		const { wire, row } = await pendingWire(45, 'duplicate')
		await control.receiveBankWire(wire.wireReference, eur(4500))
		const event = (
			await provider.listEvents({ afterDate: 0, beforeDate: Math.floor(Date.now() / 1000) + 60 })
		).find((e) => e.resourceId === wire.id && e.eventType === 'PAYIN_NORMAL_SUCCEEDED')!
		const url = `http://localhost/webhooks/mangopay?EventType=${event.eventType}&RessourceId=${event.resourceId}&Date=${event.date}`
		for (let i = 0; i < 2; i++)
			expect((await webhook({ request: new Request(url), params: {}, context: {} as never })).status).toBe(
				200,
			)
		expect(
			getDb().select().from(providerEvents).where(eq(providerEvents.resourceId, wire.id)).all(),
		).toHaveLength(1)
		await processPendingEvents(provider)
		await processPendingEvents(provider)
		const donation = getDb().select().from(donations).where(eq(donations.id, row.id)).get()!
		expect(donation.status).toBe('SUCCEEDED')
		expect(potTotal()).toBe(before + 4500)
		expect(getDb().select().from(taxReceipts).where(eq(taxReceipts.donationId, row.id)).all()).toHaveLength(1)
	})

	test('a lost webhook is recovered by the reconciliation; a pending wire stays en cours', async () => {
		const before = potTotal()
		const lost = await pendingWire(30, 'lost')
		const waiting = await pendingWire(20, 'waiting')
		await control.receiveBankWire(lost.wire.wireReference, eur(3000))
		await control.deliverWebhooks({ drop: true })
		await reconcilePayments(provider, new Date(Date.now() + 5 * 60_000))
		expect(getDb().select().from(donations).where(eq(donations.id, lost.row.id)).get()!.status).toBe(
			'SUCCEEDED',
		)
		expect(getDb().select().from(donations).where(eq(donations.id, waiting.row.id)).get()!.status).toBe(
			'CREATED',
		)
		expect(potTotal()).toBe(before + 3000)
		// Running it again changes nothing.
		await reconcilePayments(provider, new Date(Date.now() + 10 * 60_000))
		expect(potTotal()).toBe(before + 3000)
	})

	test('the monthly debit run twice in parallel charges once', async () => {
		const db = getDb()
		const account = await provider.createIbanBankAccount(
			{
				userId: donorProviderId,
				ownerName: 'Paul Bernard',
				ownerAddress: {
					addressLine1: '1 place de la République',
					city: 'Paris',
					postalCode: '75011',
					country: 'FR',
				},
				iban: 'FR7630004000031234567890143',
				bic: 'BNPAFRPP',
			},
			{ idempotencyKey: 'user-bank-account-monthly' },
		)
		const mandate = await provider.createMandate(
			{
				bankAccountId: account.bankAccountId,
				culture: 'FR',
				returnUrl: 'http://localhost/participate/1/confirmation',
			},
			{ idempotencyKey: 'mandate-monthly-test-1' },
		)
		await control.confirmMandate(mandate.mandateId)
		const bank = db
			.insert(bankAccounts)
			.values({
				userId: donorId,
				providerBankAccountId: account.bankAccountId,
				ownerName: 'Paul Bernard',
				addressLine1: '1 place de la République',
				postCode: '75011',
				city: 'Paris',
				ibanMasked: 'FR76 **** 0143',
				ibanFingerprint: 'test',
			})
			.returning()
			.get()
		const mandateRow = db
			.insert(mandates)
			.values({
				userId: donorId,
				bankAccountId: bank.id,
				providerMandateId: mandate.mandateId,
				status: 'SUBMITTED',
			})
			.returning()
			.get()
		const pot = db.select().from(pots).where(eq(pots.id, potId)).get()!
		const today = new Date()
		const sub = db
			.insert(subscriptions)
			.values({
				potId,
				donorId,
				charityId: pot.charityId,
				mandateId: mandateRow.id,
				amountCents: 1500,
				debitDay: Number(parisDay(today).slice(8, 10)),
			})
			.returning()
			.get()
		const [a, b] = await Promise.all([runMonthlyDebits(provider, today), runMonthlyDebits(provider, today)])
		expect(a.claimed + b.claimed).toBe(1)
		const rows = db.select().from(donations).where(eq(donations.subscriptionId, sub.id)).all()
		expect(rows).toHaveLength(1)
		expect(rows[0]!.providerPayInId).toBeTruthy()
		expect(
			getSandboxDb().select().from(simPayIns).where(eq(simPayIns.mandateId, mandate.mandateId)).all(),
		).toHaveLength(1)
		// The next day of the same month: nothing more.
		expect((await runMonthlyDebits(provider, new Date(today.getTime() + 86_400_000))).claimed).toBe(0)
		expect(
			db
				.select()
				.from(donations)
				.where(and(eq(donations.subscriptionId, sub.id)))
				.all(),
		).toHaveLength(1)
	})
})
