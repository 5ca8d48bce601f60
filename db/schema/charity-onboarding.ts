import { randomBytes } from 'node:crypto'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { charities } from './catalogue.ts'
import { providerKey, timestamps } from './columns.ts'

/**
 * A partner charity's onboarding (ADR 028), kept apart from the catalogue's `charities` row: that row already
 * holds what a tax receipt prints (legal id, legal category, decree date, head office address);
 * this one holds what the payment provider needs besides, and which steps are done. A step's `…CompletedAt`
 * is set only when every field of the step was saved valid, so leaving and coming back keeps the state.
 */

/** The legal forms of a charity (labels in app/lib/charity-space/charity-onboarding.ts). */
export const CHARITY_LEGAL_FORMS = [
	'ASSOCIATION_1901',
	'ASSOCIATION_LOCAL_LAW',
	'RECOGNISED_FOUNDATION',
	'CORPORATE_FOUNDATION',
	'ENDOWMENT_FUND',
	'OTHER',
] as const
export type CharityLegalForm = (typeof CHARITY_LEGAL_FORMS)[number]

/**
 * The KYC documents of a legal user of type ORGANIZATION (docs/provider.md#ref-1e): the first three
 * are required; the shareholder declaration only when the provider asks for it.
 */
export const CHARITY_KYC_TYPES = [
	'REGISTRATION_PROOF',
	'ARTICLES_OF_ASSOCIATION',
	'IDENTITY_PROOF',
	'SHAREHOLDER_DECLARATION',
] as const
export type CharityKycType = (typeof CHARITY_KYC_TYPES)[number]

export const charityOnboardings = sqliteTable('charity_onboardings', {
	charityId: integer('charity_id')
		.primaryKey()
		.references(() => charities.id, { onDelete: 'cascade' }),
	/** The name registered at the prefecture or the INSEE, which may differ from the public name. */
	legalName: text('legal_name'),
	legalForm: text('legal_form', { enum: CHARITY_LEGAL_FORMS }),
	/** The head office's country (street, post code and town are `charities.address_line_1`, `post_code`, `city`). */
	headOfficeCountryIso: text('head_office_country_iso').notNull().default('FR'),
	identityCompletedAt: integer('identity_completed_at', { mode: 'timestamp_ms' }),
	/**
	 * What the tax receipts print (head office address, legal category, decree date) as the members last sent
	 * it, waiting for an operator's approval (ADR 033): JSON of `PendingLegal`, null when nothing waits.
	 * The receipts read `charities`, which only an approval writes.
	 */
	pendingLegalJson: text('pending_legal_json'),
	legalSubmittedAt: integer('legal_submitted_at', { mode: 'timestamp_ms' }),
	/** The operator's reason when the last change was refused (shown to the members). */
	legalRejectionReason: text('legal_rejection_reason'),
	repFirstName: text('rep_first_name'),
	repLastName: text('rep_last_name'),
	/** yyyy-MM-dd. */
	repBirthDate: text('rep_birth_date'),
	repNationalityIso: text('rep_nationality_iso'),
	repAddressLine1: text('rep_address_line_1'),
	repPostCode: text('rep_post_code'),
	repCity: text('rep_city'),
	repCountryIso: text('rep_country_iso'),
	representativeCompletedAt: integer('representative_completed_at', { mode: 'timestamp_ms' }),
	/** When the provider's legal user last received these details (null: still the placeholder, or stale). */
	providerSyncedAt: integer('provider_synced_at', { mode: 'timestamp_ms' }),
	/**
	 * A random value made with the row: the idempotency key of the creation of the charity's legal user at the
	 * provider (never the charity's id, which a restored backup could give to another charity).
	 */
	providerUserKey: text('provider_user_key').$defaultFn(
		() => `charity-user-${randomBytes(10).toString('hex')}`,
	),
	...timestamps,
})

/**
 * One KYC document of a charity at the provider: the row is written before the provider's document is
 * created (its id makes the idempotency key), then carries the provider's id and status. A refused document
 * stays as history; a new upload makes a new row. The files themselves are never stored.
 */
export const charityKycDocuments = sqliteTable(
	'charity_kyc_documents',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id, { onDelete: 'cascade' }),
		type: text('type', { enum: CHARITY_KYC_TYPES }).notNull(),
		providerDocumentId: text('provider_document_id'),
		/** Idempotency keys and provider tags are built from it, never from the id (ADR 030). */
		providerKey: providerKey(),
		status: text('status', {
			enum: ['PENDING', 'CREATED', 'VALIDATION_ASKED', 'VALIDATED', 'REFUSED', 'OUT_OF_DATE'],
		})
			.notNull()
			.default('PENDING'),
		refusedReasonType: text('refused_reason_type'),
		refusedReasonMessage: text('refused_reason_message'),
		...timestamps,
	},
	(t) => [
		index('charity_kyc_documents_charity_idx').on(t.charityId, t.type),
		uniqueIndex('charity_kyc_documents_provider_key_unique').on(t.providerKey),
	],
)
