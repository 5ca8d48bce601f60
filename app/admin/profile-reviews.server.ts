import { and, asc, eq } from 'drizzle-orm'
import { profileDiff, type ProfileFiles, type ProfileValues } from '#app/lib/charity-profile.ts'
import {
	profileReferences,
	readPublishedProfile,
	writePublishedProfile,
} from '#app/charity-space/profile-record.server.ts'
import { charities, charityProfileDrafts, users } from '#db/schema/index.ts'
import { formatOutboxDate } from '../mail/mailer.server.ts'
import { getDb } from '../platform/db.server.ts'
import { invalidateCharityPages } from '../platform/page-cache.server.ts'

/**
 * The operators' review of the profile changes charity members send (ADR 029): the list of pending ones,
 * one change as a summary of what differs, and its approval (published in one transaction) or refusal.
 */

/** The submitted changes, oldest first. */
export function pendingProfileReviews() {
	return getDb()
		.select({
			charityId: charities.id,
			charityName: charities.name,
			submittedAt: charityProfileDrafts.submittedAt,
		})
		.from(charityProfileDrafts)
		.innerJoin(charities, eq(charities.id, charityProfileDrafts.charityId))
		.where(eq(charityProfileDrafts.status, 'SUBMITTED'))
		.orderBy(asc(charityProfileDrafts.submittedAt), asc(charityProfileDrafts.id))
		.all()
		.map((r) => ({ ...r, submittedAt: r.submittedAt ? formatOutboxDate(r.submittedAt) : '' }))
}

/** A charity's submitted change with the fields it changes, or null when none waits. */
export function pendingProfileReview(charityId: number) {
	const db = getDb()
	const draft = db
		.select({
			id: charityProfileDrafts.id,
			valuesJson: charityProfileDrafts.valuesJson,
			filesJson: charityProfileDrafts.filesJson,
			submittedAt: charityProfileDrafts.submittedAt,
			firstName: users.firstName,
			lastName: users.lastName,
			email: users.email,
		})
		.from(charityProfileDrafts)
		.leftJoin(users, eq(users.id, charityProfileDrafts.submittedById))
		.where(and(eq(charityProfileDrafts.charityId, charityId), eq(charityProfileDrafts.status, 'SUBMITTED')))
		.get()
	const published = readPublishedProfile(db, charityId)
	if (!draft || !published) return null
	const proposed = {
		values: JSON.parse(draft.valuesJson) as ProfileValues,
		files: JSON.parse(draft.filesJson) as ProfileFiles,
	}
	return {
		draftId: draft.id,
		submittedAt: draft.submittedAt ? formatOutboxDate(draft.submittedAt) : '',
		submittedBy: draft.email ? `${draft.firstName} ${draft.lastName} (${draft.email})` : null,
		changes: profileDiff(published, proposed, profileReferences(db).names),
	}
}

export type ReviewOutcome = 'done' | 'not-pending'

/**
 * Publishes a submitted change: the charity's row and link tables are rewritten and the draft marked
 * published, in one transaction, only if it is still the submitted one; then the cached pages are dropped.
 */
export function approveProfile(charityId: number, draftId: number, operatorId: number): ReviewOutcome {
	const slug = getDb().transaction(
		(tx) => {
			const draft = tx
				.select()
				.from(charityProfileDrafts)
				.where(
					and(
						eq(charityProfileDrafts.id, draftId),
						eq(charityProfileDrafts.charityId, charityId),
						eq(charityProfileDrafts.status, 'SUBMITTED'),
					),
				)
				.get()
			if (!draft) return null
			const written = writePublishedProfile(tx, charityId, {
				values: JSON.parse(draft.valuesJson) as ProfileValues,
				files: JSON.parse(draft.filesJson) as ProfileFiles,
			})
			if (!written) return null
			tx.update(charityProfileDrafts)
				.set({ status: 'PUBLISHED', reviewedById: operatorId, reviewedAt: new Date() })
				.where(eq(charityProfileDrafts.id, draft.id))
				.run()
			return written
		},
		{ behavior: 'immediate' },
	)
	if (!slug) return 'not-pending'
	invalidateCharityPages(slug)
	return 'done'
}

/** Refuses a submitted change with a reason the members see; the published profile is untouched. */
export function rejectProfile(
	charityId: number,
	draftId: number,
	operatorId: number,
	reason: string,
): ReviewOutcome {
	const changed = getDb()
		.update(charityProfileDrafts)
		.set({ status: 'REJECTED', rejectionReason: reason, reviewedById: operatorId, reviewedAt: new Date() })
		.where(
			and(
				eq(charityProfileDrafts.id, draftId),
				eq(charityProfileDrafts.charityId, charityId),
				eq(charityProfileDrafts.status, 'SUBMITTED'),
			),
		)
		.run().changes
	return changed > 0 ? 'done' : 'not-pending'
}
