import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { latestMailTo } from '#app/mail/mailer.server.ts'
import { companies, sessions, users } from '#db/schema/index.ts'
import { action as authAction } from '#app/routes/authentification-cagnotte-solidaire-don-association.tsx'
import { action as representativeAction } from '#app/routes/login_.representative.tsx'
import { useAppDatabase } from '#tests/support/database.ts'
import { context, cookiesOf, formRequest, run } from './request.ts'
import { authMessages, derivedMessages, generic } from '#app/lib/messages.ts'

const db = useAppDatabase()
const AUTH = '/authentification-cagnotte-solidaire-don-association'
const PASSWORD = 'Solidaire-2026!'

const person = (email: string) => ({
	intent: 'register',
	account_type: 'private',
	gender: 'female',
	firstname: 'Élodie',
	name: "N'Diaye",
	birth_date: '1990-02-03',
	address_line_1: '4 rue Sainte-Catherine',
	post_code: '33000',
	city: 'Bordeaux',
	country_iso: 'FR',
	mob_phone: '06 12 34 56 78',
	email,
	password: PASSWORD,
	password_confirmation: PASSWORD,
	accept_conditions: 'on',
})

const company = (email: string) => ({
	...person(email),
	account_type: 'enterprise',
	enterprise_name: 'Les Ateliers du Quai',
	siren: '812 345 676',
	legal_form: 'SAS',
	rep_gender: 'male',
	rep_firstname: 'Jean-Pierre',
	rep_name: 'Martin',
})

describe('registration', () => {
	test('an individual is created, signed in, welcomed by e-mail and sent on with the pot context', async () => {
		const res = await run(() =>
			authAction({
				request: formRequest(`${AUTH}?id=7&amount=1500`, person('elodie@exemple.fr')),
				context: context(),
				params: {},
			}),
		)
		expect(res.status).toBe(302)
		expect(res.location).toBe('/participate/7/tips?amount=1500')
		const user = db.select().from(users).where(eq(users.email, 'elodie@exemple.fr')).get()
		expect(user).toMatchObject({
			role: 'private',
			firstName: 'Élodie',
			lastName: "N'Diaye",
			phone: '+33612345678',
			birthDate: '1990-02-03',
		})
		expect(user?.passwordHash).toMatch(/^scrypt\$/)
		expect(db.select().from(sessions).where(eq(sessions.userId, user!.id)).all()).toHaveLength(1)
		expect(
			res.headers
				.getSetCookie()
				.some((c) => c.startsWith('donnons_session=') && /HttpOnly/i.test(c) && /SameSite=Lax/i.test(c)),
		).toBe(true)
		expect(latestMailTo('elodie@exemple.fr')?.subject).toBe('Bienvenue sur Donnons')
	})

	test('the same e-mail cannot register twice, and nothing is half-written', async () => {
		const before = db.$count(users)
		const res = await run(() =>
			authAction({ request: formRequest(AUTH, person('ELODIE@exemple.fr')), context: context(), params: {} }),
		)
		expect(res.status).toBe(400)
		expect(JSON.stringify(res.body)).toContain(derivedMessages.emailTaken)
		expect(await db.$count(users)).toBe(await before)
	})

	test('invalid input answers 400 with the spec messages and keeps no password in the reply', async () => {
		const res = await run(() =>
			authAction({
				request: formRequest(AUTH, {
					...person('x@exemple.fr'),
					firstname: '-A',
					birth_date: '31-02-2000',
					password_confirmation: 'nope',
					accept_conditions: '',
				}),
				context: context(),
				params: {},
			}),
		)
		expect(res.status).toBe(400)
		const body = JSON.stringify(res.body)
		expect(body).toContain(generic.requiredFields)
		expect(body).toContain('Date invalide')
		expect(body).toContain(authMessages.termsRequired)
		expect(body).not.toContain(PASSWORD)
		// Cross-field rules are checked once every field is valid on its own.
		const mismatch = await run(() =>
			authAction({
				request: formRequest(AUTH, { ...person('x@exemple.fr'), password_confirmation: 'Autre-2026!' }),
				context: context(),
				params: {},
			}),
		)
		expect(JSON.stringify(mismatch.body)).toContain(authMessages.passwordConfirmationMismatch)
		const weak = await run(() =>
			authAction({
				request: formRequest(AUTH, {
					...person('x@exemple.fr'),
					password: 'motdepasse',
					password_confirmation: 'motdepasse',
				}),
				context: context(),
				params: {},
			}),
		)
		expect(JSON.stringify(weak.body)).toContain('Votre mot de passe doit contenir au moins 7 caractères')
		expect(db.select().from(users).where(eq(users.email, 'x@exemple.fr')).get()).toBeUndefined()
	})

	test('a company account is created with its representative, then completed on the representative page', async () => {
		const res = await run(() =>
			authAction({
				request: formRequest(`${AUTH}?id=3&amount=900`, company('ateliers@exemple.fr')),
				context: context(),
				params: {},
			}),
		)
		const user = db.select().from(users).where(eq(users.email, 'ateliers@exemple.fr')).get()!
		const row = db.select().from(companies).where(eq(companies.userId, user.id)).get()!
		expect(user.role).toBe('enterprise')
		expect(row).toMatchObject({
			name: 'Les Ateliers du Quai',
			siren: '812345676',
			repFirstName: 'Jean-Pierre',
			repEmail: 'ateliers@exemple.fr',
		})
		expect(res.location).toBe(`/login/representative?company=${row.id}&id=3&amount=900`)

		const cookie = cookiesOf(new Response(null, { headers: res.headers }))
		const complete = (fields: Record<string, string>) =>
			run(() =>
				representativeAction({
					request: formRequest(res.location!, fields, cookie),
					context: context(),
					params: {},
				}),
			)
		const fields = {
			rep_name: 'Martin',
			rep_firstname: 'Jean-Pierre',
			rep_email: 'jp.martin@exemple.fr',
			rep_birth_date: '1899-12-31',
			rep_address_line_1: '1 quai des Chartrons',
			rep_post_code: '33000',
			rep_city: 'Bordeaux',
			rep_country_iso: 'FR',
			address_line_1: '2 quai des Chartrons',
			post_code: '33000',
			city: 'Bordeaux',
			country_iso: 'FR',
		}
		const invalid = await complete(fields)
		expect(invalid.status).toBe(400)
		expect(JSON.stringify(invalid.body)).toContain(authMessages.serverInvalidBirthDate)
		const done = await complete({ ...fields, rep_birth_date: '1970-06-15' })
		expect(done.location).toBe('/participate/3/tips?amount=900')
		expect(db.select().from(companies).where(eq(companies.userId, user.id)).get()).toMatchObject({
			repEmail: 'jp.martin@exemple.fr',
			repBirthDate: '1970-06-15',
			repNationalityIso: 'FR',
			addressLine1: '2 quai des Chartrons',
		})
	})
})

describe('login', () => {
	beforeAll(async () => {
		await run(() =>
			authAction({ request: formRequest(AUTH, person('login@exemple.fr')), context: context(), params: {} }),
		)
	})

	test('right password: a session and the home page of the role', async () => {
		const res = await run(() =>
			authAction({
				request: formRequest(AUTH, { intent: 'login', email: ' Login@Exemple.fr ', password: PASSWORD }),
				context: context(),
				params: {},
			}),
		)
		expect(res.location).toBe('/home/private')
	})

	test('wrong password or unknown e-mail: the same message', async () => {
		for (const email of ['login@exemple.fr', 'inconnu@exemple.fr']) {
			const res = await run(() =>
				authAction({
					request: formRequest(AUTH, { intent: 'login', email, password: 'mauvais' }),
					context: context(),
					params: {},
				}),
			)
			expect(res.status).toBe(400)
			expect(JSON.stringify(res.body)).toContain(derivedMessages.wrongCredentials)
		}
	})

	test('too many attempts on one e-mail are refused with a French message, even with the right password', async () => {
		const attempt = (password: string) =>
			run(() =>
				authAction({
					request: formRequest(AUTH, { intent: 'login', email: 'login@exemple.fr', password }),
					context: context('10.9.9.9'),
					params: {},
				}),
			)
		for (let i = 0; i < 8; i++) await attempt('mauvais')
		const res = await attempt(PASSWORD)
		expect(res.status).toBe(429)
		expect(JSON.stringify(res.body)).toContain('Trop de tentatives')
	})

	test('a filled honeypot is refused', async () => {
		const res = await run(() =>
			authAction({
				request: formRequest(AUTH, {
					intent: 'login',
					email: 'login@exemple.fr',
					password: PASSWORD,
					site_web: 'spam',
				}),
				context: context(),
				params: {},
			}),
		)
		expect(res.status).toBe(400)
		expect(res.location).toBeNull()
	})
})
