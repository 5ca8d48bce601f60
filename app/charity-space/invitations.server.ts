import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import { charities, charityInvitations, charityMembers, users } from '#db/schema/index.ts'
import { hashPassword } from '../auth/password.server.ts'
import { hashToken, newVerificationToken } from '../auth/verifications.server.ts'
import { deliverMail, queueMail } from '../mail/mailer.server.ts'
import { charityInvitationEmail } from '../mail/templates.server.ts'
import { absoluteUrl } from '../mail/urls.server.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * Invitations to a charity's space (ADR 026): an operator invites an address, the link lets its owner set a
 * password (new account) or use their account, and makes them a member. Only a hash of the token is stored.
 */

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const INVITATION_PATH = '/association-espace/invitation'

type InvitationOutcome = { status: 'sent' | 'already-member' | 'no-charity'; charityName: string }

/**
 * Invites `email` (lower-cased) to `charityId`: a new link (the previous ones of this address for this charity
 * are voided) and its e-mail, committed together; an address whose account is already a member gets nothing.
 */
export async function inviteCharityMember(
	request: Request,
	input: { charityId: number; email: string; invitedById: number },
): Promise<InvitationOutcome> {
	const db = getDb()
	const token = newVerificationToken()
	const acceptUrl = absoluteUrl(request, `${INVITATION_PATH}?${new URLSearchParams({ token })}`)
	const result = db.transaction(
		(tx) => {
			const charity = tx
				.select({ id: charities.id, name: charities.name })
				.from(charities)
				.where(eq(charities.id, input.charityId))
				.get()
			if (!charity) return { status: 'no-charity' as const, charityName: '', mailId: null }
			const member = tx
				.select({ id: charityMembers.id })
				.from(charityMembers)
				.innerJoin(users, eq(users.id, charityMembers.userId))
				.where(and(eq(charityMembers.charityId, charity.id), eq(users.email, input.email)))
				.get()
			if (member) return { status: 'already-member' as const, charityName: charity.name, mailId: null }
			tx.delete(charityInvitations)
				.where(
					and(
						eq(charityInvitations.charityId, charity.id),
						eq(charityInvitations.email, input.email),
						isNull(charityInvitations.usedAt),
					),
				)
				.run()
			tx.insert(charityInvitations)
				.values({
					charityId: charity.id,
					email: input.email,
					tokenHash: hashToken(token),
					invitedById: input.invitedById,
					expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
				})
				.run()
			const mailId = queueMail(tx, {
				to: input.email,
				kind: 'charity-invitation',
				...charityInvitationEmail({ charityName: charity.name, acceptUrl }),
			})
			return { status: 'sent' as const, charityName: charity.name, mailId }
		},
		{ behavior: 'immediate' },
	)
	if (result.mailId) await deliverMail(result.mailId)
	return { status: result.status, charityName: result.charityName }
}

/** A usable invitation by its token, with its charity and whether its address has an account; else null. */
export function findInvitation(token: string, now = new Date()) {
	if (!token || token.length > 200) return null
	const row = getDb()
		.select({
			id: charityInvitations.id,
			email: charityInvitations.email,
			charityId: charities.id,
			charityName: charities.name,
			createdAt: charityInvitations.createdAt,
		})
		.from(charityInvitations)
		.innerJoin(charities, eq(charities.id, charityInvitations.charityId))
		.where(
			and(
				eq(charityInvitations.tokenHash, hashToken(token)),
				isNull(charityInvitations.usedAt),
				gt(charityInvitations.expiresAt, now),
			),
		)
		.get()
	if (!row) return null
	const account = getDb().select({ id: users.id }).from(users).where(eq(users.email, row.email)).get()
	return { ...row, accountId: account?.id ?? null }
}

/** The charity of an invitation already used, by its token (its link opened or its form sent again), else null. */
export function usedInvitationCharityId(token: string) {
	if (!token || token.length > 200) return null
	return (
		getDb()
			.select({ charityId: charityInvitations.charityId })
			.from(charityInvitations)
			.where(and(eq(charityInvitations.tokenHash, hashToken(token)), isNotNull(charityInvitations.usedAt)))
			.get()?.charityId ?? null
	)
}

/**
 * Uses the invitation once and makes the account a member, in one transaction: the signed-in account whose
 * address was invited (`userId`), or a new individual account with the names and password given when the
 * address has none. Returns the member's user id and the charity, or null when the link no longer works or
 * the account does not match the address.
 */
export async function acceptInvitation(
	token: string,
	by: { userId: number } | { firstName: string; lastName: string; password: string },
) {
	const passwordHash = 'password' in by ? await hashPassword(by.password) : null
	return getDb().transaction(
		(tx) => {
			const invitation = findInvitation(token)
			if (!invitation) return null
			let userId: number
			if ('userId' in by) {
				if (invitation.accountId !== by.userId) return null
				userId = by.userId
			} else {
				if (invitation.accountId !== null || !passwordHash) return null
				userId = tx
					.insert(users)
					.values({
						email: invitation.email,
						passwordHash,
						role: 'private',
						firstName: by.firstName,
						lastName: by.lastName,
						termsAcceptedAt: new Date(),
					})
					.returning({ id: users.id })
					.get().id
			}
			const used = tx
				.update(charityInvitations)
				.set({ usedAt: new Date() })
				.where(and(eq(charityInvitations.id, invitation.id), isNull(charityInvitations.usedAt)))
				.returning({ id: charityInvitations.id })
				.get()
			if (!used) return null
			tx.insert(charityMembers)
				.values({
					charityId: invitation.charityId,
					userId,
					invitedAt: invitation.createdAt,
					acceptedAt: new Date(),
				})
				.onConflictDoNothing()
				.run()
			return { userId, charityId: invitation.charityId, charityName: invitation.charityName }
		},
		{ behavior: 'immediate' },
	)
}
