import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getToast } from '#app/platform/toast.server.ts'
import { getFlowOwner } from '#app/flows/flow-store.server.ts'
import { parisDay } from '#app/lib/dates.ts'
import { paymentMessages } from '#app/lib/messages.ts'
import { processPendingEvents } from '#app/donations/provider-events.server.ts'
import { reconcilePayments } from '#app/donations/reconcile.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { runMonthlyDebits } from '#app/donations/monthly.server.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { createSandboxControl } from '#app/payments/sandbox/index.server.ts'
import { CHALLENGE_CARD, FRICTIONLESS_CARD } from '#app/payments/sandbox/rules.ts'
import { loader as carteLoader } from '#app/routes/participate.$id.carte.tsx'
import { loader as confirmationLoader } from '#app/routes/participate.$id.confirmation.tsx'
import { action as paymentAction, loader as paymentLoader } from '#app/routes/participate.$id.payment.tsx'
import { action as quickAction, loader as quickLoader } from '#app/routes/participate.$id.quick-payment.tsx'
import { action as threeDsAction } from '#app/routes/sandbox.3ds.$token.tsx'
import { action as mandatePageAction } from '#app/routes/sandbox.mandate.$token.tsx'
import { loader as webhook } from '#app/routes/webhooks.mangopay.tsx'
import {
	charities,
	donations,
	flows,
	mailOutbox,
	mandates,
	pots,
	providerEvents,
	subscriptions,
	taxReceipts,
	users,
} from '#db/schema/index.ts'
import { simBankAccounts, simMandates, simPayIns, simUsers } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { waitFor } from '#tests/support/polling.ts'
import { Jar } from '#tests/support/cookie-jar.ts'
import { makeCompany, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { BASE, get, post, signedIn, vaultReturn } from '#tests/support/route-gifts.ts'

/**
 * The donation payment flows of docs/requirements.md#spec-3-4, end to end through the routes (payment page, card vault return,
 * 3-D Secure and mandate returns, quick payment, webhooks) against a real SQLite file and the sandbox
 * provider. Every scenario has its own donor and its own pot, so totals, receipts, mails and pay-ins are
 * counted from zero and a double charge or a double count shows.
 */

useSeededAppDatabase()
const IBAN = 'FR7630004000031234567890143'
const BIC = 'BNPAFRPP'
const eur = (amount: number) => ({ amount, currency: 'EUR' as const })
const control = { current: createSandboxControl() }
let server: http.Server
let charityId = 0
let seq = 0

beforeAll(async () => {
	const db = getDb()
	charityId = db
		.select({ id: charities.id })
		.from(charities)
		.where(and(eq(charities.receiptType, 'GENERATED'), eq(charities.isActive, true)))
		.get()!.id
	// The provider's webhooks reach the app's route, as in production (GET ?EventType&RessourceId&Date).
	server = http.createServer((req, res) => {
		const response = webhook({
			request: new Request(new URL(req.url ?? '/', BASE)),
			params: {},
			context: {} as never,
		})
		void response.text().then((body) => {
			res.statusCode = response.status
			res.end(body)
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	control.current = createSandboxControl({ webhookUrl: `http://127.0.0.1:${port}/webhooks/mangopay` })
}, 60_000)

afterAll(async () => {
	await waitFor(() => noPendingEvents())
	await new Promise((resolve) => server.close(resolve))
})

// ---------------------------------------------------------------------------------------------------------
// Fixtures

const newPot = (name: string) => makePot(charityId, name).id

type PaymentPageData = {
	state: string
	block: { message: string; profileUrl: string } | null
	card: { action: string; data: string; accessKeyRef: string; returnURL: string } | null
	wire: { ownerName: string; iban: string; bic: string; reference: string } | null
	resumeUrl: string | null
	error: string | null
	cardErrors: Record<string, string> | null
}
type QuickPageData = PaymentPageData & {
	tipCents: number
	amountCents: number
	identity: { email: string } | null
}

async function cardPage(potId: number, jar: Jar, query = 'amount=2500&tip=300') {
	const page = await get(paymentLoader, `/participate/${potId}/payment?${query}`, jar)
	const body = page.body as PaymentPageData
	expect(body.state).toBe('card')
	expect(body.card).not.toBeNull()
	return body.card!
}

/** The state of the flow behind this browser's cookie, whoever owns it (the route checks the owner). */
async function flowState(jar: Jar) {
	const { ownerKey } = await getFlowOwner(new Request(BASE, { headers: { cookie: jar.header } }))
	const row = getDb()
		.select()
		.from(flows)
		.where(and(eq(flows.ownerKey, ownerKey), eq(flows.machine, 'donation-payment')))
		.get()
	return row ? ((row.snapshot as { value: string }).value ?? null) : null
}

// ---------------------------------------------------------------------------------------------------------
// Reads

const potRow = (potId: number) => getDb().select().from(pots).where(eq(pots.id, potId)).get()!
const totals = (potId: number) => {
	const p = potRow(potId)
	return { total: p.donationsTotalCents, count: p.donationsCount, donors: p.donatorsCount }
}
const donationsOf = (potId: number) =>
	getDb().select().from(donations).where(eq(donations.potId, potId)).all()
const receiptsOf = (donationId: number) =>
	getDb().select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)).all()
const confirmationMails = (to: string) =>
	getDb()
		.select()
		.from(mailOutbox)
		.where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'donation-confirmed')))
		.all()
/** The pay-ins into the pot's wallet at the provider. */
const payInsOf = (potId: number) => {
	const wallet = potRow(potId).providerWalletId
	return wallet
		? getSandboxDb().select().from(simPayIns).where(eq(simPayIns.creditedWalletId, wallet)).all()
		: []
}
const noPendingEvents = () =>
	(getDb().select({ n: count() }).from(providerEvents).where(isNull(providerEvents.processedAt)).get()?.n ??
		0) === 0

/** Delivers the provider's pending webhooks to the route, then waits until every stored event is handled. */
async function deliverWebhooks(opts: { duplicate?: boolean } = {}) {
	const delivered = await control.current.deliverWebhooks(opts)
	await waitFor(() => noPendingEvents())
	return delivered
}

const mandateFields = (extra: Record<string, string> = {}) => ({
	intent: 'mandate',
	bank_account_holder: 'Camille Donatrice',
	bank_account_address_line_1: '3 rue des Tilleuls',
	bank_account_postal_code: '35000',
	bank_account_city: 'Rennes',
	iban: 'FR76 3000 4000 0312 3456 7890 143',
	bic: BIC.toLowerCase(),
	...extra,
})

const tokenOf = (url: string) => new URL(url, BASE).pathname.split('/').pop()!

// ---------------------------------------------------------------------------------------------------------

describe('card payment', () => {
	test('frictionless: one succeeded donation, totals up by the amount (not the tip), one receipt, one mail', async () => {
		const donor = makeDonor('carte')
		const potId = newPot('Carte simple')
		const jar = await signedIn(donor.id)
		const card = await cardPage(potId, jar)
		expect(card.action).toMatch(/\/sandbox\/tokenize\//)
		const { url } = vaultReturn(card, FRICTIONLESS_CARD)

		const res = await get(carteLoader, url, jar)
		expect(res.location).toBe(`/participate/${potId}/confirmation`)

		const rows = donationsOf(potId)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			status: 'SUCCEEDED',
			method: 'CARD',
			donorId: donor.id,
			amountCents: 2500,
			tipCents: 300,
			isQuick: false,
		})
		expect(totals(potId)).toEqual({ total: 2500, count: 1, donors: 1 })
		expect(receiptsOf(rows[0]!.id)).toHaveLength(1)
		expect(receiptsOf(rows[0]!.id)[0]!.amountCents).toBe(2500)
		expect(confirmationMails(donor.email)).toHaveLength(1)
		// The provider charged amount + tip once, the tip as the platform's fees.
		const payIns = payInsOf(potId)
		expect(payIns).toHaveLength(1)
		expect(payIns[0]).toMatchObject({
			status: 'SUCCEEDED',
			paymentType: 'CARD',
			debitedAmount: 2800,
			feesAmount: 300,
		})
		expect(rows[0]!.providerPayInId).toBe(payIns[0]!.id)
		expect(await flowState(jar)).toBe('succeeded')
	})

	test('the vault return replayed in a row, then concurrently: one donation, one pay-in, totals and mail once', async () => {
		const donor = makeDonor('replay')
		const potId = newPot('Carte rejouée')
		const jar = await signedIn(donor.id)

		// In a row.
		const first = vaultReturn(await cardPage(potId, jar, 'amount=1500&tip=0'), FRICTIONLESS_CARD)
		expect((await get(carteLoader, first.url, jar)).location).toBe(`/participate/${potId}/confirmation`)
		expect((await get(carteLoader, first.url, jar)).location).toBe(`/participate/${potId}/confirmation`)
		expect(donationsOf(potId).filter((d) => d.attemptKey === `card-${first.registrationId}`)).toHaveLength(1)
		expect(payInsOf(potId)).toHaveLength(1)
		expect(totals(potId)).toEqual({ total: 1500, count: 1, donors: 1 })
		expect(confirmationMails(donor.email)).toHaveLength(1)

		// A second donation (another amount: a new flow), its return hit twice at the same time.
		const second = vaultReturn(await cardPage(potId, jar, 'amount=2000&tip=100'), FRICTIONLESS_CARD)
		expect(second.registrationId).not.toBe(first.registrationId)
		const both = await Promise.all([get(carteLoader, second.url, jar), get(carteLoader, second.url, jar)])
		// One of them paid; the other found the donation being paid (pending notice) or paid.
		expect(both.map((r) => r.location)).toContain(`/participate/${potId}/confirmation`)
		for (const r of both)
			expect(r.location).toMatch(new RegExp(`^/participate/${potId}(/confirmation|\\?transactionId=)`))
		const rows = donationsOf(potId).filter((d) => d.attemptKey === `card-${second.registrationId}`)
		expect(rows).toHaveLength(1)
		expect(rows[0]!.status).toBe('SUCCEEDED')
		expect(payInsOf(potId)).toHaveLength(2)
		expect(totals(potId)).toEqual({ total: 3500, count: 2, donors: 1 })
		expect(confirmationMails(donor.email)).toHaveLength(2)
		expect(receiptsOf(rows[0]!.id)).toHaveLength(1)
		// Once settled, a late replay only reads the outcome.
		expect((await get(carteLoader, second.url, jar)).location).toBe(`/participate/${potId}/confirmation`)
		expect(donationsOf(potId)).toHaveLength(2)
		expect(payInsOf(potId)).toHaveLength(2)
	})

	test('a refused card: back to the card form with a fresh registration, no donation charged', async () => {
		const donor = makeDonor('refus')
		const potId = newPot('Carte refusée')
		const jar = await signedIn(donor.id)
		const card = await cardPage(potId, jar)
		const registrationId = new URL(card.returnURL).searchParams.get('reg')!
		const res = await get(carteLoader, `${card.returnURL}&errorCode=02627`, jar)
		expect(res.location).toBe(`/participate/${potId}/payment?amount=2500&tip=300`)
		const page = (await get(paymentLoader, res.location!, jar)).body as PaymentPageData
		expect(page.state).toBe('card')
		expect(page.cardErrors).toEqual({ cardCvx: paymentMessages.cvcInvalid })
		expect(new URL(page.card!.returnURL).searchParams.get('reg')).not.toBe(registrationId)
		expect(donationsOf(potId)).toHaveLength(0)
		expect(payInsOf(potId)).toHaveLength(0)
	})
})

describe('a card the vault refuses', () => {
	test('goes back to the pot page with the reason, as a 3-D Secure refusal; nothing charged', async () => {
		const donor = makeDonor('refus-coffre')
		const potId = newPot('Carte refusée par le coffre')
		const jar = await signedIn(donor.id)
		const card = await cardPage(potId, jar)
		const res = await get(carteLoader, `${card.returnURL}&errorCode=09101`, jar)
		expect(res.location).toBe(`/participate/${potId}`)
		expect(jar.header).toMatch(/toast/)
		const toast = await getToast(new Request(BASE, { headers: { cookie: jar.header } }))
		expect(toast.toast).toMatchObject({
			type: 'error',
			description: paymentMessages.cardPreregistrationFailed,
		})
		expect(donationsOf(potId)).toHaveLength(0)
		expect(payInsOf(potId)).toHaveLength(0)
	})
})

describe('provider trouble', () => {
	test('a card pay-in whose answer is lost twice stays pending (never "failed"), then the reconciliation finds it: one charge', async () => {
		const donor = makeDonor('coupure')
		const potId = newPot('Carte sans réponse')
		const jar = await signedIn(donor.id)
		const card = await cardPage(potId, jar)
		await control.current.injectFault('createCardPayIn', 'timeout_after_commit')
		await control.current.injectFault('createCardPayIn', 'timeout_after_commit')
		const res = await get(carteLoader, vaultReturn(card, FRICTIONLESS_CARD).url, jar)
		// The pending notice, not an invitation to pay again.
		expect(res.location).toMatch(new RegExp(`^/participate/${potId}\\?transactionId=`))
		expect(await flowState(jar)).toBe('pending')
		expect(donationsOf(potId)).toMatchObject([{ status: 'CREATED', providerPayInId: null }])
		expect(payInsOf(potId)).toHaveLength(1)

		await reconcilePayments(await getPaymentProvider(), new Date(Date.now() + 5 * 60_000))
		expect(donationsOf(potId)).toMatchObject([
			{ status: 'SUCCEEDED', providerPayInId: payInsOf(potId)[0]!.id },
		])
		expect(payInsOf(potId)).toHaveLength(1)
		expect(totals(potId)).toEqual({ total: 2500, count: 1, donors: 1 })
	})

	test('a transfer asked twice at once: one donation, one wire, and its details on the page', async () => {
		const donor = makeDonor('virement-double')
		const potId = newPot('Virement double clic')
		const jar = await signedIn(donor.id)
		const here = `/participate/${potId}/payment?amount=2000&tip=0&mode=sepa`
		await get(paymentLoader, here, jar)
		await Promise.all([
			post(paymentAction, here, { intent: 'wire' }, jar),
			post(paymentAction, here, { intent: 'wire' }, jar),
		])
		expect(donationsOf(potId)).toHaveLength(1)
		expect(payInsOf(potId)).toHaveLength(1)
		expect(donationsOf(potId)[0]!.providerPayInId).toBe(payInsOf(potId)[0]!.id)
		expect(((await get(paymentLoader, here, jar)).body as PaymentPageData).state).toBe('wireDetails')
	})
})

describe('second review', () => {
	async function signedMandate(donorId: number, jar: Jar) {
		const potId = newPot('Premier mandat')
		const here = `/participate/${potId}/payment?amount=1000&tip=0&mode=unique`
		await get(paymentLoader, here, jar)
		const submitted = await post(paymentAction, here, mandateFields(), jar)
		await post(mandatePageAction, submitted.location!, { intent: 'sign' }, jar, {
			token: tokenOf(submitted.location!),
		})
		const mandate = getDb().select().from(mandates).where(eq(mandates.userId, donorId)).get()!
		await get(
			confirmationLoader,
			`/participate/${potId}/confirmation?MandateId=${mandate.providerMandateId}`,
			jar,
		)
		return mandate
	}

	test('a form posted again after its payment finished does not pay twice (signed IBAN)', async () => {
		const donor = makeDonor('deux-fois')
		const jar = await signedIn(donor.id)
		await signedMandate(donor.id, jar)
		const potId = newPot('Deuxième don')
		const here = `/participate/${potId}/payment?amount=2000&tip=0&mode=unique`
		await get(paymentLoader, here, jar)
		expect((await post(paymentAction, here, mandateFields(), jar)).location).toMatch(
			/confirmation\?pending=true$/,
		)
		expect((await post(paymentAction, here, mandateFields(), jar)).location).toBe(here)
		expect(donationsOf(potId)).toHaveLength(1)
		expect(payInsOf(potId)).toHaveLength(1)
	})

	test('a one-off form posted while the flow shows another tab creates nothing', async () => {
		const donor = makeDonor('onglets')
		const potId = newPot('Onglets')
		const jar = await signedIn(donor.id)
		const unique = `/participate/${potId}/payment?amount=2000&tip=0&mode=unique`
		await get(paymentLoader, unique, jar)
		await get(paymentLoader, `/participate/${potId}/payment?amount=2000&tip=0&mode=monthly`, jar)
		expect((await post(paymentAction, unique, mandateFields(), jar)).location).toBe(unique)
		expect(donationsOf(potId)).toHaveLength(0)
		expect(getDb().select().from(subscriptions).where(eq(subscriptions.potId, potId)).all()).toHaveLength(0)
	})

	test('a card pay-in whose id was lost is found by its tag when its webhook arrives', async () => {
		const donor = makeDonor('etiquette')
		const potId = newPot('Carte retrouvée')
		const jar = await signedIn(donor.id)
		const card = await cardPage(potId, jar)
		await control.current.injectFault('createCardPayIn', 'timeout_after_commit')
		await control.current.injectFault('createCardPayIn', 'timeout_after_commit')
		await get(carteLoader, vaultReturn(card, FRICTIONLESS_CARD).url, jar)
		expect(donationsOf(potId)).toMatchObject([{ status: 'CREATED', providerPayInId: null }])
		await deliverWebhooks()
		expect(donationsOf(potId)).toMatchObject([
			{ status: 'SUCCEEDED', providerPayInId: payInsOf(potId)[0]!.id },
		])
		expect(totals(potId)).toEqual({ total: 2500, count: 1, donors: 1 })
		// Even after the reconciliation's 25-hour rule, nothing undoes it.
		await reconcilePayments(await getPaymentProvider(), new Date(Date.now() + 26 * 3600_000))
		expect(donationsOf(potId)[0]!.status).toBe('SUCCEEDED')
	})

	test('a closed pot stops its monthly donations', async () => {
		const donor = makeDonor('mensuel-ferme')
		const potId = newPot('Mensuel fermé')
		const jar = await signedIn(donor.id)
		const here = `/participate/${potId}/payment?amount=1000&tip=0&mode=monthly`
		await get(paymentLoader, here, jar)
		const submitted = await post(paymentAction, here, mandateFields({ debit_day: '1' }), jar)
		await post(mandatePageAction, submitted.location!, { intent: 'sign' }, jar, {
			token: tokenOf(submitted.location!),
		})
		const mandate = getDb().select().from(mandates).where(eq(mandates.userId, donor.id)).get()!
		await get(
			confirmationLoader,
			`/participate/${potId}/confirmation?MandateId=${mandate.providerMandateId}`,
			jar,
		)
		expect(donationsOf(potId)).toHaveLength(1)
		getDb()
			.update(pots)
			.set({ closingDate: new Date(Date.now() - 1000) })
			.where(eq(pots.id, potId))
			.run()
		const nextMonth = new Date()
		nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1, 1)
		nextMonth.setUTCHours(10)
		expect((await runMonthlyDebits(await getPaymentProvider(), nextMonth)).claimed).toBe(0)
		expect(donationsOf(potId)).toHaveLength(1)
		expect(getDb().select().from(subscriptions).where(eq(subscriptions.potId, potId)).get()!.status).toBe(
			'CLOSED',
		)
	})

	test("an older mandate's return replayed does not close the flow waiting on a new one", async () => {
		const donor = makeDonor('ancien-retour')
		const jar = await signedIn(donor.id)
		const old = await signedMandate(donor.id, jar)
		const potId = newPot('Nouveau mandat')
		const here = `/participate/${potId}/payment?amount=2000&tip=0&mode=unique`
		await get(paymentLoader, here, jar)
		await post(
			paymentAction,
			here,
			mandateFields({ iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' }),
			jar,
		)
		expect(await flowState(jar)).toBe('mandateSignature')
		await get(
			confirmationLoader,
			`/participate/${potId}/confirmation?MandateId=${old.providerMandateId}`,
			jar,
		)
		expect(await flowState(jar)).toBe('mandateSignature')
	})
})

describe('no dead ends', () => {
	test('a mandate left unsigned for the card tab, then the one-off tab again: a new mandate, the old gift given up', async () => {
		const donor = makeDonor('retour-onglet')
		const potId = newPot('Retour onglet')
		const jar = await signedIn(donor.id)
		const unique = `/participate/${potId}/payment?amount=2000&tip=0&mode=unique`
		await get(paymentLoader, unique, jar)
		const first = await post(paymentAction, unique, mandateFields(), jar)
		expect(first.location).toMatch(/\/sandbox\/mandate\//)
		expect(
			(
				(await get(paymentLoader, `/participate/${potId}/payment?amount=2000&tip=0`, jar))
					.body as PaymentPageData
			).state,
		).toBe('card')
		expect(((await get(paymentLoader, unique, jar)).body as PaymentPageData).state).toBe('directDebit')
		const second = await post(
			paymentAction,
			unique,
			mandateFields({ iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' }),
			jar,
		)
		expect(second.location).toMatch(/\/sandbox\/mandate\//)
		expect(second.location).not.toBe(first.location)
		expect(
			donationsOf(potId)
				.sort((a, b) => a.id - b.id)
				.map((d) => [d.status, d.resultCode]),
		).toEqual([
			['FAILED', 'ABANDONED'],
			['CREATED', null],
		])
		// The first mandate signed late debits nothing.
		await post(mandatePageAction, first.location!, { intent: 'sign' }, jar, {
			token: tokenOf(first.location!),
		})
		await deliverWebhooks()
		expect(payInsOf(potId)).toHaveLength(0)
	})

	test('the transfer details are shown on their own tab', async () => {
		const donor = makeDonor('onglet-virement')
		const potId = newPot('Onglet virement')
		const jar = await signedIn(donor.id)
		const sepa = `/participate/${potId}/payment?amount=2000&tip=0&mode=sepa`
		await get(paymentLoader, sepa, jar)
		await post(paymentAction, sepa, { intent: 'wire' }, jar)
		const elsewhere = await get(
			paymentLoader,
			`/participate/${potId}/payment?amount=2000&tip=0&mode=unique`,
			jar,
		)
		expect(elsewhere.location).toBe(sepa)
	})
})

describe('a flow belongs to its account', () => {
	test('another account on the same browser starts its own flow; signed out at the vault return, sign in first', async () => {
		const first = makeDonor('premier')
		const potId = newPot('Navigateur partagé')
		const jar = await signedIn(first.id)
		const card = await cardPage(potId, jar)
		const ret = vaultReturn(card, FRICTIONLESS_CARD).url

		// Signed out meanwhile: the vault's return asks to sign in and comes back to the same URL.
		const anonymous = jar.withoutSession()
		const res = await get(carteLoader, ret, anonymous)
		expect(res.location).toMatch(/^\/login\?redirectTo=/)
		expect(decodeURIComponent(res.location!)).toContain(`/participate/${potId}/carte?reg=`)
		expect(donationsOf(potId)).toHaveLength(0)

		// Someone else signs in on this browser: the first account's flow is not theirs to continue.
		const second = makeDonor('second')
		const other = anonymous.take(await createSession(second.id, new Request(BASE)))
		expect((await get(carteLoader, ret, other)).location).toBe(`/participate/${potId}`)
		expect(donationsOf(potId)).toHaveLength(0)

		// The first donor, signed in again, comes back to the return: one donation, in their name.
		expect((await get(carteLoader, ret, jar)).location).toBe(`/participate/${potId}/confirmation`)
		expect(donationsOf(potId)).toMatchObject([{ donorId: first.id, status: 'SUCCEEDED' }])

		// The second account's own payment page starts a flow of its own (a new card registration).
		const theirs = await cardPage(potId, other)
		expect(theirs.returnURL).not.toBe(card.returnURL)
		expect(payInsOf(potId)).toHaveLength(1)
	})
})

describe('3-D Secure', () => {
	test('the challenge: secureMode, then the return replayed (in a row and at once) counts one success', async () => {
		const donor = makeDonor('3ds')
		const potId = newPot('Carte 3DS')
		const jar = await signedIn(donor.id)
		const { url } = vaultReturn(await cardPage(potId, jar, 'amount=4000&tip=200'), CHALLENGE_CARD)
		const started = await get(carteLoader, url, jar)
		// Relative: the simulator's pages stay on the address the visitor uses.
		expect(started.location).toMatch(/^\/sandbox\/3ds\/[\w-]+$/)
		expect(await flowState(jar)).toBe('secureMode')
		const [pending] = donationsOf(potId)
		expect(pending).toMatchObject({ status: 'CREATED', providerPayInId: expect.any(String) })
		expect(totals(potId).total).toBe(0)
		// Replaying the vault return while the bank asks: the same challenge, nothing new.
		expect((await get(carteLoader, url, jar)).location).toBe(
			`/participate/${potId}?transactionId=${pending!.providerPayInId}`,
		)

		const challenge = await post(threeDsAction, started.location!, { intent: 'success' }, jar, {
			token: tokenOf(started.location!),
		})
		const back = challenge.location!
		expect(back).toBe(`${BASE}/participate/${potId}/confirmation?transactionId=${pending!.providerPayInId}`)
		expect((await get(confirmationLoader, back, jar)).location).toBe(`/participate/${potId}/confirmation`)
		expect(await flowState(jar)).toBe('succeeded')
		expect((await get(confirmationLoader, back, jar)).location).toBe(`/participate/${potId}/confirmation`)
		const again = await Promise.all([get(confirmationLoader, back, jar), get(confirmationLoader, back, jar)])
		expect(again.map((r) => r.location)).toEqual([
			`/participate/${potId}/confirmation`,
			`/participate/${potId}/confirmation`,
		])

		const rows = donationsOf(potId)
		expect(rows).toHaveLength(1)
		expect(rows[0]!.status).toBe('SUCCEEDED')
		expect(payInsOf(potId)).toHaveLength(1)
		expect(totals(potId)).toEqual({ total: 4000, count: 1, donors: 1 })
		expect(receiptsOf(rows[0]!.id)).toHaveLength(1)
		expect(confirmationMails(donor.email)).toHaveLength(1)
		// The provider's webhooks for the same pay-in change nothing more.
		await deliverWebhooks({ duplicate: true })
		expect(totals(potId)).toEqual({ total: 4000, count: 1, donors: 1 })
		expect(confirmationMails(donor.email)).toHaveLength(1)
	})

	test('a refused challenge: the donation FAILED, the totals unchanged, no receipt, no mail', async () => {
		const donor = makeDonor('3ds-refus')
		const potId = newPot('Carte 3DS refusée')
		const jar = await signedIn(donor.id)
		const { url } = vaultReturn(await cardPage(potId, jar), CHALLENGE_CARD)
		const started = await get(carteLoader, url, jar)
		const challenge = await post(threeDsAction, started.location!, { intent: 'fail' }, jar, {
			token: tokenOf(started.location!),
		})
		const res = await get(confirmationLoader, challenge.location!, jar)
		expect(res.location).toBe(`/participate/${potId}`)
		expect(await get(confirmationLoader, challenge.location!, jar)).toMatchObject({
			location: `/participate/${potId}`,
		})
		const rows = donationsOf(potId)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ status: 'FAILED', resultCode: '101301' })
		expect(totals(potId)).toEqual({ total: 0, count: 0, donors: 0 })
		expect(receiptsOf(rows[0]!.id)).toHaveLength(0)
		expect(confirmationMails(donor.email)).toHaveLength(0)
		expect(await flowState(jar)).toBe('failed')
	})

	test('a challenge abandoned, settled by the webhook: the payment page starts afresh instead of waiting', async () => {
		const donor = makeDonor('3ds-abandon')
		const potId = newPot('Carte 3DS abandonnée')
		const jar = await signedIn(donor.id)
		const { url } = vaultReturn(await cardPage(potId, jar), CHALLENGE_CARD)
		const started = await get(carteLoader, url, jar)
		expect(await flowState(jar)).toBe('secureMode')
		// The donor never comes back; the bank refuses and tells the platform.
		await post(threeDsAction, started.location!, { intent: 'fail' }, jar, {
			token: tokenOf(started.location!),
		})
		await deliverWebhooks()
		expect(donationsOf(potId)[0]!.status).toBe('FAILED')
		expect(await flowState(jar)).toBe('secureMode')
		const page = (await get(paymentLoader, `/participate/${potId}/payment?amount=2500&tip=300`, jar))
			.body as PaymentPageData
		expect(page.state).toBe('card')
		expect(page.card).not.toBeNull()
	})
})

describe('one-off direct debit', () => {
	test('mandate signed, return hit twice: one pay-in; pending until the bank settles; counted once', async () => {
		const donor = makeDonor('prelevement')
		const potId = newPot('Prélèvement unique')
		const jar = await signedIn(donor.id)
		const here = `/participate/${potId}/payment?amount=3000&tip=150&mode=unique`
		expect(((await get(paymentLoader, here, jar)).body as PaymentPageData).state).toBe('directDebit')

		const submitted = await post(paymentAction, here, mandateFields(), jar)
		expect(submitted.location).toMatch(/^\/sandbox\/mandate\/[\w-]+$/)
		expect(await flowState(jar)).toBe('mandateSignature')
		// The same form posted again (double click): no second donation, no second mandate.
		const again = await post(paymentAction, here, mandateFields(), jar)
		expect(again.location).toBe(here)
		const page = (await get(paymentLoader, here, jar)).body as PaymentPageData
		expect(page.resumeUrl).toBe(submitted.location)
		expect(donationsOf(potId)).toHaveLength(1)
		expect(getDb().select().from(mandates).where(eq(mandates.userId, donor.id)).all()).toHaveLength(1)

		const signed = await post(mandatePageAction, submitted.location!, { intent: 'sign' }, jar, {
			token: tokenOf(submitted.location!),
		})
		const mandateId = new URL(signed.location!).searchParams.get('MandateId')!
		expect(signed.location).toBe(`${BASE}/participate/${potId}/confirmation?MandateId=${mandateId}`)
		const first = await get(confirmationLoader, signed.location!, jar)
		expect(first.body).toMatchObject({ pending: true, pot: { id: potId } })
		expect(await flowState(jar)).toBe('pending')
		const second = await get(confirmationLoader, signed.location!, jar)
		expect(second.body).toMatchObject({ pending: true })
		await Promise.all([
			get(confirmationLoader, signed.location!, jar),
			get(confirmationLoader, signed.location!, jar),
		])

		const debits = payInsOf(potId)
		expect(debits).toHaveLength(1)
		expect(debits[0]).toMatchObject({
			paymentType: 'DIRECT_DEBIT',
			status: 'CREATED',
			mandateId,
			debitedAmount: 3150,
			feesAmount: 150,
		})
		const [donation] = donationsOf(potId)
		expect(donation).toMatchObject({
			status: 'CREATED',
			method: 'DIRECT_DEBIT',
			providerPayInId: debits[0]!.id,
		})
		expect(totals(potId)).toEqual({ total: 0, count: 0, donors: 0 })
		expect(confirmationMails(donor.email)).toHaveLength(0)
		expect(
			getDb().select().from(mandates).where(eq(mandates.providerMandateId, mandateId)).get()!.status,
		).toBe('SUBMITTED')
		// The IBAN and BIC reached the provider upper-cased, without spaces (docs/requirements.md#spec-3-3).
		const simMandate = getSandboxDb().select().from(simMandates).where(eq(simMandates.id, mandateId)).get()!
		expect(
			getSandboxDb()
				.select()
				.from(simBankAccounts)
				.where(eq(simBankAccounts.id, simMandate.bankAccountId))
				.get(),
		).toMatchObject({ iban: IBAN, bic: BIC })

		await control.current.settleDirectDebit(debits[0]!.id, 'success')
		await deliverWebhooks({ duplicate: true })
		await processPendingEvents(await getPaymentProvider())
		expect(donationsOf(potId)).toHaveLength(1)
		expect(donationsOf(potId)[0]!.status).toBe('SUCCEEDED')
		expect(totals(potId)).toEqual({ total: 3000, count: 1, donors: 1 })
		expect(receiptsOf(donation!.id)).toHaveLength(1)
		expect(confirmationMails(donor.email)).toHaveLength(1)
		// A late return from the bank page adds nothing.
		await get(confirmationLoader, signed.location!, jar)
		expect(payInsOf(potId)).toHaveLength(1)
		expect(totals(potId).total).toBe(3000)
	})

	test('signed, then the tab closed: the mandate webhook (or the reconciliation) debits the donation once', async () => {
		const donor = makeDonor('onglet-ferme')
		const potId = newPot('Prélèvement sans retour')
		const jar = await signedIn(donor.id)
		const here = `/participate/${potId}/payment?amount=2500&tip=0&mode=unique`
		await get(paymentLoader, here, jar)
		const submitted = await post(paymentAction, here, mandateFields(), jar)
		// The donor signs at the bank but never comes back to the confirmation page.
		await post(mandatePageAction, submitted.location!, { intent: 'sign' }, jar, {
			token: tokenOf(submitted.location!),
		})
		expect(payInsOf(potId)).toHaveLength(0)
		await deliverWebhooks({ duplicate: true })
		await processPendingEvents(await getPaymentProvider())
		expect(payInsOf(potId)).toHaveLength(1)
		// The reconciliation, later, finds nothing more to do.
		await reconcilePayments(await getPaymentProvider(), new Date(Date.now() + 10 * 60_000))
		expect(payInsOf(potId)).toHaveLength(1)
		expect(donationsOf(potId)[0]).toMatchObject({
			status: 'CREATED',
			providerPayInId: payInsOf(potId)[0]!.id,
		})
	})

	test('back from the bank without signing: the payment page, to sign later; nothing debited', async () => {
		const donor = makeDonor('sans-signature')
		const potId = newPot('Mandat non signé')
		const jar = await signedIn(donor.id)
		const here = `/participate/${potId}/payment?amount=2000&tip=0&mode=unique`
		await get(paymentLoader, here, jar)
		const submitted = await post(paymentAction, here, mandateFields(), jar)
		const mandateId = getDb().select().from(mandates).where(eq(mandates.userId, donor.id)).get()!
			.providerMandateId!
		const back = await get(
			confirmationLoader,
			`/participate/${potId}/confirmation?MandateId=${mandateId}`,
			jar,
		)
		expect(back.location).toBe(here)
		const page = (await get(paymentLoader, here, jar)).body as PaymentPageData
		expect(page.resumeUrl).toBe(submitted.location)
		expect(payInsOf(potId)).toHaveLength(0)
		expect(donationsOf(potId)).toMatchObject([{ status: 'CREATED', providerPayInId: null }])
	})

	test('a double submit at the same time: one donation, one mandate, one redirect to it', async () => {
		const donor = makeDonor('double')
		const potId = newPot('Prélèvement double clic')
		const jar = await signedIn(donor.id)
		const here = `/participate/${potId}/payment?amount=2000&tip=0&mode=unique`
		await get(paymentLoader, here, jar)
		const results = await Promise.all([
			post(paymentAction, here, mandateFields(), jar),
			post(paymentAction, here, mandateFields(), jar),
		])
		const toMandate = results.filter((r) => /\/sandbox\/mandate\//.test(r.location ?? ''))
		expect(toMandate).toHaveLength(1)
		expect(donationsOf(potId)).toHaveLength(1)
		const local = getDb().select().from(mandates).where(eq(mandates.userId, donor.id)).all()
		expect(local).toHaveLength(1)
		const payer = getDb().select().from(users).where(eq(users.id, donor.id)).get()!.providerUserId!
		expect(getSandboxDb().select().from(simUsers).where(eq(simUsers.id, payer)).all()).toHaveLength(1)
		expect(
			getSandboxDb().select().from(simMandates).where(eq(simMandates.id, local[0]!.providerMandateId!)).all(),
		).toHaveLength(1)
		expect(await flowState(jar)).toBe('mandateSignature')
	})

	test('an invalid IBAN is refused with the spec message and nothing is created', async () => {
		const donor = makeDonor('iban')
		const potId = newPot('Prélèvement IBAN faux')
		const jar = await signedIn(donor.id)
		const here = `/participate/${potId}/payment?amount=2000&mode=unique`
		await get(paymentLoader, here, jar)
		const res = await post(paymentAction, here, mandateFields({ iban: 'FR7630004000031234567890144' }), jar)
		expect(res.status).toBe(400)
		expect(JSON.stringify(res.body)).toContain(paymentMessages.ibanInvalid)
		expect(donationsOf(potId)).toHaveLength(0)
		expect(getDb().select().from(users).where(eq(users.id, donor.id)).get()!.providerUserId).toBeNull()
	})
})

describe('monthly direct debit', () => {
	test('the subscription, its mandate, exactly one first month; a second return and the daily run add none', async () => {
		const donor = makeDonor('mensuel')
		const potId = newPot('Don mensuel')
		const jar = await signedIn(donor.id)
		const today = parisDay(new Date())
		const debitDay = Number(today.slice(8, 10))
		const here = `/participate/${potId}/payment?amount=1200&tip=100&mode=monthly`
		expect(((await get(paymentLoader, here, jar)).body as PaymentPageData).state).toBe('directDebit')
		// The monthly form requires the debit day.
		const missing = await post(paymentAction, here, mandateFields(), jar)
		expect(missing.status).toBe(400)
		expect(JSON.stringify(missing.body)).toContain(paymentMessages.debitDayRequired)

		const submitted = await post(paymentAction, here, mandateFields({ debit_day: String(debitDay) }), jar)
		expect(submitted.location).toMatch(/\/sandbox\/mandate\//)
		const subs = getDb().select().from(subscriptions).where(eq(subscriptions.donorId, donor.id)).all()
		expect(subs).toHaveLength(1)
		const sub = subs[0]!
		expect(sub).toMatchObject({
			potId,
			amountCents: 1200,
			tipCents: 100,
			debitDay,
			status: 'ACTIVE',
			lastChargedPeriod: null,
		})
		expect(sub.mandateId).not.toBeNull()
		// Nothing is charged before the signature.
		expect(donationsOf(potId)).toHaveLength(0)

		const signed = await post(mandatePageAction, submitted.location!, { intent: 'sign' }, jar, {
			token: tokenOf(submitted.location!),
		})
		expect((await get(confirmationLoader, signed.location!, jar)).body).toMatchObject({ pending: true })
		const rows = () => getDb().select().from(donations).where(eq(donations.subscriptionId, sub.id)).all()
		expect(rows()).toHaveLength(1)
		expect(rows()[0]).toMatchObject({
			period: today.slice(0, 7),
			amountCents: 1200,
			tipCents: 100,
			method: 'DIRECT_DEBIT',
			status: 'CREATED',
			donorId: donor.id,
		})
		expect(rows()[0]!.providerPayInId).toBeTruthy()

		await get(confirmationLoader, signed.location!, jar)
		expect(rows()).toHaveLength(1)
		const provider = await getPaymentProvider()
		const run1 = await runMonthlyDebits(provider, new Date())
		expect(run1.claimed).toBe(0)
		expect(rows()).toHaveLength(1)
		const mandateId = getDb().select().from(mandates).where(eq(mandates.id, sub.mandateId!)).get()!
			.providerMandateId!
		expect(
			getSandboxDb().select().from(simPayIns).where(eq(simPayIns.mandateId, mandateId)).all(),
		).toHaveLength(1)
		expect(
			getDb().select().from(subscriptions).where(eq(subscriptions.id, sub.id)).get()!.lastChargedPeriod,
		).toBe(today.slice(0, 7))

		// Settled: the first month counts once.
		await control.current.settleDirectDebit(rows()[0]!.providerPayInId!, 'success')
		await deliverWebhooks()
		expect(rows()[0]!.status).toBe('SUCCEEDED')
		expect(totals(potId)).toEqual({ total: 1200, count: 1, donors: 1 })
		expect(confirmationMails(donor.email)).toHaveLength(1)
	})
})

describe('SEPA transfer', () => {
	test('wire details once, acknowledged twice harmlessly; the transfer (webhook sent twice) counts once', async () => {
		const donor = makeDonor('virement')
		const potId = newPot('Virement SEPA')
		const jar = await signedIn(donor.id)
		const here = `/participate/${potId}/payment?amount=5000&tip=250&mode=sepa`
		expect(((await get(paymentLoader, here, jar)).body as PaymentPageData).state).toBe('wire')

		expect((await post(paymentAction, here, { intent: 'wire' }, jar)).location).toBe(here)
		// A second click while the details are shown starts nothing new.
		expect((await post(paymentAction, here, { intent: 'wire' }, jar)).location).toBe(here)
		const shown = (await get(paymentLoader, here, jar)).body as PaymentPageData
		expect(shown.state).toBe('wireDetails')
		expect(shown.wire).toMatchObject({
			ownerName: 'MANGOPAY SA',
			iban: expect.stringMatching(/^FR76/),
			reference: expect.stringMatching(/^\w{10}$/),
		})
		const rows = donationsOf(potId)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			method: 'BANK_WIRE',
			status: 'CREATED',
			wireReference: shown.wire!.reference,
			amountCents: 5000,
			tipCents: 250,
		})
		expect(payInsOf(potId)).toHaveLength(1)

		// Without the box ticked, nothing; then acknowledged, twice.
		expect((await post(paymentAction, here, { intent: 'acknowledge' }, jar)).location).toBe(here)
		expect(await flowState(jar)).toBe('wireDetails')
		expect((await post(paymentAction, here, { intent: 'acknowledge', noted: 'true' }, jar)).location).toBe(
			`/participate/${potId}`,
		)
		expect(await flowState(jar)).toBe('wireAwaited')
		// Again: the flow is over, the post only shows the page (a fresh one).
		expect((await post(paymentAction, here, { intent: 'acknowledge', noted: 'true' }, jar)).location).toBe(
			here,
		)
		// The details cannot be seen again.
		const after = (await get(paymentLoader, here, jar)).body as PaymentPageData
		expect(after.wire).toBeNull()
		expect(donationsOf(potId)).toHaveLength(1)
		expect(payInsOf(potId)).toHaveLength(1)
		expect(totals(potId).total).toBe(0)

		await control.current.receiveBankWire(shown.wire!.reference, eur(5250))
		await deliverWebhooks({ duplicate: true })
		await processPendingEvents(await getPaymentProvider())
		expect(donationsOf(potId)[0]!.status).toBe('SUCCEEDED')
		expect(totals(potId)).toEqual({ total: 5000, count: 1, donors: 1 })
		expect(receiptsOf(rows[0]!.id)).toHaveLength(1)
		expect(confirmationMails(donor.email)).toHaveLength(1)
		const payInId = rows[0]!.providerPayInId!
		expect(
			getDb()
				.select()
				.from(providerEvents)
				.where(
					and(eq(providerEvents.resourceId, payInId), eq(providerEvents.eventType, 'PAYIN_NORMAL_SUCCEEDED')),
				)
				.all(),
		).toHaveLength(1)
		// Nothing left to deliver: a second delivery run changes nothing.
		await deliverWebhooks({ duplicate: true })
		expect(totals(potId)).toEqual({ total: 5000, count: 1, donors: 1 })
		expect(confirmationMails(donor.email)).toHaveLength(1)
	})
})

describe('quick donation', () => {
	const identityFields = (email: string) => ({
		firstname: 'Julie',
		name: 'Petit',
		email,
		birth_date: '1990-05-12',
	})

	async function quickDonation(
		potId: number,
		jar: Jar,
		email: string,
		query = 'amount=2000&tip=100&quick=true',
	) {
		const url = `/participate/${potId}/quick-payment?${query}`
		const first = (await get(quickLoader, url, jar)).body as QuickPageData
		expect(first.state).toBe('quickIdentity')
		expect(first.card).toBeNull()
		expect((await post(quickAction, url, identityFields(email), jar)).location).toBe(url)
		const page = (await get(quickLoader, url, jar)).body as QuickPageData
		expect(page.state).toBe('card')
		expect(page.identity?.email).toBe(email)
		return { url, page }
	}

	test('bots and card testers: the honeypot refuses, and identities are limited per e-mail', async () => {
		const potId = newPot('Don rapide protégé')
		const jar = new Jar()
		const url = `/participate/${potId}/quick-payment?amount=2000&quick=true`
		await get(quickLoader, url, jar)
		const bot = await post(
			quickAction,
			url,
			{ ...identityFields(`bot.${++seq}@exemple.fr`), site_web: 'http://spam' },
			jar,
		)
		expect(bot.status).toBe(400)
		const email = `testeur.${++seq}@exemple.fr`
		const statuses: number[] = []
		for (let i = 0; i < 8; i++) {
			// A fresh browser each time (no flow to resume): only the e-mail's limit can stop it.
			const fresh = new Jar()
			await get(quickLoader, url, fresh)
			statuses.push((await post(quickAction, url, identityFields(email), fresh)).status)
		}
		expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
		expect(statuses.slice(0, 6).every((status) => status === 302)).toBe(true)
	})

	test('a visitor: identity then card; a quick donation without account or receipt, counted once', async () => {
		const potId = newPot('Don rapide')
		const jar = new Jar()
		const email = `julie.${++seq}@exemple.fr`
		const { page } = await quickDonation(potId, jar, email)
		expect(page.tipCents).toBe(100)
		const { url } = vaultReturn(page.card!, FRICTIONLESS_CARD)
		expect((await get(carteLoader, url, jar)).location).toBe(`/participate/${potId}/confirmation`)
		expect((await get(carteLoader, url, jar)).location).toBe(`/participate/${potId}/confirmation`)

		const rows = donationsOf(potId)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			status: 'SUCCEEDED',
			isQuick: true,
			donorId: null,
			quickEmail: email,
			quickFirstName: 'Julie',
			quickLastName: 'Petit',
			quickBirthDate: '1990-05-12',
			amountCents: 2000,
			tipCents: 100,
		})
		expect(receiptsOf(rows[0]!.id)).toHaveLength(0)
		expect(totals(potId)).toEqual({ total: 2000, count: 1, donors: 1 })
		expect(confirmationMails(email)).toHaveLength(1)
		const payIns = payInsOf(potId)
		expect(payIns).toHaveLength(1)
		expect(payIns[0]).toMatchObject({ debitedAmount: 2100, feesAmount: 100 })
		// The provider user paying is the quick donor's own.
		expect(
			getSandboxDb().select().from(simUsers).where(eq(simUsers.id, payIns[0]!.authorId)).get(),
		).toMatchObject({
			firstName: 'Julie',
			lastName: 'Petit',
		})
	})

	test('a company signed in: the tip gets the 20 % rule (100 → 120), still a quick donation', async () => {
		const company = makeCompany('rapide', { siren: '812345676', legalForm: 'SAS' })
		const potId = newPot('Don rapide entreprise')
		const jar = await signedIn(company.id)
		const email = `compta.${++seq}@exemple.fr`
		const { page } = await quickDonation(potId, jar, email)
		expect(page.tipCents).toBe(120)
		const { url } = vaultReturn(page.card!, FRICTIONLESS_CARD)
		expect((await get(carteLoader, url, jar)).location).toBe(`/participate/${potId}/confirmation`)
		const rows = donationsOf(potId)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			status: 'SUCCEEDED',
			isQuick: true,
			donorId: null,
			quickEmail: email,
			amountCents: 2000,
			tipCents: 120,
		})
		expect(receiptsOf(rows[0]!.id)).toHaveLength(0)
		expect(payInsOf(potId)[0]).toMatchObject({ debitedAmount: 2120, feesAmount: 120 })
		expect(totals(potId)).toEqual({ total: 2000, count: 1, donors: 1 })
	})

	// The vault's refusal sends the donor back to the page they came from (the flow keeps its query), so the
	// company's 20 % is not applied twice (100 → 120, never 144) and the identity just entered is kept.
	test('a company quick donation whose card is refused keeps its tip of 120 and its identity on the retry', async () => {
		const company = makeCompany('rapide-refus', { siren: '812345676', legalForm: 'SAS' })
		const potId = newPot('Don rapide entreprise refusé')
		const jar = await signedIn(company.id)
		const { page } = await quickDonation(potId, jar, `compta.${++seq}@exemple.fr`)
		expect(page.tipCents).toBe(120)
		const refused = await get(carteLoader, `${page.card!.returnURL}&errorCode=02627`, jar)
		expect(refused.location).toBe(`/participate/${potId}/quick-payment?amount=2000&tip=100&quick=true`)
		const retry = (await get(quickLoader, refused.location!, jar)).body as QuickPageData
		expect(retry.tipCents).toBe(120)
		expect(retry.state).toBe('card')
		expect(retry.cardErrors).toEqual({ cardCvx: paymentMessages.cvcInvalid })
	})
})

describe('no payment profile', () => {
	test.each([
		['SIREN', { siren: null, legalForm: 'SAS' }],
		['legal form', { siren: '812345676', legalForm: null }],
	] as const)(
		'a company without %s is blocked on the payment page; no provider user is created',
		async (_, identity) => {
			const company = makeCompany('incomplete', identity)
			const potId = newPot('Entreprise incomplète')
			const jar = await signedIn(company.id)
			const simUsersBefore = getSandboxDb().select({ n: count() }).from(simUsers).get()!.n
			for (const mode of ['', '&mode=unique', '&mode=sepa']) {
				const page = (await get(paymentLoader, `/participate/${potId}/payment?amount=2000${mode}`, jar))
					.body as PaymentPageData
				expect(page.state).toBe('blocked')
				expect(page.block).toEqual({
					message: paymentMessages.companyMissingSirenOrLegalForm,
					// The profile comes back to this payment page once completed.
					profileUrl: `/company/profile?${new URLSearchParams({
						redirectTo: `/participate/${potId}/payment?amount=2000&tip=0${mode}`,
					})}`,
				})
				expect(page.card).toBeNull()
			}
			// Posting the forms anyway does nothing either.
			const here = `/participate/${potId}/payment?amount=2000&tip=0&mode=sepa`
			expect((await post(paymentAction, here, { intent: 'wire' }, jar)).location).toBe(here)
			expect(
				(
					await post(
						paymentAction,
						`/participate/${potId}/payment?amount=2000&mode=unique`,
						mandateFields(),
						jar,
					)
				).location,
			).toBe(`/participate/${potId}/payment?amount=2000&tip=0&mode=unique`)
			expect(getDb().select().from(users).where(eq(users.id, company.id)).get()!.providerUserId).toBeNull()
			expect(getSandboxDb().select({ n: count() }).from(simUsers).get()!.n).toBe(simUsersBefore)
			expect(donationsOf(potId)).toHaveLength(0)
		},
	)
})
