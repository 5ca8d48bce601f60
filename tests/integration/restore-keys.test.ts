import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { parisDay } from '#app/lib/dates.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { moneySummary } from '#app/payouts/money-summary.server.ts'
import { runPayouts } from '#app/payouts/payout.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { loader as confirmationLoader } from '#app/routes/participate.$id.confirmation.tsx'
import { action as paymentAction, loader as paymentLoader } from '#app/routes/participate.$id.payment.tsx'
import { action as mandatePageAction } from '#app/routes/sandbox.mandate.$token.tsx'
import { backupDatabase, restoreDatabase } from '#db/backup.server.ts'
import { databaseFile } from '#db/client.server.ts'
import { lockDataDir } from '#db/server-lock.server.ts'
import {
	charities,
	donations,
	mandates,
	payoutBankAccounts,
	payouts,
	pots,
	subscriptions,
	users,
} from '#db/schema/index.ts'
import { simPayIns, simPayouts, simRecipients } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { closedPotWith, payableCharity, provider, registerAccount } from '#tests/support/fixtures/payouts.ts'
import { BASE, cardGift as giveByCard, get, post, signedIn } from '#tests/support/route-gifts.ts'

/**
 * ADR 030's restore-safe keys: a backup restored while the provider (its own sandbox.db, or Mangopay) keeps what it saw
 * since. SQLite hands the restored database's row ids out again; every gift, mandate, payout, payer, wallet
 * and payout account made after the restore must still get its own new provider object, never the one an
 * idempotency key built from a reused row id finds at the provider.
 */

useSeededAppDatabase()
const dataDir = () => process.env.DATA_DIR!

/** A new donor, signed in. */
async function donor(label: string) {
	const user = makeDonor(label)
	return { user, jar: await signedIn(user.id) }
}

async function cardGift(potId: number, label: string) {
	const { user, jar } = await donor(label)
	const res = await giveByCard(potId, jar)
	expect(res.location).toBe(`/participate/${potId}/confirmation`)
	return user.id
}

async function wireGift(potId: number, label: string) {
	const { user, jar } = await donor(label)
	const here = `/participate/${potId}/payment?amount=4000&tip=0&mode=sepa`
	await get(paymentLoader, here, jar)
	expect((await post(paymentAction, here, { intent: 'wire' }, jar)).location).toBe(here)
	return user.id
}

/** A one-off (`unique`) or monthly gift: the mandate, signed at the bank, then the confirmation page. */
async function directDebitGift(potId: number, label: string, mode: 'unique' | 'monthly') {
	const { user, jar } = await donor(label)
	const amounts = mode === 'unique' ? 'amount=3000&tip=150' : 'amount=1200&tip=100'
	const here = `/participate/${potId}/payment?${amounts}&mode=${mode}`
	await get(paymentLoader, here, jar)
	const submitted = await post(
		paymentAction,
		here,
		{
			intent: 'mandate',
			bank_account_holder: 'Camille Donatrice',
			bank_account_address_line_1: '3 rue des Tilleuls',
			bank_account_postal_code: '35000',
			bank_account_city: 'Rennes',
			iban: 'FR76 3000 4000 0312 3456 7890 143',
			bic: 'BNPAFRPP',
			...(mode === 'monthly' ? { debit_day: String(Number(parisDay(new Date()).slice(8, 10))) } : {}),
		},
		jar,
	)
	expect(submitted.location).toMatch(/^\/sandbox\/mandate\/[\w-]+$/)
	const token = new URL(submitted.location!, BASE).pathname.split('/').pop()!
	const signed = await post(mandatePageAction, submitted.location!, { intent: 'sign' }, jar, { token })
	expect((await get(confirmationLoader, signed.location!, jar)).body).toMatchObject({ pending: true })
	return user.id
}

/** Every kind of money row that leads to a provider create, once; what our rows and the provider hold. */
async function oneOfEach(
	label: string,
	charityId: number,
	payoutCharityId: number,
	accountCharityId: number,
) {
	const potId = makePot(charityId).id
	const donors = [
		await cardGift(potId, `${label}-carte`),
		await wireGift(potId, `${label}-virement`),
		await directDebitGift(potId, `${label}-unique`, 'unique'),
		await directDebitGift(potId, `${label}-mensuel`, 'monthly'),
	]
	const paidPot = await closedPotWith(payoutCharityId, [{ amountCents: 5_000, quick: true }])
	await runPayouts(provider)
	await registerAccount(accountCharityId)
	const db = getDb()
	const gifts = db.select().from(donations).where(eq(donations.potId, potId)).orderBy(donations.id).all()
	const payoutRows = db.select().from(payouts).where(eq(payouts.potId, paidPot.potId)).all()
	const account = db
		.select()
		.from(payoutBankAccounts)
		.where(eq(payoutBankAccounts.charityId, accountCharityId))
		.orderBy(payoutBankAccounts.id)
		.all()
		.at(-1)!
	const donorRows = donors.map((id) => db.select().from(users).where(eq(users.id, id)).get()!)
	const mandateRows = donors.flatMap((id) => db.select().from(mandates).where(eq(mandates.userId, id)).all())
	return {
		ids: {
			pot: potId,
			paidPot: paidPot.potId,
			donations: gifts.map((d) => d.id),
			donors,
			mandates: mandateRows.map((m) => m.id),
			subscriptions: db
				.select({ id: subscriptions.id })
				.from(subscriptions)
				.where(eq(subscriptions.potId, potId))
				.all()
				.map((s) => s.id),
			payouts: payoutRows.map((p) => p.id),
			account: account.id,
		},
		provider: {
			payIns: gifts.map((d) => d.providerPayInId!),
			payers: donorRows.map((u) => u.providerUserId!),
			mandates: mandateRows.map((m) => m.providerMandateId!),
			payouts: payoutRows.map((p) => p.providerPayoutId!),
			wallets: [potId, paidPot.potId].map(
				(id) => db.select().from(pots).where(eq(pots.id, id)).get()!.providerWalletId!,
			),
			recipient: account.providerRecipientId!,
		},
		gifts,
		donorRows,
	}
}

/** The app's connection closed, the backup put in place (as `npm run db:restore` does), the connection reopened. */
async function restore(file: string) {
	getDb().$client.close()
	globalThis.__donnonsDb = undefined
	await restoreDatabase(dataDir(), file)
	expect(getDb().select().from(users).get()).toBeTruthy()
}

test('after a restore, new gifts, mandates, payouts, payers and wallets get their own provider objects', async () => {
	const charityId = getDb()
		.select({ id: charities.id })
		.from(charities)
		.where(and(eq(charities.receiptType, 'GENERATED'), eq(charities.isActive, true)))
		.get()!.id
	const { charityId: payoutCharityId } = await payableCharity(3)
	const accountCharityId = getDb().select().from(charities).limit(1).offset(5).get()!.id
	await oneOfEach('avant', charityId, payoutCharityId, accountCharityId)

	const backup = await backupDatabase(dataDir(), path.join(dataDir(), 'backups'))
	// What happens between the backup and the incident: the provider sees it, the restore loses it.
	const lost = await oneOfEach('perdu', charityId, payoutCharityId, accountCharityId)
	const seenPayIns = getSandboxDb().select().from(simPayIns).all().length
	const seenPayouts = getSandboxDb().select().from(simPayouts).all().length
	const seenRecipients = getSandboxDb().select().from(simRecipients).all().length

	await restore(backup)
	expect(getDb().select().from(donations).where(eq(donations.potId, lost.ids.pot)).all()).toEqual([])
	const after = await oneOfEach('apres', charityId, payoutCharityId, accountCharityId)

	// The scenario: SQLite gave the lost rows' ids out again.
	expect(after.ids).toEqual(lost.ids)
	// Each new row has its own provider object, none of the lost ones.
	for (const kind of ['payIns', 'payers', 'mandates', 'payouts', 'wallets'] as const) {
		expect(after.provider[kind].length, kind).toBeGreaterThan(0)
		for (const id of after.provider[kind]) {
			expect(id, kind).toBeTruthy()
			expect.soft(lost.provider[kind], kind).not.toContain(id)
		}
	}
	expect.soft(after.provider.recipient, 'recipient').not.toBe(lost.provider.recipient)
	// The provider recorded a new charge of the right amount, from the new donor, for every new gift.
	expect(getSandboxDb().select().from(simPayIns).all().length - seenPayIns).toBe(
		after.gifts.length + 1, // and the closed pot's card payment
	)
	for (const gift of after.gifts) {
		const payIn = getSandboxDb()
			.select()
			.from(simPayIns)
			.where(eq(simPayIns.id, gift.providerPayInId!))
			.get()!
		const payer = after.donorRows.find((u) => u.id === gift.donorId)!
		expect(payIn).toMatchObject({
			debitedAmount: gift.amountCents + gift.tipCents,
			feesAmount: gift.tipCents,
			authorId: payer.providerUserId,
			creditedWalletId: after.provider.wallets[0],
		})
	}
	expect(after.gifts.map((g) => [g.method, g.status])).toEqual([
		['CARD', 'SUCCEEDED'],
		['BANK_WIRE', 'CREATED'],
		['DIRECT_DEBIT', 'CREATED'],
		['DIRECT_DEBIT', 'CREATED'],
	])
	expect(getSandboxDb().select().from(simPayouts).all().length - seenPayouts).toBe(1)
	expect(getSandboxDb().select().from(simRecipients).all().length - seenRecipients).toBe(1)
	// The new pots' wallets hold exactly what our records say.
	const summary = await moneySummary({ provider, potIds: [after.ids.pot, after.ids.paidPot] })
	expect(summary).toMatchObject({
		collectedCents: 2_500 + 5_000,
		inFlightCents: 5_000,
		held: { ledgerCents: 2_500, providerCents: 2_500 },
		check: { status: 'ok', source: 'provider', differenceCents: 0 },
	})
}, 120_000)

test('npm run db:restore refuses while a server holds the data directory, and changes nothing', async () => {
	const dir = path.join(dataDir(), 'locked')
	fs.mkdirSync(dir, { recursive: true })
	const backup = await backupDatabase(dataDir(), path.join(dataDir(), 'for-locked.db'))
	fs.copyFileSync(backup, databaseFile(dir))
	fs.appendFileSync(databaseFile(dir), '') // the current database, to compare after
	const before = fs.readFileSync(databaseFile(dir))
	const restoreCli = (file: string) =>
		spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-restore.ts', file], {
			env: { ...process.env, DATA_DIR: dir },
			encoding: 'utf8',
		})
	const server = lockDataDir(dir)
	try {
		const refused = restoreCli(backup)
		expect(refused.status).toBe(1)
		expect(refused.stderr).toContain(`A Donnons server is running on DATA_DIR=${dir}`)
		expect(fs.readFileSync(databaseFile(dir)).equals(before)).toBe(true)
		expect(fs.readdirSync(dir).filter((f) => f.includes('before-restore'))).toEqual([])
	} finally {
		server.release()
	}
	const done = restoreCli(backup)
	expect(done.stderr).toBe('')
	expect(done.status).toBe(0)
	expect(fs.readdirSync(dir).filter((f) => f.includes('before-restore'))).toHaveLength(1)
}, 60_000)
