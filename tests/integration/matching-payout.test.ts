import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { potMoneyAccount } from '#app/payouts/pot-money.server.ts'
import { runPayouts } from '#app/payouts/payout.server.ts'
import { reconcilePayouts } from '#app/payouts/reconcile.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { payouts } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { announceMatchingThenClose } from '#tests/support/fixtures/matching.ts'
import { makeCompany, makeDonor } from '#tests/support/fixtures/donations.ts'
import { makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { bankProcessesPayouts, payableCharity, provider } from '#tests/support/fixtures/payouts.ts'
import { cardGift, signedIn } from '#tests/support/route-gifts.ts'

// ADR 038: no payout hold for an announced matching; the company's payment after the first payout goes out
// in a second one, and the pot's public account adds up at each step.

useSeededAppDatabase()

const payoutsOf = (potId: number) =>
	getDb().select().from(payouts).where(eq(payouts.potId, potId)).orderBy(payouts.id).all()

describe('a matching paid after the pot was paid out', () => {
	test('goes to the charity in a second payout; the figures add up', async () => {
		const { charityId } = await payableCharity(14)
		const company = makeCompany('abondement-verse-apres')
		const pot = makeOwnPot(company.id, charityId, { potType: 1 })
		const employeeJar = await signedIn(makeDonor('salarie-verse-apres').id)
		expect((await cardGift(pot.id, employeeJar, 'amount=4000&tip=0')).location).toBe(
			`/participate/${pot.id}/confirmation`,
		)
		const companyJar = await signedIn(company.id)
		await announceMatchingThenClose(pot, companyJar, { ratioPercent: 100, ceilingEuros: 1000 })

		// The first payout carries the employee's gift only.
		await runPayouts(provider)
		await bankProcessesPayouts()
		await reconcilePayouts(provider)
		expect(payoutsOf(pot.id)).toMatchObject([{ status: 'SUCCEEDED', amountCents: 4000 }])

		// The company pays the matching (euro for euro: 40 €) on the closed pot, then the next run pays it out.
		expect((await cardGift(pot.id, companyJar, 'amount=4000&tip=0')).location).toBe(
			`/participate/${pot.id}/confirmation`,
		)
		const waiting = potMoneyAccount(pot.id)!
		expect(waiting).toMatchObject({ collectedCents: 8000, paidToCharityCents: 4000, waitingCents: 4000 })
		await runPayouts(provider)
		await bankProcessesPayouts()
		await reconcilePayouts(provider)
		expect(payoutsOf(pot.id)).toMatchObject([
			{ status: 'SUCCEEDED', amountCents: 4000 },
			{ status: 'SUCCEEDED', amountCents: 4000 },
		])
		const paid = potMoneyAccount(pot.id)!
		expect(paid).toMatchObject({ collectedCents: 8000, paidToCharityCents: 8000, waitingCents: 0 })
		expect(paid.payouts).toHaveLength(2)
	})
})
