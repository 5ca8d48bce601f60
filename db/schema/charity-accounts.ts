import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './accounts.ts'
import { charities } from './catalogue.ts'

/**
 * Accounts beyond donors and organisers (ADR 026): the platform's operators and the members of partner
 * charities. Both are ordinary `users` rows (a person signs in with an e-mail and a password); what they may
 * do comes from these tables, never from `users.role`, which keeps meaning individual or company.
 */

/** A platform administrator ("opérateur"): created or promoted by `npm run admin:create -- EMAIL`. */
export const operators = sqliteTable('operators', {
	userId: integer('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	createdAt: integer('created_at', { mode: 'timestamp_ms' })
		.notNull()
		.$defaultFn(() => new Date()),
})

/** A person acting for a charity (/association-espace): one row per (user, charity), made on acceptance. */
export const charityMembers = sqliteTable(
	'charity_members',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id, { onDelete: 'cascade' }),
		userId: integer('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		invitedAt: integer('invited_at', { mode: 'timestamp_ms' }).notNull(),
		acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
	},
	(t) => [
		uniqueIndex('charity_members_pair_unique').on(t.userId, t.charityId),
		index('charity_members_charity_idx').on(t.charityId),
	],
)

/**
 * An operator's invitation of an e-mail address to join a charity: the link carries a random token, the row
 * only its hash (as `verifications`); single use, valid 7 days; a new invitation of the same address to the
 * same charity voids the previous link.
 */
export const charityInvitations = sqliteTable(
	'charity_invitations',
	{
		id: integer('id').primaryKey({ autoIncrement: true }),
		charityId: integer('charity_id')
			.notNull()
			.references(() => charities.id, { onDelete: 'cascade' }),
		email: text('email').notNull(),
		tokenHash: text('token_hash').notNull(),
		invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
		expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
		usedAt: integer('used_at', { mode: 'timestamp_ms' }),
		createdAt: integer('created_at', { mode: 'timestamp_ms' })
			.notNull()
			.$defaultFn(() => new Date()),
	},
	(t) => [
		uniqueIndex('charity_invitations_token_unique').on(t.tokenHash),
		index('charity_invitations_email_idx').on(t.charityId, t.email),
	],
)
