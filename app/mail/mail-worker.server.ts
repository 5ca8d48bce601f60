import { and, asc, eq, isNull, lte, or } from 'drizzle-orm'
import { mailOutbox } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { deliverMail } from './mailer.server.ts'

/**
 * The mail worker: sends the outbox's queued rows whose time has come (new ones, the retries of failed
 * attempts, those a crashed process left behind), one at a time. Started by startServer(); a request that
 * has just queued a mail may kick it so the mail goes out at once.
 */

const EVERY_THIRTY_SECONDS = 30_000
const BATCH = 50

let running: Promise<number> | null = null

/** The ids of the queued rows due at `now`, oldest first. */
function dueMails(now: Date) {
	return getDb()
		.select({ id: mailOutbox.id })
		.from(mailOutbox)
		.where(
			and(
				eq(mailOutbox.status, 'queued'),
				or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
			),
		)
		.orderBy(asc(mailOutbox.id))
		.limit(BATCH)
		.all()
}

/**
 * One pass: an attempt for each due row. Never two passes at once in this process (a second call waits for
 * the running one); across processes, each row is claimed by one UPDATE (deliverMail). Returns the number of
 * rows sent.
 */
export async function runMailQueue(options: { smtpUrl?: string | null; now?: Date } = {}): Promise<number> {
	while (running) await running.catch(() => 0)
	const smtpUrl = options.smtpUrl === undefined ? getEnv().SMTP_URL : options.smtpUrl
	if (!smtpUrl) return 0
	const current = (async () => {
		let sent = 0
		for (const { id } of dueMails(options.now ?? new Date())) {
			if ((await deliverMail(id, { smtpUrl, now: options.now })) === 'sent') sent++
		}
		return sent
	})()
	running = current
	try {
		return await current
	} finally {
		if (running === current) running = null
	}
}

const pass = () =>
	runMailQueue().catch((error: unknown) => console.error('The mail worker failed (next pass soon):', error))

/** Asks for a pass soon, without waiting for it (after a commit that queued a mail). */
function kickMailWorker() {
	setImmediate(() => void pass())
}

/** Started by the server: a pass at once (mails a previous process left), then every thirty seconds. */
export function startMailWorker() {
	kickMailWorker()
	const timer = setInterval(() => void pass(), EVERY_THIRTY_SECONDS).unref()
	return () => clearInterval(timer)
}
