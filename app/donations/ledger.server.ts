import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { charities, donations, mandates, pots, subscriptions, taxReceipts, users } from '#db/schema/index.ts'
import { type DonationPaymentContext } from '#machines/donation-payment.ts'
import { DONATION_CONFIRMED_KIND, donationConfirmedEmail } from '../mail/donation-email.server.ts'
import { deliverMail, queueMail } from '../mail/mailer.server.ts'
import { siteUrl } from '../mail/urls.server.ts'
import { getDb } from '../platform/db.server.ts'
import { isLegacyProviderKey, parseProviderTag } from '../lib/payments/provider-keys.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'
import { receiptPath } from '../receipts/paths.ts'
import { issueTaxReceipt } from '../receipts/issue.server.ts'
import { type MandateStatus, type PaymentProvider, type TxResult } from '../payments/provider.ts'
import { addToPotTotals } from './pot-totals.server.ts'

/**
 * The donation ledger: every change of a donation's bookkeeping goes through here. A payment attempt claims
 * its row once (`claimDonation`); a provider status is applied in ONE synchronous SQLite transaction with the
 * pot totals (adjusted by the donation's own delta: pot-totals.server.ts) and the tax receipt (`applyPayInStatus`, no await inside); `settlePayIn` applies a re-fetched
 * pay-in; the confirmation e-mail is queued in the success's transaction and sent once it is committed.
 */

type NewDonation = Omit<
	typeof donations.$inferInsert,
	'id' | 'status' | 'attemptKey' | 'createdAt' | 'updatedAt'
>

/**
 * The donation row of one payment attempt, created once: a double submit, a retry or a replayed return
 * URL with the same attempt key finds the same row (unique index), so it is never charged twice.
 */
export function claimDonation(attemptKey: string, values: NewDonation) {
	const db = getDb()
	const row: Record<string, unknown> = { attemptKey }
	for (const [name, value] of Object.entries(values)) if (value !== undefined) row[name] = value
	// What drizzle's insert computes per row ($defaultFn: the provider key, the dates) is computed here per
	// call: a prepared statement must never carry one gift's key into the next.
	for (const [name, column] of Object.entries(donationColumns))
		if (!(name in row)) {
			if (column.defaultFn) row[name] = column.defaultFn()
			else if (column.default === undefined && column.onUpdateFn) row[name] = column.onUpdateFn()
		}
	const inserted = prepared(db, claimStatement(Object.keys(row))).get(row) as Donation | undefined
	if (inserted) return { donation: inserted, created: true as const }
	const existing = prepared(db, donationOfAttempt).get({ attemptKey })
	if (!existing) throw new Error(`Donation attempt ${attemptKey} vanished`)
	return { donation: existing, created: false as const }
}

const claimStatements = new Map<string, (db: DbOrTx) => { get(values: Record<string, unknown>): unknown }>()

/**
 * The claim's insert for one set of columns (each kind of gift gives its own), built and prepared once per
 * connection (db/prepared.ts); the values are bound as placeholders, encoded by their columns.
 */
function claimStatement(columns: string[]) {
	const key = columns.join(',')
	let build = claimStatements.get(key)
	if (!build) {
		const placeholders = Object.fromEntries(columns.map((name) => [name, sql.placeholder(name)]))
		build = (db: DbOrTx) =>
			db
				.insert(donations)
				.values(placeholders as unknown as typeof donations.$inferInsert)
				.onConflictDoNothing({ target: donations.attemptKey })
				.returning()
				.prepare()
		claimStatements.set(key, build)
	}
	return build
}

const donationOfAttempt = (db: DbOrTx) =>
	db
		.select()
		.from(donations)
		.where(eq(donations.attemptKey, sql.placeholder('attemptKey')))
		.prepare()

export function findDonationByAttempt(attemptKey: string) {
	return prepared(getDb(), donationOfAttempt).get({ attemptKey })
}

/** Records the provider's pay-in id on a donation (once: an existing id is never replaced). */
export function attachPayIn(donationId: number, payInId: string, extra: { wireReference?: string } = {}) {
	if (extra.wireReference === undefined) {
		prepared(getDb(), attachPayInId).run({ donationId, payInId, updatedAtMs: Date.now() })
		return
	}
	getDb()
		.update(donations)
		.set({ providerPayInId: payInId, ...extra })
		.where(and(eq(donations.id, donationId), isNull(donations.providerPayInId)))
		.run()
}

/** Every card gift's pay-in: built and prepared once per connection. */
const attachPayInId = (db: DbOrTx) =>
	db
		.update(donations)
		// `updated_at` as drizzle's $onUpdateFn would set it, but per call (a prepared statement keeps its values).
		.set({
			providerPayInId: sql`${sql.placeholder('payInId')}`,
			updatedAt: sql`${sql.placeholder('updatedAtMs')}`,
		})
		.where(and(eq(donations.id, sql.placeholder('donationId')), isNull(donations.providerPayInId)))
		.prepare()

/** A donation whose payment could not even start (refused card data, provider down): failed, never counted. */
export function failDonation(donationId: number, resultCode: string, resultMessage: string) {
	getDb()
		.update(donations)
		.set({ status: 'FAILED', resultCode, resultMessage, failedAt: new Date() })
		.where(
			and(eq(donations.id, donationId), eq(donations.status, 'CREATED'), isNull(donations.providerPayInId)),
		)
		.run()
}

/**
 * Removes a donation claimed for an attempt whose provider call failed before any money moved (no pay-in):
 * nothing half-written stays behind, and the donor's retry starts a clean attempt.
 */
export function discardUnpaidDonation(donationId: number) {
	getDb()
		.delete(donations)
		.where(
			and(eq(donations.id, donationId), eq(donations.status, 'CREATED'), isNull(donations.providerPayInId)),
		)
		.run()
}

type Donation = typeof donations.$inferSelect
const donationColumns = getTableColumns(donations)

/** The columns of a new donation from the flow: the account's, or the quick donor's identity. */
export function donationValues(c: DonationPaymentContext, userId: number | null, method: Donation['method']) {
	const quick = c.quick ? c.quickIdentity : null
	return {
		potId: c.potId,
		donorId: quick ? null : userId,
		isQuick: Boolean(quick),
		quickFirstName: quick?.firstName ?? null,
		quickLastName: quick?.lastName ?? null,
		quickEmail: quick?.email ?? null,
		quickBirthDate: quick?.birthDate ?? null,
		amountCents: c.amountCents,
		tipCents: c.tipCents,
		isVisible: c.isVisible,
		isAnonymous: c.isAnonymous,
		method,
	}
}

export const getDonation = (donationId: number) =>
	getDb().select().from(donations).where(eq(donations.id, donationId)).get()

/** The donation of a pay-in (every card return and webhook asks): prepared once per connection. */
export const getDonationByPayIn = (payInId: string) => prepared(getDb(), donationByPayIn).get({ payInId })

/** A claim whose request should long have finished (provider calls time out after 10 s each). */
export const isStaleClaim = (createdAt: Date) => createdAt.getTime() < Date.now() - 2 * 60_000

const donationByPayIn = (db: DbOrTx) =>
	db
		.select()
		.from(donations)
		.where(eq(donations.providerPayInId, sql.placeholder('payInId')))
		.prepare()

/** A pay-in's outcome on its donation, once (every card gift): `updated_at` bound per call (ADR 052). */
const settleDonation = (db: DbOrTx) =>
	db
		.update(donations)
		// Bound as given (epoch ms for the dates, null kept): drizzle's placeholder encoding throws on a null date.
		.set({
			status: sql`${sql.placeholder('status')}`,
			resultCode: sql`${sql.placeholder('resultCode')}`,
			resultMessage: sql`${sql.placeholder('resultMessage')}`,
			succeededAt: sql`${sql.placeholder('succeededAt')}`,
			failedAt: sql`${sql.placeholder('failedAt')}`,
			updatedAt: sql`${sql.placeholder('updatedAt')}`,
		})
		.where(and(eq(donations.id, sql.placeholder('donationId')), eq(donations.status, 'CREATED')))
		.prepare()

/**
 * Applies a pay-in's status, as re-fetched from the provider, to its donation — in ONE transaction with the
 * pot totals and the tax receipt. Idempotent: applying the same status twice changes nothing, and a terminal
 * status is never overwritten (a late webhook cannot undo a success). Returns what changed.
 *
 * `attachTo`: the donation that has just asked for this pay-in; its id is recorded first, in the same
 * transaction (as `attachPayIn`: never replacing another), so that the provider's answer is written once.
 */
function applyPayInStatus(
	payIn: Pick<TxResult, 'id' | 'status' | 'resultCode' | 'resultMessage' | 'executedAt'>,
	attachTo?: number,
) {
	const db = getDb()
	return db.transaction(
		(tx) => {
			if (attachTo !== undefined)
				prepared(tx, attachPayInId).run({ donationId: attachTo, payInId: payIn.id, updatedAtMs: Date.now() })
			const donation = prepared(tx, donationByPayIn).get({ payInId: payIn.id })
			if (!donation) return { changed: false as const, reason: 'unknown-pay-in' as const }
			if (donation.status !== 'CREATED' || payIn.status === 'CREATED')
				return { changed: false as const, reason: 'no-change' as const }
			// Provider dates are Unix seconds, as Mangopay's.
			const at = payIn.executedAt ? new Date(payIn.executedAt * 1000) : new Date()
			prepared(tx, settleDonation).run({
				donationId: donation.id,
				status: payIn.status,
				resultCode: payIn.resultCode,
				resultMessage: payIn.resultMessage,
				succeededAt: payIn.status === 'SUCCEEDED' ? at.getTime() : null,
				failedAt: payIn.status === 'FAILED' ? at.getTime() : null,
				updatedAt: Date.now(),
			})
			let mailId: number | null = null
			if (payIn.status === 'SUCCEEDED') {
				addToPotTotals(tx, donation)
				issueTaxReceipt(tx, donation.id, at)
				// The confirmation is committed with the success, or not at all: a crash cannot lose it.
				mailId = queueDonationConfirmation(tx, donation.id)
			}
			return {
				changed: true as const,
				donationId: donation.id,
				potId: donation.potId,
				status: payIn.status,
				mailId,
			}
		},
		{ behavior: 'immediate' },
	)
}

/** Applies a mandate's status; a refused or expired mandate stops the monthly donations that use it. */
export function applyMandateStatus(mandate: {
	mandateId: string
	status: MandateStatus
	resultCode: string | null
}) {
	// Read then written: IMMEDIATE takes the write lock first, so a concurrent writer waits (busy_timeout).
	return getDb().transaction(
		(tx) => {
			const row = tx.select().from(mandates).where(eq(mandates.providerMandateId, mandate.mandateId)).get()
			if (!row || row.status === mandate.status) return false
			tx.update(mandates)
				.set({ status: mandate.status, resultCode: mandate.resultCode })
				.where(eq(mandates.id, row.id))
				.run()
			if (mandate.status === 'FAILED' || mandate.status === 'EXPIRED') {
				tx.update(subscriptions)
					.set({ status: 'MANDATE_REFUSED' })
					.where(and(eq(subscriptions.mandateId, row.id), eq(subscriptions.status, 'ACTIVE')))
					.run()
			}
			return true
		},
		{ behavior: 'immediate' },
	)
}

type FetchedPayIn = Pick<TxResult, 'id' | 'status' | 'resultCode' | 'resultMessage' | 'executedAt'> &
	Partial<Pick<Awaited<ReturnType<PaymentProvider['getPayIn']>>, 'tag' | 'debited' | 'creditedWalletId'>>

/**
 * Applies a re-fetched pay-in (one transaction: donation, pot totals, receipt — `applyPayInStatus`), then,
 * when this call is the one that made the donation succeed, e-mails the donor. A replay changes nothing
 * and sends nothing. A pay-in we do not know by id but that carries our `donation-<key>` tag is the one of a
 * donation whose answer was lost (a timeout, a crash): it is attached to it first, if the amounts agree.
 * `attachTo`: the donation whose request the provider has just answered with this pay-in (a card payment),
 * attached in the same transaction.
 */
export async function settlePayIn(payIn: FetchedPayIn, attachTo?: number) {
	let result = applyPayInStatus(payIn, attachTo)
	if (!result.changed && result.reason === 'unknown-pay-in' && adoptTaggedPayIn(payIn))
		result = applyPayInStatus(payIn)
	if (result.changed) invalidatePotPages(result.potId)
	// The first attempt at once; the mail worker retries it if the SMTP server does not take it.
	if (result.changed && result.mailId !== null) await deliverMail(result.mailId)
	return result
}

function adoptTaggedPayIn(payIn: FetchedPayIn) {
	const named = parseProviderTag('donation', payIn.tag)
	if (!named || !payIn.debited) return false
	const row = getDb()
		.select({ donation: donations, walletId: pots.providerWalletId })
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.where('key' in named ? eq(donations.providerKey, named.key) : eq(donations.id, named.legacyId))
		.get()
	if (!row || row.donation.providerPayInId || row.donation.status === 'SUCCEEDED') return false
	// `donation-<id>` names a row from before the restore-safe keys only (ADR 030): a newer row with that id (a restored backup gave it
	// out again) is another donation, whose pay-in carries its own key.
	if ('legacyId' in named && !isLegacyProviderKey(row.donation.providerKey)) return false
	if (
		row.walletId !== payIn.creditedWalletId ||
		payIn.debited.amount !== row.donation.amountCents + row.donation.tipCents
	)
		return false
	// A donation failed for want of a pay-in (NO_PAYIN) gets it back: the money did come.
	getDb()
		.update(donations)
		.set({
			providerPayInId: payIn.id,
			status: 'CREATED',
			resultCode: null,
			resultMessage: null,
			failedAt: null,
		})
		.where(and(eq(donations.id, row.donation.id), isNull(donations.providerPayInId)))
		.run()
	return true
}

/** Queues the donor's confirmation of a donation that has just succeeded, in its transaction. */
const confirmationOf = (db: DbOrTx) =>
	db
		.select({
			donation: donations,
			potName: pots.name,
			charityName: charities.name,
			receiptType: charities.receiptType,
			donorEmail: users.email,
			donorFirstName: users.firstName,
			receiptNumber: taxReceipts.number,
			receiptId: taxReceipts.id,
		})
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.leftJoin(users, eq(users.id, donations.donorId))
		.leftJoin(taxReceipts, eq(taxReceipts.donationId, donations.id))
		.where(eq(donations.id, sql.placeholder('donationId')))
		.prepare()

function queueDonationConfirmation(tx: DbOrTx, donationId: number) {
	const row = prepared(tx, confirmationOf).get({ donationId })
	const to = row?.donorEmail ?? row?.donation.quickEmail
	if (!row || !to) return null
	const content = donationConfirmedEmail({
		firstName: row.donorFirstName ?? row.donation.quickFirstName ?? '',
		amountCents: row.donation.amountCents,
		tipCents: row.donation.tipCents,
		potName: row.potName,
		charityName: row.charityName,
		potUrl: siteUrl(`/participate/${row.donation.potId}`),
		receiptNumber: row.receiptNumber,
		receiptUrl: row.receiptNumber ? siteUrl(receiptPath(row.receiptNumber)) : null,
		receipt: row.donation.isQuick ? 'none' : row.receiptType === 'GENERATED' ? 'platform' : 'charity',
	})
	return queueMail(tx, {
		to,
		...content,
		kind: DONATION_CONFIRMED_KIND,
		attachments: row.receiptId ? [{ type: 'tax-receipt', receiptId: row.receiptId }] : [],
	})
}
