import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { verifyLogin } from '#app/auth/accounts.server.ts'
import { cheapPasswordHash } from '#tests/support/passwords.ts'
import { requestPasswordReset, resetPassword } from '#app/auth/password-reset.server.ts'
import { getSessionUser } from '#app/auth/session.server.ts'
import { derivedMessages } from '#app/lib/messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { action as deleteAction, loader as pageLoader } from '#app/routes/mes-donnees.tsx'
import { loader as jsonLoader } from '#app/routes/mes-donnees[.]json.tsx'
import { loader as potPageLoader } from '#app/routes/participate.$id._index.tsx'
import {
	companies,
	mailOutbox,
	mandates,
	newsletterSubscribers,
	pots,
	sessions,
	subscriptions,
	supportMessages,
	taxReceipts,
	users,
	verifications,
} from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, giveAndSettle, makeCompany, makeDonor } from '#tests/support/fixtures/donations.ts'
import { BASE, cookieFor, makeOwnPot, signedMonthlyGifts } from '#tests/support/fixtures/organiser.ts'
import { context, formRequest, run } from './request.ts'

useSeededAppDatabase()

const PASSWORD = 'Mes-Donnees-2026!'
let charityId = 0
let passwordHash = ''

beforeAll(async () => {
	charityId = demoCharity('GENERATED').id
	passwordHash = cheapPasswordHash(PASSWORD)
}, 60_000)

const get = (url: string, cookie?: string) =>
	new Request(new URL(url, BASE), { headers: cookie ? { cookie } : {} })

/** A member with everything the export lists: a pot with a gift, a gift with its receipt, a monthly gift… */
async function member(label: string) {
	const user = makeDonor(label, {
		passwordHash,
		phone: '0612345678',
		firstName: 'Hélène',
		lastName: 'Lefort',
	})
	const pot = makeOwnPot(user.id, charityId, { name: `La cagnotte de ${label}` })
	const friend = makeDonor(`${label}-ami`)
	const received = await giveAndSettle(pot.id, friend, 4000)
	const elsewhere = makeOwnPot(makeDonor(`${label}-autre`).id, charityId)
	const given = await giveAndSettle(elsewhere.id, user, 2500, { tipCents: 200 })
	getDb()
		.insert(supportMessages)
		.values({ potId: elsewhere.id, flowId: `flow-${label}`, donationId: given.id, body: 'Bravo à vous !' })
		.run()
	const monthly = await signedMonthlyGifts(user.id, [elsewhere.id], charityId)
	getDb().insert(newsletterSubscribers).values({ email: user.email, confirmedAt: new Date() }).run()
	const cookie = await cookieFor(user.id)
	const otherDevice = await cookieFor(user.id)
	return { user, pot, elsewhere, received, given, monthly, cookie, otherDevice }
}

const receiptOf = (donationId: number) =>
	getDb().select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)).get()

function remove(fields: Record<string, string>, cookie: string) {
	return run(() =>
		deleteAction({ request: formRequest('/mes-donnees', fields, cookie), params: {}, context: context() }),
	)
}

describe('download my data', () => {
	test('a JSON attachment with the account, gifts, monthly gifts, masked IBAN, pots, receipts, consents, sessions', async () => {
		const m = await member('export')
		const response = (await jsonLoader({
			request: get('/mes-donnees.json', m.cookie),
			params: {},
			context: context(),
		})) as Response
		expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
		expect(response.headers.get('content-disposition')).toMatch(
			/^attachment; filename="mes-donnees-donnons-\d{4}-\d{2}-\d{2}\.json"$/,
		)
		const text = await response.text()
		const body = JSON.parse(text)
		expect(body.account).toMatchObject({
			id: m.user.id,
			email: m.user.email,
			firstName: 'Hélène',
			phone: '0612345678',
		})
		expect(body.company).toBeNull()
		const receipt = receiptOf(m.given.id)!
		expect(body.donations).toEqual([
			expect.objectContaining({
				id: m.given.id,
				amountCents: 2500,
				tipCents: 200,
				status: 'SUCCEEDED',
				receiptNumber: receipt.number,
				supportMessage: 'Bravo à vous !',
			}),
		])
		expect(body.subscriptions).toEqual([
			expect.objectContaining({ id: m.monthly.subs[0]!.id, status: 'ACTIVE' }),
		])
		expect(body.mandates).toEqual([
			expect.objectContaining({ status: 'SUBMITTED', ibanMasked: 'FR76 **** **** **** **** ***0 143' }),
		])
		expect(body.pots).toEqual([expect.objectContaining({ id: m.pot.id, name: m.pot.name, totalCents: 4000 })])
		expect(body.receipts).toEqual([expect.objectContaining({ number: receipt.number, amountCents: 2500 })])
		expect(body.consents.newsletter).toMatchObject({ email: m.user.email })
		expect(body.consents.termsAcceptedAt).toBeTruthy()
		expect(body.sessions).toHaveLength(2)
		// No secrets: no session token, no password hash, no full IBAN, no IBAN fingerprint.
		const tokens = getDb()
			.select({ id: sessions.id })
			.from(sessions)
			.where(eq(sessions.userId, m.user.id))
			.all()
		for (const { id } of tokens) expect(text).not.toContain(id)
		expect(text).not.toContain(passwordHash)
		expect(text).not.toContain('FR7630004000031234567890143')
		expect(text).not.toContain('scrypt$')
	})

	test('visitors are sent to the login page', async () => {
		const res = await run(() =>
			jsonLoader({ request: get('/mes-donnees.json'), params: {}, context: context() }),
		)
		expect(res.status).toBe(302)
		expect(res.location).toBe(`/login?redirectTo=${encodeURIComponent('/mes-donnees.json')}`)
		const page = await run(() => pageLoader({ request: get('/mes-donnees'), params: {}, context: context() }))
		expect(page.location).toBe(`/login?redirectTo=${encodeURIComponent('/mes-donnees')}`)
	})
})

describe('delete my account', () => {
	test('a wrong password refuses it and changes nothing', async () => {
		const m = await member('mauvais')
		const res = await remove({ intent: 'delete-account', password: 'pas-le-bon' }, m.cookie)
		expect(res.status).toBe(400)
		expect(res.body).toEqual({ error: derivedMessages.accountDeletionWrongPassword })
		const user = getDb().select().from(users).where(eq(users.id, m.user.id)).get()!
		expect(user).toMatchObject({ email: m.user.email, deletedAt: null, passwordHash })
		expect(await getSessionUser(get('/', m.cookie))).toMatchObject({ id: m.user.id })
	})

	test('erases the person, keeps gifts, receipts and pots, and nobody can sign in again', async () => {
		const m = await member('supprime')
		// A reset link asked before the deletion.
		expect(await requestPasswordReset(m.user.email, get('/mot-de-passe-oublie'))).toBe(true)
		const mail = getDb()
			.select()
			.from(mailOutbox)
			.where(and(eq(mailOutbox.to, m.user.email), eq(mailOutbox.kind, 'reset-password')))
			.get()!
		const token = /token=([\w-]+)/.exec(mail.text)![1]!
		const receiptBefore = receiptOf(m.given.id)!
		const potBefore = getDb().select().from(pots).where(eq(pots.id, m.pot.id)).get()!

		const res = await remove({ intent: 'delete-account', password: PASSWORD }, m.cookie)
		expect(res.status).toBe(302)
		expect(res.location).toBe('/')
		const cookies = res.headers.getSetCookie().join('\n')
		expect(cookies).toMatch(/donnons_session=;.*Max-Age=0/)
		expect(cookies).toContain('donnons_toast')

		const user = getDb().select().from(users).where(eq(users.id, m.user.id)).get()!
		expect(user).toMatchObject({
			email: `supprime-${m.user.id}@invalid.donnons`,
			passwordHash: null,
			firstName: 'Compte supprimé',
			lastName: '',
			phone: null,
			birthDate: null,
			addressLine1: null,
			postCode: null,
			city: null,
			socialId: null,
		})
		expect(user.deletedAt).toBeInstanceOf(Date)
		expect(getDb().select().from(sessions).where(eq(sessions.userId, m.user.id)).all()).toHaveLength(0)
		expect(await getSessionUser(get('/', m.otherDevice))).toBeNull()
		expect(
			getDb().select().from(verifications).where(eq(verifications.userId, m.user.id)).all(),
		).toHaveLength(0)
		expect(
			getDb().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, m.user.email)).all(),
		).toHaveLength(0)

		// Monthly gifts stopped, the mandate cancelled at the provider.
		expect(
			getDb().select().from(subscriptions).where(eq(subscriptions.id, m.monthly.subs[0]!.id)).get()!.status,
		).toBe('CANCELED')
		expect(getDb().select().from(mandates).where(eq(mandates.id, m.monthly.mandate.id)).get()!.status).toBe(
			'FAILED',
		)
		expect((await (await getPaymentProvider()).getMandate(m.monthly.providerMandateId)).status).toBe('FAILED')

		// Gifts, receipts (as issued) and pots stay; the pot shows 'Compte supprimé' as its organiser.
		expect(receiptOf(m.given.id)).toEqual(receiptBefore)
		const potAfter = getDb().select().from(pots).where(eq(pots.id, m.pot.id)).get()!
		expect(potAfter.donationsTotalCents).toBe(potBefore.donationsTotalCents)
		expect(potAfter.donationsCount).toBe(potBefore.donationsCount)
		const page = await run(() =>
			potPageLoader({
				request: get(`/participate/${m.pot.id}`),
				params: { id: String(m.pot.id) },
				context: context(),
			}),
		)
		expect(page.body).toMatchObject({ pot: { organiserName: 'Compte supprimé' } })
		const other = await run(() =>
			potPageLoader({
				request: get(`/participate/${m.elsewhere.id}`),
				params: { id: String(m.elsewhere.id) },
				context: context(),
			}),
		)
		expect((other.body as { participants: { name: string }[] }).participants.map((p) => p.name)).toContain(
			'Compte supprimé',
		)

		// No way back in: old address, placeholder, reset link asked before, a new reset request.
		expect(await verifyLogin(m.user.email, PASSWORD)).toBeNull()
		expect(await verifyLogin(user.email, PASSWORD)).toBeNull()
		expect(await resetPassword(token, 'Nouveau-Mot-2026!')).toBeNull()
		expect(await requestPasswordReset(m.user.email, get('/mot-de-passe-oublie'))).toBe(false)
		expect(getDb().select().from(users).where(eq(users.id, m.user.id)).get()!.passwordHash).toBeNull()
	})

	test("a company's personal data is erased too", async () => {
		const company = makeCompany('entreprise-supprimee')
		getDb().update(users).set({ passwordHash }).where(eq(users.id, company.id)).run()
		const res = await remove({ intent: 'delete-account', password: PASSWORD }, await cookieFor(company.id))
		expect(res.status).toBe(302)
		expect(getDb().select().from(companies).where(eq(companies.userId, company.id)).get()).toMatchObject({
			name: 'Compte supprimé',
			repFirstName: 'Compte supprimé',
			repLastName: '',
			repEmail: `supprime-${company.id}@invalid.donnons`,
			repBirthDate: null,
			addressLine1: null,
		})
	})
})
