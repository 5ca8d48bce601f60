import { and, eq } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, test } from 'vitest'
import { HelpHeadroomRecap } from '#app/components/donations/help-headroom.tsx'
import { parisDay } from '#app/lib/dates.ts'
import { getDb } from '#app/platform/db.server.ts'
import { loadDashboard } from '#app/account/dashboard.server.ts'
import { statementPdfFor } from '#app/receipts/documents.server.ts'
import { helpGiftsOf, helpHeadroomOf } from '#app/receipts/headroom.server.ts'
import { loader as paymentLoader } from '#app/routes/participate.$id.payment.tsx'
import { loader as tipsLoader } from '#app/routes/participate.$id.tips.tsx'
import { charities, donations } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { giveAndSettle, makeCompany, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { get, signedIn } from '#tests/support/route-gifts.ts'

/**
 * The 75 % headroom (issue 28) from a donor's gifts on real SQLite: only their own SUCCEEDED gifts of this
 * calendar year to charities at 75 % count; the recap before payment shows what is left.
 */
useSeededAppDatabase()

const now = new Date()
const year = Number(parisDay(now).slice(0, 4))
let pot75 = 0
let pot66 = 0

function activeCharity(privateRate: 66 | 75) {
	return getDb()
		.select({ id: charities.id })
		.from(charities)
		.where(
			and(
				eq(charities.privateRate, privateRate),
				eq(charities.isActive, true),
				eq(charities.receiptType, 'GENERATED'),
			),
		)
		.get()!.id
}

function setStatus(donationId: number, status: 'REFUNDED' | 'FAILED') {
	getDb().update(donations).set({ status }).where(eq(donations.id, donationId)).run()
}

beforeAll(() => {
	pot75 = makePot(activeCharity(75), 'Repas solidaires').id
	pot66 = makePot(activeCharity(66), 'Cagnotte générale').id
})

describe('the headroom from the donor’s gifts', () => {
	test('failed, refunded, other years’, other donors’, quick and 66 % gifts are excluded', async () => {
		const donor = makeDonor('plafond')
		const other = makeDonor('autre')
		await giveAndSettle(pot75, donor, 30_000, { tipCents: 500 })
		setStatus((await giveAndSettle(pot75, donor, 10_000)).id, 'REFUNDED')
		setStatus((await giveAndSettle(pot75, donor, 20_000)).id, 'FAILED')
		await giveAndSettle(pot75, donor, 50_000, { at: new Date(Date.UTC(year - 1, 5, 1, 10)) })
		await giveAndSettle(pot66, donor, 40_000)
		await giveAndSettle(pot75, other, 70_000)
		await giveAndSettle(pot75, { quickEmail: 'rapide@exemple.fr' }, 60_000)

		expect(helpGiftsOf(donor.id, year)).toEqual([{ date: parisDay(now), amountCents: 30_000 }])
		expect(helpGiftsOf(donor.id, year - 1)).toEqual([{ date: `${year - 1}-06-01`, amountCents: 50_000 }])
		expect(helpHeadroomOf(donor.id, now)).toEqual({
			year,
			ceilingCents: 200_000,
			usedCents: 30_000,
			leftCents: 170_000,
		})
	})
})

describe('the recap before payment', () => {
	test('a signed-in donor giving to a 75 % charity sees what is left and what this gift uses', async () => {
		const donor = makeDonor('recap')
		await giveAndSettle(pot75, donor, 190_000)
		const jar = await signedIn(donor.id)
		const page = await get(paymentLoader, `/participate/${pot75}/payment?amount=2500&tip=0`, jar)
		expect(page.status).toBe(200)
		const body = page.body as { headroom: Parameters<typeof HelpHeadroomRecap>[0]['headroom'] | null }
		expect(body.headroom).toMatchObject({ leftCents: 10_000, atHelpRateCents: 2_500, overCents: 0 })
		const html = renderToStaticMarkup(HelpHeadroomRecap({ headroom: body.headroom!, amountCents: 2_500 }))
		expect(html.replace(/\s/g, ' ')).toContain(`Il vous reste 100,00 € de plafond à 75 % en ${year}.`)
		expect(html.replace(/\s/g, ' ')).toContain('Ce don de 25,00 € ouvrira entièrement droit')

		const recap = await get(tipsLoader, `/participate/${pot75}/tips?amount=2500`, jar)
		expect((recap.body as typeof body).headroom).toMatchObject({ leftCents: 10_000, atHelpRateCents: 2_500 })

		const over = await get(paymentLoader, `/participate/${pot75}/payment?amount=15000&tip=0`, jar)
		expect((over.body as typeof body).headroom).toMatchObject({ atHelpRateCents: 10_000, overCents: 5_000 })
	})

	test('no headroom on a 66 % charity’s pot, nor for a company', async () => {
		const donor = makeDonor('recap66')
		const page = await get(
			paymentLoader,
			`/participate/${pot66}/payment?amount=2500&tip=0`,
			await signedIn(donor.id),
		)
		expect(page.status).toBe(200)
		expect((page.body as { headroom: unknown }).headroom).toBeNull()

		const company = makeCompany('recap-entreprise')
		const companyPage = await get(
			paymentLoader,
			`/participate/${pot75}/payment?amount=2500&tip=0`,
			await signedIn(company.id),
		)
		expect(companyPage.status).toBe(200)
		expect((companyPage.body as { headroom: unknown }).headroom).toBeNull()
	})
})

describe('the member area and the yearly statement', () => {
	test('show the same figure as the recap', async () => {
		const donor = makeDonor('espace')
		await giveAndSettle(pot75, donor, 30_000)
		await giveAndSettle(pot66, donor, 5_000)
		const expected = { year, ceilingCents: 200_000, usedCents: 30_000, leftCents: 170_000 }
		expect(helpHeadroomOf(donor.id, now)).toEqual(expected)
		expect(loadDashboard({ id: donor.id, role: 'private' }, [], now).headroom).toEqual(expected)
		const { statement } = await statementPdfFor(donor.id, year)
		expect(statement.headroom).toMatchObject(expected)
		expect(statement.headroom?.text).toContain('il vous reste 1 700 €')
	})
})
