import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { providerKey, timestamps } from './columns.ts'

// A member's means of paying by direct debit: the bank account and the SEPA mandate signed on it.
/** SEPA bank accounts registered with the payment provider; only a masked IBAN is kept. */
export const bankAccounts = sqliteTable(
	'bank_accounts',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		providerBankAccountId: text('provider_bank_account_id'),
		/** Idempotency keys and provider tags are built from it, never from the id (ADR 030). */
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
		/** Idempotency keys and provider tags are built from it, never from the id (ADR 030). */
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
