import { and, eq, isNull } from 'drizzle-orm'
import { sessions, users, verifications } from '#db/schema/index.ts'
import { type DbOrTx } from '#db/client.server.ts'
import { getDb } from '../platform/db.server.ts'
import { deliverMail, queueMail } from '../mail/mailer.server.ts'
import { resetPasswordEmail } from '../mail/templates.server.ts'
import { absoluteUrl } from '../mail/urls.server.ts'
import { hashPassword } from './password.server.ts'
import { findValidVerification, hashToken, newVerificationToken } from './verifications.server.ts'

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
const RESET_PATH = '/reinitialiser-mot-de-passe'

/**
 * Sends a single-use reset link valid one hour. Only a hash of the token is stored; asking again
 * invalidates the previous links. Returns false for an unknown address (the spec says so to the user).
 */
export async function requestPasswordReset(email: string, request: Request) {
	const db = getDb()
	const user = db
		.select({ id: users.id, firstName: users.firstName })
		.from(users)
		.where(eq(users.email, email))
		.get()
	if (!user) return false
	const token = newVerificationToken()
	const resetUrl = absoluteUrl(request, resetPasswordPath(token))
	// The link and its mail are committed together (the mail worker retries it if SMTP fails now).
	const mailId = db.transaction((tx) => {
		storeResetToken(tx, { id: user.id, email }, token)
		return queueMail(tx, {
			to: email,
			kind: 'reset-password',
			...resetPasswordEmail({ firstName: user.firstName, resetUrl }),
		})
	})
	await deliverMail(mailId)
	return true
}

/** The page a reset link opens. */
export const resetPasswordPath = (token: string) => `${RESET_PATH}?${new URLSearchParams({ token })}`

/**
 * Stores the hash of a new reset token of the account, valid one hour, in the caller's transaction; the
 * account's previous links stop working. Also the set-password link of `npm run admin:create`.
 */
export function storeResetToken(tx: DbOrTx, user: { id: number; email: string }, token: string) {
	tx.delete(verifications)
		.where(and(eq(verifications.type, 'reset-password'), eq(verifications.target, user.email)))
		.run()
	tx.insert(verifications)
		.values({
			type: 'reset-password',
			target: user.email,
			userId: user.id,
			tokenHash: hashToken(token),
			expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
		})
		.run()
}

export function isResetTokenValid(token: string) {
	return Boolean(token && findValidVerification('reset-password', token))
}

/**
 * Sets the new password and burns the token in one transaction; every open session of the account is
 * revoked. Returns the user id, or null when the link is unknown, used or expired.
 */
export async function resetPassword(token: string, password: string) {
	const passwordHash = await hashPassword(password)
	return getDb().transaction(
		(tx) => {
			const row = findValidVerification('reset-password', token)
			if (!row?.userId) return null
			const used = tx
				.update(verifications)
				.set({ usedAt: new Date() })
				.where(and(eq(verifications.id, row.id), isNull(verifications.usedAt)))
				.returning({ id: verifications.id })
				.get()
			if (!used) return null
			tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId)).run()
			tx.delete(sessions).where(eq(sessions.userId, row.userId)).run()
			return row.userId
		},
		{ behavior: 'immediate' },
	)
}
