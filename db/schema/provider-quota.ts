import { integer, sqliteTable } from 'drizzle-orm/sqlite-core'

/**
 * The payment provider's call budget (app/payments/quota.server.ts): one row per quota window, shared by every
 * server process on this database, kept in step with the provider's rate-limit headers.
 */
export const providerQuota = sqliteTable('provider_quota', {
	/** The window's length: 900, 1800, 3600, 86 400 with Mangopay's defaults. */
	seconds: integer('seconds').primaryKey(),
	limit: integer('limit').notNull(),
	used: integer('used').notNull(),
	/** When the window starts again, empty (ms). */
	resetAt: integer('reset_at').notNull(),
})
