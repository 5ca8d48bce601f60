import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { charities } from './catalogue.ts'
import { DONATION_REVERSALS, donations } from './donations.ts'

// The tax receipt aggregate: the receipts, their per-charity numbering, the yearly statements sent.
export const RECEIPT_KINDS = ['INDIVIDUAL', 'COMPANY'] as const
const RECEIPT_STATUSES = ['ISSUED', 'CANCELLED'] as const

/**
 * French tax receipts (reçus fiscaux): a unique sequential number per charity and year, never reused.
 * `content` is everything the document prints, frozen when issued (app/lib/receipts/receipt-content.ts): the PDF is
 * always rendered from it. SQLite triggers (migration 0005) forbid deleting a receipt and changing anything
 * but ISSUED → CANCELLED with its date and reason.
 */
export const taxReceipts = sqliteTable(
	'tax_receipts',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		donationId: integer('donation_id')
			.notNull()
			.references(() => donations.id),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id),
		donorId: integer('donor_id').references(() => users.id),
		kind: text('kind', { enum: RECEIPT_KINDS }).notNull().default('INDIVIDUAL'),
		year: integer('year').notNull(),
		sequence: integer('sequence').notNull(),
		number: text('number').notNull(),
		amountCents: integer('amount_cents').notNull(),
		issuedAt: integer('issued_at', { mode: 'timestamp_ms' }).notNull(),
		content: text('content', { mode: 'json' }).$type<unknown>(),
		status: text('status', { enum: RECEIPT_STATUSES }).notNull().default('ISSUED'),
		cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
		cancelReason: text('cancel_reason', { enum: DONATION_REVERSALS }),
	},
	(t) => [
		uniqueIndex('tax_receipts_donation_unique').on(t.donationId),
		uniqueIndex('tax_receipts_sequence_unique').on(t.charityId, t.year, t.sequence),
		uniqueIndex('tax_receipts_number_unique').on(t.number),
		index('tax_receipts_donor_idx').on(t.donorId, t.year),
	],
)

/** The yearly statement e-mailed to a donor (one row per donor and year: the January job sends it once). */
export const taxStatementSends = sqliteTable(
	'tax_statement_sends',
	{
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		year: integer('year').notNull(),
		sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [uniqueIndex('tax_statement_sends_pk').on(t.userId, t.year)],
)

/** The last receipt sequence used per charity and year (so a number is never handed out twice). */
export const receiptCounters = sqliteTable(
	'receipt_counters',
	{
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id),
		year: integer('year').notNull(),
		lastSequence: integer('last_sequence').notNull().default(0),
	},
	(t) => [uniqueIndex('receipt_counters_pk').on(t.charityId, t.year)],
)
