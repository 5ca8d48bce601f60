import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { charities, eventTypes } from './catalogue.ts'
import { cents, providerKey, timestamps } from './columns.ts'

// The pot aggregate: a pot, the invitations sent from it, the totals check's findings.
export const POT_TYPES = { private: 0, company: 1 } as const

/**
 * A fundraising pot (docs/requirements.md#spec-2-3, docs/requirements.md#spec-3-3). Totals are denormalised counters kept in step with
 * succeeded donations inside the same transaction as every donation status change.
 */
export const pots = sqliteTable(
	'pots',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		name: text('name').notNull(),
		descriptionHtml: text('description_html').notNull(),
		closingDate: integer('closing_date', { mode: 'timestamp_ms' }).notNull(),
		color: text('color').notNull().default('#e7348f'),
		isLocked: integer('is_locked', { mode: 'boolean' }).notNull().default(false),
		potType: integer('pot_type').notNull().default(0),
		bannerPath: text('banner_path'),
		isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
		eventTypeId: integer('event_type_id')
			.notNull()
			.references(() => eventTypes.id),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id),
		creatorId: integer('creator_id')
			.notNull()
			.references(() => users.id),
		donationsTotalCents: cents('donations_total_cents'),
		donationsCount: integer('donations_count').notNull().default(0),
		donatorsCount: integer('donators_count').notNull().default(0),
		/** The organiser's optional goal, in cents (issue 27; rules in app/lib/pots/goal.ts). Null: no goal. */
		goalCents: integer('goal_cents'),
		providerWalletId: text('provider_wallet_id'),
		/** Idempotency keys and provider tags are built from it, never from the id (ADR 030). */
		providerKey: providerKey(),
		/** Set by an operator (a pot reported as abusive, ADR 026): its page says so and it takes no gift. */
		suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
		suspendedReason: text('suspended_reason'),
		/**
		 * Bumped by SQLite triggers on every write to what the pot page shows (drizzle/0032_pot_page_version.sql,
		 * docs/decisions/058-pot-page-data-per-version.md): the key of the page data each worker keeps (app/pots/pot-page-data.server.ts).
		 */
		pageVersion: integer('page_version').notNull().default(0),
		...timestamps,
	},
	(t) => [
		index('pots_creator_idx').on(t.creatorId),
		index('pots_charity_idx').on(t.charityId),
		uniqueIndex('pots_provider_key_unique').on(t.providerKey),
		check('pots_type_check', sql`${t.potType} in (0, 1)`),
		check(
			'pots_totals_check',
			sql`${t.donationsTotalCents} >= 0 and ${t.donationsCount} >= 0 and ${t.donatorsCount} >= 0`,
		),
	],
)

/**
 * The e-mail invitations sent from a pot's share form (docs/requirements.md#spec-3-7): who invited whom, so the organiser sees
 * the guest list of the invitations they sent. A visitor's invitation (open pot, not signed in) has no inviter.
 */
export const potInvitations = sqliteTable(
	'pot_invitations',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		potId: integer('pot_id')
			.notNull()
			.references(() => pots.id),
		inviterId: integer('inviter_id').references(() => users.id, { onDelete: 'set null' }),
		email: text('email').notNull(),
		sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
		/** When the guest declined with the link of the invitation (ADR 032); the organiser's list shows it. */
		declinedAt: integer('declined_at', { mode: 'timestamp_ms' }),
	},
	(t) => [index('pot_invitations_pot_idx').on(t.potId, t.inviterId)],
)

/**
 * Addresses that asked, with the link of an invitation, to receive no more invitations to pots (ADR 032): a
 * share skips them. Kept lower-cased; the address alone, nothing about who invited it.
 */
export const invitationOptOuts = sqliteTable('invitation_opt_outs', {
	email: text('email').primaryKey(),
	createdAt: integer('created_at', { mode: 'timestamp_ms' })
		.notNull()
		.$defaultFn(() => new Date()),
})

/**
 * A pot whose stored totals disagreed with a full recount of its succeeded donations (ADR 018): found by the
 * periodic totals check, logged, corrected, and kept here for the operator's reconciliation view.
 */
export const potTotalsDiscrepancies = sqliteTable(
	'pot_totals_discrepancies',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		potId: integer('pot_id')
			.notNull()
			.references(() => pots.id),
		storedTotalCents: integer('stored_total_cents').notNull(),
		recountedTotalCents: integer('recounted_total_cents').notNull(),
		storedCount: integer('stored_count').notNull(),
		recountedCount: integer('recounted_count').notNull(),
		storedDonators: integer('stored_donators').notNull(),
		recountedDonators: integer('recounted_donators').notNull(),
		/** What the check did: the stored totals were set to the recount. */
		action: text('action', { enum: ['CORRECTED'] }).notNull(),
		detectedAt: integer('detected_at', { mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('pot_totals_discrepancies_pot_idx').on(t.potId, t.detectedAt)],
)
