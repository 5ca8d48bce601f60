import { and, desc, eq, inArray } from 'drizzle-orm'
import { mailOutbox } from '#db/schema/index.ts'
import { deliverMail, formatOutboxDate, outboxStatusLabels } from '../mail/mailer.server.ts'
import { getDb } from '../platform/db.server.ts'

/** The operators' view of the mail outbox (/admin/mails, ADR 026): what failed or waits, and a resend. */

const LIST_LIMIT = 100

/** The failed and queued rows, newest first (the mail worker retries queued ones on its own). */
export function problemMails() {
	return getDb()
		.select({
			id: mailOutbox.id,
			to: mailOutbox.to,
			subject: mailOutbox.subject,
			kind: mailOutbox.kind,
			status: mailOutbox.status,
			attempts: mailOutbox.attempts,
			error: mailOutbox.error,
			createdAt: mailOutbox.createdAt,
		})
		.from(mailOutbox)
		.where(inArray(mailOutbox.status, ['failed', 'queued']))
		.orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
		.limit(LIST_LIMIT)
		.all()
		.map((m) => ({
			...m,
			statusLabel: outboxStatusLabels[m.status],
			createdAt: formatOutboxDate(m.createdAt),
		}))
}

/**
 * Puts a failed (or still queued) mail back in the queue with a fresh count of attempts, due now, and makes
 * one attempt at once. Returns its address, or null when it was sent meanwhile or does not exist.
 */
export async function requeueMail(id: number) {
	const row = getDb()
		.update(mailOutbox)
		.set({ status: 'queued', attempts: 0, nextAttemptAt: null, error: null })
		.where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['failed', 'queued'])))
		.returning({ to: mailOutbox.to })
		.get()
	if (!row) return null
	await deliverMail(id)
	return row.to
}
