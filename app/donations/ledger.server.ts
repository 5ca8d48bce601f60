import { and, eq, isNull, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { getDb } from '../platform/db.server.ts'
import { charities, donations, pots, receiptCounters, taxReceipts } from '#db/schema/index.ts'

/**
 * Recomputes a pot's totals from its succeeded donations. Called inside the transaction that changes
 * a donation's status, so the totals always add up (pending and failed payments never count).
 */
export function recomputePotTotals(tx: DbOrTx, potId: number) {
	const totals = tx
		.select({
			total: sql<number>`coalesce(sum(${donations.amountCents}), 0)`,
			count: sql<number>`count(*)`,
			donors: sql<number>`count(distinct coalesce('u' || ${donations.donorId}, 'q' || lower(${donations.quickEmail})))`,
		})
		.from(donations)
		.where(and(eq(donations.potId, potId), eq(donations.status, 'SUCCEEDED')))
		.get()
	tx.update(pots)
		.set({
			donationsTotalCents: totals?.total ?? 0,
			donationsCount: totals?.count ?? 0,
			donatorsCount: totals?.donors ?? 0,
		})
		.where(eq(pots.id, potId))
		.run()
}

export function formatReceiptNumber(charityId: number, year: number, sequence: number) {
	return `${year}-${String(charityId).padStart(4, '0')}-${String(sequence).padStart(6, '0')}`
}

/**
 * Issues the tax receipt of a succeeded donation with the next sequential number of its charity and
 * year. Idempotent: a donation that already has a receipt keeps it. Quick donations and charities that
 * send their own receipts get none. Must run inside the donation's status-change transaction.
 */
export function issueTaxReceipt(tx: DbOrTx, donationId: number, issuedAt: Date) {
	const existing = tx.select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)).get()
	if (existing) return existing
	const row = tx
		.select({
			status: donations.status,
			isQuick: donations.isQuick,
			amountCents: donations.amountCents,
			charityId: pots.charityId,
			receiptType: charities.receiptType,
		})
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(eq(donations.id, donationId))
		.get()
	if (!row || row.status !== 'SUCCEEDED' || row.isQuick || row.receiptType !== 'GENERATED') return null
	const year = Number(issuedAt.toLocaleString('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric' }))
	const counter = tx
		.insert(receiptCounters)
		.values({ charityId: row.charityId, year, lastSequence: 1 })
		.onConflictDoUpdate({
			target: [receiptCounters.charityId, receiptCounters.year],
			set: { lastSequence: sql`${receiptCounters.lastSequence} + 1` },
		})
		.returning({ sequence: receiptCounters.lastSequence })
		.get()
	return tx
		.insert(taxReceipts)
		.values({
			donationId,
			charityId: row.charityId,
			year,
			sequence: counter.sequence,
			number: formatReceiptNumber(row.charityId, year, counter.sequence),
			amountCents: row.amountCents,
			issuedAt,
		})
		.returning()
		.get()
}

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
	const inserted = db
		.insert(donations)
		.values({ ...values, attemptKey })
		.onConflictDoNothing({ target: donations.attemptKey })
		.returning()
		.get()
	if (inserted) return { donation: inserted, created: true as const }
	const existing = db.select().from(donations).where(eq(donations.attemptKey, attemptKey)).get()
	if (!existing) throw new Error(`Donation attempt ${attemptKey} vanished`)
	return { donation: existing, created: false as const }
}

export function findDonationByAttempt(attemptKey: string) {
	return getDb().select().from(donations).where(eq(donations.attemptKey, attemptKey)).get()
}

/** Records the provider's pay-in id on a donation (once: an existing id is never replaced). */
export function attachPayIn(donationId: number, payInId: string, extra: { wireReference?: string } = {}) {
	getDb()
		.update(donations)
		.set({ providerPayInId: payInId, ...extra })
		.where(and(eq(donations.id, donationId), isNull(donations.providerPayInId)))
		.run()
}

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
