import { sql } from 'drizzle-orm'
import { check, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { donations } from './donations.ts'
import { timestamps } from './columns.ts'
import { pots } from './pots.ts'

/**
 * A company pot's matching (« abondement », issue 28 item 5; rules in app/lib/pots/matching.ts): the company
 * that created the pot adds `ratio_percent` % of each gift made up to `until_day` (Paris, inclusive), up to
 * `ceiling_cents` in all. One per pot. `donation_id` is the company's own matching payment once claimed: the
 * donation flagged as the matching (kept here rather than on donations, which many flows write).
 */
export const potMatchings = sqliteTable(
	'pot_matchings',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		potId: integer('pot_id')
			.notNull()
			.references(() => pots.id),
		/** The company account that announced it (the pot's creator). */
		companyUserId: integer('company_user_id')
			.notNull()
			.references(() => users.id),
		ratioPercent: integer('ratio_percent').notNull(),
		ceilingCents: integer('ceiling_cents').notNull(),
		/** The last day whose gifts are matched, an ISO day in Paris time (YYYY-MM-DD). */
		untilDay: text('until_day').notNull(),
		donationId: integer('donation_id').references(() => donations.id),
		...timestamps,
	},
	(t) => [
		uniqueIndex('pot_matchings_pot_unique').on(t.potId),
		uniqueIndex('pot_matchings_donation_unique').on(t.donationId),
		check('pot_matchings_ratio_check', sql`${t.ratioPercent} between 50 and 300`),
		check('pot_matchings_ceiling_check', sql`${t.ceilingCents} >= 100`),
	],
)
