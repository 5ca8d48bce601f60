import { eq } from 'drizzle-orm'
import { operators, users } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { storeResetToken, resetPasswordPath } from '../auth/password-reset.server.ts'
import { newVerificationToken } from '../auth/verifications.server.ts'

type OperatorCreation = {
	userId: number
	/** A new account was made for the address (else an existing one was promoted). */
	created: boolean
	/** The account was already an operator. */
	alreadyOperator: boolean
	/** The account is suspended: it cannot sign in until an operator reactivates it. */
	suspended: boolean
	/** The one-hour, single-use set-password link's path (the password reset's page). */
	setPasswordPath: string
}

/**
 * `npm run admin:create -- EMAIL` (ADR 026): makes the account of this (valid, lower-cased) address an
 * operator, creating it without a password when missing, and a set-password link through the password reset.
 * One transaction; running it again gives a new link and voids the previous one.
 */
export function createOperator(email: string, names: { firstName?: string; lastName?: string } = {}) {
	const token = newVerificationToken()
	return getDb().transaction(
		(tx): OperatorCreation => {
			let user = tx
				.select({ id: users.id, suspendedAt: users.suspendedAt })
				.from(users)
				.where(eq(users.email, email))
				.get()
			const created = !user
			if (!user) {
				user = tx
					.insert(users)
					.values({
						email,
						role: 'private',
						firstName: names.firstName ?? 'Opérateur',
						lastName: names.lastName ?? 'Donnons',
					})
					.returning({ id: users.id, suspendedAt: users.suspendedAt })
					.get()
			}
			const inserted = tx
				.insert(operators)
				.values({ userId: user.id })
				.onConflictDoNothing()
				.returning({ id: operators.userId })
				.get()
			storeResetToken(tx, { id: user.id, email }, token)
			return {
				userId: user.id,
				created,
				alreadyOperator: !inserted,
				suspended: user.suspendedAt !== null,
				setPasswordPath: resetPasswordPath(token),
			}
		},
		{ behavior: 'immediate' },
	)
}
