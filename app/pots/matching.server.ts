import { type SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import { and, asc, eq, gt } from 'drizzle-orm'
import { companies, donations, potMatchings, pots } from '#db/schema/index.ts'
import { type DbOrTx } from '#db/client.server.ts'
import { isPotClosed, parisDay, type IsoDay } from '../lib/dates.ts'
import { parseWithNotice } from '../lib/form-validation.ts'
import { kindOfPotType } from '../lib/account/account-kind.ts'
import {
	matchingChangeProblem,
	matchingState,
	matchingText,
	type MatchableGift,
	type MatchingOffer,
} from '../lib/pots/matching.ts'
import { matchingMessages } from '../lib/pots/matching-messages.ts'
import { matchingSchema } from '../lib/pots/matching-schema.ts'
import { getDb } from '../platform/db.server.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'
import { redirectWithToast } from '../platform/toast.server.ts'
import { toastTitles } from '../lib/messages.ts'

/**
 * A company pot's matching (« abondement », issue 28 item 5): the offer its organiser announces and changes,
 * what it has matched so far (app/lib/pots/matching.ts), and the company's matching payment once claimed.
 */

type MatchingRow = typeof potMatchings.$inferSelect

export function getMatching(potId: number): MatchingRow | null {
	return getDb().select().from(potMatchings).where(eq(potMatchings.potId, potId)).get() ?? null
}

const offerOf = (row: MatchingRow): MatchingOffer => ({
	ratioPercent: row.ratioPercent,
	ceilingCents: row.ceilingCents,
	until: row.untilDay,
})

/** The pot's gifts as the rules see them, the matching payment flagged. */
function matchableGifts(db: DbOrTx, potId: number, matchingDonationId: number | null): MatchableGift[] {
	return db
		.select({
			id: donations.id,
			amountCents: donations.amountCents,
			status: donations.status,
			createdAt: donations.createdAt,
			reversal: donations.reversal,
		})
		.from(donations)
		.where(and(eq(donations.potId, potId), eq(donations.status, 'SUCCEEDED')))
		.all()
		.map((row) => ({ ...row, isMatchingPayment: row.id === matchingDonationId }))
}

/** The matching of a pot, computed now: the offer, what it matched, the matching payment's state. */
export function potMatching(potId: number, now = new Date()) {
	const row = getMatching(potId)
	if (!row) return null
	const gifts = matchableGifts(getDb(), potId, row.donationId)
	const state = matchingState(offerOf(row), gifts, now)
	const payment = row.donationId
		? (getDb()
				.select({ id: donations.id, status: donations.status, amountCents: donations.amountCents })
				.from(donations)
				.where(eq(donations.id, row.donationId))
				.get() ?? null)
		: null
	return { ...state, donationId: row.donationId, payment, companyUserId: row.companyUserId }
}

/** What the pot page shows near the collected amount; null for a pot with no matching. */
export function potMatchingView(potId: number, companyName: string, now = new Date()) {
	return potMatchingViewAt(potMatching(potId, now), companyName, now)
}

/**
 * The same from a matching read earlier (the pot page's kept data, app/pots/pot-page-data.server.ts): what it
 * matched does not depend on the time, whether the offer still runs is decided again at `now`.
 */
export function potMatchingViewAt(
	matching: Pick<ReturnType<typeof matchingState>, 'offer' | 'matchedCents' | 'reached'> | null,
	companyName: string,
	now: Date,
) {
	if (!matching) return null
	const running = matchingState(matching.offer, [], now).running
	return {
		...matchingText({ ...matching, running }),
		matched:
			matching.matchedCents > 0 ? matchingMessages.matchedSoFar(matching.matchedCents, companyName) : null,
	}
}

/**
 * The organiser's view: the offer as the form's defaults, donated and matched apart (the matching payment is
 * counted as matched, not as donated).
 */
export function organiserMatching(
	pot: { id: number; totalCents: number; potType: number; closingDate: Date },
	now = new Date(),
) {
	if (kindOfPotType(pot.potType) !== 'company') return null
	const closed = isPotClosed(pot.closingDate, now)
	// A matching payment that succeeded since is linked to the offer on the first look after.
	if (closed) claimMatchingPayment(pot.id)
	const matching = potMatching(pot.id, now)
	const paidCents = matching?.payment?.status === 'SUCCEEDED' ? matching.payment.amountCents : 0
	// A matching payment on its way (a transfer awaited, a debit): no second payment offered meanwhile.
	const pending =
		closed && matching !== null && paidCents === 0 && hasPendingMatchingPayment(pot, matching.companyUserId)
	return {
		offer: matching
			? {
					ratioPercent: matching.offer.ratioPercent,
					ceilingCents: matching.offer.ceilingCents,
					until: matching.offer.until,
				}
			: null,
		text: matching ? matchingText(matching) : null,
		donatedCents: pot.totalCents - paidCents,
		matchedCents: matching?.matchedCents ?? 0,
		paidCents,
		donationId: matching?.donationId ?? null,
		pending,
		payUrl:
			closed && matching && paidCents === 0 && !pending && matching.matchedCents > 0
				? matchingPaymentPath(pot.id, matching.matchedCents)
				: null,
	}
}

export type MatchingSubmission =
	{ ok: true; created: boolean } | { ok: false; result: SubmissionResult<string[]> }

/**
 * The organiser announces or changes the matching of their open company pot. Refused, with the form's
 * message: a pot that is not a company's, a closed pot, bad input, or a change that takes back what donors
 * already earned (a ceiling under the matched amount…).
 */
export function submitMatching(
	pot: { id: number; potType: number; creatorId: number; closingDate: Date; isActive: boolean },
	userId: number,
	form: FormData,
	now = new Date(),
): MatchingSubmission {
	const closingDay: IsoDay = parisDay(pot.closingDate)
	const submission = parseWithNotice(form, matchingSchema(now, closingDay))
	const refuse = (formErrors: string[], fieldErrors: Record<string, string[]> = {}) => ({
		ok: false as const,
		result: submission.reply({ formErrors, fieldErrors }),
	})
	if (kindOfPotType(pot.potType) !== 'company' || pot.creatorId !== userId)
		return refuse([matchingMessages.notCompanyPot])
	if (!pot.isActive || isPotClosed(pot.closingDate, now)) return refuse([matchingMessages.potClosed])
	if (submission.status !== 'success') return { ok: false, result: submission.reply() }
	const next: MatchingOffer = {
		ratioPercent: submission.value.ratio_percent,
		ceilingCents: submission.value.ceiling,
		until: submission.value.until,
	}
	const db = getDb()
	const created = db.transaction((tx) => {
		const row = tx.select().from(potMatchings).where(eq(potMatchings.potId, pot.id)).get()
		if (row) {
			const gifts = matchableGifts(tx, pot.id, row.donationId)
			const problem = matchingChangeProblem(offerOf(row), next, gifts)
			if (problem) return problem
			tx.update(potMatchings)
				.set({ ratioPercent: next.ratioPercent, ceilingCents: next.ceilingCents, untilDay: next.until })
				.where(eq(potMatchings.id, row.id))
				.run()
			return false
		}
		tx.insert(potMatchings)
			.values({
				potId: pot.id,
				companyUserId: userId,
				ratioPercent: next.ratioPercent,
				ceilingCents: next.ceilingCents,
				untilDay: next.until,
			})
			.run()
		return true
	})
	if (typeof created === 'object') {
		return created.field === 'ceiling' ? refuse([], { ceiling: [created.error] }) : refuse([created.error])
	}
	invalidatePotPages(pot.id)
	return { ok: true, created }
}

/** The company's name for the pot page's « dont X € abondés par … ». */
export function companyNameOf(userId: number) {
	return (
		getDb().select({ name: companies.name }).from(companies).where(eq(companies.userId, userId)).get()
			?.name ?? null
	)
}

/** The organiser view's answer to the matching form: back to the view with a message, or the form's errors. */
export async function answerMatching(
	pot: Parameters<typeof submitMatching>[0],
	userId: number,
	form: FormData,
	now = new Date(),
) {
	const outcome = submitMatching(pot, userId, form, now)
	if (!outcome.ok) return data({ intent: 'matching' as const, result: outcome.result }, { status: 400 })
	return redirectWithToast(`/mes-cagnottes/${pot.id}`, {
		type: 'success',
		title: toastTitles.update,
		description: outcome.created ? matchingMessages.announced : matchingMessages.changed,
	})
}

/**
 * The company's matching payment on its closed pot: the only gift a closed pot takes (the payment pages let it
 * through `loadPayablePot`). Its creator, the amount the rules give to the cent, no tip, not paid yet.
 */
export function isMatchingPayment(
	pot: { id: number; creatorId: number; closingDate: Date },
	payer: { userId: number; amountCents: number; tipCents: number },
	now = new Date(),
) {
	if (payer.userId !== pot.creatorId || payer.tipCents !== 0) return false
	if (!isPotClosed(pot.closingDate, now)) return false
	const matching = potMatching(pot.id, now)
	if (!matching || matching.payment?.status === 'SUCCEEDED') return false
	return matching.matchedCents > 0 && payer.amountCents === matching.matchedCents
}

/**
 * Links the matching payment to the offer once it succeeded: after its close a pot takes no gift but its
 * company's matching payment, so the company's succeeded gift made after the closing instant is that payment.
 * Idempotent; returns the donation id linked, if any.
 */
export function claimMatchingPayment(potId: number) {
	return getDb().transaction((tx) => {
		const row = tx
			.select({
				id: potMatchings.id,
				donationId: potMatchings.donationId,
				companyUserId: potMatchings.companyUserId,
			})
			.from(potMatchings)
			.where(eq(potMatchings.potId, potId))
			.get()
		if (!row) return null
		if (row.donationId) return row.donationId
		const pot = tx.select({ closingDate: pots.closingDate }).from(pots).where(eq(pots.id, potId)).get()
		if (!pot) return null
		const payment = tx
			.select({ id: donations.id })
			.from(donations)
			.where(
				and(
					eq(donations.potId, potId),
					eq(donations.donorId, row.companyUserId),
					eq(donations.status, 'SUCCEEDED'),
					gt(donations.createdAt, pot.closingDate),
				),
			)
			.orderBy(asc(donations.id))
			.get()
		if (!payment) return null
		tx.update(potMatchings).set({ donationId: payment.id }).where(eq(potMatchings.id, row.id)).run()
		return payment.id
	})
}

/** The company's payment to its closed pot, made after the close and not settled yet. */
function hasPendingMatchingPayment(pot: { id: number; closingDate: Date }, companyUserId: number) {
	return Boolean(
		getDb()
			.select({ id: donations.id })
			.from(donations)
			.where(
				and(
					eq(donations.potId, pot.id),
					eq(donations.donorId, companyUserId),
					eq(donations.status, 'CREATED'),
					gt(donations.createdAt, pot.closingDate),
				),
			)
			.get(),
	)
}

/** Where « Verser l'abondement » leads: the payment page of the existing donation flow, amount fixed, no tip. */
export function matchingPaymentPath(potId: number, matchedCents: number) {
	return `/participate/${potId}/payment?${new URLSearchParams({ amount: String(matchedCents), tip: '0' })}`
}
