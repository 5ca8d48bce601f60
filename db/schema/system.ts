import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { timestamps } from './columns.ts'

/** Persisted XState snapshots of multi-step flows (pot creation, payments). */
export const flows = sqliteTable(
	'flows',
	{
		id: text('id').primaryKey(),
		machine: text('machine').notNull(),
		version: integer('version').notNull(),
		ownerKey: text('owner_key').notNull(), // anonymous visitor key from the flow cookie
		userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
		snapshot: text('snapshot', { mode: 'json' }).$type<unknown>().notNull(),
		expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
		...timestamps,
	},
	(t) => [index('flows_owner_idx').on(t.ownerKey, t.machine), index('flows_expires_idx').on(t.expiresAt)],
)

export type MailAttachmentRef =
	{ type: 'tax-receipt'; receiptId: number } | { type: 'tax-statement'; userId: number; year: number }

/** Every e-mail the platform sends goes through this outbox (and SMTP when configured). */
export const mailOutbox = sqliteTable(
	'mail_outbox',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		to: text('to').notNull(),
		subject: text('subject').notNull(),
		text: text('text').notNull(),
		html: text('html').notNull(),
		kind: text('kind').notNull(),
		/** Documents attached, rendered when sent: `[{ type: 'tax-receipt', receiptId }]`. */
		attachments: text('attachments', { mode: 'json' }).$type<MailAttachmentRef[]>(),
		/** Extra headers: `Reply-To`, and `List-Unsubscribe` with its one-click POST on bulk mail (ADR 032). */
		headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
		status: text('status', { enum: ['queued', 'sent', 'failed', 'stored'] })
			.notNull()
			.default('queued'),
		error: text('error'),
		/** Sending attempts so far; a failed attempt is retried at nextAttemptAt (backoff) until the cap. */
		attempts: integer('attempts').notNull().default(0),
		nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }),
		sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
		...timestamps,
	},
	(t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt), index('mail_outbox_status_idx').on(t.status)],
)

/** Payment provider notifications: stored first, processed after (webhooks are hints). */
export const providerEvents = sqliteTable(
	'provider_events',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		eventType: text('event_type').notNull(),
		resourceId: text('resource_id').notNull(),
		occurredAt: integer('occurred_at', { mode: 'timestamp_ms' }).notNull(),
		receivedAt: integer('received_at', { mode: 'timestamp_ms' }).notNull(),
		processedAt: integer('processed_at', { mode: 'timestamp_ms' }),
		attempts: integer('attempts').notNull().default(0),
		error: text('error'),
	},
	(t) => [
		uniqueIndex('provider_events_unique').on(t.eventType, t.resourceId, t.occurredAt),
		index('provider_events_pending_idx').on(t.processedAt),
	],
)

/** Fixed-window counters for rate limits that must survive restarts (login, reset, share…). */
export const rateLimits = sqliteTable('rate_limits', {
	key: text('key').primaryKey(),
	windowStart: integer('window_start', { mode: 'timestamp_ms' }).notNull(),
	count: integer('count').notNull().default(0),
	...timestamps,
})

/**
 * Short claims shared by the server's processes (issue 29, several workers on one file): the background jobs'
 * leader (`jobs`, renewed every few seconds) and the sends that must not run twice at once (a charity's KYC
 * document). A claim whose time passed is free: a process that died leaves nothing held for long.
 */
export const leases = sqliteTable('leases', {
	name: text('name').primaryKey(),
	holder: text('holder').notNull(),
	expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
})
