import { and, eq } from 'drizzle-orm'
import { closingDateToInstant, isPotClosed } from '#app/lib/dates.ts'

import { type CharityLock } from '#app/lib/pots/pot-charity-change.ts'
import { type PotDraft } from '#machines/pot-creation.ts'
import { charities, companies, eventTypes, pots, users } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'
import { charityLockOfPot } from './charity-lock.server.ts'
import { type AccountKind, eventAudienceOf, potTypeOfKind } from '#app/lib/account/account-kind.ts'

/** The cause and event a draft points to, when they exist, are active and fit the pot type. */
export function findCause(charityId: number | null, eventTypeId: number | null, type: AccountKind) {
	const db = getDb()
	const charity = charityId
		? db
				.select({
					id: charities.id,
					name: charities.name,
					slug: charities.slug,
					logoPath: charities.logoPath,
					privateRate: charities.privateRate,
					enterpriseRate: charities.enterpriseRate,
				})
				.from(charities)
				.where(and(eq(charities.id, charityId), eq(charities.isActive, true)))
				.get()
		: undefined
	const event = eventTypeId
		? db
				.select()
				.from(eventTypes)
				.where(and(eq(eventTypes.id, eventTypeId), eq(eventTypes.audience, eventAudienceOf(type))))
				.get()
		: undefined
	return { charity: charity ?? null, event: event ?? null }
}

type RecordablePot = {
	creatorType: AccountKind
	charityId: number
	eventTypeId: number
	draft: PotDraft
}

/**
 * Records a new pot in one transaction (docs/requirements.md#spec-2-4 "the pot is recorded"): the company's logo, when one was
 * uploaded in the flow, is set on the company in the same transaction. Returns the pot id, or null when
 * the cause or the event no longer fits.
 */
export function recordPot(userId: number, pot: RecordablePot) {
	const { charity, event } = findCause(pot.charityId, pot.eventTypeId, pot.creatorType)
	if (!charity || !event || !pot.draft.closingDate) return null
	const company = pot.creatorType === 'company'
	return getDb().transaction((tx) => {
		const row = tx
			.insert(pots)
			.values({
				name: pot.draft.name,
				descriptionHtml: pot.draft.descriptionHtml,
				closingDate: closingDateToInstant(pot.draft.closingDate!),
				color: company ? (pot.draft.color ?? '#e7348f') : '#e7348f',
				isLocked: company && pot.draft.sharing === 'SHOW',
				potType: potTypeOfKind(pot.creatorType),
				bannerPath: pot.draft.bannerPath,
				goalCents: pot.draft.goalCents ?? null,
				eventTypeId: event.id,
				charityId: charity.id,
				creatorId: userId,
			})
			.returning({ id: pots.id })
			.get()
		if (company && pot.draft.logoPath) {
			tx.update(companies).set({ logoPath: pot.draft.logoPath }).where(eq(companies.userId, userId)).run()
		}
		return row.id
	})
}

/** A pot as its edit form needs it, with its creator. */
export function getPotForEdit(potId: number) {
	return (
		getDb()
			.select({
				id: pots.id,
				name: pots.name,
				descriptionHtml: pots.descriptionHtml,
				closingDate: pots.closingDate,
				color: pots.color,
				isLocked: pots.isLocked,
				potType: pots.potType,
				bannerPath: pots.bannerPath,
				eventTypeId: pots.eventTypeId,
				charityId: pots.charityId,
				creatorId: pots.creatorId,
				isActive: pots.isActive,
				companyLogo: companies.logoPath,
				goalCents: pots.goalCents,
			})
			.from(pots)
			.leftJoin(companies, eq(companies.userId, pots.creatorId))
			.where(eq(pots.id, potId))
			.get() ?? null
	)
}

/**
 * Updates a pot its creator edits (one transaction, with the company logo when changed). The edit pages refuse
 * a closed pot (requireOwnPot); one that closes meanwhile still keeps its closing date: saving a later one
 * never reopens it. A new charity is
 * saved only while no money reached or may still reach the pot (ADR 017), checked in the same transaction;
 * the wallet of the first charity is then dropped, so the next payment opens one owned by the new charity.
 */
export function updatePot(
	potId: number,
	userId: number,
	type: AccountKind,
	draft: PotDraft & { eventTypeId: number; charityId: number },
): { ok: true } | { ok: false; lock: Exclude<CharityLock, null> } {
	const company = type === 'company'
	const result = getDb().transaction((tx) => {
		const current = tx
			.select({ charityId: pots.charityId, closingDate: pots.closingDate })
			.from(pots)
			.where(and(eq(pots.id, potId), eq(pots.creatorId, userId)))
			.get()
		if (!current) return { ok: true } as const
		const charityChanges = current.charityId !== draft.charityId
		if (charityChanges) {
			const lock = charityLockOfPot(potId, tx)
			if (lock) return { ok: false, lock } as const
		}
		tx.update(pots)
			.set({
				name: draft.name,
				descriptionHtml: draft.descriptionHtml,
				// A closed pot stays closed: its gifts are settled, or paid out, against that date.
				...(isPotClosed(current.closingDate, new Date())
					? {}
					: { closingDate: closingDateToInstant(draft.closingDate!) }),
				eventTypeId: draft.eventTypeId,
				bannerPath: draft.bannerPath,
				goalCents: draft.goalCents ?? null,
				...(charityChanges ? { charityId: draft.charityId, providerWalletId: null } : {}),
				...(company ? { color: draft.color ?? '#e7348f', isLocked: draft.sharing === 'SHOW' } : {}),
			})
			.where(and(eq(pots.id, potId), eq(pots.creatorId, userId)))
			.run()
		if (company && draft.logoPath)
			tx.update(companies).set({ logoPath: draft.logoPath }).where(eq(companies.userId, userId)).run()
		return { ok: true } as const
	})
	invalidatePotPages(potId)
	return result
}

/** Whether a company account has what the flow needs before a pot is recorded (its representative). */
export function isCompanyReady(userId: number) {
	const row = getDb()
		.select({ completed: companies.representativeCompletedAt, role: users.role })
		.from(users)
		.leftJoin(companies, eq(companies.userId, users.id))
		.where(eq(users.id, userId))
		.get()
	return row?.role !== 'enterprise' || Boolean(row.completed)
}
