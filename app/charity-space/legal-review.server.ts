import { and, eq, isNotNull } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { charities, charityOnboardings } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * What a charity's tax receipts print about it — its head office address and its legal category (with the
 * decree date of a public-utility one) — goes onto `charities`, which the receipts read, only once an operator
 * approves it, like the public profile (ADR 033, ADR 029). The members' onboarding keeps what they sent
 * in `charity_onboardings.pending_legal_json` meanwhile; the payment provider is given it at once (its own
 * checks are on the real details).
 */

export type PendingLegal = {
	addressLine1: string
	postCode: string
	city: string
	legalCategory: NonNullable<typeof charities.$inferSelect.legalCategory>
	publicUtilityDecreeDate: string | null
}

const FIELDS = ['addressLine1', 'postCode', 'city', 'legalCategory', 'publicUtilityDecreeDate'] as const

/** The receipts' fields as `charities` has them (the approved ones). */
export function approvedLegal(db: DbOrTx, charityId: number) {
	return db
		.select({
			addressLine1: charities.addressLine1,
			postCode: charities.postCode,
			city: charities.city,
			legalCategory: charities.legalCategory,
			publicUtilityDecreeDate: charities.publicUtilityDecreeDate,
		})
		.from(charities)
		.where(eq(charities.id, charityId))
		.get()
}

/** What waits for an operator's approval, or null. */
export function pendingLegal(db: DbOrTx, charityId: number) {
	const row = db
		.select({
			json: charityOnboardings.pendingLegalJson,
			submittedAt: charityOnboardings.legalSubmittedAt,
			rejectionReason: charityOnboardings.legalRejectionReason,
		})
		.from(charityOnboardings)
		.where(eq(charityOnboardings.charityId, charityId))
		.get()
	return {
		values: row?.json ? (JSON.parse(row.json) as PendingLegal) : null,
		submittedAt: row?.submittedAt ?? null,
		rejectionReason: row?.rejectionReason ?? null,
	}
}

/** The pending JSON to store for what the members sent: null when it is what the receipts print already. */
export function legalToReview(db: DbOrTx, charityId: number, sent: PendingLegal) {
	const approved = approvedLegal(db, charityId)
	const same = approved && FIELDS.every((field) => (approved[field] ?? null) === (sent[field] ?? null))
	return same ? null : JSON.stringify(sent)
}

export type LegalReviewOutcome = 'done' | 'not-pending'

/** Writes what waits onto `charities` (the receipts' source) and clears it, in one transaction. */
export function approveLegal(charityId: number): LegalReviewOutcome {
	return getDb().transaction(
		(tx) => {
			const { values } = pendingLegal(tx, charityId)
			if (!values) return 'not-pending'
			tx.update(charities)
				.set(Object.fromEntries(FIELDS.map((field) => [field, values[field]])))
				.where(eq(charities.id, charityId))
				.run()
			tx.update(charityOnboardings)
				.set({ pendingLegalJson: null, legalSubmittedAt: null, legalRejectionReason: null })
				.where(eq(charityOnboardings.charityId, charityId))
				.run()
			return 'done'
		},
		{ behavior: 'immediate' },
	)
}

/** Drops what waits, keeping the operator's reason for the members; the receipts keep what they had. */
export function rejectLegal(charityId: number, reason: string): LegalReviewOutcome {
	const changed = getDb()
		.update(charityOnboardings)
		.set({ pendingLegalJson: null, legalSubmittedAt: null, legalRejectionReason: reason })
		.where(and(eq(charityOnboardings.charityId, charityId), isNotNull(charityOnboardings.pendingLegalJson)))
		.run().changes
	return changed > 0 ? 'done' : 'not-pending'
}

/** The operator's view: what the receipts print now and what waits, or null when nothing waits. */
export function legalReviewOf(charityId: number) {
	const db = getDb()
	const pending = pendingLegal(db, charityId)
	if (!pending.values) return null
	return { current: approvedLegal(db, charityId) ?? null, proposed: pending.values }
}

/** The members' view: whether a change waits, and the reason of the last refusal. */
export function legalStatus(charityId: number) {
	const { values, rejectionReason } = pendingLegal(getDb(), charityId)
	return { waiting: values !== null, rejectionReason }
}
