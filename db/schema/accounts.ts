import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { providerKey, timestamps } from './columns.ts'

const USER_ROLES = ['private', 'enterprise'] as const
const GENDERS = ['female', 'male'] as const
const KYC_LEVELS = ['LIGHT', 'REGULAR'] as const

/** A person or a company account (docs/requirements.md#spec-1-3 User). */
export const users = sqliteTable(
	'users',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		email: text('email').notNull(),
		passwordHash: text('password_hash'),
		role: text('role', { enum: USER_ROLES }).notNull(),
		isManager: integer('is_manager', { mode: 'boolean' }).notNull().default(false),
		gender: text('gender', { enum: GENDERS }),
		firstName: text('first_name').notNull(),
		lastName: text('last_name').notNull(),
		phone: text('phone'),
		birthDate: text('birth_date'), // ISO yyyy-MM-dd
		addressLine1: text('address_line_1'),
		postCode: text('post_code'),
		city: text('city'),
		countryIso: text('country_iso').notNull().default('FR'),
		socialProvider: text('social_provider'),
		socialId: text('social_id'),
		providerUserId: text('provider_user_id'),
		/** Idempotency keys and provider tags are built from it, never from the id (ADR 030). */
		providerKey: providerKey(),
		providerWalletId: text('provider_wallet_id'),
		kycLevel: text('kyc_level', { enum: KYC_LEVELS }).notNull().default('LIGHT'),
		termsAcceptedAt: integer('terms_accepted_at', { mode: 'timestamp_ms' }),
		/** Set when the account was deleted (GDPR): personal fields erased, donations and receipts kept. */
		deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
		/** Set by an operator (/admin/comptes, ADR 026): the account cannot sign in and has no session. */
		suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
		...timestamps,
	},
	(t) => [
		uniqueIndex('users_email_unique').on(t.email),
		uniqueIndex('users_social_unique').on(t.socialProvider, t.socialId),
		uniqueIndex('users_provider_user_unique').on(t.providerUserId),
		uniqueIndex('users_provider_key_unique').on(t.providerKey),
	],
)

/** The company of an enterprise account and its legal representative (docs/requirements.md#spec-1-3 Company). */
export const companies = sqliteTable(
	'companies',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		siren: text('siren'),
		legalForm: text('legal_form'),
		logoPath: text('logo_path'),
		addressLine1: text('address_line_1'),
		postCode: text('post_code'),
		city: text('city'),
		countryIso: text('country_iso').notNull().default('FR'),
		repGender: text('rep_gender', { enum: ['female', 'male'] }),
		repFirstName: text('rep_first_name').notNull(),
		repLastName: text('rep_last_name').notNull(),
		repEmail: text('rep_email').notNull(),
		repBirthDate: text('rep_birth_date'),
		repNationalityIso: text('rep_nationality_iso').notNull().default('FR'),
		repAddressLine1: text('rep_address_line_1'),
		repPostCode: text('rep_post_code'),
		repCity: text('rep_city'),
		repCountryIso: text('rep_country_iso').notNull().default('FR'),
		representativeCompletedAt: integer('representative_completed_at', { mode: 'timestamp_ms' }),
		...timestamps,
	},
	(t) => [uniqueIndex('companies_user_unique').on(t.userId), index('companies_siren_idx').on(t.siren)],
)

/** Server-side sessions: the cookie holds only the id; logout deletes the row. */
export const sessions = sqliteTable(
	'sessions',
	{
		id: text('id').primaryKey(),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
		userAgent: text('user_agent'),
		...timestamps,
	},
	(t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** Single-use tokens (password reset, e-mail change): only a hash of the token is stored. */
export const verifications = sqliteTable(
	'verifications',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		type: text('type', { enum: ['reset-password', 'change-email'] }).notNull(),
		target: text('target').notNull(),
		userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
		tokenHash: text('token_hash').notNull(),
		expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
		usedAt: integer('used_at', { mode: 'timestamp_ms' }),
		createdAt: integer('created_at', { mode: 'timestamp_ms' })
			.notNull()
			.default(sql`(unixepoch() * 1000)`),
	},
	(t) => [
		uniqueIndex('verifications_token_unique').on(t.tokenHash),
		index('verifications_target_idx').on(t.type, t.target),
	],
)

export const newsletterSubscribers = sqliteTable(
	'newsletter_subscribers',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		email: text('email').notNull(),
		/** Double opt-in: set when the link sent to the address is followed; only confirmed addresses get mail. */
		confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
		unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
		...timestamps,
	},
	(t) => [uniqueIndex('newsletter_email_unique').on(t.email)],
)
