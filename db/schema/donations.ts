import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { mandates } from './bank-accounts.ts'
import { charities } from './catalogue.ts'
import { cents, providerKey, timestamps } from './columns.ts'
import { pots } from './pots.ts'

// The donation aggregate: one gift (card, direct debit, wire) and the monthly gift that makes one a month.
const PAYMENT_STATUSES = ['CREATED', 'SUCCEEDED', 'FAILED', 'REFUNDED'] as const
/** How money counted as received came back: a refund, a card charge-back, a late direct-debit failure. */
export const DONATION_REVERSALS = ['REFUND', 'CHARGEBACK', 'LATE_FAILURE'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_METHODS = ['CARD', 'DIRECT_DEBIT', 'BANK_WIRE'] as const
const SUBSCRIPTION_STATUSES = [
	'ACTIVE',
	'CLOSED',
	'CANCELED',
	'MANDATE_REFUSED',
	'MANDATE_REACTIVATED',
] as const

/** A monthly direct-debit donation (docs/requirements.md#spec-1-3 charity_subscription). */
export const subscriptions = sqliteTable(
	'subscriptions',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		potId: integer('pot_id')
			.notNull()
			.references(() => pots.id),
		donorId: integer('donor_id')
			.notNull()
			.references(() => users.id),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id),
		mandateId: integer('mandate_id').references(() => mandates.id),
		amountCents: integer('amount_cents').notNull(),
		tipCents: cents('tip_cents'),
		isVisible: integer('is_visible', { mode: 'boolean' }).notNull().default(true),
		isAnonymous: integer('is_anonymous', { mode: 'boolean' }).notNull().default(false),
		debitDay: integer('debit_day').notNull().default(1),
		recurrence: text('recurrence', { enum: ['MONTHLY'] })
			.notNull()
			.default('MONTHLY'),
		status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('ACTIVE'),
		lastChargedPeriod: text('last_charged_period'), // yyyy-MM of the last month charged
		/** The payment flow that created it: a double submit or a retry finds this row again. */
		attemptKey: text('attempt_key'),
		...timestamps,
	},
	(t) => [
		index('subscriptions_donor_idx').on(t.donorId),
		index('subscriptions_due_idx').on(t.status, t.debitDay),
		uniqueIndex('subscriptions_attempt_unique').on(t.attemptKey),
		check('subscriptions_debit_day_check', sql`${t.debitDay} between 1 and 31`),
		check('subscriptions_amount_check', sql`${t.amountCents} >= 100`),
	],
)

/**
 * One donation (participation). A quick donation has no donor account: the donor's identity is kept
 * on the row and no tax receipt is issued.
 */
export const donations = sqliteTable(
	'donations',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		potId: integer('pot_id')
			.notNull()
			.references(() => pots.id),
		donorId: integer('donor_id').references(() => users.id),
		isQuick: integer('is_quick', { mode: 'boolean' }).notNull().default(false),
		quickFirstName: text('quick_first_name'),
		quickLastName: text('quick_last_name'),
		quickEmail: text('quick_email'),
		quickBirthDate: text('quick_birth_date'),
		amountCents: integer('amount_cents').notNull(),
		tipCents: cents('tip_cents'), // gift_donnons: the voluntary contribution to the platform
		isVisible: integer('is_visible', { mode: 'boolean' }).notNull().default(true),
		isAnonymous: integer('is_anonymous', { mode: 'boolean' }).notNull().default(false),
		method: text('method', { enum: PAYMENT_METHODS }).notNull(),
		status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('CREATED'),
		subscriptionId: integer('subscription_id').references(() => subscriptions.id),
		mandateId: integer('mandate_id').references(() => mandates.id),
		period: text('period'), // yyyy-MM for a monthly pay-in
		providerPayInId: text('provider_pay_in_id'),
		/** Idempotency keys and provider tags are built from it, never from the id (ADR 030). */
		providerKey: providerKey(),
		wireReference: text('wire_reference'),
		/** The payment flow that created it: a double submit or a replayed return finds this row again. */
		attemptKey: text('attempt_key'),
		resultCode: text('result_code'),
		resultMessage: text('result_message'),
		succeededAt: integer('succeeded_at', { mode: 'timestamp_ms' }),
		failedAt: integer('failed_at', { mode: 'timestamp_ms' }),
		/** Set when succeeded money came back (status then FAILED or REFUNDED); the provider's object id. */
		reversal: text('reversal', { enum: DONATION_REVERSALS }),
		providerReversalId: text('provider_reversal_id'),
		reversedAt: integer('reversed_at', { mode: 'timestamp_ms' }),
		...timestamps,
	},
	(t) => [
		uniqueIndex('donations_reversal_unique').on(t.providerReversalId),
		index('donations_pot_idx').on(t.potId, t.status, t.createdAt),
		index('donations_donor_idx').on(t.donorId, t.createdAt),
		// The ledger's "is this donor already a participant of the pot?" checks (ADR 018): one index lookup each.
		index('donations_pot_donor_idx').on(t.potId, t.donorId, t.status),
		index('donations_pot_quick_email_idx').on(t.potId, sql`lower(${t.quickEmail})`, t.status),
		index('donations_status_idx').on(t.status, t.createdAt),
		uniqueIndex('donations_pay_in_unique').on(t.providerPayInId),
		uniqueIndex('donations_attempt_unique').on(t.attemptKey),
		uniqueIndex('donations_provider_key_unique').on(t.providerKey),
		uniqueIndex('donations_subscription_period_unique').on(t.subscriptionId, t.period),
		check('donations_amount_check', sql`${t.amountCents} >= 100 and ${t.tipCents} >= 0`),
		check(
			'donations_donor_check',
			sql`(${t.isQuick} = 1 and ${t.donorId} is null and ${t.quickEmail} is not null) or (${t.isQuick} = 0 and ${t.donorId} is not null)`,
		),
	],
)
