import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { profileDiff, type ProfileFiles, type ProfileValues } from '#app/lib/charity-space/charity-profile.ts'
import {
	profileReferences,
	readPublishedProfile,
	writePublishedProfile,
} from '#app/charity-space/profile-record.server.ts'
import { type Tx } from '#db/client.server.ts'
import { charities, charityMembers, charityProfileDrafts, users } from '#db/schema/index.ts'
import { deliverMail, formatOutboxDate, queueMail } from '../mail/mailer.server.ts'
import { profileReviewEmail } from '../mail/profile-review-email.server.ts'
import { absoluteUrl } from '../mail/urls.server.ts'
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

type ReviewOutcome = 'done' | 'not-pending'

/** The charity's submitted change with this id, still waiting for a review. */
const pendingDraft = (charityId: number, draftId: number) =>
	and(
		eq(charityProfileDrafts.id, draftId),
		eq(charityProfileDrafts.charityId, charityId),
		eq(charityProfileDrafts.status, 'SUBMITTED'),
	)

/** Whether this draft is the charity's submitted change, still waiting for a review. */
export function isPendingDraft(charityId: number, draftId: number) {
	return Boolean(
		getDb()
			.select({ id: charityProfileDrafts.id })
			.from(charityProfileDrafts)
			.where(pendingDraft(charityId, draftId))
			.get(),
	)
}

/** Queues the outcome's e-mail to every member of the charity, in the review's transaction. */
function queueReviewMails(
	tx: Tx,
	request: Request,
	charityId: number,
	outcome: 'approved' | 'rejected',
	reason: string | null,
) {
	const charity = tx.select({ name: charities.name }).from(charities).where(eq(charities.id, charityId)).get()
	if (!charity) return []
	const members = tx
		.select({ email: users.email })
		.from(charityMembers)
		.innerJoin(users, eq(users.id, charityMembers.userId))
		.where(and(eq(charityMembers.charityId, charityId), isNotNull(charityMembers.acceptedAt)))
		.all()
	const content = profileReviewEmail({
		charityName: charity.name,
		outcome,
		reason,
		profileUrl: absoluteUrl(request, `/association-espace/${charityId}/profil`),
	})
	return members.map(({ email }) =>
		queueMail(tx, { to: email, kind: `charity-profile-${outcome}`, ...content }),
	)
}

async function deliverAll(mailIds: number[]) {
	for (const id of mailIds) await deliverMail(id)
}

/**
 * Publishes a submitted change: the charity's row and link tables are rewritten, the draft marked published
 * and the members' e-mails queued, in one transaction, only if it is still the submitted one; then the
 * cached pages are dropped.
 */
export async function approveProfile(
	request: Request,
	charityId: number,
	draftId: number,
	operatorId: number,
): Promise<ReviewOutcome> {
	const result = getDb().transaction(
		(tx) => {
			const draft = tx.select().from(charityProfileDrafts).where(pendingDraft(charityId, draftId)).get()
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
			return { slug: written, mailIds: queueReviewMails(tx, request, charityId, 'approved', null) }
		},
		{ behavior: 'immediate' },
	)
	if (!result) return 'not-pending'
	invalidateCharityPages(result.slug)
	await deliverAll(result.mailIds)
	return 'done'
}

/** Refuses a submitted change with a reason the members see (page and e-mail); the profile is untouched. */
export async function rejectProfile(
	request: Request,
	charityId: number,
	draftId: number,
	operatorId: number,
	reason: string,
): Promise<ReviewOutcome> {
	const mailIds = getDb().transaction(
		(tx) => {
			const changed = tx
				.update(charityProfileDrafts)
				.set({
					status: 'REJECTED',
					rejectionReason: reason,
					reviewedById: operatorId,
					reviewedAt: new Date(),
				})
				.where(pendingDraft(charityId, draftId))
				.run().changes
			return changed > 0 ? queueReviewMails(tx, request, charityId, 'rejected', reason) : null
		},
		{ behavior: 'immediate' },
	)
	if (!mailIds) return 'not-pending'
	await deliverAll(mailIds)
	return 'done'
}
