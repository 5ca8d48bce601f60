import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { charities, eventTypes } from './catalogue.ts'
import { cents, providerKey, timestamps } from './columns.ts'

export const POT_TYPES = { private: 0, company: 1 } as const
const PAYMENT_STATUSES = ['CREATED', 'SUCCEEDED', 'FAILED', 'REFUNDED'] as const
/** How money counted as received came back: a refund, a card charge-back, a late direct-debit failure. */
export const DONATION_REVERSALS = ['REFUND', 'CHARGEBACK', 'LATE_FAILURE'] as const
export const RECEIPT_KINDS = ['INDIVIDUAL', 'COMPANY'] as const
const RECEIPT_STATUSES = ['ISSUED', 'CANCELLED'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PAYMENT_METHODS = ['CARD', 'DIRECT_DEBIT', 'BANK_WIRE'] as const
const SUBSCRIPTION_STATUSES = [
	'ACTIVE',
	'CLOSED',
	'CANCELED',
	'MANDATE_REFUSED',
	'MANDATE_REACTIVATED',
] as const

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
		providerWalletId: text('provider_wallet_id'),
		/** Idempotency keys and provider tags are built from it, never from the id (issue 24). */
		providerKey: providerKey(),
		/** Set by an operator (a pot reported as abusive, ADR 026): its page says so and it takes no gift. */
		suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
		suspendedReason: text('suspended_reason'),
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

/** SEPA bank accounts registered with the payment provider; only a masked IBAN is kept. */
export const bankAccounts = sqliteTable(
	'bank_accounts',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		providerBankAccountId: text('provider_bank_account_id'),
		/** Idempotency keys and provider tags are built from it, never from the id (issue 24). */
		providerKey: providerKey(),
		ownerName: text('owner_name').notNull(),
		addressLine1: text('address_line_1').notNull(),
		postCode: text('post_code').notNull(),
		city: text('city').notNull(),
		countryIso: text('country_iso').notNull().default('FR'),
		ibanMasked: text('iban_masked').notNull(),
		ibanFingerprint: text('iban_fingerprint').notNull(),
		bic: text('bic'),
		isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
		...timestamps,
	},
	(t) => [
		index('bank_accounts_user_idx').on(t.userId),
		uniqueIndex('bank_accounts_provider_unique').on(t.providerBankAccountId),
		uniqueIndex('bank_accounts_provider_key_unique').on(t.providerKey),
	],
)

export const mandates = sqliteTable(
	'mandates',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		bankAccountId: integer('bank_account_id')
			.notNull()
			.references(() => bankAccounts.id),
		providerMandateId: text('provider_mandate_id'),
		/** Idempotency keys and provider tags are built from it, never from the id (issue 24). */
		providerKey: providerKey(),
		status: text('status', { enum: ['CREATED', 'SUBMITTED', 'ACTIVE', 'FAILED', 'EXPIRED'] })
			.notNull()
			.default('CREATED'),
		mandateType: text('mandate_type'),
		bankReference: text('bank_reference'),
		documentUrl: text('document_url'),
		redirectUrl: text('redirect_url'),
		resultCode: text('result_code'),
		resultMessage: text('result_message'),
		...timestamps,
	},
	(t) => [
		index('mandates_user_idx').on(t.userId),
		uniqueIndex('mandates_provider_unique').on(t.providerMandateId),
		uniqueIndex('mandates_provider_key_unique').on(t.providerKey),
		index('mandates_status_idx').on(t.status, t.createdAt),
	],
)

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
		/** Idempotency keys and provider tags are built from it, never from the id (issue 24). */
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

/** KYC documents sent to the provider; the files themselves are never stored here. */
export const kycDocuments = sqliteTable(
	'kyc_documents',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		type: text('type', {
			enum: [
				'IDENTITY_PROOF',
				'REGISTRATION_PROOF',
				'ARTICLES_OF_ASSOCIATION',
				'SHAREHOLDER_DECLARATION',
				'ADDRESS_PROOF',
				// The legal representative's identity (docs/requirements.md#spec-1-3), sent to the provider as an IDENTITY_PROOF.
				'IDENTITY_PROOF_LEAD',
			],
		}).notNull(),
		providerDocumentId: text('provider_document_id'),
		/** Idempotency keys and provider tags are built from it, never from the id (issue 24). */
		providerKey: providerKey(),
		status: text('status', { enum: ['CREATED', 'VALIDATION_ASKED', 'VALIDATED', 'REFUSED', 'OUT_OF_DATE'] })
			.notNull()
			.default('CREATED'),
		refusedReason: text('refused_reason'),
		...timestamps,
	},
	(t) => [
		index('kyc_documents_user_idx').on(t.userId),
		uniqueIndex('kyc_documents_provider_key_unique').on(t.providerKey),
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
		/** When the guest declined with the link of the invitation (issue 26); the organiser's list shows it. */
		declinedAt: integer('declined_at', { mode: 'timestamp_ms' }),
	},
	(t) => [index('pot_invitations_pot_idx').on(t.potId, t.inviterId)],
)

/**
 * Addresses that asked, with the link of an invitation, to receive no more invitations to pots (issue 26): a
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
