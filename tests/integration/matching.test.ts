import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { addDaysToIsoDay, formatFrenchDate, parisDay } from '#app/lib/dates.ts'
import { matchingMessages } from '#app/lib/pots/matching-messages.ts'
import { getDb } from '#app/platform/db.server.ts'
import { action, loader } from '#app/routes/mes-cagnottes.$id.tsx'
import { loader as csvLoader } from '#app/routes/mes-cagnottes.$id_.participations[.]csv.tsx'
import { loader as potPageLoader } from '#app/routes/participate.$id._index.tsx'
import { donations, potMatchings } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, giveAndSettle, makeCompany, makeDonor } from '#tests/support/fixtures/donations.ts'
import { BASE, cookieFor, makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { context, formRequest, run } from './request.ts'

useSeededAppDatabase()

let charityId = 0
let company: { id: number; email: string }
let companyCookie = ''
let particular: { id: number }
let particularCookie = ''

beforeAll(async () => {
	charityId = demoCharity('GENERATED').id
	company = makeCompany('abondante')
	companyCookie = await cookieFor(company.id)
	particular = makeDonor('particulier-organisateur')
	particularCookie = await cookieFor(particular.id)
}, 60_000)

const get = (url: string, cookie?: string) =>
	new Request(new URL(url, BASE), { headers: cookie ? { cookie } : {} })
const view = (potId: number, cookie = companyCookie) =>
	run(() =>
		loader({
			request: get(`/mes-cagnottes/${potId}`, cookie),
			params: { id: String(potId) },
			context: context(),
		}),
	)
const post = (potId: number, fields: Record<string, string>, cookie = companyCookie) =>
	run(() =>
		action({
			request: formRequest(`/mes-cagnottes/${potId}`, fields, cookie),
			params: { id: String(potId) },
			context: context(),
		}),
	)
const potPage = (potId: number) =>
	run(() =>
		potPageLoader({
			request: get(`/participate/${potId}`),
			params: { id: String(potId) },
			context: context(),
		}),
	)
async function csvText(potId: number) {
	const response = (await csvLoader({
		request: get(`/mes-cagnottes/${potId}/participations.csv`, companyCookie),
		params: { id: String(potId) },
		context: context(),
	})) as Response
	expect(response.status).toBe(200)
	return response.text()
}

type ViewData = Awaited<ReturnType<typeof loader>>
type PotPageData = Awaited<ReturnType<typeof potPageLoader>>
type Failure = { intent: 'matching'; result: { error?: Record<string, string[] | null> } }

const companyPot = () => makeOwnPot(company.id, charityId, { potType: 1 })
const closingDay = (pot: { closingDate: Date }) => parisDay(pot.closingDate)
const offer = (
	pot: { closingDate: Date },
	o: Partial<Record<'ratio_percent' | 'ceiling' | 'until', string>> = {},
) => ({
	intent: 'matching',
	ratio_percent: '100',
	ceiling: '1000',
	until: formatFrenchDate(closingDay(pot)),
	...o,
})

describe('announcing a matching', () => {
	test('the company announces it; the pot page says « La société double votre don » and what is matched', async () => {
		const pot = companyPot()
		const donor = makeDonor('employe-un')
		await giveAndSettle(pot.id, donor, 2500, { tipCents: 300 })
		const before = (await potPage(pot.id)).body as PotPageData
		expect(before.matching).toBeNull()

		const answer = await post(pot.id, offer(pot))
		expect(answer.status).toBe(302)
		expect(answer.location).toBe(`/mes-cagnottes/${pot.id}`)
		expect(getDb().select().from(potMatchings).where(eq(potMatchings.potId, pot.id)).get()).toMatchObject({
			ratioPercent: 100,
			ceilingCents: 100_000,
			untilDay: closingDay(pot),
			companyUserId: company.id,
			donationId: null,
		})

		const page = (await potPage(pot.id)).body as PotPageData
		expect(page.matching).toEqual({
			headline: matchingMessages.doubles,
			limits: matchingMessages.limits(100_000, closingDay(pot)),
			status: null,
			// The tip is not matched.
			matched: matchingMessages.matchedSoFar(2500, 'Société abondante'),
		})

		const organiser = (await view(pot.id)).body as ViewData
		expect(organiser.matching).toMatchObject({ donatedCents: 2500, matchedCents: 2500, paidCents: 0 })
	})

	test('bad input gets its French message, never a 5xx', async () => {
		const pot = companyPot()
		const tooLate = formatFrenchDate(addDaysToIsoDay(closingDay(pot), 1))
		const answer = await post(
			pot.id,
			offer(pot, { ratio_percent: '20', ceiling: 'beaucoup', until: tooLate }),
		)
		expect(answer.status).toBe(400)
		expect((answer.body as Failure).result.error).toMatchObject({
			ratio_percent: [matchingMessages.ratioInvalid],
			ceiling: [matchingMessages.ceilingInvalid],
			until: [matchingMessages.untilAfterClosing],
		})
		expect(getDb().select().from(potMatchings).where(eq(potMatchings.potId, pot.id)).get()).toBeUndefined()
	})

	test("a particular's pot cannot announce one, and its views show none", async () => {
		const pot = makeOwnPot(particular.id, charityId)
		const answer = await post(pot.id, offer(pot), particularCookie)
		expect(answer.status).toBe(400)
		expect((answer.body as Failure).result.error?.['']).toEqual([matchingMessages.notCompanyPot])
		expect(((await view(pot.id, particularCookie)).body as ViewData).matching).toBeNull()
		// Someone else's pot: the same 404 as the rest of the organiser's view.
		expect((await post(companyPot().id, offer(pot), particularCookie)).status).toBe(404)
	})

	test('a closed pot cannot change its matching', async () => {
		const pot = makeOwnPot(company.id, charityId, {
			potType: 1,
			closingDate: new Date(Date.now() - 3600_000),
		})
		const answer = await post(pot.id, offer(pot, { until: formatFrenchDate(parisDay(new Date())) }))
		expect(answer.status).toBe(400)
		expect((answer.body as Failure).result.error?.['']).toEqual([matchingMessages.potClosed])
	})
})

describe('changing it', () => {
	test('raised at will; the ceiling never under what is matched; the ceiling reached is said', async () => {
		const pot = companyPot()
		await giveAndSettle(pot.id, makeDonor('employe-deux'), 4000)
		await giveAndSettle(pot.id, { quickEmail: 'rapide@exemple.fr' }, 2000)
		expect((await post(pot.id, offer(pot, { ceiling: '100' }))).status).toBe(302)

		const lower = await post(pot.id, offer(pot, { ceiling: '50' }))
		expect(lower.status).toBe(400)
		expect((lower.body as Failure).result.error?.ceiling).toEqual([
			matchingMessages.ceilingUnderMatched(6000),
		])
		const halfRatio = await post(pot.id, offer(pot, { ceiling: '100', ratio_percent: '50' }))
		expect(halfRatio.status).toBe(400)
		expect((halfRatio.body as Failure).result.error?.['']).toEqual([
			matchingMessages.wouldReduceMatched(6000),
		])
		expect(
			getDb().select().from(potMatchings).where(eq(potMatchings.potId, pot.id)).get()?.ceilingCents,
		).toBe(10_000)

		// Exactly what is matched: allowed, and the pot page says the ceiling is reached.
		expect((await post(pot.id, offer(pot, { ceiling: '60' }))).status).toBe(302)
		const page = (await potPage(pot.id)).body as PotPageData
		expect(page.matching?.status).toBe(matchingMessages.ceilingReached)

		expect((await post(pot.id, offer(pot, { ceiling: '200', ratio_percent: '150' }))).status).toBe(302)
		expect(((await potPage(pot.id)).body as PotPageData).matching).toMatchObject({
			headline: matchingMessages.matchesPercent(150),
			matched: matchingMessages.matchedSoFar(9000, 'Société abondante'),
			status: null,
		})
	})

	test('refunded gifts are not matched', async () => {
		const pot = companyPot()
		const refunded = await giveAndSettle(pot.id, makeDonor('employe-rembourse'), 3000)
		await giveAndSettle(pot.id, makeDonor('employe-trois'), 1000)
		getDb()
			.update(donations)
			.set({ status: 'REFUNDED', reversal: 'REFUND', reversedAt: new Date() })
			.where(eq(donations.id, refunded.id))
			.run()
		await post(pot.id, offer(pot))
		expect(((await view(pot.id)).body as ViewData).matching?.matchedCents).toBe(1000)
	})
})

describe('the organiser view and the CSV separate matched from donated', () => {
	test('the totals lines, and the matching payment named as such', async () => {
		const pot = companyPot()
		await giveAndSettle(pot.id, makeDonor('employe-quatre'), 2500)
		await post(pot.id, offer(pot, { ratio_percent: '200' }))
		const csv = await csvText(pot.id)
		expect(
			csv.endsWith('\r\n\r\nDons des participants (€);25,00\r\nAbondement de la société (€);50,00\r\n'),
		).toBe(true)

		// The company's own payment (as the matching payment records it): matched, not donated, named.
		const payment = await giveAndSettle(pot.id, company, 5000, { method: 'BANK_WIRE' })
		getDb().update(potMatchings).set({ donationId: payment.id }).where(eq(potMatchings.potId, pot.id)).run()
		const organiser = (await view(pot.id)).body as ViewData
		expect(organiser.matching).toMatchObject({ donatedCents: 2500, matchedCents: 5000, paidCents: 5000 })
		expect(organiser.participations.map((p) => p.donorName)).toContain(
			`${matchingMessages.matchedLabel} (Société abondante)`,
		)
		const after = await csvText(pot.id)
		expect(after).toContain(`${matchingMessages.matchedLabel} (Société abondante)`)
		expect(after.endsWith('Dons des participants (€);25,00\r\nAbondement de la société (€);50,00\r\n')).toBe(
			true,
		)
	})

	test('a pot without matching keeps its CSV as it was', async () => {
		const pot = companyPot()
		await giveAndSettle(pot.id, makeDonor('employe-cinq'), 2500)
		const text = await csvText(pot.id)
		expect(text).toContain('employe-cinq.')
		expect(text).not.toContain('Abondement')
	})
})
