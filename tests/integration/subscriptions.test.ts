import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { runMonthlyDebits } from '#app/donations/monthly.server.ts'
import { derivedMessages, subscriptionMessages } from '#app/lib/messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getToast } from '#app/platform/toast.server.ts'
import { loader as confirmationLoader } from '#app/routes/participate.$id.confirmation.tsx'
import { action as paymentAction, loader as paymentLoader } from '#app/routes/participate.$id.payment.tsx'
import { action as subscriptionAction } from '#app/routes/dons-mensuels.$id.tsx'
import { action as mandatePageAction } from '#app/routes/sandbox.mandate.$token.tsx'
import { charities, donations, eventTypes, mandates, pots, subscriptions, users } from '#db/schema/index.ts'
import { simMandates } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makeDonor } from '#tests/support/fixtures/donations.ts'
import { context, cookiesOf, formRequest, run } from './request.ts'

/**
 * The donor's control of a monthly gift from the dashboard (docs/requirements.md#spec-1-2-subscription-rows "Subscription rows", §4): stop,
 * resume, debit day, through the route /dons-mensuels/{id}, against a real SQLite file and the sandbox
 * provider, and their effect on the daily debit run (app/donations/monthly.server.ts).
 */

useSeededAppDatabase()
const BASE = 'http://localhost:3000'
const DEBIT_DAY = 10
let charityId = 0
let eventTypeId = 0
let creatorId = 0
let seq = 0

beforeAll(() => {
	const db = getDb()
	charityId = db
		.select({ id: charities.id })
		.from(charities)
		.where(and(eq(charities.receiptType, 'GENERATED'), eq(charities.isActive, true)))
		.get()!.id
	eventTypeId = db.select({ id: eventTypes.id }).from(eventTypes).get()!.id
	creatorId = db
		.select({ id: users.id })
		.from(users)
		.where(eq(users.email, 'marie.dupont@donnons.demo'))
		.get()!.id
})

function makePot() {
	return getDb()
		.insert(pots)
		.values({
			name: `Don mensuel ${++seq}`,
			descriptionHtml: '<p>Merci !</p>',
			closingDate: new Date(Date.now() + 120 * 24 * 3600 * 1000),
			eventTypeId,
			charityId,
			creatorId,
		})
		.returning()
		.get().id
}

async function cookieOf(userId: number) {
	return cookiesOf(new Response(null, { headers: await createSession(userId, new Request(BASE)) }))
}

/** Sets up a real monthly gift: the payment page's mandate form, the sandbox signature, the return. */
async function monthlyGift(label: string) {
	const donor = makeDonor(label)
	const potId = makePot()
	const cookie = await cookieOf(donor.id)
	const here = `/participate/${potId}/payment?amount=1500&tip=0&mode=monthly`
	// The browser's cookies: the session, and the payment flow's own cookie set by the payment page.
	const jar = new Map<string, string>()
	for (const pair of cookie.split('; '))
		jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
	const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
	const call = async (
		fn: (args: never) => unknown,
		url: string,
		params: Record<string, string>,
		fields?: Record<string, string>,
	) => {
		const request = fields
			? formRequest(url, fields, header())
			: new Request(new URL(url, BASE), { headers: { cookie: header(), accept: 'text/html' } })
		const res = await run(() => fn({ request, params, context: context() } as never))
		for (const c of res.headers.getSetCookie()) {
			const [pair = ''] = c.split(';')
			jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1))
		}
		return res
	}
	await call(paymentLoader, here, { id: String(potId) })
	const submitted = await call(
		paymentAction,
		here,
		{ id: String(potId) },
		{
			intent: 'mandate',
			bank_account_holder: 'Camille Donatrice',
			bank_account_address_line_1: '3 rue des Tilleuls',
			bank_account_postal_code: '35000',
			bank_account_city: 'Rennes',
			iban: 'FR76 3000 4000 0312 3456 7890 143',
			bic: 'bnpafrpp',
			debit_day: String(DEBIT_DAY),
		},
	)
	expect(submitted.location).toMatch(/\/sandbox\/mandate\//)
	const token = new URL(submitted.location!, 'http://localhost:3000').pathname.split('/').pop()!
	await call(mandatePageAction, submitted.location!, { token }, { intent: 'sign' })
	const mandate = getDb().select().from(mandates).where(eq(mandates.userId, donor.id)).get()!
	await call(
		confirmationLoader,
		`/participate/${potId}/confirmation?MandateId=${mandate.providerMandateId}`,
		{
			id: String(potId),
		},
	)
	const sub = getDb().select().from(subscriptions).where(eq(subscriptions.donorId, donor.id)).get()!
	expect(sub.status).toBe('ACTIVE')
	return { donor, potId, cookie, sub, mandate }
}

async function act(cookie: string | null, id: number, fields: Record<string, string>) {
	const request = formRequest(`/dons-mensuels/${id}`, fields, cookie)
	const res = await run(() =>
		subscriptionAction({ request, params: { id: String(id) }, context: context() } as never),
	)
	const toast = res.location
		? (
				await getToast(
					new Request(BASE, { headers: { cookie: cookiesOf(new Response(null, { headers: res.headers })) } }),
				)
			).toast
		: null
	return { ...res, toast }
}

const subRow = (id: number) => getDb().select().from(subscriptions).where(eq(subscriptions.id, id)).get()!
const mandateRow = (id: number) => getDb().select().from(mandates).where(eq(mandates.id, id)).get()!
const simMandateStatus = (providerId: string) =>
	getSandboxDb().select().from(simMandates).where(eq(simMandates.id, providerId)).get()?.status
const monthsOf = (subscriptionId: number) =>
	getDb().select().from(donations).where(eq(donations.subscriptionId, subscriptionId)).all()

/** The debit day of the month after this one, 10:00 UTC (a Paris day the run sees as due). */
function nextMonthDebit(day = DEBIT_DAY, monthsAhead = 1) {
	const at = new Date()
	at.setUTCDate(1)
	at.setUTCMonth(at.getUTCMonth() + monthsAhead, day)
	at.setUTCHours(10, 0, 0, 0)
	return at
}

describe('stop', () => {
	test('Arrêter then Reprendre: the mandate is kept while the gift may resume, the debits restart', async () => {
		const { cookie, sub, mandate } = await monthlyGift('arret')
		expect(monthsOf(sub.id)).toHaveLength(1)
		const res = await act(cookie, sub.id, {
			intent: 'stop',
			redirectTo: '/particular/dashboard?tout=mensuels',
		})
		expect(res.location).toBe('/particular/dashboard?tout=mensuels')
		expect(res.toast).toMatchObject({ type: 'success', description: subscriptionMessages.stopped })
		expect(subRow(sub.id).status).toBe('CANCELED')
		expect(simMandateStatus(mandate.providerMandateId!)).not.toBe('FAILED')
		expect(mandateRow(mandate.id).status).not.toBe('FAILED')

		const provider = await getPaymentProvider()
		expect((await runMonthlyDebits(provider, nextMonthDebit())).claimed).toBe(0)
		expect(monthsOf(sub.id)).toHaveLength(1)
		// The daily run leaves the mandate of a stopped gift whose pot is open.
		expect(mandateRow(mandate.id).status).not.toBe('FAILED')

		// Reprendre (docs/requirements.md#spec-1-4): active again, on the same mandate; the debits restart.
		const resumed = await act(cookie, sub.id, { intent: 'resume' })
		expect(resumed.toast).toMatchObject({ type: 'success', description: subscriptionMessages.reactivated })
		expect(subRow(sub.id).status).toBe('ACTIVE')
		await runMonthlyDebits(provider, nextMonthDebit(DEBIT_DAY, 2))
		expect(monthsOf(sub.id)).toHaveLength(2)
		// Stopped again, so the next tests' runs debit nothing of it.
		await act(cookie, sub.id, { intent: 'stop' })
	})

	test('a stopped gift’s mandate is cancelled at the provider once its pot ends', async () => {
		const { cookie, sub, mandate } = await monthlyGift('arret-fin')
		// Its first debit went through (no debit is awaited on the mandate any more).
		getDb()
			.update(donations)
			.set({ status: 'SUCCEEDED', succeededAt: new Date() })
			.where(eq(donations.subscriptionId, sub.id))
			.run()
		await act(cookie, sub.id, { intent: 'stop' })
		expect(mandateRow(mandate.id).status).not.toBe('FAILED')
		getDb()
			.update(pots)
			.set({ closingDate: new Date(Date.now() - 1000) })
			.where(eq(pots.id, sub.potId))
			.run()
		await runMonthlyDebits(await getPaymentProvider(), new Date())
		expect(subRow(sub.id).status).toBe('CLOSED')
		expect(simMandateStatus(mandate.providerMandateId!)).toBe('FAILED')
		expect(mandateRow(mandate.id).status).toBe('FAILED')
	})

	test('a month claimed but never sent to the provider is not debited after the stop', async () => {
		const { cookie, sub, donor } = await monthlyGift('arret-reclame')
		const period = nextMonthDebit().toISOString().slice(0, 7)
		const claimed = getDb()
			.insert(donations)
			.values({
				potId: sub.potId,
				donorId: donor.id,
				amountCents: sub.amountCents,
				method: 'DIRECT_DEBIT',
				subscriptionId: sub.id,
				mandateId: sub.mandateId,
				period,
			})
			.returning()
			.get()
		await act(cookie, sub.id, { intent: 'stop' })
		expect(getDb().select().from(donations).where(eq(donations.id, claimed.id)).get()!.status).toBe('FAILED')
		expect((await runMonthlyDebits(await getPaymentProvider(), nextMonthDebit())).charged).toBe(0)
		expect(
			getDb().select().from(donations).where(eq(donations.id, claimed.id)).get()!.providerPayInId,
		).toBeNull()
	})
})

describe('resume', () => {
	test('a mandate still used by another active gift stays; resuming restarts the debits, once a month', async () => {
		const { cookie, sub, mandate, donor } = await monthlyGift('reprise')
		// A second monthly gift on the same signed mandate (as signedMandateFor reuses it for the same IBAN).
		const other = getDb()
			.insert(subscriptions)
			.values({
				...sub,
				id: undefined,
				potId: makePot(),
				attemptKey: null,
				lastChargedPeriod: null,
				debitDay: 20,
			})
			.returning()
			.get()
		const stopped = await act(cookie, sub.id, { intent: 'stop' })
		expect(stopped.toast?.description).toBe(subscriptionMessages.stopped)
		expect(mandateRow(mandate.id).status).not.toBe('FAILED')
		expect(simMandateStatus(mandate.providerMandateId!)).not.toBe('FAILED')

		const resumed = await act(cookie, sub.id, { intent: 'resume', redirectTo: 'https://evil.example/' })
		expect(resumed.location).toBe('/particular/dashboard')
		expect(resumed.toast).toMatchObject({ type: 'success', description: subscriptionMessages.reactivated })
		expect(subRow(sub.id).status).toBe('ACTIVE')

		const provider = await getPaymentProvider()
		// This month was charged before the stop: resuming today takes nothing more.
		expect(subRow(sub.id).lastChargedPeriod).toBe(new Date().toISOString().slice(0, 7))
		await runMonthlyDebits(provider, new Date())
		expect(monthsOf(sub.id)).toHaveLength(1)
		// Next month's debit day: one debit, and a second run the same day takes none.
		const due = nextMonthDebit()
		await runMonthlyDebits(provider, due)
		await runMonthlyDebits(provider, due)
		expect(monthsOf(sub.id)).toHaveLength(2)
		expect(monthsOf(sub.id)[1]!.providerPayInId).toBeTruthy()
		expect(monthsOf(other.id)).toHaveLength(0)
		expect(donor.id).toBe(sub.donorId)
	})

	test('not offered on a finished pot: the status stays', async () => {
		const { cookie, sub } = await monthlyGift('reprise-fermee')
		getDb().update(subscriptions).set({ status: 'CANCELED' }).where(eq(subscriptions.id, sub.id)).run()
		getDb()
			.update(pots)
			.set({ closingDate: new Date(Date.now() - 1000) })
			.where(eq(pots.id, sub.potId))
			.run()
		const res = await act(cookie, sub.id, { intent: 'resume' })
		expect(res.toast).toMatchObject({ type: 'error', description: derivedMessages.subscriptionPotClosed })
		expect(subRow(sub.id).status).toBe('CANCELED')
	})
})

describe('debit day', () => {
	test('changed by its own form; the run debits on the new day, never twice a month', async () => {
		const { cookie, sub } = await monthlyGift('jour')
		const res = await act(cookie, sub.id, { intent: 'debit-day', debit_day: '25' })
		expect(res.toast).toMatchObject({ type: 'success', description: subscriptionMessages.debitDayUpdated })
		expect(subRow(sub.id).debitDay).toBe(25)
		const provider = await getPaymentProvider()
		expect((await runMonthlyDebits(provider, nextMonthDebit(DEBIT_DAY))).claimed).toBe(0)
		await runMonthlyDebits(provider, nextMonthDebit(25))
		expect(monthsOf(sub.id)).toHaveLength(2)
		// Moved again within the month, to a day still ahead: that month is not charged a second time.
		await act(cookie, sub.id, { intent: 'debit-day', debit_day: '28' })
		await runMonthlyDebits(provider, nextMonthDebit(28))
		expect(monthsOf(sub.id)).toHaveLength(2)
	})

	test.each(['0', '32', 'abc', '', '7.5'])('%j is refused with a French message', async (value) => {
		const { cookie, sub } = await monthlyGift('jour-invalide')
		const res = await act(cookie, sub.id, { intent: 'debit-day', debit_day: value })
		expect(res.status).toBe(302)
		expect(res.toast).toMatchObject({ type: 'error', description: derivedMessages.debitDayInvalid })
		expect(subRow(sub.id).debitDay).toBe(DEBIT_DAY)
	})
})

describe('access', () => {
	test('another account gets a 404 for every intent and nothing changes; a visitor is sent to log in', async () => {
		const { sub, mandate } = await monthlyGift('acces')
		const intruder = makeDonor('intrus')
		const cookie = await cookieOf(intruder.id)
		const before = mandateRow(mandate.id).status
		const attempts: Record<string, string>[] = [
			{ intent: 'stop' },
			{ intent: 'resume' },
			{ intent: 'debit-day', debit_day: '3' },
		]
		for (const fields of attempts) {
			expect((await act(cookie, sub.id, fields)).status).toBe(404)
		}
		expect(subRow(sub.id)).toMatchObject({ status: 'ACTIVE', debitDay: DEBIT_DAY })
		expect(mandateRow(mandate.id).status).toBe(before)
		const visitor = await act(null, sub.id, { intent: 'stop' })
		expect(visitor.location).toMatch(/^\/login\?/)
		expect(subRow(sub.id).status).toBe('ACTIVE')
		expect((await act(cookie, 999_999, { intent: 'stop' })).status).toBe(404)
	})
})
