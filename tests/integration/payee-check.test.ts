import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { adminPayouts } from '#app/admin/money.server.ts'
import { charityPayouts } from '#app/charity-space/money-documents.server.ts'
import { payeeCheckMessages } from '#app/lib/payments/payee-check-messages.ts'
import { PAYOUT_VOP_FAILED } from '#app/lib/payments/payee-check.ts'
import { VOP_UNREACHABLE_IBAN } from '#app/payments/sandbox/rules.ts'
import {
	accountsHoldingPayouts,
	activePayoutBankAccount,
	registerPayoutBankAccount,
	reregisterWithSuggestedName,
} from '#app/payouts/bank-account.server.ts'
import { potPayoutState } from '#app/payouts/ledger.server.ts'
import { runPayouts } from '#app/payouts/payout.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { forgetEnv } from '#app/platform/env.server.ts'
import { charities, payoutBankAccounts, payouts } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { closedPotWith, payableCharity, provider, SANDBOX_IBAN } from '#tests/support/fixtures/payouts.ts'

// Issue 24 item 3: a charity's bank account is registered with the bank's payee name check (Verification
// of Payee); a NO_MATCH or MATCH_NOT_POSSIBLE account holds payouts; a 121030 failure is explained.

useSeededAppDatabase()

const address = { addressLine1: '12 rue des Lilas', postalCode: '75011', city: 'Paris', country: 'FR' }
const charityAt = (index: number) => getDb().select().from(charities).limit(1).offset(index).get()!
const payoutsOf = (potId: number) => getDb().select().from(payouts).where(eq(payouts.potId, potId)).all()
const later = (ms: number) => new Date(Date.now() + ms)

afterEach(() => {
	delete process.env.MANGOPAY_VOP_LIABILITY
	forgetEnv()
})

describe('registering an account keeps the bank’s name check', () => {
	test('match, close match with the bank’s name, no match, not possible', async () => {
		const charity = charityAt(20)
		const register = (holderName: string, iban = SANDBOX_IBAN) =>
			registerPayoutBankAccount(provider, charity.id, { iban, holderName, address })
		const stored = () => activePayoutBankAccount(charity.id)!

		const exact = await register(`Association ${charity.name.toUpperCase()}`)
		expect(exact).toMatchObject({ ok: true, status: 'ACTIVE', verification: { check: 'MATCH' } })
		expect(stored()).toMatchObject({ vopCheck: 'MATCH', vopSuggestedName: null, vopId: expect.any(String) })

		const close = await register(`${charity.name}x`)
		expect(close).toMatchObject({
			ok: true,
			verification: { check: 'CLOSE_MATCH', suggestedName: charity.name },
		})
		expect(stored()).toMatchObject({ vopCheck: 'CLOSE_MATCH', vopSuggestedName: charity.name })
		expect(stored().vopMessage).toContain(`Name returned by check: ${charity.name}.`)

		// Registered again under the bank's name, the IBAN read back from the provider's Recipient.
		const again = await reregisterWithSuggestedName(provider, charity.id, stored().id)
		expect(again).toMatchObject({ ok: true, status: 'ACTIVE', verification: { check: 'MATCH' } })
		expect(stored()).toMatchObject({ holderName: charity.name, vopCheck: 'MATCH', ibanLast4: '0143' })
		// Only a close match's own account is offered again.
		expect(await reregisterWithSuggestedName(provider, charity.id, stored().id)).toEqual({
			ok: false,
			gone: true,
		})
		expect(
			await reregisterWithSuggestedName(provider, charityAt(21).id, close.ok ? close.bankAccountId : 0),
		).toEqual({
			ok: false,
			gone: true,
		})

		await register('Secours Solidaire du Nord')
		expect(stored()).toMatchObject({ vopCheck: 'NO_MATCH', vopSuggestedName: null })
		await register(charity.name, VOP_UNREACHABLE_IBAN)
		expect(stored()).toMatchObject({ vopCheck: 'MATCH_NOT_POSSIBLE', ibanLast4: '2051' })
		expect(accountsHoldingPayouts().map((a) => a.charityId)).toContain(charity.id)
	})
})

describe('payouts and the name check', () => {
	test('a NO_MATCH account holds the payouts, and says why; the right name releases them', async () => {
		const { charityId } = await payableCharity(22, 'Secours Solidaire du Nord')
		const { potId } = await closedPotWith(charityId, [{ amountCents: 3_000, quick: true }])
		const report = await runPayouts(provider, later(1000))
		expect(payoutsOf(potId)).toEqual([])
		expect(report.sent).toBe(0)
		expect(potPayoutState(getDb(), potId)).toMatchObject({ payeeCheckHeld: true })
		expect(accountsHoldingPayouts()).toContainEqual(
			expect.objectContaining({ charityId, check: 'NO_MATCH', holderName: 'Secours Solidaire du Nord' }),
		)

		const name = getDb().select().from(charities).where(eq(charities.id, charityId)).get()!.name
		await registerPayoutBankAccount(provider, charityId, { iban: SANDBOX_IBAN, holderName: name, address })
		await runPayouts(provider, later(2000))
		expect(payoutsOf(potId)).toMatchObject([{ status: 'CREATED' }])
		expect(accountsHoldingPayouts().map((a) => a.charityId)).not.toContain(charityId)
	})

	test('with the liability amendment signed, a NO_MATCH account is paid', async () => {
		process.env.MANGOPAY_VOP_LIABILITY = 'accepted'
		forgetEnv()
		const { charityId } = await payableCharity(23, 'Secours Solidaire du Nord')
		const { potId } = await closedPotWith(charityId, [{ amountCents: 2_000, quick: true }])
		await runPayouts(provider, later(1000))
		expect(payoutsOf(potId)).toMatchObject([{ status: 'CREATED' }])
		expect(accountsHoldingPayouts().map((a) => a.charityId)).not.toContain(charityId)
	})

	test('a payout refused with 121030 is explained to members and operators, in French', async () => {
		const { charityId, bankAccountId } = await payableCharity(24, 'Secours Solidaire du Nord')
		// An account registered before the checks existed: no result on our side, the bank's check at payout.
		getDb()
			.update(payoutBankAccounts)
			.set({ vopCheck: null, vopMessage: null, vopId: null })
			.where(eq(payoutBankAccounts.id, bankAccountId))
			.run()
		const { potId } = await closedPotWith(charityId, [{ amountCents: 2_500, quick: true }])
		await runPayouts(provider, later(1000))
		const [failed] = payoutsOf(potId)
		expect(failed).toMatchObject({ status: 'FAILED', resultCode: PAYOUT_VOP_FAILED })
		const member = charityPayouts(charityId).find((p) => p.id === failed!.id)
		expect(member?.failureReason).toBe(payeeCheckMessages.payoutFailed)
		expect(member?.failureReason).toContain('le nom du titulaire ne correspond pas au compte')
		const operator = adminPayouts({ status: 'FAILED', page: 1 }).rows.find((p) => p.id === failed!.id)
		expect(operator?.failureReason).toContain(payeeCheckMessages.payoutFailed)
		expect(operator?.failureReason).toContain('Verification of Payee failed')
	})
})
