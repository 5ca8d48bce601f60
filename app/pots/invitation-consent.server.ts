import { and, eq, inArray, isNull } from 'drizzle-orm'
import { invitationOptOuts, potInvitations, pots } from '#db/schema/index.ts'
import { signToken, verifyToken } from '../auth/signed-token.server.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * What a guest may do with an invitation to a pot (ADR 032): decline it (the organiser's list shows it), or
 * stop every further invitation to the address (a share then skips it). Both links are signed, need no
 * account, show a page that changes nothing (mail scanners open links) and act on a POST, which the
 * one-click `List-Unsubscribe` of the invitation (RFC 8058) also sends.
 */

const STOP_PURPOSE = 'invitation-stop'
const DECLINE_PURPOSE = 'invitation-decline'
const DAY_MS = 24 * 60 * 60 * 1000
/** A stop link keeps working in any old mail. */
const STOP_TTL_MS = 100 * 365 * DAY_MS
/** A pot lasts a few months: its invitations may be declined for two years. */
const DECLINE_TTL_MS = 2 * 365 * DAY_MS

export const invitationStopPath = (email: string) =>
	`/invitations/desinscription?token=${encodeURIComponent(signToken(STOP_PURPOSE, { email: email.toLowerCase() }, STOP_TTL_MS))}`

export const invitationDeclinePath = (invitationId: number) =>
	`/invitations/refuser?token=${encodeURIComponent(signToken(DECLINE_PURPOSE, { invitationId }, DECLINE_TTL_MS))}`

/** The address of a valid stop link, else null. */
export function emailOfStopToken(token: string | null | undefined): string | null {
	const email = verifyToken<{ email?: unknown }>(STOP_PURPOSE, token)?.email
	return typeof email === 'string' && email ? email : null
}

/** Records the address of a valid stop link (again is fine); null for an invalid link. */
export function stopInvitations(token: string | null | undefined): { email: string } | null {
	const email = emailOfStopToken(token)
	if (!email) return null
	getDb().insert(invitationOptOuts).values({ email }).onConflictDoNothing().run()
	return { email }
}

/** Of these addresses, the lower-cased ones that asked for no more invitations. */
export function optedOutAmong(emails: readonly string[]): Set<string> {
	const lower = [...new Set(emails.map((email) => email.toLowerCase()))]
	if (!lower.length) return new Set()
	return new Set(
		getDb()
			.select({ email: invitationOptOuts.email })
			.from(invitationOptOuts)
			.where(inArray(invitationOptOuts.email, lower))
			.all()
			.map((row) => row.email),
	)
}

/** The invitation of a valid decline link, with its pot's name, else null. */
export function invitationOfDeclineToken(token: string | null | undefined) {
	const invitationId = verifyToken<{ invitationId?: unknown }>(DECLINE_PURPOSE, token)?.invitationId
	if (typeof invitationId !== 'number') return null
	return (
		getDb()
			.select({
				potId: potInvitations.potId,
				email: potInvitations.email,
				potName: pots.name,
				declinedAt: potInvitations.declinedAt,
			})
			.from(potInvitations)
			.innerJoin(pots, eq(pots.id, potInvitations.potId))
			.where(eq(potInvitations.id, invitationId))
			.get() ?? null
	)
}

/**
 * Declines the invitation of a valid link: every invitation of its address to that pot is marked declined
 * (once: declining again changes nothing). Null for an invalid link, or an invitation removed since.
 */
export function declineInvitation(token: string | null | undefined): { potId: number } | null {
	const invitation = invitationOfDeclineToken(token)
	if (!invitation) return null
	getDb()
		.update(potInvitations)
		.set({ declinedAt: new Date() })
		.where(
			and(
				eq(potInvitations.potId, invitation.potId),
				eq(potInvitations.email, invitation.email),
				isNull(potInvitations.declinedAt),
			),
		)
		.run()
	return { potId: invitation.potId }
}
