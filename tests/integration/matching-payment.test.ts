import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { matchingPaymentPath } from '#app/pots/matching.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { loader } from '#app/routes/mes-cagnottes.$id.tsx'
import { loader as paymentLoader } from '#app/routes/participate.$id.payment.tsx'
import { donations, potMatchings, taxReceipts } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { announceMatchingThenClose } from '#tests/support/fixtures/matching.ts'
import { demoCharity, makeCompany, makeDonor } from '#tests/support/fixtures/donations.ts'
import { makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { cardGift, get, signedIn } from '#tests/support/route-gifts.ts'

/**
 * The company's matching payment at the close, through the donation flow's own routes (payment page, card
 * vault, return), to both receipts: the company's for the matching, the employees' own for their gifts.
 */

useSeededAppDatabase()

let charityId = 0
beforeAll(() => {
	charityId = demoCharity('GENERATED').id
}, 60_000)

type ViewData = Awaited<ReturnType<typeof loader>>
const receiptOf = (donationId: number) =>
	getDb().select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)).get()
const potDonations = (potId: number) =>
	getDb().select().from(donations).where(eq(donations.potId, potId)).all()

async function matchedClosedPot(label: string) {
	const company = makeCompany(label)
	const pot = makeOwnPot(company.id, charityId, { potType: 1 })
	const employee = makeDonor(`salarie-${label}`)
	const employeeJar = await signedIn(employee.id)
	expect((await cardGift(pot.id, employeeJar, 'amount=3333&tip=200')).location).toBe(
		`/participate/${pot.id}/confirmation`,
	)
	const companyJar = await signedIn(company.id)
	await announceMatchingThenClose(pot, companyJar, { ratioPercent: 150, ceilingEuros: 1000 })
	return { company, pot, employee, companyJar, employeeJar }
}

describe('the matching payment at the close', () => {
	test('the company pays the matched total by card through the flow; both receipts are issued', async () => {
		const { company, pot, employee, companyJar } = await matchedClosedPot('verseuse')
		// 150 % of 33,33 € = 49,995 € → 49,99 €; the tip is not matched.
		const before = (await get(loader, `/mes-cagnottes/${pot.id}`, companyJar, { id: String(pot.id) }))
			.body as ViewData
		expect(before.matching).toMatchObject({ matchedCents: 4999, paidCents: 0 })
		expect(before.matching?.payUrl).toBe(matchingPaymentPath(pot.id, 4999))
		expect(before.matching?.payUrl).toBe(`/participate/${pot.id}/payment?amount=4999&tip=0`)

		// A transfer started for it and not received yet: no second payment offered meanwhile.
		const wire = getDb()
			.insert(donations)
			.values({ potId: pot.id, donorId: company.id, amountCents: 4999, method: 'BANK_WIRE' })
			.returning()
			.get()
		const waiting = (await get(loader, `/mes-cagnottes/${pot.id}`, companyJar, { id: String(pot.id) }))
			.body as ViewData
		expect(waiting.matching).toMatchObject({ pending: true, payUrl: null, paidCents: 0 })
		getDb()
			.update(donations)
			.set({ status: 'FAILED', failedAt: new Date() })
			.where(eq(donations.id, wire.id))
			.run()

		const paid = await cardGift(pot.id, companyJar, 'amount=4999&tip=0')
		expect(paid.location).toBe(`/participate/${pot.id}/confirmation`)

		const after = (await get(loader, `/mes-cagnottes/${pot.id}`, companyJar, { id: String(pot.id) }))
			.body as ViewData
		const payment = potDonations(pot.id).find((d) => d.donorId === company.id && d.status === 'SUCCEEDED')!
		expect(payment).toMatchObject({ status: 'SUCCEEDED', amountCents: 4999, tipCents: 0 })
		expect(after.matching).toMatchObject({
			donatedCents: 3333,
			matchedCents: 4999,
			paidCents: 4999,
			donationId: payment.id,
			payUrl: null,
		})
		expect(getDb().select().from(potMatchings).where(eq(potMatchings.potId, pot.id)).get()?.donationId).toBe(
			payment.id,
		)
		// The company's receipt for the matching; the employee's own receipt for their gift.
		expect(receiptOf(payment.id)).toMatchObject({ kind: 'COMPANY', amountCents: 4999, donorId: company.id })
		const gift = potDonations(pot.id).find((d) => d.donorId === employee.id)!
		expect(receiptOf(gift.id)).toMatchObject({ kind: 'INDIVIDUAL', amountCents: 3333, donorId: employee.id })

		// Paid once: the closed pot takes no second matching payment.
		const again = await get(paymentLoader, `/participate/${pot.id}/payment?amount=4999&tip=0`, companyJar)
		expect(again.status).toBe(302)
		expect(again.location).toBe(`/participate/${pot.id}`)
	})

	test('only the pot’s company, only the matched amount, no tip: anyone else finds the pot closed', async () => {
		const { pot, companyJar, employeeJar } = await matchedClosedPot('stricte')
		for (const [jar, query] of [
			[employeeJar, 'amount=4999&tip=0'],
			[companyJar, 'amount=5000&tip=0'],
			[companyJar, 'amount=4999&tip=100'],
		] as const) {
			const page = await get(paymentLoader, `/participate/${pot.id}/payment?${query}`, jar)
			expect(page.status).toBe(302)
			expect(page.location).toBe(`/participate/${pot.id}`)
		}
		expect(potDonations(pot.id)).toHaveLength(1)
	})
})
