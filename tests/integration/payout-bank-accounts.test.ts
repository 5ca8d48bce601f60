import { simUsers } from '#db/schema/sandbox.ts'
import { DEMO_UNVERIFIED_CHARITY } from '#db/seed-demo.ts'
import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { activePayoutBankAccount, registerPayoutBankAccount } from '#app/payouts/bank-account.server.ts'
import { runPayouts } from '#app/payouts/payout.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { charities, payoutBankAccounts, payouts } from '#db/schema/index.ts'
import { simRecipients } from '#db/schema/sandbox.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import {
	closedPotWith,
	OTHER_IBAN,
	provider,
	registerAccount,
	SANDBOX_IBAN,
} from '#tests/support/fixtures/payouts.ts'
import { authMessages, derivedMessages, paymentMessages } from '#app/lib/messages.ts'

// A charity's payout bank account (ADR 027): checked with the donation form's rules, registered at the
// provider as a Recipient, kept masked; a new one replaces the previous. Onboarding will call this service.

useSeededAppDatabase()

const address = { addressLine1: '12 rue des Lilas', postalCode: '75011', city: 'Paris', country: 'FR' }
const accountsOf = (charityId: number) =>
	getDb()
		.select()
		.from(payoutBankAccounts)
		.where(eq(payoutBankAccounts.charityId, charityId))
		.orderBy(payoutBankAccounts.id)
		.all()

test('invalid details are refused field by field, in French, before anything is registered', async () => {
	// The demo charity without a provider user yet: none is made for a refused form.
	const charity = getDb().select().from(charities).where(eq(charities.slug, DEMO_UNVERIFIED_CHARITY)).get()!
	const result = await registerPayoutBankAccount(provider, charity.id, {
		iban: 'FR76 3000 4000 0312 3456 7890 144',
		bic: 'BNP',
		holderName: ' ',
		address: { ...address, city: '' },
	})
	expect(result).toEqual({
		ok: false,
		errors: {
			iban: paymentMessages.ibanInvalid,
			bic: paymentMessages.bicInvalid,
			holderName: derivedMessages.bankAccountHolderRequired,
			city: authMessages.cityRequired,
		},
	})
	expect(accountsOf(charity.id)).toEqual([])
	expect(
		getDb().select().from(charities).where(eq(charities.id, charity.id)).get()!.providerUserId,
	).toBeNull()
})

test('an account is registered as a Recipient and kept masked; a new one replaces it', async () => {
	const charity = getDb().select().from(charities).limit(1).offset(11).get()!
	const first = await registerAccount(charity.id, `${SANDBOX_IBAN.slice(0, 4)} ${SANDBOX_IBAN.slice(4)}`)
	const [row] = accountsOf(charity.id)
	expect(row).toMatchObject({
		id: first,
		status: 'ACTIVE',
		ibanMasked: 'FR76 **** **** **** **** ***0 143',
		ibanLast4: '0143',
		bic: 'BNPAFRPP',
		holderName: charity.name,
		vopCheck: 'MATCH',
	})
	const recipient = getSandboxDb()
		.select()
		.from(simRecipients)
		.where(eq(simRecipients.id, row!.providerRecipientId!))
		.get()
	expect(recipient).toMatchObject({ iban: SANDBOX_IBAN, ownerName: charity.name, vopCheck: 'MATCH' })
	// No full IBAN is kept on our side.
	expect(JSON.stringify(accountsOf(charity.id))).not.toContain(SANDBOX_IBAN)

	const second = await registerAccount(charity.id, OTHER_IBAN)
	expect(accountsOf(charity.id).map((a) => [a.id, a.status])).toEqual([
		[first, 'REPLACED'],
		[second, 'ACTIVE'],
	])
	expect(activePayoutBankAccount(charity.id)?.id).toBe(second)
})

test('a charity whose KYC is not complete is not paid out yet', async () => {
	const charity = getDb().select().from(charities).limit(1).offset(12).get()!
	await registerAccount(charity.id)
	const { potId } = await closedPotWith(charity.id, [{ amountCents: 2_000, quick: true }])
	// Its KYC lapses at the provider after the gifts (a document out of date): the payouts' live check, beside
	// the gifts' gate, holds the money.
	const userId = getDb().select().from(charities).where(eq(charities.id, charity.id)).get()!.providerUserId!
	getSandboxDb().update(simUsers).set({ kycLevel: 'LIGHT' }).where(eq(simUsers.id, userId)).run()
	const report = await runPayouts(provider)
	expect(report.skipped).toBeGreaterThan(0)
	expect(getDb().select().from(payouts).where(eq(payouts.potId, potId)).all()).toEqual([])
})
