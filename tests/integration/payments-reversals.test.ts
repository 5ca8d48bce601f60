import { validateKycForDemo } from '#app/payments/sandbox/kyc.server.ts'
import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDonation, settlePayIn } from '#app/donations/ledger.server.ts'
import { processPendingEvents } from '#app/donations/provider-events.server.ts'
import { reconcilePayments } from '#app/donations/reconcile.server.ts'
import { applyReversal, processReversalEvent } from '#app/donations/reversal.server.ts'
import { recordProviderEvent } from '#app/payments/events.server.ts'
import { type ProviderEvent } from '#app/payments/provider.ts'
import { createSandboxControl, createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { loader as webhook } from '#app/routes/webhooks.mangopay.tsx'
import {
	bankAccounts,
	charities,
	donations,
	mailOutbox,
	mandates,
	pots,
	subscriptions,
	taxReceipts,
	users,
} from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { cardPayIn } from '#tests/support/fixtures/payouts.ts'

// Issue 11, reversals: a refund, a card charge-back, a direct debit failing late. The money comes back at the
// simulated bank (its controls), its events reach the app (webhook or reconciliation), and the donation, the
// pot's totals and the tax receipt change together, once; the donor gets one e-mail.

useSeededAppDatabase()
const provider = createSandboxProvider()
const control = createSandboxControl({ webhookUrl: 'http://127.0.0.1:9/unused' })
const eur = (amount: number) => ({ amount, currency: 'EUR' as const })
const key = () => crypto.randomUUID()
const nowSeconds = () => Math.floor(Date.now() / 1000)
let potId: number
let walletId: string

beforeAll(async () => {
	const db = getDb()
	const pot = db.select().from(pots).where(eq(pots.name, 'Les 40 ans de Marie')).get()!
	potId = pot.id
	// Receipts are ours to issue for this charity (the case where a reversal has one to cancel).
	db.update(charities).set({ receiptType: 'GENERATED' }).where(eq(charities.id, pot.charityId)).run()
	const owner = await provider.createLegalUser(
		{
			category: 'OWNER',
			legalPersonType: 'ORGANIZATION',
			name: 'Association',
			email: 'asso@exemple.fr',
			termsAccepted: true,
			legalRepresentative: { firstName: 'Anne', lastName: 'Bazin' },
		},
		{ idempotencyKey: key() },
	)
	// A verified charity: a pay-in to an unverified one fails with 002951 (ADR 030).
	validateKycForDemo(owner.userId)
	walletId = (
		await provider.createWallet(
			{ ownerId: owner.userId, currency: 'EUR', description: 'Pot' },
			{ idempotencyKey: key() },
		)
	).walletId
	db.update(pots).set({ providerWalletId: walletId }).where(eq(pots.id, pot.id)).run()
}, 60_000)

/** A donor who has not given to the pot yet (so the donor count moves), with their provider user. */
async function newDonor(firstName = 'Successful') {
	const email = `donor-${crypto.randomUUID().slice(0, 8)}@exemple.fr`
	const user = getDb()
		.insert(users)
		.values({ email, role: 'private', firstName: 'Lou', lastName: 'Martin' })
		.returning()
		.get()
	const { userId } = await provider.createNaturalUser(
		{ category: 'PAYER', firstName, lastName: 'Martin', email },
		{ idempotencyKey: key() },
	)
	return { id: user.id, email, providerId: userId }
}

type Donor = Awaited<ReturnType<typeof newDonor>>

/** A card donation paid and settled as the payment return does (receipt, confirmation e-mail). */
async function cardDonation(donor: Donor | { quickEmail: string; providerId: string }, amountCents: number) {
	const payInId = await cardPayIn(donor.providerId, walletId, amountCents, 200)
	const who =
		'quickEmail' in donor
			? { isQuick: true, donorId: null, quickEmail: donor.quickEmail, quickFirstName: 'Sacha' }
			: { donorId: donor.id }
	const row = getDb()
		.insert(donations)
		.values({ potId, ...who, amountCents, tipCents: 200, method: 'CARD', providerPayInId: payInId })
		.returning()
		.get()
	return { donationId: row.id, payInId }
}

async function settle(payInId: string) {
	expect((await settlePayIn(await provider.getPayIn(payInId))).changed).toBe(true)
}

/** The provider's events about these objects, every page. */
async function eventsAbout(...resourceIds: string[]) {
	const found: ProviderEvent[] = []
	for (let page = 1; ; page++) {
		const events = await provider.listEvents({
			afterDate: nowSeconds() - 600,
			beforeDate: nowSeconds() + 600,
			page,
			perPage: 100,
		})
		found.push(...events.filter((e) => resourceIds.includes(e.resourceId)))
		if (events.length < 100) return found
	}
}

/** What the webhook route does with each notification: store it; then the processing run applies it. */
async function deliver(events: ProviderEvent[]) {
	for (const event of events) recordProviderEvent(event)
	await processPendingEvents(provider)
}

const potRow = () => getDb().select().from(pots).where(eq(pots.id, potId)).get()!
const totals = () => {
	const pot = potRow()
	return { total: pot.donationsTotalCents, count: pot.donationsCount, donors: pot.donatorsCount }
}
const receiptOf = (donationId: number) =>
	getDb().select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)).get()
const mailsTo = (to: string, kind: string) =>
	getDb()
		.select()
		.from(mailOutbox)
		.where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
		.all()
// The pot's row but its page version (ADR 058): a replay may write a row again with the same values, which
// SQLite's triggers count as a change of the page (a cache miss, nothing a visitor sees).
const potState = () => {
	const { pageVersion: _pageVersion, ...pot } = potRow()
	return pot
}
const stateOf = (donationId: number, email: string) => ({
	donation: getDonation(donationId),
	pot: potState(),
	receipt: receiptOf(donationId),
	mails: mailsTo(email, 'donation-reversed').length,
})

/** Replays: the same notification again (another delivery date), then two reconciliation runs. */
async function replayEverything(events: ProviderEvent[]) {
	for (const event of events) recordProviderEvent({ ...event, date: event.date + 7 })
	await processPendingEvents(provider)
	await reconcilePayments(provider, new Date(Date.now() + 5 * 60_000))
	await reconcilePayments(provider, new Date(Date.now() + 10 * 60_000))
	for (const event of events) await processReversalEvent(provider, event)
}

describe('a refund', () => {
	test('REFUNDED, out of the totals, its receipt cancelled, one e-mail; a replay changes nothing', async () => {
		const donor = await newDonor()
		const before = totals()
		const { donationId, payInId } = await cardDonation(donor, 3000)
		await settle(payInId)
		expect(totals()).toEqual({
			total: before.total + 3000,
			count: before.count + 1,
			donors: before.donors + 1,
		})
		const receipt = receiptOf(donationId)!
		expect(receipt.status).toBe('ISSUED')

		const refund = await control.refund(payInId)
		expect(refund.status).toBe('SUCCEEDED')
		const events = await eventsAbout(refund.id)
		expect(events.map((e) => e.eventType)).toEqual(['PAYIN_REFUND_CREATED', 'PAYIN_REFUND_SUCCEEDED'])
		// The notifications come through the webhook route, twice each (Mangopay retries).
		for (const event of events) {
			const url = `http://localhost/webhooks/mangopay?EventType=${event.eventType}&RessourceId=${event.resourceId}&Date=${event.date}`
			for (let i = 0; i < 2; i++)
				expect((await webhook({ request: new Request(url), params: {}, context: {} as never })).status).toBe(
					200,
				)
		}
		await processPendingEvents(provider)

		const donation = getDonation(donationId)!
		expect(donation).toMatchObject({
			status: 'REFUNDED',
			reversal: 'REFUND',
			providerReversalId: refund.id,
			resultCode: 'INITIALIZED_BY_CLIENT',
			failedAt: null,
		})
		expect(donation.succeededAt).toBeInstanceOf(Date)
		expect(donation.reversedAt).toBeInstanceOf(Date)
		expect(totals()).toEqual(before)
		const cancelled = receiptOf(donationId)!
		expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'REFUND', number: receipt.number })
		expect(cancelled.cancelledAt).toBeInstanceOf(Date)
		expect(cancelled.amountCents).toBe(receipt.amountCents)

		const mails = mailsTo(donor.email, 'donation-reversed')
		expect(mails).toHaveLength(1)
		expect(mails[0]!.subject).toMatch(/a été remboursé$/)
		expect(mails[0]!.text).toContain(
			`Votre reçu fiscal n° ${receipt.number} est annulé : il ne peut plus être utilisé pour votre déclaration d'impôts.`,
		)
		expect(mails[0]!.text).toMatch(new RegExp(`https?://[^\\s]+/recus-fiscaux/${receipt.number}\\.pdf`))

		const settled = stateOf(donationId, donor.email)
		await replayEverything(events)
		expect(stateOf(donationId, donor.email)).toEqual(settled)
	})

	test('a quick donation: the e-mail goes to its address, without a receipt sentence', async () => {
		const quickEmail = `quick-${crypto.randomUUID().slice(0, 8)}@exemple.fr`
		const payer = await newDonor()
		const before = totals()
		const { donationId, payInId } = await cardDonation({ quickEmail, providerId: payer.providerId }, 2000)
		await settle(payInId)
		expect(receiptOf(donationId)).toBeUndefined()
		const refund = await control.refund(payInId)
		await deliver(await eventsAbout(refund.id))
		expect(getDonation(donationId)).toMatchObject({ status: 'REFUNDED', reversal: 'REFUND' })
		expect(totals()).toEqual(before)
		const mails = mailsTo(quickEmail, 'donation-reversed')
		expect(mails).toHaveLength(1)
		expect(mails[0]!.text).toContain('Bonjour Sacha,')
		expect(mails[0]!.text).not.toContain('reçu fiscal')
	})

	test('a pay-in whose success was never applied is settled first, then reversed (never counted)', async () => {
		const donor = await newDonor()
		const before = totals()
		const { donationId, payInId } = await cardDonation(donor, 2500)
		// The success webhook was lost: the donation still waits for its outcome.
		expect(getDonation(donationId)!.status).toBe('CREATED')
		const refund = await control.refund(payInId)
		await processReversalEvent(provider, { eventType: 'PAYIN_REFUND_SUCCEEDED', resourceId: refund.id })
		expect(getDonation(donationId)).toMatchObject({ status: 'REFUNDED', providerReversalId: refund.id })
		expect(receiptOf(donationId)).toMatchObject({ status: 'CANCELLED', cancelReason: 'REFUND' })
		expect(totals()).toEqual(before)
		await reconcilePayments(provider, new Date(Date.now() + 5 * 60_000))
		expect(getDonation(donationId)!.status).toBe('REFUNDED')
		expect(totals()).toEqual(before)
	})
})

describe('a card charge-back', () => {
	test('FAILED with the dispute reason, success date kept; the repudiation first, then the dispute', async () => {
		const donor = await newDonor()
		const before = totals()
		const { donationId, payInId } = await cardDonation(donor, 4000)
		await settle(payInId)
		const receipt = receiptOf(donationId)!
		const { disputeId, repudiationId } = await control.chargeBack(payInId)
		const events = await eventsAbout(disputeId, repudiationId)
		expect(events.map((e) => e.eventType)).toEqual([
			'DISPUTE_CREATED',
			'PAYIN_REPUDIATION_CREATED',
			'PAYIN_REPUDIATION_SUCCEEDED',
		])
		// The repudiation's notification arrives alone first: its dispute is found through the pay-in.
		await deliver(events.filter((e) => e.eventType === 'PAYIN_REPUDIATION_CREATED'))
		const donation = getDonation(donationId)!
		expect(donation).toMatchObject({
			status: 'FAILED',
			reversal: 'CHARGEBACK',
			providerReversalId: disputeId,
			resultCode: 'TRANSACTION_NOT_RECOGNIZED',
		})
		expect(donation.succeededAt).toBeInstanceOf(Date)
		expect(donation.failedAt).toBeInstanceOf(Date)
		expect(donation.reversedAt).toEqual(donation.failedAt)
		expect(totals()).toEqual(before)
		expect(receiptOf(donationId)).toMatchObject({ status: 'CANCELLED', cancelReason: 'CHARGEBACK' })
		const mails = mailsTo(donor.email, 'donation-reversed')
		expect(mails).toHaveLength(1)
		expect(mails[0]!.text).toContain('a été contesté auprès de votre banque')
		expect(mails[0]!.text).toContain(`Votre reçu fiscal n° ${receipt.number} est annulé`)

		const settled = stateOf(donationId, donor.email)
		await deliver(events)
		await replayEverything(events)
		expect(stateOf(donationId, donor.email)).toEqual(settled)
	})
})

describe('a direct debit failing late', () => {
	test('only that month of a monthly donation fails, with its LATE_FAILURE_* reason; found by the reconciliation', async () => {
		const db = getDb()
		const donor = await newDonor()
		const before = totals()
		const account = await provider.createIbanBankAccount(
			{
				userId: donor.providerId,
				ownerName: 'Lou Martin',
				ownerAddress: { addressLine1: '1 rue de Paris', city: 'Paris', postalCode: '75011', country: 'FR' },
				iban: 'FR7630004000031234567890143',
			},
			{ idempotencyKey: key() },
		)
		const mandate = await provider.createMandate(
			{ bankAccountId: account.bankAccountId, culture: 'FR', returnUrl: 'http://localhost/mandat' },
			{ idempotencyKey: key() },
		)
		await control.confirmMandate(mandate.mandateId)
		const bank = db
			.insert(bankAccounts)
			.values({
				userId: donor.id,
				providerBankAccountId: account.bankAccountId,
				ownerName: 'Lou Martin',
				addressLine1: '1 rue de Paris',
				postCode: '75011',
				city: 'Paris',
				ibanMasked: 'FR76 **** 0143',
				ibanFingerprint: `reversal-${donor.id}`,
			})
			.returning()
			.get()
		const mandateRow = db
			.insert(mandates)
			.values({
				userId: donor.id,
				bankAccountId: bank.id,
				providerMandateId: mandate.mandateId,
				status: 'SUBMITTED',
			})
			.returning()
			.get()
		const pot = potRow()
		const subscription = db
			.insert(subscriptions)
			.values({
				potId,
				donorId: donor.id,
				charityId: pot.charityId,
				mandateId: mandateRow.id,
				amountCents: 1500,
			})
			.returning()
			.get()
		const months = []
		for (const period of ['2026-01', '2026-02']) {
			const payIn = await provider.createDirectDebitPayIn(
				{
					authorId: donor.providerId,
					creditedWalletId: walletId,
					debited: eur(1500),
					fees: eur(0),
					mandateId: mandate.mandateId,
				},
				{ idempotencyKey: key() },
			)
			await control.settleDirectDebit(payIn.id, 'success')
			const row = db
				.insert(donations)
				.values({
					potId,
					donorId: donor.id,
					amountCents: 1500,
					method: 'DIRECT_DEBIT',
					subscriptionId: subscription.id,
					mandateId: mandateRow.id,
					period,
					providerPayInId: payIn.id,
				})
				.returning()
				.get()
			await settle(payIn.id)
			months.push({ donationId: row.id, payInId: payIn.id })
		}
		const [january, february] = months as [(typeof months)[0], (typeof months)[0]]
		expect(totals()).toEqual({
			total: before.total + 3000,
			count: before.count + 2,
			donors: before.donors + 1,
		})

		const { disputeId } = await control.lateFailDirectDebit(february.payInId)
		// Every webhook is lost: the reconciliation reads the provider's event list.
		await control.deliverWebhooks({ drop: true })
		await reconcilePayments(provider, new Date(Date.now() + 5 * 60_000))

		const failed = getDonation(february.donationId)!
		expect(failed).toMatchObject({
			status: 'FAILED',
			reversal: 'LATE_FAILURE',
			providerReversalId: disputeId,
			resultCode: 'LATE_FAILURE_INSUFFICIENT_FUNDS',
		})
		expect(failed.succeededAt).toBeInstanceOf(Date)
		expect(receiptOf(february.donationId)).toMatchObject({
			status: 'CANCELLED',
			cancelReason: 'LATE_FAILURE',
		})
		expect(getDonation(january.donationId)).toMatchObject({ status: 'SUCCEEDED', reversal: null })
		expect(receiptOf(january.donationId)!.status).toBe('ISSUED')
		expect(totals()).toEqual({
			total: before.total + 1500,
			count: before.count + 1,
			donors: before.donors + 1,
		})
		expect(db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)).get()!.status).toBe(
			'ACTIVE',
		)
		const mails = mailsTo(donor.email, 'donation-reversed')
		expect(mails).toHaveLength(1)
		expect(mails[0]!.subject).toMatch(/^Le prélèvement de votre don/)
		expect(mails[0]!.text).toContain('a été rejeté par votre banque')

		const settled = stateOf(february.donationId, donor.email)
		await replayEverything(await eventsAbout(disputeId))
		expect(stateOf(february.donationId, donor.email)).toEqual(settled)
	})
})

describe('what is not reversed', () => {
	test('money back on a pay-in we do not know, or on a donation that did not succeed, changes nothing', async () => {
		const donor = await newDonor()
		const stranger = await cardPayIn(donor.providerId, walletId, 1000)
		const refund = await control.refund(stranger)
		expect(
			await processReversalEvent(provider, { eventType: 'PAYIN_REFUND_SUCCEEDED', resourceId: refund.id }),
		).toEqual({ changed: false, reason: 'unknown-pay-in' })

		// A donation recorded as failed although the bank took the money (then gave it back): left as it is.
		const payInId = await cardPayIn(donor.providerId, walletId, 1200)
		const failed = getDb()
			.insert(donations)
			.values({ potId, donorId: donor.id, amountCents: 1200, method: 'CARD', providerPayInId: payInId })
			.returning()
			.get()
		getDb()
			.update(donations)
			.set({ status: 'FAILED', resultCode: '101301' })
			.where(eq(donations.id, failed.id))
			.run()
		const before = { pot: potRow(), donation: getDonation(failed.id) }
		const { disputeId } = await control.chargeBack(payInId)
		await deliver(await eventsAbout(disputeId))
		expect(
			await processReversalEvent(provider, { eventType: 'DISPUTE_CREATED', resourceId: disputeId }),
		).toEqual({ changed: false, reason: 'not-succeeded' })
		expect({ pot: potRow(), donation: getDonation(failed.id) }).toEqual(before)
		expect(mailsTo(donor.email, 'donation-reversed')).toHaveLength(0)
	})

	test('a partial refund (less than the donation) leaves it counted, with its receipt', async () => {
		const donor = await newDonor()
		const { donationId, payInId } = await cardDonation(donor, 3000)
		await settle(payInId)
		const before = stateOf(donationId, donor.email)
		const refund = await provider.refundPayIn(payInId, { amount: eur(200) }, { idempotencyKey: key() })
		await deliver(await eventsAbout(refund.id))
		expect(
			await processReversalEvent(provider, { eventType: 'PAYIN_REFUND_SUCCEEDED', resourceId: refund.id }),
		).toEqual({ changed: false, reason: 'partial-refund' })
		expect(stateOf(donationId, donor.email)).toEqual(before)
	})

	test('applyReversal on its own: once only, and only for a succeeded donation', async () => {
		const donor = await newDonor()
		const { donationId, payInId } = await cardDonation(donor, 1800)
		const reversal = {
			payInId,
			kind: 'CHARGEBACK' as const,
			providerReversalId: `test-${donationId}`,
			resultCode: 'FRAUD',
			resultMessage: null,
			at: nowSeconds(),
		}
		expect(applyReversal(reversal)).toEqual({ changed: false, reason: 'not-succeeded' })
		await settle(payInId)
		expect(applyReversal(reversal)).toMatchObject({ changed: true, donationId, kind: 'CHARGEBACK' })
		expect(applyReversal(reversal)).toEqual({ changed: false, reason: 'already-reversed' })
		expect(applyReversal({ ...reversal, providerReversalId: 'another' })).toEqual({
			changed: false,
			reason: 'already-reversed',
		})
		expect(applyReversal({ ...reversal, payInId: 'no-such-pay-in' })).toEqual({
			changed: false,
			reason: 'unknown-pay-in',
		})
	})
})

describe('tax receipts are never deleted nor rewritten', () => {
	test('the database refuses a deletion, a change of an issued receipt, and undoing a cancellation', async () => {
		const donor = await newDonor()
		const { donationId, payInId } = await cardDonation(donor, 1000)
		await settle(payInId)
		const receipt = receiptOf(donationId)!
		const db = getDb()
		expect(() => db.delete(taxReceipts).where(eq(taxReceipts.id, receipt.id)).run()).toThrow(
			/tax receipts are never deleted/,
		)
		expect(() =>
			db.update(taxReceipts).set({ amountCents: 1 }).where(eq(taxReceipts.id, receipt.id)).run(),
		).toThrow(/immutable/)
		expect(() =>
			db
				.update(taxReceipts)
				.set({ content: { forged: true } })
				.where(eq(taxReceipts.id, receipt.id))
				.run(),
		).toThrow(/immutable/)
		expect(() =>
			db.update(taxReceipts).set({ status: 'CANCELLED' }).where(eq(taxReceipts.id, receipt.id)).run(),
		).toThrow(/immutable/)
		const refund = await control.refund(payInId)
		await deliver(await eventsAbout(refund.id))
		expect(receiptOf(donationId)!.status).toBe('CANCELLED')
		expect(() =>
			db
				.update(taxReceipts)
				.set({ status: 'ISSUED', cancelledAt: null, cancelReason: null })
				.where(eq(taxReceipts.id, receipt.id))
				.run(),
		).toThrow(/immutable/)
		expect(() => db.delete(taxReceipts).where(eq(taxReceipts.id, receipt.id)).run()).toThrow(/never deleted/)
		expect(receiptOf(donationId)).toMatchObject({ number: receipt.number, status: 'CANCELLED' })
	})
})
