import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { settlePayIn } from '#app/donations/ledger.server.ts'
import { ensurePotWallet } from '#app/payments/parties.server.ts'
import { createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { migrateDatabase, openDatabase } from '#db/client.server.ts'
import { donations } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'

/**
 * Issue 24 item 4, the upgrade: rows written before the random provider keys keep the key their id made (an
 * attempt in flight finds its provider object again), and only such a row is found by an id-based tag.
 */

useSeededAppDatabase()
const productMigrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle')

/** The migrations folder cut before 0016_restore_safe_keys (a database of the previous version). */
function migrationsBeforeKeys() {
	const folder = path.join(process.env.DATA_DIR!, 'drizzle-before-keys')
	fs.cpSync(productMigrations, folder, { recursive: true })
	const journalFile = path.join(folder, 'meta', '_journal.json')
	const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
	const at = journal.entries.findIndex((e) => e.tag === '0016_restore_safe_keys')
	expect(at).toBeGreaterThan(0)
	journal.entries = journal.entries.slice(0, at)
	fs.writeFileSync(journalFile, JSON.stringify(journal))
	return folder
}

test('the migration gives existing rows their legacy keys, and a raw insert a random one', () => {
	const db = openDatabase(path.join(process.env.DATA_DIR!, 'keys-upgrade', 'test.db'))
	const sqlite = db.$client
	try {
		migrateDatabase(db, migrationsBeforeKeys())
		sqlite.pragma('foreign_keys = OFF')
		const now = Date.now()
		const run = (sql: string, ...args: unknown[]) => sqlite.prepare(sql).run(...args)
		run(`insert into users (id, email, role, first_name, last_name, created_at, updated_at)
			values (12, 'a@exemple.fr', 'private', 'A', 'B', ${now}, ${now})`)
		run(`insert into pots (id, name, description_html, closing_date, event_type_id, charity_id, creator_id,
			created_at, updated_at) values (7, 'P', '<p>x</p>', ${now}, 1, 3, 12, ${now}, ${now})`)
		run(`insert into donations (id, pot_id, donor_id, amount_cents, method, created_at, updated_at)
			values (42, 7, 12, 1000, 'CARD', ${now}, ${now})`)
		run(`insert into donations (id, pot_id, donor_id, amount_cents, method, subscription_id, period,
			created_at, updated_at) values (43, 7, 12, 1000, 'DIRECT_DEBIT', 5, '2026-01', ${now}, ${now})`)
		run(`insert into bank_accounts (id, user_id, owner_name, address_line_1, post_code, city, iban_masked,
			iban_fingerprint, created_at, updated_at) values (4, 12, 'A', 'x', '1', 'c', 'FR76', 'f', ${now}, ${now})`)
		run(
			`insert into mandates (id, user_id, bank_account_id, created_at, updated_at) values (9, 12, 4, ${now}, ${now})`,
		)
		run(`insert into kyc_documents (id, user_id, type, created_at, updated_at)
			values (3, 12, 'IDENTITY_PROOF', ${now}, ${now})`)
		run(`insert into payout_bank_accounts (id, charity_id, holder_name, iban_masked, iban_last4, created_at,
			updated_at) values (6, 3, 'H', 'FR76', '0143', ${now}, ${now})`)
		run(`insert into charity_kyc_documents (id, charity_id, type, created_at, updated_at)
			values (8, 3, 'REGISTRATION_PROOF', ${now}, ${now})`)

		migrateDatabase(db)
		const keyOf = (table: string, id: number) =>
			(sqlite.prepare(`select provider_key as k from ${table} where id = ?`).get(id) as { k: string }).k
		// Exactly the keys the previous version sent (idempotencyKeyOf pads the short ones as before).
		expect(keyOf('users', 12)).toBe('user-12-payer')
		expect(keyOf('pots', 7)).toBe('pot-7-wallet')
		expect(keyOf('donations', 42)).toBe('donation-42-payin')
		expect(keyOf('donations', 43)).toBe('subscription-5-2026-01')
		expect(keyOf('bank_accounts', 4)).toBe('bank-account-4')
		expect(keyOf('mandates', 9)).toBe('mandate-9')
		expect(keyOf('kyc_documents', 3)).toBe('kyc-00000003-doc')
		expect(keyOf('payout_bank_accounts', 6)).toBe('charity-bank-6')
		expect(keyOf('charity_kyc_documents', 8)).toBe('charity-kyc-8')

		// Written by raw SQL after the upgrade (a fixture, an operator): a random key each, never ''.
		for (const email of ['c@exemple.fr', 'd@exemple.fr'])
			run(
				`insert into users (email, role, first_name, last_name, created_at, updated_at)
				values (?, 'private', 'C', 'D', ${now}, ${now})`,
				email,
			)
		const fresh = sqlite
			.prepare(`select provider_key as k from users where email in ('c@exemple.fr', 'd@exemple.fr')`)
			.all() as { k: string }[]
		expect(fresh).toHaveLength(2)
		for (const { k } of fresh) expect(k).toMatch(/^[0-9a-f]{24}$/)
		expect(fresh[0]!.k).not.toBe(fresh[1]!.k)
	} finally {
		sqlite.close()
	}
})

test('a pay-in tagged `donation-<id>` is adopted by a legacy row of that id only; a new row by its key', async () => {
	const provider = createSandboxProvider()
	const potId = makePot(demoCharity('GENERATED').id).id
	const walletId = await ensurePotWallet(provider, potId)
	const donor = makeDonor('etiquette')
	const claim = (providerKey?: string) =>
		getDb()
			.insert(donations)
			.values({
				potId,
				donorId: donor.id,
				amountCents: 2_000,
				method: 'CARD',
				...(providerKey && { providerKey }),
			})
			.returning()
			.get()
	const payIn = (id: string, tag: string) => ({
		id,
		status: 'SUCCEEDED' as const,
		resultCode: '000000',
		resultMessage: 'Success',
		executedAt: Math.floor(Date.now() / 1000),
		tag,
		debited: { amount: 2_000, currency: 'EUR' as const },
		creditedWalletId: walletId,
	})
	const row = (id: number) => getDb().select().from(donations).where(eq(donations.id, id)).get()!

	// A row made after the upgrade (or after a restore) is not the `donation-<its id>` of an earlier pay-in.
	const fresh = claim()
	expect(fresh.providerKey).toMatch(/^[a-z0-9]{24}$/)
	await settlePayIn(payIn(`lost-${fresh.id}-a`, `donation-${fresh.id}`))
	expect(row(fresh.id)).toMatchObject({ status: 'CREATED', providerPayInId: null })
	// Its own tag finds it.
	await settlePayIn(payIn(`lost-${fresh.id}-b`, `donation-${fresh.providerKey}`))
	expect(row(fresh.id)).toMatchObject({ status: 'SUCCEEDED', providerPayInId: `lost-${fresh.id}-b` })

	// A row from before the upgrade keeps its id-based tag.
	const legacy = claim(`legacy-${Date.now()}`)
	getDb()
		.update(donations)
		.set({ providerKey: `donation-${legacy.id}-payin` })
		.where(eq(donations.id, legacy.id))
		.run()
	await settlePayIn(payIn(`lost-${legacy.id}`, `donation-${legacy.id}`))
	expect(row(legacy.id)).toMatchObject({ status: 'SUCCEEDED', providerPayInId: `lost-${legacy.id}` })
})
