import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { providerKey, timestamps } from './columns.ts'

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
		/** Idempotency keys and provider tags are built from it, never from the id (ADR 030). */
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
