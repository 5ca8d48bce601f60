import { expect, it } from 'vitest'
import { PAYOUT_VOP_FAILED } from '#app/lib/payments/payee-check.ts'
import { VOP_UNREACHABLE_IBAN } from '#app/payments/sandbox/rules.ts'
import {
	address,
	contractFixtures,
	eur,
	FRICTIONLESS_CARD,
	key,
	TEST_IBAN,
	type ContractSetup,
} from '#tests/support/fixtures/contract.ts'

/**
 * Verification of Payee on payout Recipients (docs/provider.md#ref-9-3, docs guides/vop/recipients-payouts): the four
 * results, created and re-read, and a payout to a NO_MATCH Recipient refused with 121030 unless the platform
 * took the liability. The simulated banks know an account under its user's name (sandbox/rules.ts); the
 * contract's charity is « Les Amis du Quartier ».
 */
export function payeeCheckScenarios(current: () => ContractSetup) {
	const { charity, cardPayIn } = contractFixtures(current)
	const provider = () => current().provider

	async function recipient(userId: string, ownerName: string, iban = TEST_IBAN) {
		return provider().createPayoutRecipient(
			{ userId, ownerName, iban, bic: 'BNPAFRPP', address },
			{ idempotencyKey: key() },
		)
	}

	it.each([
		['Association Les Amis du Quartier', TEST_IBAN, 'MATCH', null],
		['Les Amis du Quartiers', TEST_IBAN, 'CLOSE_MATCH', 'Les Amis du Quartier'],
		['Secours Solidaire', TEST_IBAN, 'NO_MATCH', null],
		['Les Amis du Quartier', VOP_UNREACHABLE_IBAN, 'MATCH_NOT_POSSIBLE', null],
	] as const)('checks the payee name %s → %s, created and re-read', async (name, iban, check, suggested) => {
		const owner = await charity()
		const created = await recipient(owner.userId, name, iban)
		expect(created.verification).toMatchObject({ check, suggestedName: suggested, id: expect.any(String) })
		expect(created.verification?.message).toBeTruthy()
		const read = await provider().getPayoutRecipient(created.recipientId)
		expect(read).toMatchObject({
			recipientId: created.recipientId,
			status: 'ACTIVE',
			verification: created.verification,
			ownerName: name,
			iban,
			bic: 'BNPAFRPP',
			address: { city: address.city, postalCode: address.postalCode, country: address.country },
		})
	})

	/** A wallet of the suite's verified charity holding a 20 € card gift (a pay-in credits its beneficiary). */
	async function fundedCharity() {
		const { walletId, input } = await cardPayIn(FRICTIONLESS_CARD, { amount: 2000 })
		return { ownerId: input.beneficiaries[0]!, walletId }
	}

	async function payout(ownerId: string, walletId: string, recipientId: string) {
		return provider().createPayout(
			{ authorId: ownerId, debitedWalletId: walletId, recipientId, debited: eur(1000), fees: eur(0) },
			{ idempotencyKey: key() },
		)
	}

	it('refuses a payout to a NO_MATCH recipient with 121030, the money staying in the wallet', async () => {
		const { ownerId, walletId } = await fundedCharity()
		const wrong = await recipient(ownerId, 'Secours Solidaire')
		const refused = await payout(ownerId, walletId, wrong.recipientId)
		expect(refused).toMatchObject({ status: 'FAILED', resultCode: PAYOUT_VOP_FAILED })
		expect(refused.resultMessage).toMatch(/Verification of Payee/)
		expect(await provider().getPayout(refused.id)).toMatchObject({
			status: 'FAILED',
			resultCode: PAYOUT_VOP_FAILED,
		})
		expect((await provider().getWallet(walletId)).balance).toEqual(eur(2000))
		// A matching recipient of the same user is not refused for its name.
		const right = await recipient(ownerId, 'Les Amis du Quartier')
		expect((await payout(ownerId, walletId, right.recipientId)).resultCode).not.toBe(PAYOUT_VOP_FAILED)
	})

	it('lets a NO_MATCH payout through when the platform signed the liability amendment', async () => {
		const { ownerId, walletId } = await fundedCharity()
		const wrong = await recipient(ownerId, 'Secours Solidaire')
		process.env.MANGOPAY_VOP_LIABILITY = 'accepted'
		try {
			expect((await payout(ownerId, walletId, wrong.recipientId)).resultCode).not.toBe(PAYOUT_VOP_FAILED)
		} finally {
			delete process.env.MANGOPAY_VOP_LIABILITY
		}
	})
}
