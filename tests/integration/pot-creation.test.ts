import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { action as authenticateAction } from '#app/routes/create.$type.authenticate.tsx'
import { action as detailsAction, loader as detailsLoader } from '#app/routes/create.$type.details.tsx'
import { eventTypes, flows, pots, users } from '#db/schema/index.ts'
import { action as representativeAction } from '#app/routes/login_.representative.tsx'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { context, run } from './request.ts'
import { derivedMessages, potMessages } from '#app/lib/messages.ts'

useSeededAppDatabase()
const BASE = 'http://localhost:3000'

function multipart(url: string, fields: Record<string, string | Blob>, cookie: string) {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) body.set(key, value)
	return new Request(new URL(url, BASE), { method: 'POST', body, headers: { cookie } })
}

const cookieFrom = (headers: Headers) =>
	headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')

async function startFlow(type: 'particular' | 'company', evt: number, assoc: number) {
	const res = await run(() =>
		detailsLoader({
			request: new Request(`${BASE}/create/${type}/details?evt=${evt}&assoc=${assoc}`),
			params: { type },
			context: context(),
		}),
	)
	expect(res.location).toBe(`/create/${type}/details`)
	return cookieFrom(res.headers)
}

async function photo(width = 1600, height = 1000) {
	const buffer = await sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
		.withExif({ IFD0: { Copyright: 'Donnée privée', Artist: 'Quelqu’un' } })
		.jpeg()
		.toBuffer()
	return new File([new Uint8Array(buffer)], 'photo.jpg', { type: 'image/jpeg' })
}

const form = (url: string, fields: Record<string, string>, cookie: string) =>
	new Request(new URL(url, BASE), {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
	})

describe('pot creation flow', () => {
	test('a company that signs up in the flow gets its pot saved right after the representative form', async () => {
		const company = getDb().select().from(eventTypes).where(eq(eventTypes.audience, 'entreprise')).get()!
		let cookie = await startFlow('company', company.id, 7)
		const details = await run(() =>
			detailsAction({
				request: multipart(
					'/create/company/details',
					{
						intent: 'save',
						event_type: String(company.id),
						name: 'Challenge des Ateliers',
						closing_date: '',
						description: '<p>Chaque kilomètre compte</p>',
						sharing: 'SHARE',
						color: '#2a6fdb',
						banner_crop: '',
					},
					cookie,
				),
				params: { type: 'company' },
				context: context(),
			}),
		)
		expect(details.location).toBe('/create/company/authenticate')
		const registered = await run(() =>
			authenticateAction({
				request: form(
					'/create/company/authenticate',
					{
						intent: 'register',
						account_type: 'enterprise',
						gender: 'female',
						firstname: 'Léa',
						name: 'Roux',
						birth_date: '1985-05-05',
						address_line_1: '2 quai des Chartrons',
						post_code: '33000',
						city: 'Bordeaux',
						country_iso: 'FR',
						email: 'lea.roux@ateliers.exemple.fr',
						password: 'Solidaire-2026!',
						password_confirmation: 'Solidaire-2026!',
						accept_conditions: 'on',
						enterprise_name: 'Les Ateliers Roux',
						siren: '812 345 676',
						legal_form: 'SAS',
						rep_gender: 'female',
						rep_firstname: 'Léa',
						rep_name: 'Roux',
					},
					cookie,
				),
				params: { type: 'company' },
				context: context(),
			}),
		)
		expect(registered.location).toMatch(/^\/login\/representative\?/)
		cookie = [cookie, cookieFrom(registered.headers)].filter(Boolean).join('; ')
		expect(getDb().select().from(pots).where(eq(pots.name, 'Challenge des Ateliers')).get()).toBeUndefined()

		const done = await run(() =>
			representativeAction({
				request: form(
					registered.location!,
					{
						rep_name: 'Roux',
						rep_firstname: 'Léa',
						rep_email: 'lea.roux@ateliers.exemple.fr',
						rep_birth_date: '1985-05-05',
						rep_address_line_1: '2 quai des Chartrons',
						rep_post_code: '33000',
						rep_city: 'Bordeaux',
						rep_country_iso: 'FR',
						address_line_1: '2 quai des Chartrons',
						post_code: '33000',
						city: 'Bordeaux',
						country_iso: 'FR',
					},
					cookie,
				),
				params: {},
				context: context(),
			}),
		)
		const pot = getDb().select().from(pots).where(eq(pots.name, 'Challenge des Ateliers')).get()
		expect(pot).toMatchObject({ potType: 1, charityId: 7 })
		expect(done.location).toBe(`/participate/company/${pot!.id}/kyc`)
	})

	test('an anonymous visitor fills the details, signs up inside the flow, and the pot is recorded', async () => {
		const cookie = await startFlow('particular', 1, 2)
		const upload = await photo()
		const details = await run(() =>
			detailsAction({
				request: multipart(
					'/create/particular/details',
					{
						intent: 'save',
						event_type: '1',
						name: 'Les 30 ans de Sam',
						closing_date: '',
						description:
							'<p>Merci <strong>à tous</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
						banner: upload,
						banner_crop: '',
					},
					cookie,
				),
				params: { type: 'particular' },
				context: context(),
			}),
		)
		expect(details.location).toBe('/create/particular/authenticate')

		// A restart between two steps loses nothing: the draft is in SQLite.
		globalThis.__donnonsDb?.$client.close()
		globalThis.__donnonsDb = undefined

		const form = new URLSearchParams({
			intent: 'register',
			account_type: 'private',
			gender: 'male',
			firstname: 'Sam',
			name: 'Petit',
			birth_date: '1996-04-02',
			address_line_1: '5 rue Neuve',
			post_code: '59000',
			city: 'Lille',
			country_iso: 'FR',
			email: 'sam.petit@exemple.fr',
			password: 'Solidaire-2026!',
			password_confirmation: 'Solidaire-2026!',
			accept_conditions: 'on',
		})
		const done = await run(() =>
			authenticateAction({
				request: new Request(`${BASE}/create/particular/authenticate`, {
					method: 'POST',
					body: form,
					headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
				}),
				params: { type: 'particular' },
				context: context(),
			}),
		)
		expect(done.location).toMatch(/^\/participate\/\d+$/)
		const pot = getDb().select().from(pots).where(eq(pots.name, 'Les 30 ans de Sam')).get()!
		const sam = getDb().select().from(users).where(eq(users.email, 'sam.petit@exemple.fr')).get()!
		expect(pot).toMatchObject({
			creatorId: sam.id,
			charityId: 2,
			eventTypeId: 1,
			potType: 0,
			isLocked: false,
		})
		expect(pot.descriptionHtml).toBe('<p>Merci <strong>à tous</strong></p>')
		// Empty closing date: tomorrow, end of day in Paris.
		const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toLocaleDateString('fr-FR', {
			timeZone: 'Europe/Paris',
		})
		expect(pot.closingDate.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })).toBe(`${tomorrow} 23:59:59`)
		// The cover is cropped to 2.8, scaled down to 1920 at most, and its metadata is gone.
		const banner = await sharp(path.join(process.env.DATA_DIR!, pot.bannerPath!)).metadata()
		expect(banner.format).toBe('jpeg')
		expect(Math.abs(banner.width! / banner.height! - 2.8)).toBeLessThan(0.01)
		expect(banner.width).toBeLessThanOrEqual(1920)
		expect(banner.exif).toBeUndefined()
		// The draft is cleared once the pot is saved.
		expect(getDb().select().from(flows).all()).toHaveLength(0)
	})

	test('a wrong image is refused with the spec message, and the other values are kept in the draft', async () => {
		const cookie = await startFlow('particular', 1, 3)
		const text = new File(['not an image'], 'photo.jpg', { type: 'image/jpeg' })
		const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grand.jpg', { type: 'image/jpeg' })
		for (const [file, message] of [
			[text, derivedMessages.imageTypeInvalid],
			[big, potMessages.imageTooLarge],
		] as const) {
			const res = await run(() =>
				detailsAction({
					request: multipart(
						'/create/particular/details',
						{ intent: 'save', event_type: '1', name: 'Pot gardé', description: 'Bonjour', banner: file },
						cookie,
					),
					params: { type: 'particular' },
					context: context(),
				}),
			)
			expect(res.status).toBe(400)
			expect(JSON.stringify(res.body)).toContain(message)
		}
		const page = await run(() =>
			detailsLoader({
				request: new Request(`${BASE}/create/particular/details`, { headers: { cookie } }),
				params: { type: 'particular' },
				context: context(),
			}),
		)
		expect(JSON.stringify(page.body)).toContain('Pot gardé')
	})

	test('the details rules of docs/requirements.md#spec-2-5', async () => {
		const cookie = await startFlow('company', 11, 4)
		const res = await run(() =>
			detailsAction({
				request: multipart(
					'/create/company/details',
					{ intent: 'save', event_type: '', name: 'Ab', closing_date: '2020-01-01', description: '<p> </p>' },
					cookie,
				),
				params: { type: 'company' },
				context: context(),
			}),
		)
		const body = JSON.stringify(res.body)
		expect(body).toContain(potMessages.nameTooShort)
		expect(body).toContain(potMessages.descriptionRequired)
		expect(body).toContain(potMessages.eventTypeRequired)
		expect(body).toContain(potMessages.sharingRequired)
		expect(body).toContain(derivedMessages.closingDateOutOfRange)
	})
})
