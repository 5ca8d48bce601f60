import crypto from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { bankAccounts, donations, mandates, pots, subscriptions, users } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import {
	attachPayIn,
	claimDonation,
	discardUnpaidDonation,
	applyMandateStatus,
	failDonation,
	getDonation,
	donationValues,
	isStaleClaim,
} from '../donations/ledger.server.ts'
import { type PaymentFlow, flowKey, sendPaymentEvent } from '../flows/donation-payment.server.ts'
import { debitPeriod } from '../lib/debit-schedule.ts'
import { generic } from '../lib/messages.ts'
import { parisDay } from '../lib/dates.ts'
import { maskIban, type MandateFormValues } from '../lib/payment-fields.ts'
import { claimMonth } from './monthly.server.ts'
import { outcomeOf, type PaymentOutcome, withOneRetry } from './donation-common.server.ts'
import { ensurePotWallet } from './parties.server.ts'
import { paymentReturnPath } from './card-payment.server.ts'
import { isDefiniteRefusal, isPaymentProviderError, type PaymentProvider } from './provider.ts'

/**
 * SEPA direct debit, one-off and monthly (spec 3 §4 "Unique direct debit", "Monthly"), and the SEPA
 * transfer. An IBAN the donor already signed a mandate for is debited at once; otherwise the bank account
 * and a mandate are registered and the donor signs it at the provider, back on the confirmation page with
 * `MandateId`. Every object is first a local row, whose id makes the provider call's idempotency key.
 */

/** A keyed fingerprint: the IBAN can be recognised again, never read back from our database. */
const fingerprintOf = (iban: string) =>
	crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`iban:${iban}`).digest('hex')

function signedMandateFor(userId: number, iban: string) {
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
async function registerMandate(
	provider: PaymentProvider,
	payerId: string,
	userId: number,
	form: MandateFormValues,
	returnUrl: string,
	key: string,
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
				tag: `bank-account-${bank.id}`,
			},
			{ idempotencyKey: `bank-account-${bank.id}-${key.slice(0, 8)}` },
		),
	)
	db.update(bankAccounts)
		.set({ providerBankAccountId: bankAccountId })
		.where(eq(bankAccounts.id, bank.id))
		.run()
	const local = db.insert(mandates).values({ userId, bankAccountId: bank.id }).returning().get()
	const mandate = await withOneRetry(() =>
		provider.createMandate(
			{ bankAccountId, culture: 'FR', returnUrl, tag: `mandate-${local.id}` },
			{ idempotencyKey: `mandate-${local.id}-${key.slice(0, 8)}` },
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

/** Asks the provider to debit a donation through its signed mandate (key `donation-<id>-payin`). */
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
	const walletId = await ensurePotWallet(provider, row.donation.potId)
	const key =
		row.donation.subscriptionId && row.donation.period
			? `subscription-${row.donation.subscriptionId}-${row.donation.period}`
			: `donation-${row.donation.id}-payin`
	const payIn = await withOneRetry(() =>
		provider.createDirectDebitPayIn(
			{
				authorId: row.authorId!,
				creditedWalletId: walletId,
				debited: { amount: row.donation.amountCents + row.donation.tipCents, currency: 'EUR' },
				fees: { amount: row.donation.tipCents, currency: 'EUR' },
				mandateId: row.mandateId!,
				statementDescriptor: 'DONNONS',
				tag: `donation-${row.donation.id}`,
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
async function debitOrLeave(provider: PaymentProvider, donationId: number) {
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
function claimFirstMonth(subscriptionId: number) {
	const db = getDb()
	const period = debitPeriod(parisDay(new Date()))
	return db.transaction((tx) => {
		const sub = tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).get()
		if (!sub || sub.status !== 'ACTIVE' || sub.lastChargedPeriod) return null
		// Signed after the pot closed: no gift can be taken any more.
		const pot = tx
			.select({ closingDate: pots.closingDate, isActive: pots.isActive })
			.from(pots)
			.where(eq(pots.id, sub.potId))
			.get()
		if (!pot || !pot.isActive || pot.closingDate.getTime() <= Date.now()) {
			tx.update(subscriptions).set({ status: 'CLOSED' }).where(eq(subscriptions.id, sub.id)).run()
			return null
		}
		return claimMonth(tx, sub, period)
	})
}

/**
 * The direct-debit form was posted (one-off or monthly). One donation (or subscription) per flow: a double
 * submit finds it again and follows the same mandate.
 */
export async function startDirectDebit(
	provider: PaymentProvider,
	flow: PaymentFlow,
	i: { userId: number; payerId: string; form: MandateFormValues; debitDay: number | null; returnUrl: string },
): Promise<PaymentOutcome> {
	const c = flow.snapshot.context
	const db = getDb()
	const key = flowKey(flow)
	const monthly = c.method === 'monthly'
	let donationId: number | null = null
	let subscriptionId: number | null = null
	let mandateRowId: number | null
	if (monthly) {
		const inserted = db
			.insert(subscriptions)
			.values({
				potId: c.potId,
				donorId: i.userId,
				charityId: potCharity(c.potId),
				amountCents: c.amountCents,
				tipCents: c.tipCents,
				isVisible: c.isVisible,
				isAnonymous: c.isAnonymous,
				debitDay: i.debitDay ?? 1,
				attemptKey: `sub-${key}`,
			})
			.onConflictDoNothing({ target: subscriptions.attemptKey })
			.returning()
			.get()
		const sub =
			inserted ??
			db
				.select()
				.from(subscriptions)
				.where(eq(subscriptions.attemptKey, `sub-${key}`))
				.get()!
		subscriptionId = sub.id
		mandateRowId = sub.mandateId
		if (!inserted) {
			if (sub.status === 'ACTIVE' && (sub.mandateId || !isStaleClaim(sub.createdAt)))
				return followMandate(mandateRowId, c)
			// Left half-done by a crash (no mandate after minutes) or ended: this attempt is over.
			if (sub.status === 'ACTIVE')
				db.update(subscriptions).set({ status: 'CANCELED' }).where(eq(subscriptions.id, sub.id)).run()
			sendPaymentEvent(flow, { type: 'ATTEMPT_FAILED', message: generic.error })
			return { status: 'REDIRECT', url: `/participate/${c.potId}/payment?${c.pageQuery}` }
		}
	} else {
		const { donation, created } = claimDonation(`dd-${key}`, donationValues(c, i.userId, 'DIRECT_DEBIT'))
		donationId = donation.id
		if (!created) {
			if (donation.status === 'CREATED' && (donation.mandateId || !isStaleClaim(donation.createdAt))) {
				return followMandate(donation.mandateId, c)
			}
			// Left half-done by a crash (no mandate after minutes) or ended: this attempt is over.
			if (donation.status === 'CREATED') failDonation(donation.id, 'ABANDONED', 'No mandate was registered')
			sendPaymentEvent(flow, { type: 'ATTEMPT_FAILED', message: generic.error })
			return outcomeOf(getDonation(donation.id) ?? donation)
		}
	}
	const signed = signedMandateFor(i.userId, i.form.iban)
	if (signed) {
		mandateRowId = signed.id
		link(donationId, subscriptionId, signed.id)
		if (subscriptionId) donationId = claimFirstMonth(subscriptionId)
		if (donationId) await debitOrLeave(provider, donationId)
		sendPaymentEvent(flow, { type: 'MANDATE_EXISTS', donationId, subscriptionId })
		return { status: 'REDIRECT', url: `${i.returnUrl}?pending=true` }
	}
	try {
		const mandate = await registerMandate(provider, i.payerId, i.userId, i.form, i.returnUrl, key)
		link(donationId, subscriptionId, mandate.id)
		sendPaymentEvent(flow, {
			type: 'MANDATE_STARTED',
			donationId,
			subscriptionId,
			redirectUrl: mandate.redirectUrl,
		})
		return { status: 'REDIRECT', url: mandate.redirectUrl }
	} catch (error) {
		// Nothing was charged: the attempt is dropped so that the donor's retry starts afresh.
		if (donationId) discardUnpaidDonation(donationId)
		if (subscriptionId)
			db.delete(subscriptions)
				.where(and(eq(subscriptions.id, subscriptionId), isNull(subscriptions.mandateId)))
				.run()
		throw error
	}
}

/**
 * The donor chose another method while the mandate was unsigned: its one-off gift fails and its subscription
 * is cancelled, so a signature arriving later debits nothing.
 */
export function abandonUnsignedMandateGift(c: PaymentFlow['snapshot']['context']) {
	if (c.donationId) failDonation(c.donationId, 'ABANDONED', 'Another payment method was chosen')
	if (c.subscriptionId) {
		getDb()
			.update(subscriptions)
			.set({ status: 'CANCELED' })
			.where(and(eq(subscriptions.id, c.subscriptionId), isNull(subscriptions.lastChargedPeriod)))
			.run()
	}
}

function potCharity(potId: number) {
	const pot = getDb().select({ charityId: pots.charityId }).from(pots).where(eq(pots.id, potId)).get()
	if (!pot) throw new Error(`Unknown pot ${potId}`)
	return pot.charityId
}

function link(donationId: number | null, subscriptionId: number | null, mandateId: number) {
	const db = getDb()
	if (donationId) db.update(donations).set({ mandateId }).where(eq(donations.id, donationId)).run()
	if (subscriptionId)
		db.update(subscriptions).set({ mandateId }).where(eq(subscriptions.id, subscriptionId)).run()
}

/**
 * A second submit of the same form (a double click without JavaScript): to the mandate page when it is
 * known, otherwise back to the payment page, which shows where the first submit stands.
 */
function followMandate(mandateRowId: number | null, c: PaymentFlow['snapshot']['context']): PaymentOutcome {
	const mandate = mandateRowId
		? getDb().select().from(mandates).where(eq(mandates.id, mandateRowId)).get()
		: undefined
	if (mandate?.status === 'CREATED' && mandate.redirectUrl)
		return { status: 'REDIRECT', url: mandate.redirectUrl }
	// Signed already (an IBAN with a mandate): the first submit's debit is under way.
	if (mandate?.status === 'SUBMITTED' || mandate?.status === 'ACTIVE') {
		return { status: 'REDIRECT', url: `${paymentReturnPath(c.potId)}?pending=true` }
	}
	return { status: 'REDIRECT', url: `/participate/${c.potId}/payment?${c.pageQuery}` }
}

/**
 * The confirmation page with `MandateId` (spec 3 §4 "Confirmation with MandateId triggers processing"), a
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

/**
 * SEPA transfer: a bank-wire pay-in whose details (IBAN, BIC, reference) the donor copies into their bank.
 * The donation stays pending until the wire arrives (webhook or reconciliation).
 */
export async function startWire(
	provider: PaymentProvider,
	flow: PaymentFlow,
	i: { userId: number; payerId: string },
) {
	const c = flow.snapshot.context
	const { donation, created } = claimDonation(
		`wire-${flowKey(flow)}`,
		donationValues(c, i.userId, 'BANK_WIRE'),
	)
	if (donation.status === 'FAILED') {
		sendPaymentEvent(flow, { type: 'ATTEMPT_FAILED', message: generic.error })
		return outcomeOf(donation)
	}
	// A double click: only the request that created the row asks the provider (the page then shows the
	// details it got) — unless that request died long ago without an answer, when this one takes over.
	if (!created && (donation.providerPayInId || !isStaleClaim(donation.createdAt))) return null
	let wire: Awaited<ReturnType<PaymentProvider['createBankWirePayIn']>>
	try {
		const walletId = await ensurePotWallet(provider, c.potId)
		wire = await withOneRetry(() =>
			provider.createBankWirePayIn(
				{
					authorId: i.payerId,
					creditedWalletId: walletId,
					declared: { amount: c.amountCents + c.tipCents, currency: 'EUR' },
					declaredFees: { amount: c.tipCents, currency: 'EUR' },
					tag: `donation-${donation.id}`,
				},
				{ idempotencyKey: `donation-${donation.id}-payin` },
			),
		)
	} catch (error) {
		// The donor has seen no transfer details, so no money can come for this attempt: it is dropped, and a
		// retry makes a new one (a wire pay-in left at the provider expires unpaid).
		// Only the request that created the row may drop it (a takeover might race a slow first request).
		if (created) discardUnpaidDonation(donation.id)
		throw error
	}
	attachPayIn(donation.id, wire.id, { wireReference: wire.wireReference })
	const a = wire.bankAccount.ownerAddress
	sendPaymentEvent(flow, {
		type: 'WIRE_READY',
		donationId: donation.id,
		wire: {
			ownerName: wire.bankAccount.ownerName,
			iban: wire.bankAccount.iban,
			bic: wire.bankAccount.bic,
			reference: wire.wireReference,
			address: [a.addressLine1, `${a.postalCode} ${a.city}`.trim(), a.country].filter(Boolean).join(', '),
		},
	})
	return null
}
