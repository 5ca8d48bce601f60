import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import { operators, sessions, users } from '#db/schema/index.ts'
import { formatOutboxDate } from '../mail/mailer.server.ts'
import { getDb } from '../platform/db.server.ts'

/** The operators' view of the accounts (/admin/comptes, ADR 026): search, suspend, reactivate. */

const LIST_LIMIT = 50

/** Accounts whose e-mail or name contains `q` (the latest 50 when empty), newest first; deleted ones apart. */
export function searchAccounts(q: string) {
	const term = q.trim().toLowerCase()
	const pattern = `%${term.replace(/[%_\\]/g, '\\$&')}%`
	return getDb()
		.select({
			id: users.id,
			email: users.email,
			firstName: users.firstName,
			lastName: users.lastName,
			role: users.role,
			suspendedAt: users.suspendedAt,
			isOperator: sql<number>`exists (select 1 from ${operators} where ${operators.userId} = ${users.id})`,
		})
		.from(users)
		.where(
			and(
				isNull(users.deletedAt),
				term
					? or(
							sql`${users.email} like ${pattern} escape '\\'`,
							sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} escape '\\'`,
						)
					: undefined,
			),
		)
		.orderBy(desc(users.id))
		.limit(LIST_LIMIT)
		.all()
		.map(({ suspendedAt, isOperator, ...u }) => ({
			...u,
			isOperator: Boolean(isOperator),
			suspendedAt: suspendedAt ? formatOutboxDate(suspendedAt) : null,
		}))
}

/**
 * Suspends an account (it cannot sign in; its sessions are deleted in the same transaction) or reactivates it.
 * Only an active account is suspended and only a suspended one reactivated: a form posted twice keeps the
 * first suspension's date. A deleted account is not found. Returns its e-mail and whether it changed, or null
 * when it does not exist.
 */
export function setAccountSuspension(userId: number, suspended: boolean) {
	return getDb().transaction(
		(tx) => {
			const user = tx
				.select({ email: users.email, suspendedAt: users.suspendedAt })
				.from(users)
				.where(and(eq(users.id, userId), isNull(users.deletedAt)))
				.get()
			if (!user) return null
			if ((user.suspendedAt !== null) === suspended) return { email: user.email, changed: false }
			tx.update(users)
				.set({ suspendedAt: suspended ? new Date() : null })
				.where(eq(users.id, userId))
				.run()
			if (suspended) tx.delete(sessions).where(eq(sessions.userId, userId)).run()
			return { email: user.email, changed: true }
		},
		{ behavior: 'immediate' },
	)
}
