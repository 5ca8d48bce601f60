import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { derivedMessages, shareMessages } from '#app/lib/messages.ts'
import { action, loader } from '#app/routes/participate.$id_.partager.tsx'
import { mailOutbox, potInvitations, pots, users } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor } from '#tests/support/fixtures/donations.ts'
import { cookieFor, makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { context, cookiesOf, run } from './request.ts'

useSeededAppDatabase()
const BASE = 'http://localhost:3000'
let birthday: number
let locked: number
let marieCookie: string
let marieId: number
let yearEnd: number
let companyCookie: string

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
	yearEnd = potId('Fin d’année solidaire')
	const company = db
		.select({ id: users.id })
		.from(users)
		.where(eq(users.email, 'contact@atelier-lumiere.demo'))
		.get()!
	companyCookie = cookiesOf(
		new Response(null, { headers: await createSession(company.id, new Request(BASE)) }),
	)
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

	test('a file over 200 Ko: the addresses and the message typed come back with the file’s message', async () => {
		// The addresses before the file, the message after it, in the form's order.
		const file = new File([new Uint8Array(300 * 1024).fill(0x61)], 'contacts.csv', { type: 'text/csv' })
		const res = await share(
			birthday,
			{ emails: 'y@exemple.fr, z@exemple.fr', file, message: 'Venez fêter avec nous !' },
			{ cookie: marieCookie },
		)
		expect(res.status).toBe(413)
		const body = res.body as ErrorBody & { values: { message: string } }
		expect(body.errors).toEqual({ file: ['Le fichier ne doit pas dépasser 200 Ko'] })
		expect(body.values).toEqual({ emails: 'y@exemple.fr, z@exemple.fr', message: 'Venez fêter avec nous !' })
		expect(outboxTo(['y@exemple.fr', 'z@exemple.fr'])).toEqual([])
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
		expect((res.body as ErrorBody).errors.form).toEqual([shareMessages.failed])
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

describe('a replayed share (a double click, a browser retry) sends each invitation once', () => {
	// Their own organiser and pots: the seeded ones' hourly limits are the other tests'.
	let organiserCookie = ''
	let own = 0
	let other = 0
	beforeAll(async () => {
		const organiser = makeDonor('partage-rejoue')
		const charityId = demoCharity('GENERATED').id
		organiserCookie = await cookieFor(organiser.id)
		own = makeOwnPot(organiser.id, charityId).id
		other = makeOwnPot(organiser.id, charityId).id
	})

	test('the same list twice: one invitation per address, and both answers are the same success', async () => {
		const guests = ['ami5@exemple.fr', 'ami6@exemple.fr']
		const first = await share(own, { emails: guests.join(', ') }, { cookie: organiserCookie })
		const second = await share(
			own,
			{ emails: 'AMI5@exemple.fr, ami6@exemple.fr' },
			{ cookie: organiserCookie },
		)
		for (const res of [first, second]) {
			expect(res.status).toBe(302)
			expect(res.location).toBe(`/participate/${own}`)
		}
		expect(
			outboxTo(guests)
				.map((mail) => mail.to)
				.sort(),
		).toEqual(guests)
		const invitations = getDb()
			.select()
			.from(potInvitations)
			.where(inArray(potInvitations.email, guests))
			.all()
		expect(invitations).toHaveLength(2)
	})

	test('a new address among them is invited; the dialog counts the skipped ones as sent', async () => {
		const ip = '203.0.113.60'
		await share(own, { emails: 'rejoue.un@exemple.fr' }, { ip })
		const again = await share(
			own,
			{ emails: 'rejoue.un@exemple.fr, rejoue.deux@exemple.fr', mode: 'dialog' },
			{ ip },
		)
		expect(again.body).toEqual({ status: 'sent', sent: 2 })
		expect(outboxTo(['rejoue.un@exemple.fr'])).toHaveLength(1)
		expect(outboxTo(['rejoue.deux@exemple.fr'])).toHaveLength(1)
	})

	test('another sender, or another pot, still invites the address', async () => {
		await share(own, { emails: 'deux.pots@exemple.fr' }, { cookie: organiserCookie })
		await share(other, { emails: 'deux.pots@exemple.fr' }, { cookie: organiserCookie })
		await share(own, { emails: 'deux.pots@exemple.fr' }, { cookie: companyCookie, ip: '203.0.113.61' })
		expect(outboxTo(['deux.pots@exemple.fr'])).toHaveLength(3)
	})

	test('a replay is not held against the sender’s limits', async () => {
		const ip = '203.0.113.62'
		for (let i = 0; i < 5; i++)
			expect((await share(other, { emails: 'encore@exemple.fr' }, { ip })).status).toBe(302)
		expect((await share(other, { emails: 'enfin@exemple.fr' }, { ip })).status).toBe(302)
		expect(outboxTo(['encore@exemple.fr', 'enfin@exemple.fr'])).toHaveLength(2)
	})
})

describe('share by e-mail is no mail relay', () => {
	const addresses = (prefix: string, n: number) =>
		Array.from({ length: n }, (_, i) => `${prefix}${i}@exemple.fr`)

	test('a visitor’s free text is not sent: the guests get the fixed invitation', async () => {
		const res = await share(
			birthday,
			{ emails: 'cible.spam@exemple.fr', message: 'Gagnez 1 000 € : https://arnaque.example' },
			{ ip: '198.51.100.20' },
		)
		expect(res.status).toBe(302)
		const [mail] = outboxTo(['cible.spam@exemple.fr'])
		expect(mail?.text).toContain('vous invite à participer à la cagnotte solidaire')
		expect(mail?.text).not.toContain('arnaque')
		expect(mail?.html).not.toContain('arnaque')
		expect(mail?.text).not.toContain('Son message')
	})

	test('a member who does not own the pot sends the fixed invitation too; the organiser’s message goes', async () => {
		await share(
			birthday,
			{ emails: 'ami.entreprise@exemple.fr', message: 'Texte libre du visiteur' },
			{ cookie: companyCookie, ip: '198.51.100.21' },
		)
		expect(outboxTo(['ami.entreprise@exemple.fr'])[0]?.text).not.toContain('Texte libre')
		await share(
			birthday,
			{ emails: 'ami.marie@exemple.fr', message: 'Mot de Marie' },
			{ cookie: marieCookie },
		)
		expect(outboxTo(['ami.marie@exemple.fr'])[0]?.text).toContain('Mot de Marie')
	})

	test('a visitor sends at most 20 invitations an hour from one address; beyond, the failure and nothing sent', async () => {
		const ip = '198.51.100.22'
		const tooMany = addresses('vingt-et-un', 21)
		const refused = await share(birthday, { emails: tooMany.join(',') }, { ip })
		expect(refused.status).toBe(429)
		expect((refused.body as ErrorBody).errors.form).toEqual([shareMessages.failed])
		expect(outboxTo(tooMany)).toEqual([])
		// A refused send is not counted: 20 go, then not one more.
		const twenty = addresses('vingt', 20)
		expect((await share(birthday, { emails: twenty.join(',') }, { ip })).status).toBe(302)
		expect(outboxTo(twenty)).toHaveLength(20)
		const extra = await share(birthday, { emails: 'un-de-plus@exemple.fr' }, { ip })
		expect((extra.body as ErrorBody).errors.form).toEqual([shareMessages.failed])
		expect(outboxTo(['un-de-plus@exemple.fr'])).toEqual([])
	})

	test('a pot receives at most 100 visitors’ invitations a day, whatever their addresses; its organiser is not held back', async () => {
		for (let i = 0; i < 5; i++) {
			const res = await share(
				yearEnd,
				{ emails: addresses(`pot${i}-`, 20).join(',') },
				{ ip: `192.0.2.${i + 1}` },
			)
			expect(res.status).toBe(302)
		}
		const refused = await share(yearEnd, { emails: 'au-dela@exemple.fr' }, { ip: '192.0.2.99' })
		expect((refused.body as ErrorBody).errors.form).toEqual([shareMessages.failed])
		expect(outboxTo(['au-dela@exemple.fr'])).toEqual([])
		const organiser = await share(yearEnd, { emails: 'client.fidele@exemple.fr' }, { cookie: companyCookie })
		expect(organiser.status).toBe(302)
		expect(outboxTo(['client.fidele@exemple.fr'])).toHaveLength(1)
	})

	test('the organiser may still invite 500 guests at once', async () => {
		const guests = addresses('grande-liste', 500)
		const res = await share(birthday, { emails: guests.join(',') }, { cookie: marieCookie })
		expect(res.status).toBe(302)
		expect(outboxTo(guests.slice(0, 3))).toHaveLength(3)
	})
})
