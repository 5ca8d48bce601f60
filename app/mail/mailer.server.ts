import { desc, eq } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { type MailAttachmentRef, mailOutbox } from '#db/schema/index.ts'
import { renderAttachment } from '../receipts/attachments.server.ts'

type OutgoingMail = {
	to: string
	subject: string
	text: string
	html: string
	/** What the mail is about ('welcome', 'reset-password'…), for the outbox and the tests. */
	kind: string
	/** Documents to attach, rendered when the mail goes out (the outbox keeps only these references). */
	attachments?: MailAttachmentRef[]
}

type MailStatus = 'sent' | 'stored' | 'failed'

type OutboxMail = typeof mailOutbox.$inferSelect

/** Ten seconds to connect, to get the greeting, and of socket inactivity: a stuck server fails fast. */
const SMTP_TIMEOUT_MS = 10_000

const transports = new Map<string, Transporter>()

/** One transport per SMTP URL, created on first use (nodemailer opens a connection per message). */
function transportFor(smtpUrl: string): Transporter {
	let transport = transports.get(smtpUrl)
	if (!transport) {
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

/**
 * Sends an e-mail through the outbox: the message is always recorded first ('queued'), then sent by SMTP
 * when an SMTP URL is configured ('sent' or 'failed'), or only kept for the demo outbox page ('stored').
 * An SMTP failure is logged and recorded on the row, never thrown: callers (registration, password
 * reset…) must not fail because a mail server is down.
 */
export async function sendMail(
	message: OutgoingMail,
	options: { smtpUrl?: string | null } = {},
): Promise<{ id: number; status: MailStatus }> {
	const db = getDb()
	const env = getEnv()
	const row = db
		.insert(mailOutbox)
		.values({
			to: message.to,
			subject: message.subject,
			text: message.text,
			html: message.html,
			kind: message.kind,
			attachments: message.attachments?.length ? message.attachments : null,
			status: 'queued',
		})
		.returning({ id: mailOutbox.id })
		.get()
	const id = row.id
	const smtpUrl = options.smtpUrl === undefined ? env.SMTP_URL : options.smtpUrl
	if (!smtpUrl) {
		db.update(mailOutbox).set({ status: 'stored' }).where(eq(mailOutbox.id, id)).run()
		return { id, status: 'stored' }
	}
	try {
		await transportFor(smtpUrl).sendMail({
			from: env.MAIL_FROM,
			to: message.to,
			subject: message.subject,
			text: message.text,
			html: message.html,
			attachments: await Promise.all((message.attachments ?? []).map(renderAttachment)),
		})
		db.update(mailOutbox)
			.set({ status: 'sent', sentAt: new Date(), error: null })
			.where(eq(mailOutbox.id, id))
			.run()
		return { id, status: 'sent' }
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error)
		console.error(
			`Mail #${id} (${message.kind}) to ${message.to} failed via ${redactedUrl(smtpUrl)}: ${reason}`,
		)
		db.update(mailOutbox).set({ status: 'failed', error: reason }).where(eq(mailOutbox.id, id)).run()
		return { id, status: 'failed' }
	}
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
