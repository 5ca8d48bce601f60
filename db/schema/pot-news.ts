import { sql } from 'drizzle-orm'
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { charities } from './catalogue.ts'
import { timestamps } from './columns.ts'
import { pots } from './pots.ts'

// The pot's news (« Actualités », issue 27): what the organiser (or, once paid out, the charity) tells donors.
export const POT_NEWS_AUDIENCES = ['donors', 'none'] as const
export type PotNewsAudience = (typeof POT_NEWS_AUDIENCES)[number]

/**
 * One news item of a pot. Written by the organiser, or after the payout by a member of the charity (then
 * `charity_id` is set and the item is shown as the charity's). The body is sanitised HTML. `email_sent_at` and
 * `email_count` record the one mailing it caused (none when the audience is 'none'): the 24 h limit per pot
 * reads them, and an edit never sends again.
 */
export const potNews = sqliteTable(
	'pot_news',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		potId: integer('pot_id')
			.notNull()
			.references(() => pots.id),
		authorId: integer('author_id')
			.notNull()
			.references(() => users.id),
		charityId: integer('charity_id').references(() => charities.id),
		bodyHtml: text('body_html').notNull(),
		imagePath: text('image_path'),
		audience: text('audience', { enum: POT_NEWS_AUDIENCES }).notNull(),
		editedAt: integer('edited_at', { mode: 'timestamp_ms' }),
		emailSentAt: integer('email_sent_at', { mode: 'timestamp_ms' }),
		emailCount: integer('email_count').notNull().default(0),
		...timestamps,
	},
	(t) => [
		index('pot_news_pot_idx').on(t.potId, t.createdAt),
		index('pot_news_pot_email_idx').on(t.potId, t.emailSentAt),
		// The pot page's version trigger on charities finds the pots whose news a charity signed (drizzle/0032).
		index('pot_news_charity_idx').on(t.charityId),
		check('pot_news_email_count_check', sql`${t.emailCount} >= 0`),
	],
)

/** An address (lower-cased) that asked for no more news e-mails of one pot. */
export const potNewsOptOuts = sqliteTable(
	'pot_news_opt_outs',
	{
		potId: integer('pot_id')
			.notNull()
			.references(() => pots.id),
		email: text('email').notNull(),
		createdAt: integer('created_at', { mode: 'timestamp_ms' })
			.notNull()
			.$defaultFn(() => new Date()),
	},
	(t) => [primaryKey({ columns: [t.potId, t.email] })],
)
