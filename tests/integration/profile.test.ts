import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { verifyLogin } from '#app/auth/accounts.server.ts'
import { cheapPasswordHash } from '#tests/support/passwords.ts'
import { authMessages, derivedMessages, generic, profileMessages } from '#app/lib/messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { ensurePayer } from '#app/payments/parties.server.ts'
import { createSandboxControl } from '#app/payments/sandbox/index.server.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getToast } from '#app/platform/toast.server.ts'
import { action as companyAction, loader as companyLoader } from '#app/routes/company.profile.tsx'
import { action as confirmAction, loader as confirmLoader } from '#app/routes/confirmer-email.tsx'
import { loader as carteLoader } from '#app/routes/participate.$id.carte.tsx'
import { loader as paymentLoader } from '#app/routes/participate.$id.payment.tsx'
import { action as privateAction, loader as privateLoader } from '#app/routes/particular.profile.tsx'
import { companies, donations, mailOutbox, users, verifications } from '#db/schema/index.ts'
import { simUsers } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { context, formRequest, run } from './request.ts'
import { type Jar } from '#tests/support/cookie-jar.ts'
import { BASE, signedIn, vaultReturn } from '#tests/support/route-gifts.ts'

/**
 * The profile pages (docs/requirements.md#spec-1-2, docs/requirements.md#spec-1-5, docs/requirements.md#spec-1-8): the account, company, logo and credentials forms through their
 * routes, the e-mail change by link, the provider update, and the donor blocked on the payment page who
 * completes the profile and pays.
 */

useSeededAppDatabase()
const PASSWORD = 'Ancien-Mot2passe!'

type Route = (args: never) => unknown
async function call(route: Route, request: Request, jar: Jar, params: Record<string, string> = {}) {
	const res = await run(() => route({ request, params, context: context() } as never))
	jar.take(res.headers)
	return res
}
const post = (route: Route, url: string, fields: Record<string, string>, jar: Jar) =>
	call(route, formRequest(url, fields, jar.header), jar)
const get = (route: Route, url: string, jar: Jar, params: Record<string, string> = {}) =>
	call(route, new Request(new URL(url, BASE), { headers: { cookie: jar.header } }), jar, params)

async function toastOf(jar: Jar) {
	return (await getToast(new Request(BASE, { headers: { cookie: jar.header } }))).toast
}
type Result = { intent: string; result: { error?: Record<string, string[] | null> } }
const errorsOf = (body: unknown) => (body as Result).result.error ?? {}
const userRow = (id: number) => getDb().select().from(users).where(eq(users.id, id)).get()!
const companyRow = (userId: number) =>
	getDb().select().from(companies).where(eq(companies.userId, userId)).get()!

const privateFields = (extra: Record<string, string> = {}) => ({
	intent: 'account',
	gender: 'female',
	firstname: 'Hélène',
	name: 'Nouveau-Nom',
	mob_phone: '06 12 34 56 78',
	birth_date: '14-03-1985',
	address_line_1: '8 place du Marché',
	post_code: '69002',
	city: 'Lyon',
	country_iso: 'FR',
	...extra,
})

const companyFields = (extra: Record<string, string> = {}) => ({
	intent: 'company',
	enterprise_name: 'Atelier Renouveau',
	siren: '732 829 320',
	legal_form: 'SARL',
	address_line_1: '2 rue du Port',
	post_code: '13002',
	city: 'Marseille',
	country_iso: 'FR',
	rep_firstname: 'Odile',
	rep_name: 'Martin',
	rep_birth_date: '1970-05-20',
	...extra,
})

/** A company account as registration leaves it: the representative not completed yet. */
async function makeNewCompany(label: string) {
	const user = makeDonor(label, {
		role: 'enterprise',
		firstName: 'Claire',
		lastName: 'Gérante',
		passwordHash: cheapPasswordHash(PASSWORD),
	})
	getDb()
		.insert(companies)
		.values({
			userId: user.id,
			name: `Société ${label}`,
			siren: '732829320',
			legalForm: 'SAS',
			repFirstName: 'Claire',
			repLastName: 'Gérante',
			repEmail: user.email,
		})
		.run()
	return user
}

describe('private profile', () => {
	test('updates the account and says so; the payment provider user gets the new details', async () => {
		const donor = makeDonor('profil-prive')
		const payer = await ensurePayer(await getPaymentProvider(), donor.id)
		expect(payer.ok).toBe(true)
		const jar = await signedIn(donor.id)
		const res = await post(privateAction, '/particular/profile', privateFields(), jar)
		expect(res.location).toBe('/particular/profile')
		expect((await toastOf(jar))?.description).toBe(profileMessages.profileUpdated)
		expect(userRow(donor.id)).toMatchObject({
			firstName: 'Hélène',
			lastName: 'Nouveau-Nom',
			phone: '+33612345678',
			birthDate: '1985-03-14',
			city: 'Lyon',
		})
		const providerUser = getSandboxDb()
			.select()
			.from(simUsers)
			.where(eq(simUsers.id, payer.ok ? payer.providerUserId : ''))
			.get()
		expect(providerUser).toMatchObject({ firstName: 'Hélène', lastName: 'Nouveau-Nom' })
		const page = (await get(privateLoader, '/particular/profile', jar)).body as {
			profile: { account: { birth_date: string } }
		}
		expect(page.profile.account.birth_date).toBe('14-03-1985')
	})

	test('a provider failure undoes the change and shows the generic error', async () => {
		const donor = makeDonor('profil-panne')
		await ensurePayer(await getPaymentProvider(), donor.id)
		await createSandboxControl().injectFault('updateNaturalUser', 'http_500')
		const jar = await signedIn(donor.id)
		const res = await post(privateAction, '/particular/profile', privateFields({ city: 'Brest' }), jar)
		expect(res.status).toBe(502)
		expect(errorsOf(res.body)['']).toEqual([generic.error])
		expect(userRow(donor.id).city).toBe('Rennes')
	})

	test('refuses missing fields, an underage birth date and a bad postal code, with their messages', async () => {
		const donor = makeDonor('profil-invalide')
		const jar = await signedIn(donor.id)
		const underage = `01-01-${new Date().getFullYear() - 10}`
		const res = await post(
			privateAction,
			'/particular/profile',
			privateFields({ firstname: '', birth_date: underage }),
			jar,
		)
		expect(res.status).toBe(400)
		const errors = errorsOf(res.body)
		expect(errors['']).toEqual([generic.requiredFields])
		expect(errors.firstname).toEqual([authMessages.firstNameRequired])
		expect(errors.birth_date).toEqual([authMessages.underage])
		// The postal code is checked against the country once the fields themselves are valid.
		const postCode = await post(
			privateAction,
			'/particular/profile',
			privateFields({ post_code: '123' }),
			jar,
		)
		expect(errorsOf(postCode.body).post_code).toEqual([derivedMessages.postalCodeInvalid])
		expect(userRow(donor.id).firstName).toBe('Camille Anne')
	})
})

describe('password', () => {
	test('mismatch, missing or wrong current password are refused; the right one changes it', async () => {
		const donor = makeDonor('profil-mdp', { passwordHash: cheapPasswordHash(PASSWORD) })
		const jar = await signedIn(donor.id)
		const base = { intent: 'credentials', email: donor.email }
		const mismatch = await post(
			privateAction,
			'/particular/profile',
			{ ...base, password: 'Nouveau-Mot2passe!', password_confirmation: 'Autre-Mot2passe!' },
			jar,
		)
		expect(errorsOf(mismatch.body).password_confirmation).toEqual([profileMessages.passwordsDoNotMatch])
		const both = { ...base, password: 'Nouveau-Mot2passe!', password_confirmation: 'Nouveau-Mot2passe!' }
		const missing = await post(privateAction, '/particular/profile', both, jar)
		expect(errorsOf(missing.body).current_password).toEqual([derivedMessages.currentPasswordRequired])
		const wrong = await post(
			privateAction,
			'/particular/profile',
			{ ...both, current_password: 'Pas-le-bon1!' },
			jar,
		)
		expect(errorsOf(wrong.body).current_password).toEqual([derivedMessages.currentPasswordWrong])
		expect(await verifyLogin(donor.email, PASSWORD)).not.toBeNull()
		const ok = await post(privateAction, '/particular/profile', { ...both, current_password: PASSWORD }, jar)
		expect(ok.location).toBe('/particular/profile')
		expect((await toastOf(jar))?.description).toBe(profileMessages.passwordUpdated)
		expect(await verifyLogin(donor.email, 'Nouveau-Mot2passe!')).not.toBeNull()
		expect(await verifyLogin(donor.email, PASSWORD)).toBeNull()
	})
})

describe('e-mail change', () => {
	const mailsTo = (to: string, kind: string) =>
		getDb()
			.select()
			.from(mailOutbox)
			.where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
			.all()
	const tokenIn = (text: string) => /confirmer-email\?token=([\w-]+)/.exec(text)?.[1] ?? ''

	async function askChange(label: string) {
		const donor = makeDonor(label, { passwordHash: cheapPasswordHash(PASSWORD) })
		const jar = await signedIn(donor.id)
		const newEmail = `nouvelle.${donor.email}`
		const res = await post(
			privateAction,
			'/particular/profile',
			{ intent: 'credentials', email: newEmail.toUpperCase(), current_password: PASSWORD },
			jar,
		)
		expect(res.location).toBe('/particular/profile')
		expect((await toastOf(jar))?.description).toBe(derivedMessages.emailChangeSent)
		const [mail] = mailsTo(newEmail, 'change-email')
		return { donor, jar, newEmail, token: tokenIn(mail?.text ?? '') }
	}

	test('is confirmed by the link sent to the new address; the old one is told; the link works once', async () => {
		const { donor, jar, newEmail, token } = await askChange('profil-email')
		expect(token).not.toBe('')
		expect(userRow(donor.id).email).toBe(donor.email)
		const [notice] = mailsTo(donor.email, 'change-email-notice')
		expect(notice?.text).toContain(newEmail)
		const page = await get(confirmLoader, `/confirmer-email?token=${token}`, jar)
		expect(page.body).toMatchObject({ email: newEmail })
		const res = await post(confirmAction, '/confirmer-email', { token }, jar)
		expect(res.location).toBe('/particular/profile')
		expect((await toastOf(jar))?.description).toBe(profileMessages.emailUpdated)
		expect(userRow(donor.id).email).toBe(newEmail)
		const again = await post(confirmAction, '/confirmer-email', { token }, jar)
		expect(again.status).toBe(400)
		expect(again.body).toEqual({ error: derivedMessages.emailChangeLinkInvalid })
	})

	test('an expired link, or an address taken meanwhile, changes nothing', async () => {
		const expired = await askChange('profil-expire')
		getDb()
			.update(verifications)
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where(eq(verifications.userId, expired.donor.id))
			.run()
		const late = await post(confirmAction, '/confirmer-email', { token: expired.token }, expired.jar)
		expect(late.body).toEqual({ error: derivedMessages.emailChangeLinkInvalid })
		expect(userRow(expired.donor.id).email).toBe(expired.donor.email)

		const taken = await askChange('profil-pris')
		makeDonor('autre', { email: taken.newEmail })
		const res = await post(confirmAction, '/confirmer-email', { token: taken.token }, taken.jar)
		expect(res.status).toBe(409)
		expect(res.body).toEqual({ error: derivedMessages.emailTaken })
		expect(userRow(taken.donor.id).email).toBe(taken.donor.email)
	})
})

describe('company profile', () => {
	test('updates the company (SIREN checked) and its representative', async () => {
		const user = await makeNewCompany('profil-societe')
		const jar = await signedIn(user.id)
		const bad = await post(companyAction, '/company/profile', companyFields({ siren: '123456789' }), jar)
		expect(errorsOf(bad.body).siren).toEqual([derivedMessages.sirenInvalid])
		const young = `${new Date().getFullYear() - 17}-01-01`
		const minor = await post(companyAction, '/company/profile', companyFields({ rep_birth_date: young }), jar)
		expect(errorsOf(minor.body).rep_birth_date).toEqual([derivedMessages.representativeUnderage])
		const res = await post(companyAction, '/company/profile', companyFields(), jar)
		expect(res.location).toBe('/company/profile')
		expect((await toastOf(jar))?.description).toBe(profileMessages.profileUpdated)
		expect(companyRow(user.id)).toMatchObject({
			name: 'Atelier Renouveau',
			siren: '732829320',
			legalForm: 'SARL',
			city: 'Marseille',
			repFirstName: 'Odile',
			repBirthDate: '1970-05-20',
		})
		expect(companyRow(user.id).representativeCompletedAt).not.toBeNull()
		const page = (await get(companyLoader, '/company/profile', jar)).body as {
			profile: { email: string; company: { enterprise_name: string } }
		}
		// The form shows the saved birth date as typed, JJ-MM-AAAA, not as stored.
		expect(page.profile).toMatchObject({
			email: user.email,
			company: { enterprise_name: 'Atelier Renouveau', rep_birth_date: '20-05-1970' },
		})
	})

	test('uploads a logo (PNG or GIF, cropped square); PDFs: profile-logo.test.ts', async () => {
		const user = await makeNewCompany('profil-logo')
		const jar = await signedIn(user.id)
		const upload = async (bytes: Buffer, name: string, type: string, crop = '') => {
			const form = new FormData()
			form.set('intent', 'logo')
			form.set('logo', new File([new Uint8Array(bytes)], name, { type }))
			form.set('logo_crop', crop)
			const request = new Request(`${BASE}/company/profile`, {
				method: 'POST',
				body: form,
				headers: { cookie: jar.header },
			})
			return call(companyAction, request, jar)
		}
		const image = (format: 'png' | 'gif') => {
			const canvas = sharp({ create: { width: 300, height: 200, channels: 3, background: '#b81f6c' } })
			return (format === 'png' ? canvas.png() : canvas.gif()).toBuffer()
		}
		const png = await upload(
			await image('png'),
			'logo.png',
			'image/png',
			'{"x":10,"y":10,"width":150,"height":150}',
		)
		expect(png.location).toBe('/company/profile')
		expect((await toastOf(jar))?.description).toBe(profileMessages.logoUpdated)
		const logoPath = companyRow(user.id).logoPath!
		expect(logoPath).toMatch(/^\/uploads\/logos\/\w+\.png$/)

		const gif = await upload(await image('gif'), 'logo.gif', 'image/gif')
		expect(gif.location).toBe('/company/profile')
		expect(companyRow(user.id).logoPath).not.toBe(logoPath)
	})
})

describe('blocked payer', () => {
	test('an incomplete company is blocked, completes its profile, comes back to the payment and pays', async () => {
		const user = await makeNewCompany('profil-bloque')
		const pot = makePot(demoCharity('GENERATED').id)
		const jar = await signedIn(user.id)
		const paymentUrl = `/participate/${pot.id}/payment?amount=2500&tip=0`
		type Page = {
			state: string
			block: { profileUrl: string } | null
			card: { returnURL: string; accessKeyRef: string; data: string } | null
		}
		const blocked = (await get(paymentLoader, paymentUrl, jar, { id: String(pot.id) })).body as Page
		expect(blocked.state).toBe('blocked')
		const profileUrl = blocked.block!.profileUrl
		expect(profileUrl).toBe(`/company/profile?${new URLSearchParams({ redirectTo: paymentUrl })}`)

		const saved = await post(companyAction, profileUrl, companyFields(), jar)
		expect(saved.location).toBe(paymentUrl)

		const page = (await get(paymentLoader, paymentUrl, jar, { id: String(pot.id) })).body as Page
		expect(page.state).toBe('card')
		const back = await get(carteLoader, vaultReturn(page.card!).url, jar, { id: String(pot.id) })
		expect(back.location).toBe(`/participate/${pot.id}/confirmation`)
		const [donation] = getDb().select().from(donations).where(eq(donations.potId, pot.id)).all()
		expect(donation).toMatchObject({ status: 'SUCCEEDED', donorId: user.id, amountCents: 2500 })
	})
})
