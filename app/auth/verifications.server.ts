import crypto from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { verifications } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * Single-use links (password reset, e-mail change): the link carries a random token, the table only its
 * hash. Shared by app/auth/password-reset.server.ts and app/account/credentials.server.ts.
 */

type VerificationType = (typeof verifications.$inferSelect)['type']

/** A new random token for a link. */
export const newVerificationToken = () => crypto.randomBytes(32).toString('base64url')

/** What the table stores of a token. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url')

/** The row of a token of this type that is neither used nor expired, or undefined. */
export function findValidVerification(type: VerificationType, token: string, now = new Date()) {
	if (!token) return undefined
	return getDb()
		.select()
		.from(verifications)
		.where(
			and(
				eq(verifications.tokenHash, hashToken(token)),
				eq(verifications.type, type),
				isNull(verifications.usedAt),
				gt(verifications.expiresAt, now),
			),
		)
		.get()
}
