import { and, eq, ne } from 'drizzle-orm'
import { companies, sessions, users, verifications } from '#db/schema/index.ts'
import { hashPassword, verifyPassword } from '#app/auth/password.server.ts'
import { consumeRateLimit } from '#app/auth/rate-limit.server.ts'
import { currentSessionId } from '#app/auth/session.server.ts'
import { findValidVerification, hashToken, newVerificationToken } from '#app/auth/verifications.server.ts'
import { profilePath, type AccountRole } from '#app/lib/account/account-kind.ts'
import { type CredentialsValues } from '#app/lib/account/profile-schemas.ts'
import { deliverMail, queueMail } from '#app/mail/mailer.server.ts'
import { emailChangeConfirmEmail, emailChangeNoticeEmail } from '#app/mail/templates.server.ts'
import { absoluteUrl } from '#app/mail/urls.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { syncPayer } from '#app/payments/parties.server.ts'
import { getDb } from '#app/platform/db.server.ts'

/**
 * The e-mail and password form of the profile pages. A new password needs the current one. A new e-mail
 * needs it too, and is only asked for: a single-use link (24 hours) goes to the NEW address, the current
 * address is told, and the account keeps its e-mail until the link is followed (`/confirmer-email`).
 * A new password signs the account out everywhere else (as a reset does): whoever knew the old one, on
 * another device, loses that session; the one making the change stays signed in.
 */

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000
const CONFIRM_EMAIL_PATH = '/confirmer-email'
/** Wrong current passwords per account before a pause (the login's own limit per e-mail). */
const CURRENT_PASSWORD_LIMIT = { limit: 8, windowMs: 15 * 60_000 }

type CredentialsOutcome =
	| { kind: 'unchanged' }
	| { kind: 'wrong-password' }
	| { kind: 'too-many-attempts' }
	| { kind: 'email-taken' }
	| { kind: 'done'; passwordChanged: boolean; emailChangeSent: boolean }

function emailTakenByAnother(email: string, userId: number) {
	return Boolean(
		getDb()
			.select({ id: users.id })
			.from(users)
			.where(and(eq(users.email, email), ne(users.id, userId)))
			.get(),
	)
}

export async function changeCredentials(
	userId: number,
	values: CredentialsValues,
	request: Request,
): Promise<CredentialsOutcome> {
	const db = getDb()
	const user = db
		.select({
			id: users.id,
			email: users.email,
			role: users.role,
			firstName: users.firstName,
			passwordHash: users.passwordHash,
		})
		.from(users)
		.where(eq(users.id, userId))
		.get()
	if (!user) return { kind: 'unchanged' }
	const newEmail = values.email !== user.email ? values.email : null
	const newPassword = values.password || null
	if (!newEmail && !newPassword) return { kind: 'unchanged' }
	if (user.passwordHash) {
		if (!consumeRateLimit(`profile-password:user:${user.id}`, CURRENT_PASSWORD_LIMIT))
			return { kind: 'too-many-attempts' }
		if (!(await verifyPassword(values.current_password, user.passwordHash))) return { kind: 'wrong-password' }
	}
	if (newEmail && emailTakenByAnother(newEmail, user.id)) return { kind: 'email-taken' }
	if (newPassword) {
		const passwordHash = await hashPassword(newPassword)
		const keep = await currentSessionId(request)
		db.transaction((tx) => {
			tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).run()
			tx.delete(sessions)
				.where(and(eq(sessions.userId, user.id), keep ? ne(sessions.id, keep) : undefined))
				.run()
		})
	}
	if (newEmail) await requestEmailChange(user, newEmail, request)
	return { kind: 'done', passwordChanged: Boolean(newPassword), emailChangeSent: Boolean(newEmail) }
}

async function requestEmailChange(
	user: { id: number; email: string; role: AccountRole; firstName: string },
	newEmail: string,
	request: Request,
) {
	const token = newVerificationToken()
	const confirmUrl = absoluteUrl(request, `${CONFIRM_EMAIL_PATH}?${new URLSearchParams({ token })}`)
	// The link and both mails are committed together; the mail worker retries what SMTP refuses now.
	const mailIds = getDb().transaction((tx) => {
		// Only the latest request counts: an earlier link (maybe to a mistyped address) stops working.
		tx.delete(verifications)
			.where(and(eq(verifications.type, 'change-email'), eq(verifications.userId, user.id)))
			.run()
		tx.insert(verifications)
			.values({
				type: 'change-email',
				target: newEmail,
				userId: user.id,
				tokenHash: hashToken(token),
				expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
			})
			.run()
		return [
			queueMail(tx, {
				to: newEmail,
				kind: 'change-email',
				...emailChangeConfirmEmail({ firstName: user.firstName, confirmUrl }),
			}),
			queueMail(tx, {
				to: user.email,
				kind: 'change-email-notice',
				...emailChangeNoticeEmail({
					firstName: user.firstName,
					newEmail,
					profileUrl: absoluteUrl(request, profilePath(user.role)),
				}),
			}),
		]
	})
	for (const id of mailIds) await deliverMail(id)
}

/** The address a still valid link would confirm (shown before the visitor confirms), or null. */
export function pendingEmailChange(token: string) {
	return findValidVerification('change-email', token)?.target ?? null
}

type EmailChangeOutcome =
	{ kind: 'invalid' } | { kind: 'taken' } | { kind: 'done'; userId: number; role: AccountRole; email: string }

/**
 * Follows a confirmation link: the account takes the new address (and the company's representative e-mail,
 * when it was the account's), the link is burnt, the provider user is told. An unknown, used or expired
 * link, or an address another account took meanwhile, changes nothing.
 */
export async function confirmEmailChange(token: string): Promise<EmailChangeOutcome> {
	const outcome = getDb().transaction(
		(tx): EmailChangeOutcome => {
			const row = findValidVerification('change-email', token)
			if (!row?.userId) return { kind: 'invalid' }
			tx.update(verifications).set({ usedAt: new Date() }).where(eq(verifications.id, row.id)).run()
			if (emailTakenByAnother(row.target, row.userId)) return { kind: 'taken' }
			const user = tx
				.select({ email: users.email, role: users.role })
				.from(users)
				.where(eq(users.id, row.userId))
				.get()
			if (!user) return { kind: 'invalid' }
			tx.update(users).set({ email: row.target }).where(eq(users.id, row.userId)).run()
			tx.update(companies)
				.set({ repEmail: row.target })
				.where(and(eq(companies.userId, row.userId), eq(companies.repEmail, user.email)))
				.run()
			return { kind: 'done', userId: row.userId, role: user.role, email: row.target }
		},
		{ behavior: 'immediate' },
	)
	if (outcome.kind === 'done') {
		try {
			await syncPayer(await getPaymentProvider(), outcome.userId)
		} catch (error) {
			// The address is ours to keep; the provider's copy is refreshed by the next profile change.
			console.error(`E-mail change of user ${outcome.userId}: provider update failed`, error)
		}
	}
	return outcome
}
