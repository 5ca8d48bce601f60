import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { charities } from './catalogue.ts'

/**
 * A change of a charity's public profile proposed by its members and reviewed by an operator (ADR 029).
 * The published profile stays in `charities` and its link tables; a draft holds the proposed values and the
 * files already uploaded for it (content-addressed paths under /uploads), as JSON, until an operator
 * approves it (applied to the charity in one transaction) or refuses it with a reason. A charity has at most
 * one draft that is not published; published drafts stay as the history of its changes.
 */
export const CHARITY_PROFILE_STATUSES = ['DRAFT', 'SUBMITTED', 'REJECTED', 'PUBLISHED'] as const
export type CharityProfileStatus = (typeof CHARITY_PROFILE_STATUSES)[number]

export const charityProfileDrafts = sqliteTable(
	'charity_profile_drafts',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id, { onDelete: 'cascade' }),
		status: text('status', { enum: CHARITY_PROFILE_STATUSES }).notNull().default('DRAFT'),
		/** The proposed texts and choices: `ProfileValues` of app/lib/charity-space/charity-profile.ts, as JSON. */
		valuesJson: text('values_json').notNull(),
		/** The proposed images and documents: `ProfileFiles` of app/lib/charity-space/charity-profile.ts, as JSON. */
		filesJson: text('files_json').notNull(),
		/** The operator's reason, shown to the members, when the change was refused. */
		rejectionReason: text('rejection_reason'),
		updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
		updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
		submittedById: integer('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
		submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
		reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
		reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
		createdAt: integer('created_at', { mode: 'timestamp_ms' })
			.notNull()
			.$defaultFn(() => new Date()),
	},
	(t) => [
		uniqueIndex('charity_profile_drafts_open_unique')
			.on(t.charityId)
			.where(sql`${t.status} <> 'PUBLISHED'`),
		index('charity_profile_drafts_status_idx').on(t.status, t.submittedAt),
	],
)
