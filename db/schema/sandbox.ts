import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * The sandbox payment simulator's own bank (app/payments/sandbox/): a stand-in for Mangopay persisted in its
 * own SQLite file, `DATA_DIR/sandbox.db` (ADR 012), apart from the product's schema (./index.ts does not
 * export it; migrations in drizzle-sandbox/, from drizzle.sandbox.config.ts). Nothing else reads these
 * tables. Ids are Mangopay-like strings; money is integer cents; every instant is epoch milliseconds on the
 * simulator's clock (real time plus `sim_state.clock_offset_ms`).
 */

/** One row (id 1): the simulated clock offset and the id sequence. */
export const simState = sqliteTable('sim_state', {
	id: integer().primaryKey(),
	clockOffsetMs: integer().notNull().default(0),
	nextId: integer().notNull().default(200_000_000),
})

export const simUsers = sqliteTable('sim_users', {
	id: text().primaryKey(),
	personType: text({ enum: ['NATURAL', 'LEGAL'] }).notNull(),
	category: text({ enum: ['PAYER', 'OWNER'] }).notNull(),
	legalPersonType: text({ enum: ['BUSINESS', 'ORGANIZATION', 'SOLETRADER'] }),
	/** The natural user's first name, or the legal representative's: drives the mandate mocks. */
	firstName: text().notNull(),
	lastName: text().notNull(),
	name: text(),
	email: text().notNull(),
	kycLevel: text({ enum: ['LIGHT', 'REGULAR'] })
		.notNull()
		.default('LIGHT'),
	status: text().notNull().default('ACTIVE'),
	termsAccepted: integer({ mode: 'boolean' }).notNull().default(false),
	tag: text(),
	createdAt: integer().notNull(),
})

export const simWallets = sqliteTable(
	'sim_wallets',
	{
		id: text().primaryKey(),
		ownerId: text().notNull(),
		currency: text().notNull().default('EUR'),
		description: text().notNull(),
		balance: integer().notNull().default(0),
		tag: text(),
		createdAt: integer().notNull(),
	},
	(t) => [index('sim_wallets_owner_idx').on(t.ownerId)],
)

export const simCardRegistrations = sqliteTable('sim_card_registrations', {
	id: text().primaryKey(),
	userId: text().notNull(),
	currency: text().notNull(),
	cardType: text().notNull(),
	accessKey: text().notNull(),
	preregistrationData: text().notNull(),
	/** The token the tokenisation endpoint answered (`data=<token>`), and the card it stands for. */
	token: text(),
	pendingAlias: text(),
	pendingExpiry: text(),
	pendingBehaviour: text({ enum: ['FRICTIONLESS', 'CHALLENGE'] }),
	registrationData: text(),
	status: text({ enum: ['CREATED', 'VALIDATED', 'ERROR'] })
		.notNull()
		.default('CREATED'),
	cardId: text(),
	resultCode: text(),
	resultMessage: text(),
	createdAt: integer().notNull(),
})

export const simCards = sqliteTable('sim_cards', {
	id: text().primaryKey(),
	userId: text().notNull(),
	/** Masked number, e.g. 497010XXXXXX1119. */
	alias: text().notNull(),
	expirationDate: text().notNull(),
	cardType: text().notNull(),
	/** Sandbox behaviour of the test number: FRICTIONLESS or CHALLENGE. */
	behaviour: text({ enum: ['FRICTIONLESS', 'CHALLENGE'] }).notNull(),
	active: integer({ mode: 'boolean' }).notNull().default(true),
	validity: text().notNull().default('UNKNOWN'),
	createdAt: integer().notNull(),
})

export const simPayIns = sqliteTable(
	'sim_pay_ins',
	{
		id: text().primaryKey(),
		paymentType: text({ enum: ['CARD', 'DIRECT_DEBIT', 'BANK_WIRE'] }).notNull(),
		executionType: text({ enum: ['DIRECT', 'WEB'] }).notNull(),
		status: text({ enum: ['CREATED', 'SUCCEEDED', 'FAILED'] }).notNull(),
		resultCode: text(),
		resultMessage: text(),
		authorId: text().notNull(),
		creditedWalletId: text().notNull(),
		debitedAmount: integer().notNull(),
		feesAmount: integer().notNull(),
		currency: text().notNull().default('EUR'),
		cardId: text(),
		mandateId: text(),
		secureMode: text(),
		secureModeNeeded: integer({ mode: 'boolean' }).notNull().default(false),
		/** Opaque token of the browser page (3-D Secure challenge or hosted card page). */
		redirectToken: text(),
		returnUrl: text(),
		wireReference: text(),
		chargeDate: integer(),
		/** Fickle mandates: when the late failure (repudiation) happens. */
		lateFailureAt: integer(),
		statementDescriptor: text(),
		tag: text(),
		createdAt: integer().notNull(),
		executedAt: integer(),
	},
	(t) => [
		index('sim_pay_ins_status_idx').on(t.status, t.paymentType),
		uniqueIndex('sim_pay_ins_token_idx').on(t.redirectToken),
		uniqueIndex('sim_pay_ins_wire_idx').on(t.wireReference),
	],
)

export const simBankAccounts = sqliteTable('sim_bank_accounts', {
	id: text().primaryKey(),
	userId: text().notNull(),
	ownerName: text().notNull(),
	ownerAddress: text({ mode: 'json' }).$type<Record<string, string | undefined>>().notNull(),
	/** The simulated bank may keep the full IBAN; pages only ever show the masked one. */
	iban: text().notNull(),
	ibanMasked: text().notNull(),
	bic: text(),
	active: integer({ mode: 'boolean' }).notNull().default(true),
	tag: text(),
	createdAt: integer().notNull(),
})

export const simMandates = sqliteTable(
	'sim_mandates',
	{
		id: text().primaryKey(),
		bankAccountId: text().notNull(),
		userId: text().notNull(),
		status: text({ enum: ['CREATED', 'SUBMITTED', 'ACTIVE', 'FAILED', 'EXPIRED'] }).notNull(),
		culture: text().notNull(),
		returnUrl: text().notNull(),
		redirectToken: text().notNull(),
		bankReference: text().notNull(),
		scheme: text(),
		resultCode: text(),
		resultMessage: text(),
		tag: text(),
		createdAt: integer().notNull(),
	},
	(t) => [
		uniqueIndex('sim_mandates_token_idx').on(t.redirectToken),
		index('sim_mandates_status_idx').on(t.status),
	],
)

export const simTransfers = sqliteTable('sim_transfers', {
	id: text().primaryKey(),
	authorId: text().notNull(),
	debitedWalletId: text().notNull(),
	creditedWalletId: text().notNull(),
	debitedAmount: integer().notNull(),
	feesAmount: integer().notNull(),
	status: text({ enum: ['CREATED', 'SUCCEEDED', 'FAILED'] }).notNull(),
	resultCode: text(),
	resultMessage: text(),
	tag: text(),
	createdAt: integer().notNull(),
	executedAt: integer(),
})

export const simRecipients = sqliteTable('sim_recipients', {
	id: text().primaryKey(),
	userId: text().notNull(),
	ownerName: text().notNull(),
	iban: text().notNull(),
	ibanMasked: text().notNull(),
	bic: text(),
	address: text({ mode: 'json' }).$type<Record<string, string | undefined>>().notNull(),
	status: text().notNull(),
	/** The payee name check made at creation (RecipientVerificationOfPayee): its id, result and message. */
	vopId: text(),
	vopCheck: text(),
	vopMessage: text(),
	createdAt: integer().notNull(),
})

export const simPayouts = sqliteTable('sim_payouts', {
	id: text().primaryKey(),
	authorId: text().notNull(),
	debitedWalletId: text().notNull(),
	recipientId: text().notNull(),
	debitedAmount: integer().notNull(),
	feesAmount: integer().notNull(),
	bankWireRef: text(),
	status: text({ enum: ['CREATED', 'SUCCEEDED', 'FAILED'] }).notNull(),
	resultCode: text(),
	resultMessage: text(),
	createdAt: integer().notNull(),
	executedAt: integer(),
})

/** Pay-in refunds and repudiations (late failures of direct debits). */
export const simRefunds = sqliteTable('sim_refunds', {
	id: text().primaryKey(),
	nature: text({ enum: ['REFUND', 'REPUDIATION'] }).notNull(),
	payInId: text().notNull(),
	debitedWalletId: text().notNull(),
	amount: integer().notNull(),
	status: text({ enum: ['CREATED', 'SUCCEEDED', 'FAILED'] }).notNull(),
	resultCode: text(),
	resultMessage: text(),
	tag: text(),
	createdAt: integer().notNull(),
	executedAt: integer(),
})

/**
 * Charge-backs and late direct-debit failures (Mangopay's Dispute). One that takes money has its
 * repudiation in sim_refunds (nature REPUDIATION); a late failure is NOT_CONTESTABLE and closed at once.
 */
export const simDisputes = sqliteTable(
	'sim_disputes',
	{
		id: text().primaryKey(),
		payInId: text().notNull(),
		repudiationId: text(),
		disputeType: text({ enum: ['CONTESTABLE', 'NOT_CONTESTABLE', 'RETRIEVAL'] }).notNull(),
		reasonType: text().notNull(),
		reasonMessage: text(),
		status: text({
			enum: [
				'CREATED',
				'PENDING_CLIENT_ACTION',
				'SUBMITTED',
				'PENDING_BANK_ACTION',
				'REOPENED_PENDING_CLIENT_ACTION',
				'CLOSED',
			],
		}).notNull(),
		disputedAmount: integer().notNull(),
		resultCode: text(),
		resultMessage: text(),
		contestDeadline: integer(),
		createdAt: integer().notNull(),
		closedAt: integer(),
	},
	(t) => [index('sim_disputes_pay_in_idx').on(t.payInId)],
)

export const simKycDocuments = sqliteTable('sim_kyc_documents', {
	id: text().primaryKey(),
	userId: text().notNull(),
	type: text().notNull(),
	status: text({ enum: ['CREATED', 'VALIDATION_ASKED', 'VALIDATED', 'REFUSED', 'OUT_OF_DATE'] }).notNull(),
	tag: text(),
	/** Pages are counted, never stored. */
	pageCount: integer().notNull().default(0),
	refusedReasonType: text(),
	refusedReasonMessage: text(),
	createdAt: integer().notNull(),
	submittedAt: integer(),
	processedAt: integer(),
})

/** Idempotency-Key records: a reused key within 24 h is refused (409), whatever the first answer was. */
export const simIdempotency = sqliteTable('sim_idempotency', {
	key: text().primaryKey(),
	operation: text().notNull(),
	statusCode: integer().notNull(),
	resource: text({ mode: 'json' }).$type<unknown>(),
	createdAt: integer().notNull(),
})

export const simEvents = sqliteTable(
	'sim_events',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		eventType: text().notNull(),
		resourceId: text().notNull(),
		/** Unix seconds, as Mangopay's `Date`. */
		date: integer().notNull(),
		delivered: integer({ mode: 'boolean' }).notNull().default(false),
		attempts: integer().notNull().default(0),
		deliveredAt: integer(),
	},
	(t) => [index('sim_events_date_idx').on(t.date), index('sim_events_pending_idx').on(t.delivered)],
)

/** Faults to inject into the next call of an operation (tests and the demo controls). */
export const simFaults = sqliteTable('sim_faults', {
	id: integer().primaryKey({ autoIncrement: true }),
	operation: text().notNull(),
	kind: text({ enum: ['timeout_after_commit', 'http_500', 'http_429'] }).notNull(),
	createdAt: integer().notNull(),
})

/** The simulator's call quota (Mangopay's rate limits, SANDBOX_RATE_LIMITS): one row per window. */
export const simQuota = sqliteTable('sim_quota', {
	seconds: integer().primaryKey(),
	limit: integer().notNull(),
	used: integer().notNull(),
	/** When the window starts again, empty (real time, ms: the simulator's clock controls do not move it). */
	resetAt: integer().notNull(),
})
