import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { searchPots } from '#app/admin/pots.server.ts'
import { cheapPasswordHash } from '#tests/support/passwords.ts'
import { getSessionUser } from '#app/auth/session.server.ts'
import { staffHome } from '#app/auth/staff.server.ts'
import { suspensionMessages } from '#app/lib/admin/admin-messages.ts'
import { latestMailTo } from '#app/mail/mailer.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import * as adminCharity from '#app/routes/admin.associations.$id.tsx'
import * as adminPot from '#app/routes/admin.cagnottes.$id.tsx'
import * as adminAccounts from '#app/routes/admin.comptes.tsx'
import * as adminMails from '#app/routes/admin.mails.tsx'
import * as authPage from '#app/routes/authentification-cagnotte-solidaire-don-association.tsx'
import * as invitation from '#app/routes/association-espace_.invitation.tsx'
import * as spaceHome from '#app/routes/association-espace._index.tsx'
import * as spaceCharityHome from '#app/routes/association-espace.$charityId._index.tsx'
import { loader as rootLoader } from '#app/root.tsx'
import * as potPage from '#app/routes/participate.$id._index.tsx'
import * as tips from '#app/routes/participate.$id.tips.tsx'
import * as quickPayment from '#app/routes/participate.$id.quick-payment.tsx'
import * as payment from '#app/routes/participate.$id.payment.tsx'
import { charities, charityMembers, mailOutbox, sessions, users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { cookiesOf } from './request.ts'
import { call, cookieOf, makeOperator } from '#tests/support/fixtures/staff.ts'

/** Issue 17: the operators' actions and the charity members' invitation, on a real SQLite file (ADR 026). */

useSeededAppDatabase()
const PASSWORD = 'Association-2026!Solide'
let operatorCookie: string | null = null
let charity = { id: 0, name: '' }

beforeAll(async () => {
	operatorCookie = await cookieOf(makeOperator('ops').id)
	const row = demoCharity('GENERATED')
	charity = { id: row.id, name: row.name }
})

afterEach(() => {
	globalThis.__donnonsPageCache = undefined
})

const tokenOf = (email: string) =>
	/association-espace\/invitation\?token=([\w-]+)/.exec(latestMailTo(email)?.text ?? '')?.[1] ?? ''

function invite(email: string) {
	return call(adminCharity.action, `/admin/associations/${charity.id}`, {
		cookie: operatorCookie,
		params: { id: String(charity.id) },
		form: { intent: 'invite', email },
	})
}

const invitationPage = (token: string, cookie?: string | null) =>
	call(invitation.loader, `/association-espace/invitation?token=${token}`, { cookie })

describe('inviting a charity member', () => {
	test('a new address: the e-mail, a password chosen, signed in, a member of that charity only', async () => {
		const sent = await invite('Nouvelle.Membre@Exemple.fr')
		expect(sent).toMatchObject({ status: 302, location: `/admin/associations/${charity.id}` })
		const mail = latestMailTo('nouvelle.membre@exemple.fr')
		expect(mail).toMatchObject({ kind: 'charity-invitation' })
		expect(mail?.subject).toBe(`Invitation à rejoindre l’espace de ${charity.name} sur Donnons`)
		const token = tokenOf('nouvelle.membre@exemple.fr')
		expect((await invitationPage(token)).body).toMatchObject({
			state: 'create',
			email: 'nouvelle.membre@exemple.fr',
			charityName: charity.name,
		})
		const weak = await call(invitation.action, '/association-espace/invitation', {
			form: {
				intent: 'create',
				token,
				firstname: 'Nina',
				name: 'Roche',
				password: 'court',
				password_confirmation: 'court',
			},
		})
		expect(weak.status).toBe(400)
		const accepted = await call(invitation.action, '/association-espace/invitation', {
			form: {
				intent: 'create',
				token,
				firstname: 'Nina',
				name: 'Roche',
				password: PASSWORD,
				password_confirmation: PASSWORD,
			},
		})
		expect(accepted).toMatchObject({ status: 302, location: '/association-espace' })
		const cookie = cookiesOf(new Response(null, { headers: accepted.headers }))
		const user = getDb().select().from(users).where(eq(users.email, 'nouvelle.membre@exemple.fr')).get()!
		expect(user).toMatchObject({ firstName: 'Nina', lastName: 'Roche', role: 'private' })
		expect(staffHome(user.id)).toBe('/association-espace')
		const home = await call(spaceHome.loader, '/association-espace', { cookie })
		expect(home.status).toBe(200)
		expect((home.body as { charities: { id: number }[] }).charities.map((c) => c.id)).toEqual([charity.id])
		const page = await call(spaceCharityHome.loader, `/association-espace/${charity.id}`, {
			cookie,
			params: { charityId: String(charity.id) },
		})
		expect(page.status).toBe(200)
		// The link is used: it works no more; inviting the member again is refused.
		expect((await invitationPage(token)).body).toMatchObject({ state: 'invalid' })
		const again = await invite('nouvelle.membre@exemple.fr')
		expect(again.status).toBe(400)
		expect(JSON.stringify(again.body)).toContain('est déjà membre de')
	})

	test('an existing account signs in first, then joins with one button; another account cannot', async () => {
		const donor = makeDonor('invitee')
		await invite(donor.email)
		const token = tokenOf(donor.email)
		expect((await invitationPage(token)).body).toMatchObject({ state: 'sign-in' })
		const other = await cookieOf(makeDonor('autre').id)
		expect((await invitationPage(token, other)).body).toMatchObject({ state: 'other' })
		const refused = await call(invitation.action, '/association-espace/invitation', {
			cookie: other,
			form: { intent: 'join', token },
		})
		expect(refused.status).toBe(400)
		const cookie = await cookieOf(donor.id)
		expect((await invitationPage(token, cookie)).body).toMatchObject({ state: 'join' })
		const joined = await call(invitation.action, '/association-espace/invitation', {
			cookie,
			form: { intent: 'join', token },
		})
		expect(joined).toMatchObject({ status: 302, location: '/association-espace' })
		const member = getDb()
			.select()
			.from(charityMembers)
			.where(and(eq(charityMembers.userId, donor.id), eq(charityMembers.charityId, charity.id)))
			.get()
		expect(member?.acceptedAt).toBeInstanceOf(Date)
		// The form sent twice (a double click without JavaScript) or the link opened again: to the space, not
		// "this link is used"; for anyone else, the link works no more.
		const replayed = await call(invitation.action, '/association-espace/invitation', {
			cookie,
			form: { intent: 'join', token },
		})
		expect(replayed).toMatchObject({ status: 302, location: '/association-espace' })
		expect(await invitationPage(token, cookie)).toMatchObject({
			status: 302,
			location: `/association-espace/${charity.id}`,
		})
		expect((await invitationPage(token, other)).body).toMatchObject({ state: 'invalid' })
		const otherReplay = await call(invitation.action, '/association-espace/invitation', {
			cookie: other,
			form: { intent: 'join', token },
		})
		expect(otherReplay.status).toBe(400)
	})

	test('a second invitation voids the first link; an unknown token is refused', async () => {
		await invite('deux.fois@exemple.fr')
		const first = tokenOf('deux.fois@exemple.fr')
		await invite('deux.fois@exemple.fr')
		const second = tokenOf('deux.fois@exemple.fr')
		expect(second).not.toBe(first)
		expect((await invitationPage(first)).body).toMatchObject({ state: 'invalid' })
		expect((await invitationPage(second)).body).toMatchObject({ state: 'create' })
		expect((await invitationPage('x'.repeat(5000))).body).toMatchObject({ state: 'invalid' })
	})
})

describe('suspending a pot', () => {
	test('its page says so, every donation entry refuses it, its cached pages are dropped; reopen restores', async () => {
		const invalidate = vi.fn()
		globalThis.__donnonsPageCache = { invalidate }
		const pot = makePot(charity.id)
		const params = { id: String(pot.id) }
		const donor = await cookieOf(makeDonor('donateur-suspendu').id)
		const suspend = await call(adminPot.action, `/admin/cagnottes/${pot.id}`, {
			cookie: operatorCookie,
			params,
			form: { intent: 'suspend', reason: 'Signalée comme abusive' },
		})
		expect(suspend).toMatchObject({ status: 302, location: `/admin/cagnottes/${pot.id}` })
		expect(invalidate).toHaveBeenCalledWith([`/participate/${pot.id}`, '/', `/participate/${pot.id}/widget`])
		expect(searchPots(String(pot.id))[0]).toMatchObject({ id: pot.id, suspended: true })

		const page = await call(potPage.loader, `/participate/${pot.id}`, { params })
		expect(page.status).toBe(200)
		expect(page.body).toMatchObject({
			suspension: { title: suspensionMessages.potSuspendedTitle, text: suspensionMessages.potSuspended },
		})
		const give = await call(potPage.action, `/participate/${pot.id}`, {
			params,
			cookie: donor,
			form: { amount: '20', intent: 'donate' },
		})
		expect(give.status).toBe(400)
		expect(give.body).toMatchObject({ error: expect.stringContaining('suspendue') as string })
		const query = '?amount=2000&tip=0&method=card'
		for (const [name, route, cookie] of [
			['tips', tips.loader, donor],
			['payment', payment.loader, donor],
			['quick payment', quickPayment.loader, null],
		] as const) {
			const res = await call(route, `/participate/${pot.id}/x${query}`, { params, cookie })
			expect({ name, status: res.status, location: res.location }).toEqual({
				name,
				status: 302,
				location: `/participate/${pot.id}`,
			})
		}

		await call(adminPot.action, `/admin/cagnottes/${pot.id}`, {
			cookie: operatorCookie,
			params,
			form: { intent: 'reopen' },
		})
		expect(invalidate).toHaveBeenCalledTimes(2)
		expect((await call(potPage.loader, `/participate/${pot.id}`, { params })).body).toMatchObject({
			suspension: null,
		})
		expect(
			(await call(tips.loader, `/participate/${pot.id}/tips${query}`, { params, cookie: donor })).status,
		).toBe(200)
	})
})

describe('suspending an account', () => {
	test('its sessions end, it cannot sign in (told why); reactivated, it can', async () => {
		const user = makeDonor('suspendu', { passwordHash: cheapPasswordHash(PASSWORD) })
		const cookie = await cookieOf(user.id)
		const suspend = await call(adminAccounts.action, '/admin/comptes', {
			cookie: operatorCookie,
			form: { intent: 'suspend', userId: String(user.id), back: '/admin/comptes?q=suspendu' },
		})
		expect(suspend).toMatchObject({ status: 302, location: '/admin/comptes?q=suspendu' })
		expect(getDb().select().from(sessions).where(eq(sessions.userId, user.id)).all()).toHaveLength(0)
		expect(
			await getSessionUser(new Request('http://localhost:3000/', { headers: { cookie: cookie! } })),
		).toBeNull()
		const login = () =>
			call(authPage.action, '/authentification-cagnotte-solidaire-don-association', {
				form: { intent: 'login', email: user.email, password: PASSWORD },
			})
		const refused = await login()
		expect(refused.status).toBe(403)
		expect(JSON.stringify(refused.body)).toContain('Ce compte est suspendu.')
		await call(adminAccounts.action, '/admin/comptes', {
			cookie: operatorCookie,
			form: { intent: 'reactivate', userId: String(user.id), back: 'https://ailleurs.example/' },
		})
		expect(getDb().select().from(users).where(eq(users.id, user.id)).get()?.suspendedAt).toBeNull()
		expect(await login()).toMatchObject({ status: 302, location: '/home/private' })
	})

	test('an operator cannot suspend their own account; an operator signs in to /admin', async () => {
		const operator = makeOperator('ops-moi')
		getDb()
			.update(users)
			.set({ passwordHash: cheapPasswordHash(PASSWORD) })
			.where(eq(users.id, operator.id))
			.run()
		const cookie = await cookieOf(operator.id)
		await call(adminAccounts.action, '/admin/comptes', {
			cookie,
			form: { intent: 'suspend', userId: String(operator.id) },
		})
		expect(getDb().select().from(users).where(eq(users.id, operator.id)).get()?.suspendedAt).toBeNull()
		const login = await call(authPage.action, '/authentification-cagnotte-solidaire-don-association', {
			form: { intent: 'login', email: operator.email, password: PASSWORD },
		})
		expect(login).toMatchObject({ status: 302, location: '/admin' })
		// Signed in, the login page sends them there too; the header's account menu links to it.
		expect(
			await call(authPage.loader, '/authentification-cagnotte-solidaire-don-association', { cookie }),
		).toMatchObject({ status: 302, location: '/admin' })
		const root = await call(rootLoader, '/', { cookie })
		expect(root.body).toMatchObject({ user: { spaces: [{ to: '/admin', label: 'Administration' }] } })
	})
})

describe('suspending and publishing a charity', () => {
	test('its is_active flag follows; its pots take no gift meanwhile, and say why', async () => {
		const target = demoCharity('ASSOCIATION')
		const params = { id: String(target.id) }
		const pot = makePot(target.id)
		const potParams = { id: String(pot.id) }
		const donor = await cookieOf(makeDonor('donateur-association-suspendue').id)
		const tipsStatus = async () =>
			(
				await call(tips.loader, `/participate/${pot.id}/tips?amount=2000&tip=0&method=card`, {
					params: potParams,
					cookie: donor,
				})
			).status
		const notice = async () =>
			(
				(await call(potPage.loader, `/participate/${pot.id}`, { params: potParams })).body as {
					suspension: unknown
				}
			).suspension
		const post = (intent: string) =>
			call(adminCharity.action, `/admin/associations/${target.id}`, {
				cookie: operatorCookie,
				params,
				form: { intent },
			})
		expect(await tipsStatus()).toBe(200)
		expect((await post('suspend')).status).toBe(302)
		expect(getDb().select().from(charities).where(eq(charities.id, target.id)).get()?.isActive).toBe(false)
		expect(await notice()).toEqual({
			title: suspensionMessages.charityOfPotSuspendedTitle,
			text: suspensionMessages.charityOfPotSuspended,
		})
		expect(await tipsStatus()).toBe(302)
		expect((await post('publish')).status).toBe(302)
		expect(getDb().select().from(charities).where(eq(charities.id, target.id)).get()?.isActive).toBe(true)
		expect(await notice()).toBeNull()
		expect(await tipsStatus()).toBe(200)
		expect((await post('delete')).status).toBe(400)
	})
})

describe('the mail outbox', () => {
	test('a failed mail is listed and requeued; a sent one cannot be', async () => {
		const insert = (status: 'failed' | 'sent') =>
			getDb()
				.insert(mailOutbox)
				.values({
					to: `${status}@exemple.fr`,
					subject: 'Essai',
					text: 't',
					html: 'h',
					kind: 'test',
					status,
					attempts: 10,
					error: 'SMTP',
				})
				.returning()
				.get()
		const failed = insert('failed')
		const sent = insert('sent')
		const list = await call(adminMails.loader, '/admin/mails', { cookie: operatorCookie })
		const ids = (list.body as { mails: { id: number }[] }).mails.map((m) => m.id)
		expect(ids).toContain(failed.id)
		expect(ids).not.toContain(sent.id)
		const resend = (mailId: number) =>
			call(adminMails.action, '/admin/mails', { cookie: operatorCookie, form: { mailId: String(mailId) } })
		expect(await resend(failed.id)).toMatchObject({ status: 302, location: '/admin/mails' })
		expect(getDb().select().from(mailOutbox).where(eq(mailOutbox.id, failed.id)).get()).toMatchObject({
			status: 'queued',
			attempts: 0,
			error: null,
		})
		await resend(sent.id)
		expect(getDb().select().from(mailOutbox).where(eq(mailOutbox.id, sent.id)).get()).toMatchObject({
			status: 'sent',
			attempts: 10,
		})
	})
})
