import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { charities } from './catalogue.ts'
import { providerKey, timestamps } from './columns.ts'
import { donations } from './donations.ts'
import { pots } from './pots.ts'

/** Payouts of closed pots to their charities (ADR 027). Money in integer cents. */

export const PAYOUT_STATUSES = ['CREATED', 'SUCCEEDED', 'FAILED'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]
export const PAYOUT_BANK_ACCOUNT_STATUSES = ['PENDING', 'ACTIVE', 'REPLACED', 'FAILED'] as const
/** The payee name check's results (app/lib/payments/payee-check.ts PAYEE_CHECKS). */
export const PAYEE_CHECK_RESULTS = ['MATCH', 'CLOSE_MATCH', 'NO_MATCH', 'MATCH_NOT_POSSIBLE'] as const
export const CHARITY_DEBT_STATUSES = ['OPEN', 'OFFSET', 'CANCELLED'] as const

/**
 * A charity's bank account for payouts, registered at the provider as a Recipient (its id). Only the masked
 * IBAN and its last four characters are kept. One ACTIVE account per charity; a new one REPLACES it.
 */
export const payoutBankAccounts = sqliteTable(
	'payout_bank_accounts',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id),
		providerRecipientId: text('provider_recipient_id'),
		/** Idempotency keys and provider tags are built from it, never from the id (ADR 030). */
		providerKey: providerKey(),
		holderName: text('holder_name').notNull(),
		ibanMasked: text('iban_masked').notNull(),
		ibanLast4: text('iban_last4').notNull(),
		bic: text('bic'),
		status: text('status', { enum: PAYOUT_BANK_ACCOUNT_STATUSES }).notNull().default('PENDING'),
		failureReason: text('failure_reason'),
		/**
		 * The bank's payee name check (Verification of Payee) when the Recipient was made: MATCH, CLOSE_MATCH,
		 * NO_MATCH or MATCH_NOT_POSSIBLE; null when none was made (before the checks, or outside SEPA).
		 */
		vopCheck: text('vop_check', { enum: PAYEE_CHECK_RESULTS }),
		vopMessage: text('vop_message'),
		/** On a CLOSE_MATCH: the name the bank holds, offered to the member. */
		vopSuggestedName: text('vop_suggested_name'),
		vopId: text('vop_id'),
		...timestamps,
	},
	(t) => [
		index('payout_bank_accounts_charity_idx').on(t.charityId, t.status),
		uniqueIndex('payout_bank_accounts_recipient_unique').on(t.providerRecipientId),
		uniqueIndex('payout_bank_accounts_provider_key_unique').on(t.providerKey),
		uniqueIndex('payout_bank_accounts_active_unique')
			.on(t.charityId)
			.where(sql`${t.status} = 'ACTIVE'`),
	],
)

/**
 * One payout attempt of a pot's wallet: the row is written before the provider is called, with its random
 * idempotency key (`payout-<24 random [a-z0-9]>`, ADR 030; older rows keep `donnons-payout-<pot>-<n>`). At
 * most one CREATED attempt per pot; a FAILED one is followed by a new row.
 */
export const payouts = sqliteTable(
	'payouts',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		potId: integer('pot_id')
			.notNull()
			.references(() => pots.id),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id),
		bankAccountId: integer('bank_account_id')
			.notNull()
			.references(() => payoutBankAccounts.id),
		/** Debited from the wallet (DebitedFunds); the charity receives amount − fee. */
		amountCents: integer('amount_cents').notNull(),
		feeCents: integer('fee_cents').notNull().default(0),
		/** The fee setting applied (`none`, `percent:2.5`, `plan`), frozen for the statement. */
		feeRule: text('fee_rule').notNull().default('none'),
		status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('CREATED'),
		idempotencyKey: text('idempotency_key').notNull(),
		providerPayoutId: text('provider_payout_id'),
		resultCode: text('result_code'),
		failureReason: text('failure_reason'),
		succeededAt: integer('succeeded_at', { mode: 'timestamp_ms' }),
		failedAt: integer('failed_at', { mode: 'timestamp_ms' }),
		...timestamps,
	},
	(t) => [
		index('payouts_pot_idx').on(t.potId, t.status),
		index('payouts_status_idx').on(t.status, t.createdAt),
		uniqueIndex('payouts_key_unique').on(t.idempotencyKey),
		uniqueIndex('payouts_provider_unique').on(t.providerPayoutId),
		uniqueIndex('payouts_pot_in_flight_unique')
			.on(t.potId)
			.where(sql`${t.status} = 'CREATED'`),
		check(
			'payouts_amounts_check',
			sql`${t.amountCents} > 0 and ${t.feeCents} >= 0 and ${t.feeCents} < ${t.amountCents}`,
		),
	],
)

/** The donations a payout carried (their amounts when it was made): the statement's lines. */
export const payoutItems = sqliteTable(
	'payout_items',
	{
		payoutId: integer('payout_id')
			.notNull()
			.references(() => payouts.id),
		donationId: integer('donation_id')
			.notNull()
			.references(() => donations.id),
		amountCents: integer('amount_cents').notNull(),
	},
	(t) => [
		uniqueIndex('payout_items_unique').on(t.payoutId, t.donationId),
		index('payout_items_donation_idx').on(t.donationId),
	],
)

/**
 * Money that came back (refund, charge-back, late failure) after the charity was paid: the charity owes it.
 * OFFSET when a later payout of the pot covered it, CANCELLED when the payout that carried it failed.
 */
export const charityDebts = sqliteTable(
	'charity_debts',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id),
		potId: integer('pot_id')
			.notNull()
			.references(() => pots.id),
		donationId: integer('donation_id')
			.notNull()
			.references(() => donations.id),
		/** The payout that had carried the donation. */
		payoutId: integer('payout_id')
			.notNull()
			.references(() => payouts.id),
		amountCents: integer('amount_cents').notNull(),
		/** REFUND, CHARGEBACK or LATE_FAILURE (the donation's reversal). */
		kind: text('kind').notNull(),
		status: text('status', { enum: CHARITY_DEBT_STATUSES }).notNull().default('OPEN'),
		offsetPayoutId: integer('offset_payout_id').references(() => payouts.id),
		...timestamps,
	},
	(t) => [
		uniqueIndex('charity_debts_donation_unique').on(t.donationId),
		index('charity_debts_status_idx').on(t.status, t.potId),
		check('charity_debts_amount_check', sql`${t.amountCents} > 0`),
	],
)
