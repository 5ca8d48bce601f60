import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deleteAccount } from '#app/account/personal-data.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { supportMessageMessages as m } from '#app/lib/pots/support-message-messages.ts'
import { CHALLENGE_CARD, FRICTIONLESS_CARD } from '#app/payments/sandbox/rules.ts'
import { getDb } from '#app/platform/db.server.ts'
import { registerPageCache } from '#app/platform/page-cache.server.ts'
import * as adminRemoval from '#app/routes/admin.cagnottes.$id_.mots-de-soutien.tsx'
import * as adminPot from '#app/routes/admin.cagnottes.$id.tsx'
import * as organiserHide from '#app/routes/mes-cagnottes.$id_.mots-de-soutien.tsx'
import * as organiserView from '#app/routes/mes-cagnottes.$id.tsx'
import { loader as carteLoader } from '#app/routes/participate.$id.carte.tsx'
import { loader as confirmationLoader } from '#app/routes/participate.$id.confirmation.tsx'
import * as supportRoute from '#app/routes/participate.$id.mot-de-soutien.tsx'
import { loader as paymentLoader } from '#app/routes/participate.$id.payment.tsx'
import * as quickPayment from '#app/routes/participate.$id.quick-payment.tsx'
import { loader as potLoader } from '#app/routes/participate.$id._index.tsx'
import { action as threeDsAction } from '#app/routes/sandbox.3ds.$token.tsx'
import { donations, supportMessages } from '#db/schema/index.ts'
import { Jar } from '#tests/support/cookie-jar.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor } from '#tests/support/fixtures/donations.ts'
import { cookieFor, makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { call, cookieOf, makeOperator } from '#tests/support/fixtures/staff.ts'
import { get, post, signedIn, vaultReturn } from '#tests/support/route-gifts.ts'
import { createPageCache } from '../../server/page-cache.js'
import { pageHandler, readPage } from './page-render.ts'

// Issue 27 item 3: words of support left with a gift, on a real SQLite file, through the routes.

useSeededAppDatabase()

let charityId = 0
let organiser: { id: number }
let organiserCookie = ''
let operatorCookie: string | null = null
let seq = 0

beforeAll(async () => {
	charityId = demoCharity('GENERATED').id
	organiser = makeDonor('organisateur-soutien', { firstName: 'Odile', lastName: 'Organisatrice' })
	organiserCookie = await cookieFor(organiser.id)
	operatorCookie = await cookieOf(makeOperator('ops-soutien').id)
}, 60_000)

const newPot = () => makeOwnPot(organiser.id, charityId).id
const QUERY = 'amount=2500&tip=300'
const paymentUrl = (potId: number, query = QUERY) => `/participate/${potId}/payment?${query}`
const supportUrl = (potId: number, query = QUERY) =>
	`/participate/${potId}/mot-de-soutien?${new URLSearchParams({ back: paymentUrl(potId, query) })}`

type PublicMessage = { id: number; body: string; name: string; amountCents: number | null }
type OrganiserMessage = PublicMessage & { hidden: boolean }

async function potMessages(potId: number) {
	const page = await call(potLoader, `/participate/${potId}`, { params: { id: String(potId) } })
	return (page.body as { supportMessages: PublicMessage[] }).supportMessages
}

async function organiserMessages(potId: number, cookie = organiserCookie) {
	const page = await call(organiserView.loader, `/mes-cagnottes/${potId}`, {
		cookie,
		params: { id: String(potId) },
	})
	return {
		status: page.status,
		messages: (page.body as { supportMessages?: OrganiserMessage[] } | null)?.supportMessages,
	}
}

/** A signed-in donor opens the payment page and leaves a message with their gift in progress. */
async function signedInWithMessage(potId: number, message: string, query = QUERY) {
	const donor = makeDonor(`soutien-${++seq}`, { firstName: 'Lucie', lastName: 'Bernard' })
	const jar = await signedIn(donor.id)
	await get(paymentLoader, paymentUrl(potId, query), jar)
	const saved = await post(supportRoute.action, supportUrl(potId, query), { message }, jar)
	return { donor, jar, saved }
}

/** The card form of the payment page, paid with `card`; the card return's answer. */
async function payByCard(potId: number, jar: Jar, card = FRICTIONLESS_CARD, query = QUERY) {
	const page = await get(paymentLoader, paymentUrl(potId, query), jar)
	const body = page.body as { card: Parameters<typeof vaultReturn>[0]; support: { message: string | null } }
	const { url } = vaultReturn(body.card, card)
	return { support: body.support, returned: await get(carteLoader, url, jar) }
}

const rowsOf = (potId: number) =>
	getDb().select().from(supportMessages).where(eq(supportMessages.potId, potId)).all()

describe('a signed-in donor leaves a message with their gift', () => {
	test('saved with the gift, shown only once it succeeded, with the name and the amount', async () => {
		const potId = newPot()
		const { saved, jar } = await signedInWithMessage(potId, '  Bravo   pour ce beau projet !\u0007  ')
		expect(saved.status).toBe(302)
		expect(saved.location).toBe(paymentUrl(potId))
		expect(rowsOf(potId)).toMatchObject([{ body: 'Bravo pour ce beau projet !', donationId: null }])
		// Not a gift yet: nothing on the pot page.
		expect(await potMessages(potId)).toEqual([])

		const { support, returned } = await payByCard(potId, jar)
		expect(support.message).toBe('Bravo pour ce beau projet !')
		expect(returned.location).toBe(`/participate/${potId}/confirmation`)
		const [donation] = getDb().select().from(donations).where(eq(donations.potId, potId)).all()
		expect(donation!.status).toBe('SUCCEEDED')
		expect(rowsOf(potId)[0]!.donationId).toBe(donation!.id)
		expect(await potMessages(potId)).toMatchObject([
			{ body: 'Bravo pour ce beau projet !', name: 'Lucie B.', amountCents: 2500 },
		])
	})

	test('saved in the background when the field loses the focus: no message left for the next page', async () => {
		const potId = newPot()
		const donor = makeDonor(`soutien-${++seq}`)
		const jar = await signedIn(donor.id)
		await get(paymentLoader, paymentUrl(potId), jar)
		const background = await post(
			supportRoute.action,
			supportUrl(potId),
			{ message: 'Courage !', background: '1' },
			jar,
		)
		expect(background.status).toBe(302)
		expect(rowsOf(potId)).toMatchObject([{ body: 'Courage !' }])
		expect(jar.header).not.toMatch(/toast/)
		// With the button, the page says it after the redirect.
		await post(supportRoute.action, supportUrl(potId), { message: 'Courage à tous !' }, jar)
		expect(jar.header).toMatch(/toast/)
	})

	test('an anonymous gift shows « Anonyme »; a hidden amount is not sent; newest first', async () => {
		const potId = newPot()
		const first = await signedInWithMessage(potId, 'Premier mot', 'amount=1500&tip=0&anonymous=true')
		await payByCard(potId, first.jar, FRICTIONLESS_CARD, 'amount=1500&tip=0&anonymous=true')
		const second = await signedInWithMessage(potId, 'Second mot', 'amount=2000&tip=0&hide=true')
		await payByCard(potId, second.jar, FRICTIONLESS_CARD, 'amount=2000&tip=0&hide=true')
		expect(await potMessages(potId)).toMatchObject([
			{ body: 'Second mot', name: 'Lucie B.', amountCents: null },
			{ body: 'Premier mot', name: m.anonymous, amountCents: 1500 },
		])
	})

	test('a failed gift never shows its message', async () => {
		const potId = newPot()
		const { jar } = await signedInWithMessage(potId, 'Courage à vous')
		const { returned } = await payByCard(potId, jar, CHALLENGE_CARD)
		const token = new URL(returned.location!, 'http://localhost').pathname.split('/').pop()!
		const challenge = await post(threeDsAction, returned.location!, { intent: 'fail' }, jar, { token })
		await get(confirmationLoader, challenge.location!, jar)
		const [donation] = getDb().select().from(donations).where(eq(donations.potId, potId)).all()
		expect(donation!.status).toBe('FAILED')
		expect(rowsOf(potId)[0]!.donationId).toBe(donation!.id)
		expect(await potMessages(potId)).toEqual([])
		expect((await organiserMessages(potId)).messages).toEqual([])
	})

	test('too long: the French error, the page again, nothing stored', async () => {
		const potId = newPot()
		const { saved } = await signedInWithMessage(potId, 'é'.repeat(281))
		expect(saved.status).toBe(400)
		expect(JSON.stringify(saved.body)).toContain(m.tooLong(281))
		expect(rowsOf(potId)).toEqual([])
	})

	test('no gift in progress for this pot: refused, nothing stored', async () => {
		const potId = newPot()
		const donor = makeDonor(`sans-don-${++seq}`)
		const jar = await signedIn(donor.id)
		const refused = await post(supportRoute.action, supportUrl(potId), { message: 'Coucou' }, jar)
		expect(refused.status).toBe(409)
		expect(JSON.stringify(refused.body)).toContain(m.noPayment)
		expect(rowsOf(potId)).toEqual([])
	})

	test('rate-limited: ten new messages an hour on one pot from one address', async () => {
		const potId = newPot()
		const donor = makeDonor(`bavard-${++seq}`)
		const jar = await signedIn(donor.id)
		await get(paymentLoader, paymentUrl(potId), jar)
		const statuses: number[] = []
		for (let i = 0; i < 12; i++)
			statuses.push((await post(supportRoute.action, supportUrl(potId), { message: `Mot ${i}` }, jar)).status)
		expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true)
		expect(statuses.slice(10)).toEqual([429, 429])
		expect(rowsOf(potId)).toMatchObject([{ body: 'Mot 9' }])
	})
})

describe('a quick donor leaves a message with their identity', () => {
	test('the identity form takes it; it shows once the card paid', async () => {
		const potId = newPot()
		const jar = new Jar()
		const url = `/participate/${potId}/quick-payment?amount=2000&tip=0&quick=true`
		await get(quickPayment.loader, url, jar)
		const identity = {
			firstname: 'Julie',
			name: 'Petit',
			email: `julie.${++seq}@exemple.fr`,
			birth_date: '1990-05-12',
		}
		const tooLong = await post(quickPayment.action, url, { ...identity, message: 'x'.repeat(300) }, jar)
		expect(tooLong.status).toBe(400)
		expect(JSON.stringify(tooLong.body)).toContain(m.tooLong(300))
		expect(
			(await post(quickPayment.action, url, { ...identity, message: 'Plein de bonheur !' }, jar)).location,
		).toBe(url)
		const page = (await get(quickPayment.loader, url, jar)).body as {
			supportMessage: string | null
			card: Parameters<typeof vaultReturn>[0]
		}
		expect(page.supportMessage).toBe('Plein de bonheur !')
		expect(await potMessages(potId)).toEqual([])
		await get(carteLoader, vaultReturn(page.card, FRICTIONLESS_CARD).url, jar)
		expect(await potMessages(potId)).toMatchObject([
			{ body: 'Plein de bonheur !', name: 'Julie', amountCents: 2000 },
		])
	})
})

describe('moderation', () => {
	async function potWithMessage() {
		const potId = newPot()
		const { jar } = await signedInWithMessage(potId, 'À modérer')
		await payByCard(potId, jar)
		const [message] = await potMessages(potId)
		return { potId, messageId: message!.id }
	}
	const hide = (potId: number, messageId: number, intent: string, cookie: string | null = organiserCookie) =>
		call(organiserHide.action, `/mes-cagnottes/${potId}/mots-de-soutien`, {
			cookie,
			params: { id: String(potId) },
			form: { messageId: String(messageId), intent },
		})
	const remove = (potId: number, messageId: number, cookie: string | null = operatorCookie) =>
		call(adminRemoval.action, `/admin/cagnottes/${potId}/mots-de-soutien`, {
			cookie,
			params: { id: String(potId) },
			form: { messageId: String(messageId), intent: 'remove' },
		})

	test('the organiser hides a message and shows it again; the organiser view keeps it, flagged', async () => {
		const { potId, messageId } = await potWithMessage()
		const hidden = await hide(potId, messageId, 'hide')
		expect(hidden.status).toBe(302)
		expect(hidden.location).toBe(`/mes-cagnottes/${potId}#support-messages-title`)
		expect(await potMessages(potId)).toEqual([])
		expect((await organiserMessages(potId)).messages).toMatchObject([{ id: messageId, hidden: true }])
		await hide(potId, messageId, 'show')
		expect(await potMessages(potId)).toMatchObject([{ id: messageId }])
		expect((await organiserMessages(potId)).messages).toMatchObject([{ id: messageId, hidden: false }])
	})

	test('only the organiser: anyone else gets a 404, a visitor the login page; another pot’s message is not found', async () => {
		const { potId, messageId } = await potWithMessage()
		const stranger = await cookieFor(makeDonor(`curieux-${++seq}`).id)
		expect((await hide(potId, messageId, 'hide', stranger)).status).toBe(404)
		expect((await hide(potId, messageId, 'hide', null)).location).toMatch(/^\/login\?redirectTo=/)
		const otherPot = newPot()
		expect((await hide(otherPot, messageId, 'hide')).status).toBe(302)
		expect(rowsOf(potId)[0]!.hiddenAt).toBeNull()
		// A made-up intent is refused without a change.
		await hide(potId, messageId, 'delete')
		expect(await potMessages(potId)).toHaveLength(1)
	})

	test('an operator removes a message for good; no one else can', async () => {
		const { potId, messageId } = await potWithMessage()
		expect((await remove(potId, messageId, organiserCookie)).status).toBe(404)
		expect(await potMessages(potId)).toHaveLength(1)
		const adminPage = await call(adminPot.loader, `/admin/cagnottes/${potId}`, {
			cookie: operatorCookie,
			params: { id: String(potId) },
		})
		expect((adminPage.body as { supportMessages: OrganiserMessage[] }).supportMessages).toMatchObject([
			{ id: messageId, body: 'À modérer' },
		])
		const removed = await remove(potId, messageId)
		expect(removed.location).toBe(`/admin/cagnottes/${potId}#support-messages-title`)
		expect(rowsOf(potId)).toEqual([])
		expect(await potMessages(potId)).toEqual([])
		expect((await organiserMessages(potId)).messages).toEqual([])
		// Final: showing it again finds nothing.
		await hide(potId, messageId, 'show')
		expect(rowsOf(potId)).toEqual([])
	})
})

describe('personal data', () => {
	test('deleting the donor’s account deletes the messages they left', async () => {
		const potId = newPot()
		const { donor, jar } = await signedInWithMessage(potId, 'Mon mot à moi')
		await payByCard(potId, jar)
		const other = await signedInWithMessage(potId, 'Le mot d’une autre')
		await payByCard(potId, other.jar)
		expect(await potMessages(potId)).toHaveLength(2)
		expect(await deleteAccount(donor.id, await getPaymentProvider())).toBe(true)
		expect(await potMessages(potId)).toMatchObject([{ body: 'Le mot d’une autre' }])
	})
})

describe('the cached pot page', () => {
	let server: http.Server | undefined
	afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

	test('a hidden message leaves the cached page at once, not when the cache expires', async () => {
		const potId = newPot()
		const { jar } = await signedInWithMessage(potId, 'Visible dans le cache')
		await payByCard(potId, jar)
		const [message] = await potMessages(potId)

		// The real microcache in front of the real pot page, its clock frozen: only an invalidation renews a page.
		let clock = 1_000_000
		const cache = createPageCache({ now: () => clock })
		registerPageCache(cache)
		const handle = await pageHandler(['participate.$id._index.tsx'])
		let renders = 0
		server = http.createServer((req, res) => {
			cache.handle(req, res, () => {
				renders++
				void handle(req.url!).then(async (response) => {
					res.statusCode = response.status
					response.headers.forEach((value, name) => res.setHeader(name, value))
					res.end(await response.text())
				})
			})
		})
		await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
		const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		const view = async () => (await readPage(await fetch(`${base}/participate/${potId}`))).text

		expect(await view()).toContain('Visible dans le cache')
		// A change behind the cache's back is not seen: the page is the cached one.
		getDb()
			.update(supportMessages)
			.set({ body: 'Changé en douce' })
			.where(eq(supportMessages.id, message!.id))
			.run()
		expect(await view()).toContain('Visible dans le cache')
		expect(renders).toBe(1)

		clock += 300
		const hidden = await call(organiserHide.action, `/mes-cagnottes/${potId}/mots-de-soutien`, {
			cookie: organiserCookie,
			params: { id: String(potId) },
			form: { messageId: String(message!.id), intent: 'hide' },
		})
		expect(hidden.status).toBe(302)
		const after = await view()
		expect(renders).toBe(2)
		expect(after).not.toContain('Visible dans le cache')
		expect(after).not.toContain('Changé en douce')
		expect(after).not.toContain(m.sectionTitle)
	})
})
