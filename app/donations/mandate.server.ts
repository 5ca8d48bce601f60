import crypto from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { bankAccounts, donations, mandates, pots, subscriptions, users } from '#db/schema/index.ts'
import { debitPeriod } from '../lib/donations/debit-schedule.ts'
import { parisDay } from '../lib/dates.ts'
import { maskIban, type MandateFormValues } from '../lib/donations/payment-fields.ts'
import { providerTag } from '../lib/payments/provider-keys.ts'
import { ensurePotPayee } from '../payments/parties.server.ts'
import {
	idempotencyKeyOf,
	isDefiniteRefusal,
	isPaymentProviderError,
	type PaymentProvider,
} from '../payments/provider.ts'
import { withOneRetry } from '../payments/retry.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { applyMandateStatus, attachPayIn, failDonation } from './ledger.server.ts'
import { claimMonth } from './monthly.server.ts'

/**
 * SEPA mandates (docs/requirements.md#spec-3-4 "Unique direct debit", "Monthly"): the donor's bank account and mandate are
 * registered at the provider, each first a local row whose random key makes the call's idempotency key; once the
 * mandate is signed, the donations waiting for it are debited — each once, whatever the number of calls.
 */

/** A keyed fingerprint: the IBAN can be recognised again, never read back from our database. */
const fingerprintOf = (iban: string) =>
	crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`iban:${iban}`).digest('hex')

export function signedMandateFor(userId: number, iban: string) {
	return getDb()
		.select({ mandate: mandates })
		.from(mandates)
		.innerJoin(bankAccounts, eq(bankAccounts.id, mandates.bankAccountId))
		.where(
			and(
				eq(mandates.userId, userId),
				eq(bankAccounts.ibanFingerprint, fingerprintOf(iban)),
				inArray(mandates.status, ['SUBMITTED', 'ACTIVE']),
			),
		)
		.get()?.mandate
}

/** Registers the bank account and its mandate (or finds them again on a retry of the same flow). */
export async function registerMandate(
	provider: PaymentProvider,
	payerId: string,
	userId: number,
	form: MandateFormValues,
	returnUrl: string,
	/** The pot's charity (FlowDescriptor.Beneficiaries); each debit declares its own too. */
	beneficiaries?: string[],
) {
	const db = getDb()
	const bank = db
		.insert(bankAccounts)
		.values({
			userId,
			ownerName: form.bank_account_holder,
			addressLine1: form.bank_account_address_line_1,
			postCode: form.bank_account_postal_code,
			city: form.bank_account_city,
			countryIso: 'FR',
			ibanMasked: maskIban(form.iban),
			ibanFingerprint: fingerprintOf(form.iban),
			bic: form.bic,
		})
		.returning()
		.get()
	const { bankAccountId } = await withOneRetry(() =>
		provider.createIbanBankAccount(
			{
				userId: payerId,
				ownerName: form.bank_account_holder,
				ownerAddress: {
					addressLine1: form.bank_account_address_line_1,
					city: form.bank_account_city,
					postalCode: form.bank_account_postal_code,
					country: 'FR',
				},
				iban: form.iban,
				bic: form.bic,
				tag: providerTag('bank-account', bank),
			},
			{ idempotencyKey: idempotencyKeyOf(bank.providerKey) },
		),
	)
	db.update(bankAccounts)
		.set({ providerBankAccountId: bankAccountId })
		.where(eq(bankAccounts.id, bank.id))
		.run()
	const local = db.insert(mandates).values({ userId, bankAccountId: bank.id }).returning().get()
	const mandate = await withOneRetry(() =>
		provider.createMandate(
			{ bankAccountId, culture: 'FR', returnUrl, tag: providerTag('mandate', local), beneficiaries },
			{ idempotencyKey: idempotencyKeyOf(local.providerKey) },
		),
	)
	db.update(mandates)
		.set({
			providerMandateId: mandate.mandateId,
			status: mandate.status,
			mandateType: 'DIRECT_DEBIT',
			bankReference: mandate.bankReference,
			documentUrl: mandate.documentUrl,
			redirectUrl: mandate.nextAction.url,
		})
		.where(eq(mandates.id, local.id))
		.run()
	return { ...local, providerMandateId: mandate.mandateId, redirectUrl: mandate.nextAction.url }
}

/** Asks the provider to debit a donation through its signed mandate (under the donation's own key). */
async function debitDonation(provider: PaymentProvider, donationId: number) {
	const db = getDb()
	const row = db
		.select({ donation: donations, mandateId: mandates.providerMandateId, authorId: users.providerUserId })
		.from(donations)
		.innerJoin(mandates, eq(mandates.id, donations.mandateId))
		.innerJoin(users, eq(users.id, donations.donorId))
		.where(eq(donations.id, donationId))
		.get()
	if (
		!row ||
		row.donation.providerPayInId ||
		row.donation.status !== 'CREATED' ||
		!row.mandateId ||
		!row.authorId
	)
		return
	const { walletId, beneficiaries } = await ensurePotPayee(provider, row.donation.potId)
	// One key per donation, hence per subscription and month (legacy rows: `subscription-<id>-<period>`).
	const key = idempotencyKeyOf(row.donation.providerKey)
	const payIn = await withOneRetry(() =>
		provider.createDirectDebitPayIn(
			{
				authorId: row.authorId!,
				creditedWalletId: walletId,
				debited: { amount: row.donation.amountCents + row.donation.tipCents, currency: 'EUR' },
				fees: { amount: row.donation.tipCents, currency: 'EUR' },
				mandateId: row.mandateId!,
				statementDescriptor: 'DONNONS',
				tag: providerTag('donation', row.donation),
				beneficiaries,
			},
			{ idempotencyKey: key },
		),
	)
	attachPayIn(row.donation.id, payIn.id)
}

/**
 * Debits a donation whose mandate is signed. An unclear provider failure is left to the reconciliation,
 * which retries under the same key (the donation stays pending: the donor must never be told to pay again).
 */
export async function debitOrLeave(provider: PaymentProvider, donationId: number) {
	try {
		await debitDonation(provider, donationId)
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		// Refused for good (e.g. the mandate is no longer usable): the donation fails, nothing was debited.
		if (isDefiniteRefusal(error))
			failDonation(donationId, error.code.slice(0, 60), error.message.slice(0, 255))
		else console.error('Direct debit not requested yet, left to the reconciliation:', donationId, error.code)
	}
}

/** The first month of a subscription, debited once its mandate is signed; later months by the scheduler. */
export function claimFirstMonth(subscriptionId: number) {
	const db = getDb()
	const period = debitPeriod(parisDay(new Date()))
	return db.transaction(
		(tx) => {
			const sub = tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).get()
			if (!sub || sub.status !== 'ACTIVE' || sub.lastChargedPeriod) return null
			// Signed after the pot closed: no gift can be taken any more.
			const pot = tx
				.select({ closingDate: pots.closingDate, isActive: pots.isActive, suspendedAt: pots.suspendedAt })
				.from(pots)
				.where(eq(pots.id, sub.potId))
				.get()
			// Suspended by an operator (ADR 026): nothing now; the monthly scheduler debits it once reopened.
			if (pot?.suspendedAt && pot.isActive && pot.closingDate.getTime() > Date.now()) return null
			if (!pot || !pot.isActive || pot.closingDate.getTime() <= Date.now()) {
				tx.update(subscriptions).set({ status: 'CLOSED' }).where(eq(subscriptions.id, sub.id)).run()
				return null
			}
			return claimMonth(tx, sub, period)
		},
		{ behavior: 'immediate' },
	)
}

/**
 * The confirmation page with `MandateId` (docs/requirements.md#spec-3-4 "Confirmation with MandateId triggers processing"), a
 * mandate webhook, or the reconciliation: re-fetches the mandate, applies it, then debits the donations
 * waiting for it — each once, whatever the number of calls (a donor who signs and closes the tab is still
 * debited). Returns the mandate's status as the donor should read it, and whether anything changed.
 */
export async function processMandate(provider: PaymentProvider, providerMandateId: string) {
	if (!/^[\w-]{1,64}$/.test(providerMandateId)) return null
	const db = getDb()
	const local = db.select().from(mandates).where(eq(mandates.providerMandateId, providerMandateId)).get()
	if (!local) return null
	const mandate = await provider.getMandate(providerMandateId)
	const changed = applyMandateStatus(mandate)
	const waiting = db
		.select({ id: donations.id })
		.from(donations)
		.where(
			and(
				eq(donations.mandateId, local.id),
				eq(donations.status, 'CREATED'),
				isNull(donations.providerPayInId),
			),
		)
		.all()
	if (mandate.status === 'FAILED' || mandate.status === 'EXPIRED') {
		for (const { id } of waiting)
			failDonation(id, mandate.resultCode ?? 'MANDATE_FAILED', 'Mandate not signed')
		return { status: 'FAILED' as const, changed, mandateRowId: local.id }
	}
	if (mandate.status === 'CREATED') return { status: 'UNSIGNED' as const, changed, mandateRowId: local.id }
	for (const sub of db
		.select({ id: subscriptions.id })
		.from(subscriptions)
		.where(eq(subscriptions.mandateId, local.id))
		.all()) {
		const first = claimFirstMonth(sub.id)
		if (first) waiting.push({ id: first })
	}
	for (const { id } of waiting) await debitOrLeave(provider, id)
	return { status: 'SIGNED' as const, changed: changed || waiting.length > 0, mandateRowId: local.id }
}
