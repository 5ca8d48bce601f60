import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { derivedMessages, shareMessages } from '#app/lib/messages.ts'
import { action, loader } from '#app/routes/participate.$id_.partager.tsx'
import { mailOutbox, potInvitations, pots, users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from './app-db.ts'
import { context, cookiesOf, run } from './request.ts'

useSeededAppDatabase()
const BASE = 'http://localhost:3000'
let birthday: number
let locked: number
let marieCookie: string
let marieId: number

beforeAll(async () => {
	const db = getDb()
	const potId = (name: string) => db.select({ id: pots.id }).from(pots).where(eq(pots.name, name)).get()!.id
	birthday = potId('Les 40 ans de Marie')
	locked = potId('Challenge solidaire Atelier Lumière 2026')
	const marie = db
		.select({ id: users.id })
		.from(users)
		.where(eq(users.email, 'marie.dupont@donnons.demo'))
		.get()!
	marieId = marie.id
	marieCookie = cookiesOf(new Response(null, { headers: await createSession(marie.id, new Request(BASE)) }))
}, 60_000)

function share(
	potId: number,
	fields: Record<string, string | Blob>,
	options: { cookie?: string; ip?: string } = {},
) {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) body.set(key, value)
	const headers = new Headers(options.cookie ? { cookie: options.cookie } : {})
	const request = new Request(`${BASE}/participate/${potId}/partager`, { method: 'POST', body, headers })
	return run(() => action({ request, params: { id: String(potId) }, context: context(options.ip) }))
}

const outboxTo = (emails: string[]) =>
	getDb().select().from(mailOutbox).where(inArray(mailOutbox.to, emails)).all()

type ErrorBody = {
	status: 'error'
	errors: Record<string, string[] | undefined>
	imported: string | null
	values: { emails: string }
}

describe('share a pot by e-mail', () => {
	test('a valid list: one invitation per guest with the pot URL, then the pot page with the toast', async () => {
		const guests = ['ami.un@exemple.fr', 'ami.deux@exemple.fr', 'ami.trois@exemple.fr']
		const res = await share(
			birthday,
			{
				emails: 'Ami.Un@exemple.fr, ami.deux@exemple.fr;ami.trois@exemple.fr\nami.un@exemple.fr',
				message: 'Venez nombreux !',
			},
			{ cookie: marieCookie },
		)
		expect(res.status).toBe(302)
		expect(res.location).toBe(`/participate/${birthday}`)
		expect(res.headers.get('set-cookie')).toContain('donnons_toast')
		const rows = outboxTo(guests)
		expect(rows.map((r) => r.to).sort()).toEqual([...guests].sort())
		for (const row of rows) {
			expect(row.kind).toBe('share-invitation')
			expect(row.subject).toBe('Marie vous invite à participer à la cagnotte « Les 40 ans de Marie »')
			expect(row.text).toContain(`${BASE}/participate/${birthday}`)
			expect(row.html).toContain(`href="${BASE}/participate/${birthday}"`)
			expect(row.html).toContain('Participer à la cagnotte')
			expect(row.text).toContain('Venez nombreux !')
		}
		// The organiser's guest list records each invitation with its inviter.
		const invited = getDb().select().from(potInvitations).where(inArray(potInvitations.email, guests)).all()
		expect(invited.map((i) => [i.potId, i.inviterId, i.email]).sort()).toEqual(
			guests.map((email) => [birthday, marieId, email]).sort(),
		)
	})

	test('invalid addresses are listed and nothing is sent', async () => {
		const res = await share(
			birthday,
			{ emails: 'bon@exemple.fr, mauvais@, pas-une-adresse' },
			{ cookie: marieCookie },
		)
		expect(res.status).toBe(400)
		const body = res.body as ErrorBody
		expect(body.errors.emails).toEqual(["Le format de l'email est invalide : mauvais@, pas-une-adresse"])
		expect(outboxTo(['bon@exemple.fr'])).toEqual([])
	})

	test('an empty list asks for at least one address', async () => {
		const res = await share(birthday, { emails: ' , ' }, { cookie: marieCookie })
		expect((res.body as ErrorBody).errors.emails).toEqual([shareMessages.atLeastOneEmail])
	})

	test('501 guests are refused', async () => {
		const emails = Array.from({ length: 501 }, (_, i) => `foule${i}@exemple.fr`)
		const res = await share(birthday, { emails: emails.join(',') }, { cookie: marieCookie })
		expect((res.body as ErrorBody).errors.emails).toEqual([derivedMessages.tooManyGuests])
		expect(outboxTo(emails.slice(0, 5))).toEqual([])
	})

	test('an imported CSV (header row, quoted cells) is read on the server', async () => {
		const csv = '"Nom";"Email"\r\n"Durand, Léa";"Lea.Durand@exemple.fr"\r\n"Noé";"noe@exemple.fr"\r\n'
		const file = new File([csv], 'invites.csv', { type: 'text/csv' })
		const res = await share(birthday, { emails: '', file }, { cookie: marieCookie })
		expect(res.location).toBe(`/participate/${birthday}`)
		expect(outboxTo(['lea.durand@exemple.fr', 'noe@exemple.fr'])).toHaveLength(2)
	})

	test('the server reports the imported count and keeps the addresses when something is wrong', async () => {
		const file = new File(['a@exemple.fr\nb@exemple\n'], 'liste.txt', { type: 'text/plain' })
		const res = await share(birthday, { emails: 'c@exemple.fr', file }, { cookie: marieCookie })
		const body = res.body as ErrorBody
		expect(body.imported).toBe('2 adresses importées')
		expect(body.errors.emails).toEqual(["Le format de l'email est invalide : b@exemple"])
		expect(body.values.emails).toBe('c@exemple.fr, a@exemple.fr, b@exemple')
	})

	test('other file types and long messages are refused', async () => {
		const pdf = new File(['%PDF-1.4'], 'liste.pdf', { type: 'application/pdf' })
		const res = await share(birthday, { emails: 'x@exemple.fr', file: pdf }, { cookie: marieCookie })
		expect((res.body as ErrorBody).errors.file).toEqual(['Seuls les fichiers .csv ou .txt sont acceptés'])
		const long = await share(
			birthday,
			{ emails: 'x@exemple.fr', message: 'a'.repeat(1001) },
			{ cookie: marieCookie },
		)
		expect((long.body as ErrorBody).errors.message).toEqual([
			'Votre message ne doit pas dépasser 1000 caractères',
		])
		expect(outboxTo(['x@exemple.fr'])).toEqual([])
	})

	test('a locked pot: its creator only; anyone else goes back to the pot page', async () => {
		const page = await run(() =>
			loader({
				request: new Request(`${BASE}/participate/${locked}/partager`),
				params: { id: String(locked) },
				context: context(),
			}),
		)
		expect(page.location).toBe(`/participate/${locked}`)
		const res = await share(locked, { emails: 'intrus@exemple.fr' }, { cookie: marieCookie })
		expect(res.location).toBe(`/participate/${locked}`)
		expect(outboxTo(['intrus@exemple.fr'])).toEqual([])
	})

	test('a missing pot goes home; a visitor may share an open pot, in the creator’s name', async () => {
		const missing = await run(() =>
			loader({
				request: new Request(`${BASE}/participate/999999/partager`),
				params: { id: '999999' },
				context: context(),
			}),
		)
		expect(missing.location).toBe('/')
		const res = await share(birthday, { emails: 'visiteur.ami@exemple.fr' }, { ip: '203.0.113.7' })
		expect(res.location).toBe(`/participate/${birthday}`)
		expect(outboxTo(['visiteur.ami@exemple.fr'])[0]?.subject).toMatch(/^Marie vous invite/)
	})

	test('at most 5 sends an hour per visitor', async () => {
		const ip = '203.0.113.99'
		for (let i = 0; i < 5; i++) {
			expect((await share(birthday, { emails: `limite${i}@exemple.fr` }, { ip })).status).toBe(302)
		}
		const res = await share(birthday, { emails: 'limite5@exemple.fr' }, { ip })
		expect(res.status).toBe(429)
		expect((res.body as ErrorBody).errors.form).toEqual([derivedMessages.tooManyAttempts])
		expect(outboxTo(['limite5@exemple.fr'])).toEqual([])
	})

	test('the dialog gets an answer with the toast instead of a redirect', async () => {
		const res = await share(
			birthday,
			{ emails: 'dialogue@exemple.fr', mode: 'dialog' },
			{ ip: '203.0.113.50' },
		)
		expect(res.body).toEqual({ status: 'sent', sent: 1 })
		expect(res.headers.get('set-cookie')).toContain('donnons_toast')
	})
})
