import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { charities, companies, donations, potInvitations, pots, users } from '#db/schema/index.ts'
import { requireUser } from '../auth/session.server.ts'
import { closingDateToInstant, isPotClosed, type IsoDay } from '../lib/dates.ts'
import { type OrganiserParticipation } from '../lib/pots/organiser.ts'
import { DELETED_ACCOUNT_NAME } from '../lib/account/personal-data.ts'
import { getDb } from '../platform/db.server.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { parseId } from '../lib/ids.ts'

/**
 * The organiser's view of a pot (docs/requirements.md#spec-3-4 terms): participations, guest list, end date, closing. Only the
 * pot's creator reaches it; a visitor is sent to the login page, anyone else gets the same 404 as for a pot
 * that does not exist (nothing tells them the pot is someone else's).
 */

export const organiserPath = (potId: number) => `/mes-cagnottes/${potId}`

function getOrganiserPot(potId: number) {
	return (
		getDb()
			.select({
				id: pots.id,
				name: pots.name,
				closingDate: pots.closingDate,
				isActive: pots.isActive,
				isLocked: pots.isLocked,
				potType: pots.potType,
				creatorId: pots.creatorId,
				totalCents: pots.donationsTotalCents,
				donationsCount: pots.donationsCount,
				donatorsCount: pots.donatorsCount,
				goalCents: pots.goalCents,
				createdAt: pots.createdAt,
				charityName: charities.name,
			})
			.from(pots)
			.innerJoin(charities, eq(charities.id, pots.charityId))
			.where(eq(pots.id, potId))
			.get() ?? null
	)
}

type OrganiserPot = NonNullable<ReturnType<typeof getOrganiserPot>>

const notFound = () => httpError(404)

/** The pot of the route's id when the signed-in user created it; a 404 otherwise, the login page for visitors. */
export async function requireOrganiserPot(request: Request, idParam: string | undefined) {
	const user = await requireUser(request)
	const potId = parseId(idParam)
	const pot = potId ? getOrganiserPot(potId) : null
	if (!pot || pot.creatorId !== user.id) throw notFound()
	return { pot, user }
}

/** Closed: past its end date, or taken offline. */
export const isOrganiserPotClosed = (pot: OrganiserPot, now = new Date()) =>
	!pot.isActive || isPotClosed(pot.closingDate, now)

/** Every participation of a pot, newest first, with who gave (hidden and anonymous ones included). */
export function listParticipations(potId: number): OrganiserParticipation[] {
	return getDb()
		.select({
			id: donations.id,
			amountCents: donations.amountCents,
			tipCents: donations.tipCents,
			createdAt: donations.createdAt,
			method: donations.method,
			subscriptionId: donations.subscriptionId,
			status: donations.status,
			isAnonymous: donations.isAnonymous,
			isVisible: donations.isVisible,
			isQuick: donations.isQuick,
			quickFirstName: donations.quickFirstName,
			quickLastName: donations.quickLastName,
			quickEmail: donations.quickEmail,
			email: users.email,
			firstName: users.firstName,
			lastName: users.lastName,
			role: users.role,
			deletedAt: users.deletedAt,
			companyName: companies.name,
		})
		.from(donations)
		.leftJoin(users, eq(users.id, donations.donorId))
		.leftJoin(companies, eq(companies.userId, donations.donorId))
		.where(eq(donations.potId, potId))
		.orderBy(desc(donations.createdAt), desc(donations.id))
		.all()
		.map((row) => ({
			id: row.id,
			donorName: donorName(row),
			email: row.isQuick ? (row.quickEmail ?? '') : row.deletedAt ? '' : (row.email ?? ''),
			amountCents: row.amountCents,
			tipCents: row.tipCents,
			createdAt: row.createdAt.toISOString(),
			method: row.method,
			monthly: row.subscriptionId !== null,
			status: row.status,
			isAnonymous: row.isAnonymous,
			isVisible: row.isVisible,
			isQuick: row.isQuick,
		}))
}

function donorName(row: {
	isQuick: boolean
	quickFirstName: string | null
	quickLastName: string | null
	firstName: string | null
	lastName: string | null
	role: string | null
	deletedAt: Date | null
	companyName: string | null
}) {
	if (row.isQuick) return [row.quickFirstName, row.quickLastName].filter(Boolean).join(' ')
	if (row.deletedAt) return DELETED_ACCOUNT_NAME
	if (row.role === 'enterprise' && row.companyName) return row.companyName
	return [row.firstName, row.lastName].filter(Boolean).join(' ')
}

/**
 * The guest list: the addresses the organiser's own invitations to this pot went to, each with whether its
 * guest declined (with the invitation's link, ADR 032).
 */
export function listInvitedGuests(
	potId: number,
	organiserId: number,
): { email: string; declined: boolean }[] {
	return getDb()
		.select({
			email: potInvitations.email,
			declined: sql<number>`max(${potInvitations.declinedAt} is not null)`,
		})
		.from(potInvitations)
		.where(and(eq(potInvitations.potId, potId), eq(potInvitations.inviterId, organiserId)))
		.groupBy(potInvitations.email)
		.orderBy(asc(potInvitations.email))
		.all()
		.map((row) => ({ email: row.email, declined: row.declined === 1 }))
}

/** Sets a new end date (already checked against the creation rules: app/lib/pots/organiser.ts). */
export function changeClosingDate(potId: number, userId: number, day: IsoDay) {
	getDb()
		.update(pots)
		.set({ closingDate: closingDateToInstant(day) })
		.where(and(eq(pots.id, potId), eq(pots.creatorId, userId)))
		.run()
	invalidatePotPages(potId)
}
