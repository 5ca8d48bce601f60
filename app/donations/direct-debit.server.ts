import { and, eq, isNull } from 'drizzle-orm'
import { donations, mandates, pots, subscriptions } from '#db/schema/index.ts'
import { type MandateFormValues } from '../lib/donations/payment-fields.ts'
import { type PaymentProvider } from '../payments/provider.ts'
import { potBeneficiaries } from '../payments/parties.server.ts'
import { getDb } from '../platform/db.server.ts'
import { type PaymentFlow, flowKey } from './flow.server.ts'
import {
	claimDonation,
	discardUnpaidDonation,
	donationValues,
	failDonation,
	getDonation,
	isStaleClaim,
} from './ledger.server.ts'
import { claimFirstMonth, debitOrLeave, registerMandate, signedMandateFor } from './mandate.server.ts'
import { outcomeOf, type PaymentOutcome } from './outcome.server.ts'
import { paymentReturnPath } from './paths.ts'

/**
 * SEPA direct debit, one-off and monthly (docs/requirements.md#spec-3-4 "Unique direct debit", "Monthly"). An IBAN the donor
 * already signed a mandate for is debited at once; otherwise the bank account and a mandate are registered
 * and the donor signs it at the provider, back on the confirmation page with `MandateId`.
 */

/** What a direct-debit step did, for the driver to report to the flow (app/donations/driver.server.ts). */
export type DirectDebitReport =
	| { kind: 'attemptOver' }
	| { kind: 'mandateExists'; donationId: number | null; subscriptionId: number | null }
	| { kind: 'mandateStarted'; donationId: number | null; subscriptionId: number | null; redirectUrl: string }

export type DirectDebitStart = { outcome: PaymentOutcome; report: DirectDebitReport | null }

/**
 * The direct-debit form was posted (one-off or monthly). One donation (or subscription) per flow: a double
 * submit finds it again and follows the same mandate.
 */
export async function startDirectDebit(
	provider: PaymentProvider,
	flow: PaymentFlow,
	i: { userId: number; payerId: string; form: MandateFormValues; debitDay: number | null; returnUrl: string },
): Promise<DirectDebitStart> {
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
				return { outcome: followMandate(mandateRowId, c), report: null }
			// Left half-done by a crash (no mandate after minutes) or ended: this attempt is over.
			if (sub.status === 'ACTIVE')
				db.update(subscriptions).set({ status: 'CANCELED' }).where(eq(subscriptions.id, sub.id)).run()
			const outcome = { status: 'REDIRECT', url: `/participate/${c.potId}/payment?${c.pageQuery}` } as const
			return { outcome, report: { kind: 'attemptOver' } }
		}
	} else {
		const { donation, created } = claimDonation(`dd-${key}`, donationValues(c, i.userId, 'DIRECT_DEBIT'))
		donationId = donation.id
		if (!created) {
			if (donation.status === 'CREATED' && (donation.mandateId || !isStaleClaim(donation.createdAt))) {
				return { outcome: followMandate(donation.mandateId, c), report: null }
			}
			// Left half-done by a crash (no mandate after minutes) or ended: this attempt is over.
			if (donation.status === 'CREATED') failDonation(donation.id, 'ABANDONED', 'No mandate was registered')
			return { outcome: outcomeOf(getDonation(donation.id) ?? donation), report: { kind: 'attemptOver' } }
		}
	}
	const signed = signedMandateFor(i.userId, i.form.iban)
	if (signed) {
		mandateRowId = signed.id
		link(donationId, subscriptionId, signed.id)
		if (subscriptionId) donationId = claimFirstMonth(subscriptionId)
		if (donationId) await debitOrLeave(provider, donationId)
		return {
			outcome: { status: 'REDIRECT', url: `${i.returnUrl}?pending=true` },
			report: { kind: 'mandateExists', donationId, subscriptionId },
		}
	}
	try {
		const mandate = await registerMandate(
			provider,
			i.payerId,
			i.userId,
			i.form,
			i.returnUrl,
			potBeneficiaries(c.potId),
		)
		link(donationId, subscriptionId, mandate.id)
		return {
			outcome: { status: 'REDIRECT', url: mandate.redirectUrl },
			report: { kind: 'mandateStarted', donationId, subscriptionId, redirectUrl: mandate.redirectUrl },
		}
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
