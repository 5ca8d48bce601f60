import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '#app/platform/db.server.ts'
import { action as detailsAction } from '#app/routes/create.$type.details.tsx'
import { pots } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeCompany } from '#tests/support/fixtures/donations.ts'
import { BASE, cookieFor, makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { pageHandler, readPage, textOf } from './page-render.ts'
import { context, run } from './request.ts'
import { derivedMessages, generic, potMessages } from '#app/lib/messages.ts'

useSeededAppDatabase()

/** The pot details form of docs/requirements.md#spec-2-2, docs/requirements.md#spec-2-3, docs/requirements.md#spec-2-5 and docs/requirements.md#spec-2-8: its defaults and its notices. */

let page: Awaited<ReturnType<typeof pageHandler>>
let companyCookie = ''
let charityId = 0

beforeAll(async () => {
	page = await pageHandler(['create.$type.details.tsx', 'edit.$type.details.$id.tsx'])
	companyCookie = await cookieFor(makeCompany('partage').id)
	charityId = demoCharity('GENERATED').id
}, 60_000)

/** Starts a creation flow at step 2 with the cause chosen; returns the cookies that carry it. */
async function startFlow(type: 'particular' | 'company', evt: number, cookie: string) {
	const res = await page(`/create/${type}/details?evt=${evt}&assoc=${charityId}`, { headers: { cookie } })
	expect(res.status).toBe(302)
	const flow = res.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
	return [cookie, flow].filter(Boolean).join('; ')
}

function submit(type: 'particular' | 'company', fields: Record<string, string>, cookie: string) {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) body.set(key, value)
	return run(() =>
		detailsAction({
			request: new Request(`${BASE}/create/${type}/details`, { method: 'POST', body, headers: { cookie } }),
			params: { type },
			context: context(),
		}),
	)
}

const companyPot = (name: string, sharing: string) => ({
	intent: 'save',
	event_type: '11',
	name,
	closing_date: '',
	description: '<p>Chaque kilomètre parcouru devient un don.</p>',
	color: '#2a6fdb',
	sharing,
})

describe('the sharing choice (docs/requirements.md#spec-2-3)', () => {
	test('SHARE is pre-selected on a company pot; SHOW records a locked pot, SHARE an open one', async () => {
		const cookie = await startFlow('company', 11, companyCookie)
		const html = (await readPage(await page('/create/company/details', { headers: { cookie } }))).html
		const radio = (value: string) => new RegExp(`<input[^>]*value="${value}"[^>]*>`).exec(html)?.[0] ?? ''
		expect(radio('SHARE')).toContain('checked')
		expect(radio('SHOW')).not.toContain('checked')

		for (const [sharing, locked] of [
			['SHOW', true],
			['SHARE', false],
		] as const) {
			const flowCookie = sharing === 'SHOW' ? cookie : await startFlow('company', 11, companyCookie)
			const name = `Course des entreprises (${sharing})`
			const res = await submit('company', companyPot(name, sharing), flowCookie)
			expect(res.location).toMatch(/^\/participate\/company\/\d+\/kyc$/)
			const pot = getDb().select().from(pots).where(eq(pots.name, name)).get()!
			expect(pot.isLocked).toBe(locked)
		}
	})

	test('a sharing value forged out of the two choices is refused with the spec message', async () => {
		const cookie = await startFlow('company', 11, companyCookie)
		const res = await submit('company', companyPot('Course forgée', 'PUBLIC'), cookie)
		expect(res.status).toBe(400)
		expect(JSON.stringify(res.body)).toContain(potMessages.sharingRequired)
	})
})

/** A document POST of the details form, as a browser without JavaScript sends it. */
function post(url: string, fields: Record<string, string | Blob>, cookie: string) {
	const body = new FormData()
	for (const [key, value] of Object.entries(fields)) body.set(key, value)
	return page(url, { method: 'POST', body, headers: { cookie } })
}

/** The 'Attention' notice of a page: its text and the fields its links point to. */
function noticeOf(html: string) {
	const notice = /<div[^>]*role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[0] ?? ''
	return {
		notice,
		links: [...notice.matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]),
	}
}

describe('the form errors of docs/requirements.md#spec-2-5 and docs/requirements.md#spec-2-8', () => {
	test('an invalid submit lists every error in one notice titled Attention, each linked to its field', async () => {
		const cookie = await startFlow('company', 11, companyCookie)
		const res = await post(
			'/create/company/details',
			{
				intent: 'save',
				event_type: '',
				name: 'Ab',
				closing_date: '2020-01-01',
				description: '',
				sharing: '',
			},
			cookie,
		)
		expect(res.status).toBe(400)
		const { html } = await readPage(res)
		const { notice, links } = noticeOf(html)
		expect(notice).toContain('Attention')
		const form = 'pot-details-company'
		expect(links).toEqual([
			[`${form}-event_type`, 'Le type d&#x27;événement est obligatoire'],
			[`${form}-name`, potMessages.nameTooShort],
			[`${form}-closing_date`, derivedMessages.closingDateOutOfRange],
			[`${form}-description`, potMessages.descriptionRequired],
			[`${form}-sharing`, 'Merci de choisir une option de partage ou d&#x27;invitation'],
		])
		// Each link reaches an element of the page, and each field still shows its own error, described by it.
		for (const [id] of links) expect(html).toContain(`id="${id}"`)
		const nameInput = new RegExp(`<input[^>]*id="${form}-name"[^>]*>`).exec(html)![0]
		expect(nameInput).toContain('aria-invalid="true"')
		const described = /aria-describedby="([^"]+)"/.exec(nameInput)![1]!.split(' ')
		const errorId = described.find((id) => id.endsWith('-error'))!
		expect(html).toMatch(new RegExp(`<ul id="${errorId}"[^>]*><li>Le nom de votre cagnotte est trop court`))
	})

	test('a failed save of an edited pot shows the spec notice and keeps what was typed', async () => {
		const owner = makeCompany('enregistrement')
		const pot = makeOwnPot(owner.id, charityId, { potType: 1, eventTypeId: 11 })
		const cookie = await cookieFor(owner.id)
		getDb().$client.exec(
			`create trigger fail_pot_save before update on pots when new.name = 'Panne de disque'
			 begin select raise(abort, 'disk I/O error'); end`,
		)
		try {
			const res = await post(
				`/edit/company/details/${pot.id}`,
				{ ...companyPot('Panne de disque', 'SHARE'), description: 'Bonjour à tous' },
				cookie,
			)
			expect(res.status).toBe(500)
			const { html } = await readPage(res)
			const { notice } = noticeOf(html)
			expect(notice).toContain('Attention')
			expect(textOf(notice)).toContain(generic.error)
			expect(html).toContain('value="Panne de disque"')
		} finally {
			getDb().$client.exec('drop trigger fail_pot_save')
		}
	})

	test('a failed recording brings the creator back to the details, the draft kept, to try again', async () => {
		const cookie = await startFlow('company', 11, companyCookie)
		getDb().$client.exec(
			`create trigger fail_pot_insert before insert on pots when new.name = 'Panne au premier essai'
			 begin select raise(abort, 'disk I/O error'); end`,
		)
		try {
			const res = await submit('company', companyPot('Panne au premier essai', 'SHARE'), cookie)
			expect(res.location).toBe('/create/company/details')
			const toast = Buffer.from(
				/donnons_toast=([^.;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!,
				'base64',
			).toString()
			expect(toast).toContain(generic.error)
			const form = (await readPage(await page('/create/company/details', { headers: { cookie } }))).html
			expect(form).toContain('value="Panne au premier essai"')
		} finally {
			getDb().$client.exec('drop trigger fail_pot_insert')
		}
		const again = await submit('company', companyPot('Panne au premier essai', 'SHARE'), cookie)
		expect(again.location).toMatch(/^\/participate\/company\/\d+\/kyc$/)
	})

	test('a logo that cannot be stored shows the spec’s logo upload notice', async () => {
		const cookie = await startFlow('company', 11, companyCookie)
		const logos = path.join(process.env.DATA_DIR!, 'uploads', 'logos')
		const aside = `${logos}.aside`
		const hadLogos = fs.existsSync(logos)
		if (hadLogos) fs.renameSync(logos, aside)
		fs.mkdirSync(path.dirname(logos), { recursive: true })
		fs.writeFileSync(logos, 'not a folder') // the upload folder cannot be made: the write fails
		try {
			const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a6fdb' } })
				.png()
				.toBuffer()
			const logo = new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' })
			const res = await post(
				'/create/company/details',
				{ ...companyPot('Logo en panne', 'SHARE'), logo },
				cookie,
			)
			expect(res.status).toBe(400)
			const { html } = await readPage(res)
			const { notice, links } = noticeOf(html)
			expect(notice).toContain('Attention')
			expect(links).toContainEqual([
				'logo',
				'Une erreur s&#x27;est produite lors de l&#x27;upload de votre logo, réessayez plus tard',
			])
		} finally {
			fs.rmSync(logos)
			if (hadLogos) fs.renameSync(aside, logos)
		}
	})
})

describe('an image over the request limit (10 Mo)', () => {
	test('the fields typed before and after it come back, the message under the banner', async () => {
		const cookie = await startFlow('company', 11, companyCookie)
		const { intent, event_type, name, ...after } = companyPot('Photo trop lourde', 'SHOW')
		// A phone photo of 11 Mo, sent between the fields as a browser without JavaScript sends it.
		const banner = new File([new Uint8Array(11 * 1024 * 1024)], 'photo.jpg', { type: 'image/jpeg' })
		const body = new FormData()
		for (const [key, value] of Object.entries({ intent, event_type, name, banner, ...after }))
			body.set(key, value)
		const res = await run(() =>
			detailsAction({
				request: new Request(`${BASE}/create/company/details`, { method: 'POST', body, headers: { cookie } }),
				params: { type: 'company' },
				context: context(),
			}),
		)
		expect(res.status).toBe(400)
		const result = (res.body as { result: { initialValue: Record<string, unknown>; error: object } }).result
		expect(result.error).toEqual({ banner: [potMessages.imageTooLarge] })
		expect(result.initialValue).toMatchObject({
			event_type: '11',
			name: 'Photo trop lourde',
			description: '<p>Chaque kilomètre parcouru devient un don.</p>',
			color: '#2a6fdb',
			sharing: 'SHOW',
		})
	})
})
