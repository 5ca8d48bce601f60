import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { closingDateToInstant, parisDay, addDaysToIsoDay } from '#app/lib/dates.ts'
import { derivedMessages, generic, paymentMessages, potMessages } from '#app/lib/messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { action, loader } from '#app/routes/mes-cagnottes.$id.tsx'
import { loader as csvLoader } from '#app/routes/mes-cagnottes.$id_.participations[.]csv.tsx'
import { loader as potPageLoader, action as potPageAction } from '#app/routes/participate.$id._index.tsx'
import { donations, mandates, potInvitations, pots, subscriptions } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, giveAndSettle, makeCompany, makeDonor } from '#tests/support/fixtures/donations.ts'
import { BASE, cookieFor, makeOwnPot, signedMonthlyGifts } from '#tests/support/fixtures/organiser.ts'
import { context, formRequest, run } from './request.ts'

useSeededAppDatabase()

let charityId = 0
let organiser: { id: number }
let organiserCookie = ''
let otherCookie = ''

beforeAll(async () => {
	charityId = demoCharity('GENERATED').id
	organiser = makeDonor('organisatrice', { firstName: 'Odile', lastName: 'Organisatrice' })
	organiserCookie = await cookieFor(organiser.id)
	otherCookie = await cookieFor(makeDonor('curieux').id)
}, 60_000)

const get = (url: string, cookie?: string) =>
	new Request(new URL(url, BASE), { headers: cookie ? { cookie } : {} })

function view(potId: number | string, cookie?: string) {
	return run(() =>
		loader({
			request: get(`/mes-cagnottes/${potId}`, cookie),
			params: { id: String(potId) },
			context: context(),
		}),
	)
}

function csv(potId: number | string, cookie?: string) {
	return run(() =>
		csvLoader({
			request: get(`/mes-cagnottes/${potId}/participations.csv`, cookie),
			params: { id: String(potId) },
			context: context(),
		}),
	)
}

function post(potId: number, fields: Record<string, string>, cookie = organiserCookie) {
	return run(() =>
		action({
			request: formRequest(`/mes-cagnottes/${potId}`, fields, cookie),
			params: { id: String(potId) },
			context: context(),
		}),
	)
}

type ViewData = Awaited<ReturnType<typeof loader>>

describe('who sees the organiser view', () => {
	test('the creator only: visitors go to login, anyone else and unknown pots get a 404', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		const mine = await view(pot.id, organiserCookie)
		expect(mine.status).toBe(200)
		expect((mine.body as ViewData).pot.name).toBe(pot.name)

		const visitor = await view(pot.id)
		expect(visitor.status).toBe(302)
		expect(visitor.location).toBe(`/login?redirectTo=${encodeURIComponent(`/mes-cagnottes/${pot.id}`)}`)

		expect((await view(pot.id, otherCookie)).status).toBe(404)
		expect((await view(999999, organiserCookie)).status).toBe(404)
		expect((await view('abc', organiserCookie)).status).toBe(404)

		expect((await csv(pot.id)).status).toBe(302)
		expect((await csv(pot.id, otherCookie)).status).toBe(404)
		const other = await post(pot.id, { intent: 'close', confirm: 'yes' }, otherCookie)
		expect(other.status).toBe(404)
		expect(getDb().select().from(pots).where(eq(pots.id, pot.id)).get()!.closingDate).toEqual(pot.closingDate)
	})
})

describe('participations and guests', () => {
	test('every participation, hidden and anonymous ones included; the guests of the pot only', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		const donor = makeDonor('donatrice', { firstName: 'Alice', lastName: 'Martin' })
		const company = makeCompany('mecene')
		await giveAndSettle(pot.id, donor, 2500, { tipCents: 300 })
		const hidden = await giveAndSettle(pot.id, company, 10000, { method: 'BANK_WIRE' })
		getDb()
			.update(donations)
			.set({ isVisible: false, isAnonymous: true })
			.where(eq(donations.id, hidden.id))
			.run()
		await giveAndSettle(pot.id, { quickEmail: 'jo.rapide@exemple.fr' }, 1000)
		// The organiser's own invitations (twice the same guest), and one a visitor sent from the open pot.
		const invite = (email: string, inviterId: number | null) =>
			getDb().insert(potInvitations).values({ potId: pot.id, inviterId, email, sentAt: new Date() }).run()
		invite('invite.un@exemple.fr', organiser.id)
		invite('invite.un@exemple.fr', organiser.id)
		invite('ami.visiteur@exemple.fr', null)

		const { participations, guests } = (await view(pot.id, organiserCookie)).body as ViewData
		expect(
			participations.map((p) => [p.donorName, p.email, p.amountCents, p.isVisible, p.isAnonymous, p.status]),
		).toEqual([
			['Jo Rapide', 'jo.rapide@exemple.fr', 1000, true, false, 'SUCCEEDED'],
			['Société mecene', company.email, 10000, false, true, 'SUCCEEDED'],
			['Alice Martin', donor.email, 2500, true, false, 'SUCCEEDED'],
		])
		expect(guests).toEqual([{ email: 'invite.un@exemple.fr', declined: false }])
	})

	test('the CSV export, byte for byte', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		const donor = makeDonor('csv', { firstName: 'Zoé', lastName: 'Dupré; "la fille"' })
		const at = new Date('2026-03-14T23:30:00Z') // 15 March in Paris
		const gift = await giveAndSettle(pot.id, donor, 123456, { tipCents: 250, at })
		getDb().update(donations).set({ createdAt: at, isVisible: false }).where(eq(donations.id, gift.id)).run()

		const response = (await csvLoader({
			request: get(`/mes-cagnottes/${pot.id}/participations.csv`, organiserCookie),
			params: { id: String(pot.id) },
			context: context(),
		})) as Response
		expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('content-disposition')).toBe(
			`attachment; filename="participations-cagnotte-${pot.id}.csv"`,
		)
		const bytes = new Uint8Array(await response.arrayBuffer())
		expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
			'\uFEFFDate;Donateur;Email;Montant (€);Pourboire Donnons (€);Moyen de paiement;Statut;Nom masqué;Montant masqué;Don rapide\r\n' +
				`15/03/2026;"Zoé Dupré; ""la fille""";${donor.email};1234,56;2,50;Carte bancaire;Validée;Non;Oui;Non\r\n`,
		)
	})
})

describe('the end date', () => {
	test('a new date within tomorrow … today + 365 days; anything else is refused with a message', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		const today = parisDay(new Date())
		for (const [value, error] of [
			['', potMessages.closingDateRequired],
			['pas une date', generic.invalidDate],
			[today, derivedMessages.closingDateOutOfRange],
			[addDaysToIsoDay(today, 366), derivedMessages.closingDateOutOfRange],
		] as const) {
			const res = await post(pot.id, { intent: 'closing-date', closing_date: value })
			expect(res.status, value).toBe(400)
			expect(res.body).toMatchObject({ intent: 'closing-date', error })
		}
		const wanted = addDaysToIsoDay(today, 90)
		const ok = await post(pot.id, { intent: 'closing-date', closing_date: wanted })
		expect(ok.status).toBe(302)
		expect(ok.location).toBe(`/mes-cagnottes/${pot.id}`)
		expect(ok.headers.get('set-cookie')).toContain('donnons_toast')
		expect(getDb().select().from(pots).where(eq(pots.id, pot.id)).get()!.closingDate).toEqual(
			closingDateToInstant(wanted),
		)
	})
})

describe('closing a pot', () => {
	test('needs the ticked confirmation; then no more gifts, its monthly gifts end, unused mandates are cancelled', async () => {
		const pot = makeOwnPot(organiser.id, charityId)
		const elsewhere = makeOwnPot(organiser.id, charityId)
		const loyal = makeDonor('mensuel-partage')
		const single = makeDonor('mensuel-seul')
		const shared = await signedMonthlyGifts(loyal.id, [pot.id, elsewhere.id], charityId)
		const alone = await signedMonthlyGifts(single.id, [pot.id], charityId)

		const unconfirmed = await post(pot.id, { intent: 'close' })
		expect(unconfirmed.status).toBe(400)
		expect(unconfirmed.body).toMatchObject({
			intent: 'close',
			error: derivedMessages.potCloseConfirmRequired,
		})
		expect(
			getDb().select().from(pots).where(eq(pots.id, pot.id)).get()!.closingDate.getTime(),
		).toBeGreaterThan(Date.now())

		const closed = await post(pot.id, { intent: 'close', confirm: 'yes' })
		expect(closed.status).toBe(302)
		expect(closed.location).toBe(`/mes-cagnottes/${pot.id}`)
		expect(
			getDb().select().from(pots).where(eq(pots.id, pot.id)).get()!.closingDate.getTime(),
		).toBeLessThanOrEqual(Date.now())

		const statusOf = (id: number) =>
			getDb().select().from(subscriptions).where(eq(subscriptions.id, id)).get()!.status
		expect(statusOf(shared.subs[0]!.id)).toBe('CLOSED')
		expect(statusOf(shared.subs[1]!.id)).toBe('ACTIVE')
		expect(statusOf(alone.subs[0]!.id)).toBe('CLOSED')
		const provider = await getPaymentProvider()
		const mandateOf = (id: number) => getDb().select().from(mandates).where(eq(mandates.id, id)).get()!.status
		expect(mandateOf(alone.mandate.id)).toBe('FAILED')
		expect((await provider.getMandate(alone.providerMandateId)).status).toBe('FAILED')
		expect(mandateOf(shared.mandate.id)).toBe('SUBMITTED')
		expect((await provider.getMandate(shared.providerMandateId)).status).toBe('SUBMITTED')

		// The pot page refuses gifts ('La cagnotte est déjà fermée'); the view shows it closed, forms gone.
		const donate = await run(() =>
			potPageAction({
				request: formRequest(`/participate/${pot.id}`, { amount: '20' }),
				params: { id: String(pot.id) },
				context: context(),
			}),
		)
		expect(donate.status).toBe(400)
		expect(donate.body).toMatchObject({ error: paymentMessages.potAlreadyClosed })
		const page = await run(() =>
			potPageLoader({
				request: get(`/participate/${pot.id}`),
				params: { id: String(pot.id) },
				context: context(),
			}),
		)
		expect(page.body).toMatchObject({ closed: true })
		expect(((await view(pot.id, organiserCookie)).body as ViewData).closed).toBe(true)
		for (const fields of <Record<string, string>[]>[
			{ intent: 'close', confirm: 'yes' },
			{ intent: 'closing-date', closing_date: addDaysToIsoDay(parisDay(new Date()), 10) },
		]) {
			const again = await post(pot.id, fields)
			expect(again.status).toBe(400)
			expect(again.body).toMatchObject({ error: paymentMessages.potAlreadyClosed })
		}
	})
})
