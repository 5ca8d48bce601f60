import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { timestamps } from './columns.ts'
import { donations } from './donations.ts'
import { pots } from './pots.ts'

/**
 * A word of support left with a gift (issue 27 item 3). Written while the gift is being paid, against its
 * payment flow (`flow_id`); the donation the flow creates is attached when the flow reports it, the latest
 * attempt winning. Shown on the pot page only while that donation has succeeded and the organiser has not
 * hidden it; an operator's removal deletes the row.
 */
export const supportMessages = sqliteTable(
	'support_messages',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		potId: integer('pot_id')
			.notNull()
			.references(() => pots.id),
		flowId: text('flow_id').notNull(),
		donationId: integer('donation_id').references(() => donations.id, { onDelete: 'set null' }),
		/** Plain text, normalised by app/lib/pots/support-message.ts; rendered escaped, never as HTML. */
		body: text('body').notNull(),
		hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
		...timestamps,
	},
	(t) => [
		uniqueIndex('support_messages_flow_unique').on(t.flowId),
		uniqueIndex('support_messages_donation_unique').on(t.donationId),
		index('support_messages_pot_idx').on(t.potId, t.createdAt),
	],
)
