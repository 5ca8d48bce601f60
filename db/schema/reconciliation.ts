import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * What the reconciliation (app/donations/reconcile.server.ts, app/payouts/reconcile.server.ts) found where the
 * provider and our records disagreed, and what it did about it: the operator's reconciliation view
 * (/admin/rapprochement). One row per correction or per case left to the operator; nothing is ever updated.
 */

export const RECONCILIATION_SUBJECTS = ['PAY_IN', 'WIRE', 'MANDATE', 'PAYOUT'] as const
export const RECONCILIATION_ACTIONS = [
	/** The provider's status was applied to our record (a lost webhook). */
	'APPLIED',
	/** A row without its provider id: the provider's object was found under our key and attached. */
	'ATTACHED',
	/** A row without its provider id: the provider had nothing, our record was failed. */
	'FAILED_MISSING',
	/** A payout without its provider id: the same call was sent again under the same key. */
	'RESENT',
	/** A provider event we never received (a lost webhook), found in the provider's event list and applied. */
	'EVENT_RECOVERED',
	/** Nothing safe to do automatically: an operator must look at it. */
	'LEFT_FOR_OPERATOR',
] as const

export const reconciliationFindings = sqliteTable(
	'reconciliation_findings',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		subject: text('subject', { enum: RECONCILIATION_SUBJECTS }).notNull(),
		/** Our row: a donation, a mandate or a payout id (null: the provider's object is unknown to us). */
		recordId: integer('record_id'),
		providerId: text('provider_id'),
		/** Our status before, and the provider's (null when the provider had no record). */
		ourStatus: text('our_status').notNull(),
		providerStatus: text('provider_status'),
		action: text('action', { enum: RECONCILIATION_ACTIONS }).notNull(),
		detail: text('detail'),
		detectedAt: integer('detected_at', { mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [
		index('reconciliation_findings_detected_idx').on(t.detectedAt),
		index('reconciliation_findings_subject_idx').on(t.subject, t.detectedAt),
	],
)
