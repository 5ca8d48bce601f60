import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm'
import { type Transporter } from 'nodemailer'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { type DbOrTx } from '#db/client.server.ts'
import { insertRow, prepared, updateWhere } from '#db/prepared.ts'
import { type MailAttachmentRef, mailOutbox } from '#db/schema/index.ts'
import { renderAttachments } from './attachments.server.ts'

type OutgoingMail = {
	to: string
	subject: string
	text: string
	html: string
	/** What the mail is about ('welcome', 'reset-password'…), for the outbox and the tests. */
	kind: string
	/** Documents to attach, rendered when the mail goes out (the outbox keeps only these references). */
	attachments?: MailAttachmentRef[]
	/** `Reply-To`, `List-Unsubscribe`… (see listUnsubscribeHeaders). */
	headers?: Record<string, string>
}

/**
 * The headers of a bulk mail (the newsletter's, an invitation to a pot): mail clients show an unsubscribe
 * button, and a one-click POST to `url` (RFC 8058, no session, no page) stops further mail. `url` must answer
 * such a POST by itself (the token in its query string).
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
	return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

type MailStatus = OutboxMail['status']

type OutboxMail = typeof mailOutbox.$inferSelect

/** Ten seconds to connect, to get the greeting, and of socket inactivity: a stuck server fails fast. */
const SMTP_TIMEOUT_MS = 10_000

const transports = new Map<string, Transporter>()

/**
 * One transport per SMTP URL, created on first use (nodemailer opens a connection per message); nodemailer
 * itself is loaded then, not at start-up (a server without SMTP never loads it).
 */
async function transportFor(smtpUrl: string): Promise<Transporter> {
	let transport = transports.get(smtpUrl)
	if (!transport) {
		const { default: nodemailer } = await import('nodemailer')
		transport = nodemailer.createTransport({
			url: smtpUrl,
			connectionTimeout: SMTP_TIMEOUT_MS,
			greetingTimeout: SMTP_TIMEOUT_MS,
			socketTimeout: SMTP_TIMEOUT_MS,
		})
		transports.set(smtpUrl, transport)
	}
	return transport
}

/** The SMTP URL without its password, for logs. */
function redactedUrl(smtpUrl: string) {
	try {
		const url = new URL(smtpUrl)
		if (url.password) url.password = '***'
		return url.toString()
	} catch {
		return 'smtp'
	}
}

/** Sending attempts of one row before it is marked failed (about eight and a half hours of retries). */
export const MAIL_MAX_ATTEMPTS = 10
const FIRST_RETRY_MS = 60_000
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000
/**
 * How long a row being sent is kept from the other senders: a process that dies while sending leaves its row
 * to be retried after this (at-least-once), a live one finishes well before (SMTP timeouts of 10 s).
 */
const SENDING_LEASE_MS = 5 * 60_000

/** The wait after the n-th failed attempt: 1 min, 2, 4, 8… at most 6 hours. */
export function mailRetryDelayMs(attempts: number) {
	return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
}

const smtpUrlOf = (options: { smtpUrl?: string | null }) =>
	options.smtpUrl === undefined ? getEnv().SMTP_URL : options.smtpUrl

/**
 * Records an e-mail in the outbox, inside the caller's transaction when it passes one: the mail exists if and
 * only if the change that causes it is committed (a donation's success, a reset link…). The row is 'queued'
 * for the mail worker (app/mail/mail-worker.server.ts), or only 'stored' for the demo outbox page when no SMTP
 * URL is configured. Synchronous: nothing is awaited inside a transaction. Returns the row's id.
 */
export function queueMail(tx: DbOrTx, message: OutgoingMail, options: { smtpUrl?: string | null } = {}) {
	// Prepared once per connection and set of columns (db/prepared.ts): every gift queues its confirmation.
	const { lastInsertRowid } = insertRow(tx, mailOutbox, {
		to: message.to,
		subject: message.subject,
		text: message.text,
		html: message.html,
		kind: message.kind,
		attachments: message.attachments?.length ? message.attachments : null,
		headers: message.headers && Object.keys(message.headers).length ? message.headers : null,
		status: smtpUrlOf(options) ? 'queued' : 'stored',
	})
	return Number(lastInsertRowid)
}

// A sending attempt's claim and the status read after it: built and prepared once per connection, the
// instants bound as epoch ms.
const claimMail = (db: DbOrTx) =>
	db
		.update(mailOutbox)
		.set({
			attempts: sql`${mailOutbox.attempts} + 1`,
			nextAttemptAt: sql`${sql.placeholder('leaseUntil')}`,
			updatedAt: sql`${sql.placeholder('at')}`,
		})
		.where(
			and(
				eq(mailOutbox.id, sql.placeholder('id')),
				eq(mailOutbox.status, 'queued'),
				or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, sql.placeholder('now'))),
			),
		)
		.returning()
		.prepare()
const mailStatus = (db: DbOrTx) =>
	db
		.select({ status: mailOutbox.status })
		.from(mailOutbox)
		.where(eq(mailOutbox.id, sql.placeholder('id')))
		.prepare()

/**
 * One sending attempt of a queued row whose time has come. The row is first claimed by one UPDATE (attempts + 1,
 * next attempt pushed past the sending lease): two concurrent senders never send the same row, and a sender
 * that dies leaves it to be retried. An SMTP failure is logged and recorded, never thrown: the row is retried
 * with exponential backoff, and marked 'failed' after MAIL_MAX_ATTEMPTS attempts.
 */
export async function deliverMail(
	id: number,
	options: { smtpUrl?: string | null; now?: Date } = {},
): Promise<MailStatus> {
	const db = getDb()
	const smtpUrl = smtpUrlOf(options)
	const now = options.now ?? new Date()
	const claimed = smtpUrl
		? prepared(db, claimMail).get({
				id,
				now: now.getTime(),
				leaseUntil: now.getTime() + SENDING_LEASE_MS,
				at: Date.now(),
			})
		: undefined
	if (!smtpUrl || !claimed) return prepared(db, mailStatus).get({ id })?.status ?? 'failed'
	const env = getEnv()
	const { 'Reply-To': replyTo, ...headers } = claimed.headers ?? {}
	try {
		await (
			await transportFor(smtpUrl)
		).sendMail({
			from: env.MAIL_FROM,
			to: claimed.to,
			subject: claimed.subject,
			text: claimed.text,
			html: claimed.html,
			...(replyTo ? { replyTo } : {}),
			headers,
			attachments: await renderAttachments(claimed.attachments ?? []),
		})
		updateWhere(db, mailOutbox, mailOutbox.id, id, {
			status: 'sent',
			sentAt: new Date(),
			nextAttemptAt: null,
			error: null,
		})
		return 'sent'
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error)
		const final = claimed.attempts >= MAIL_MAX_ATTEMPTS
		console.error(
			`Mail #${id} (${claimed.kind}) to ${claimed.to} failed via ${redactedUrl(smtpUrl)} (attempt ${claimed.attempts}${final ? ', giving up' : ''}): ${reason}`,
		)
		db.update(mailOutbox)
			.set(
				final
					? { status: 'failed', nextAttemptAt: null, error: reason }
					: { nextAttemptAt: new Date(now.getTime() + mailRetryDelayMs(claimed.attempts)), error: reason },
			)
			.where(eq(mailOutbox.id, id))
			.run()
		return final ? 'failed' : 'queued'
	}
}

/**
 * Queues an e-mail on its own (no state change goes with it) and makes its first sending attempt at once:
 * 'sent', 'stored' (no SMTP), or 'queued' when that attempt failed and the worker will retry it. Never throws
 * for an SMTP failure: callers (registration, password reset…) must not fail because a mail server is down.
 */
export async function sendMail(
	message: OutgoingMail,
	options: { smtpUrl?: string | null } = {},
): Promise<{ id: number; status: MailStatus }> {
	const id = queueMail(getDb(), message, options)
	return { id, status: await deliverMail(id, options) }
}

/** The most recent outbox row for an address (exact match), or undefined. */
export function latestMailTo(email: string): OutboxMail | undefined {
	return getDb()
		.select()
		.from(mailOutbox)
		.where(eq(mailOutbox.to, email))
		.orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
		.limit(1)
		.get()
}

/** The latest outbox rows, newest first (demo outbox page). */
export function listOutbox(limit = 50): OutboxMail[] {
	return getDb()
		.select()
		.from(mailOutbox)
		.orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
		.limit(limit)
		.all()
}

/** One outbox row by id, or undefined. */
export function getOutboxMail(id: number): OutboxMail | undefined {
	return getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id)).get()
}

/** French labels of the outbox statuses (demo pages). */
export const outboxStatusLabels: Record<OutboxMail['status'], string> = {
	queued: 'En attente',
	sent: 'Envoyé',
	stored: 'Conservé (pas de serveur SMTP)',
	failed: 'Échec de l’envoi',
}

const outboxDateFormat = new Intl.DateTimeFormat('fr-FR', {
	dateStyle: 'short',
	timeStyle: 'medium',
	timeZone: 'Europe/Paris',
})

/** '14/06/2024 22:30:05', in Paris time: formatted on the server so the page hydrates the same text. */
export function formatOutboxDate(date: Date): string {
	return outboxDateFormat.format(date)
}
