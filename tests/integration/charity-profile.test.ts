import { and, eq, ne } from 'drizzle-orm'
import fs from 'node:fs'
import path from 'node:path'
import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { searchCharities } from '#app/catalogue/search.server.ts'
import { profileReferences, readPublishedProfile } from '#app/charity-space/profile-record.server.ts'
import {
	profileFormSchema,
	profileMessages,
	type ProfileValues,
} from '#app/lib/charity-space/charity-profile.ts'
import { latestMailTo } from '#app/mail/mailer.server.ts'
import { htmlToPlainText } from '#app/lib/rich-text.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import * as adminHome from '#app/routes/admin._index.tsx'
import * as adminCharity from '#app/routes/admin.associations.$id.tsx'
import * as spaceCharityHome from '#app/routes/association-espace.$charityId._index.tsx'
import * as profilePage from '#app/routes/association-espace.$charityId.profil.tsx'
import * as charityPage from '#app/routes/association.$url.tsx'
import { charities, charityProfileDrafts, charitySdgs } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity } from '#tests/support/fixtures/donations.ts'
import { context, run } from './request.ts'
import { call, cookieOf, makeMember, makeOperator } from '#tests/support/fixtures/staff.ts'

/** Issue 17 item 3: a charity's public profile, edited by its members and published by an operator (ADR 029). */

useSeededAppDatabase()
const BASE = 'http://localhost:3000'
let charity = { id: 0, slug: '', name: '', purpose: '' }
let memberCookie: string | null = null
let memberEmail = ''
let operatorCookie: string | null = null

beforeAll(async () => {
	const row = demoCharity('GENERATED')
	charity = { id: row.id, slug: row.slug, name: row.name, purpose: row.purpose }
	const member = makeMember('profil-membre', charity.id)
	memberEmail = member.email
	memberCookie = await cookieOf(member.id)
	operatorCookie = await cookieOf(makeOperator('profil-operateur').id)
})

afterEach(() => {
	globalThis.__donnonsPageCache = undefined
})

const profileUrl = () => `/association-espace/${charity.id}/profil`

async function profileLoader() {
	const res = await call(profilePage.loader, profileUrl(), {
		cookie: memberCookie,
		params: { charityId: String(charity.id) },
	})
	return res.body as Awaited<ReturnType<typeof profilePage.loader>>
}

/** The form as the page shows it, with `change` applied, posted as multipart. */
async function postProfile(
	change: Partial<Record<keyof ProfileValues | 'intent', string | string[]>>,
	extra?: FormData,
) {
	const { values } = await profileLoader()
	const form = extra ?? new FormData()
	const fields: Record<string, string | string[]> = {
		...Object.fromEntries(
			Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v ?? '')]),
		),
		...change,
	}
	for (const [name, value] of Object.entries(fields))
		for (const item of Array.isArray(value) ? value : [value]) form.append(name, item)
	const request = new Request(`${BASE}${profileUrl()}`, {
		method: 'POST',
		body: form,
		headers: { cookie: memberCookie ?? '' },
	})
	return run(() =>
		profilePage.action({ request, params: { charityId: String(charity.id) }, context: context() } as never),
	)
}

const adminUrl = () => `/admin/associations/${charity.id}`
const adminPage = async () =>
	(
		await call(adminCharity.loader, adminUrl(), {
			cookie: operatorCookie,
			params: { id: String(charity.id) },
		})
	).body as Awaited<ReturnType<typeof adminCharity.loader>>
const review = (form: Record<string, string>) =>
	call(adminCharity.action, adminUrl(), { cookie: operatorCookie, params: { id: String(charity.id) }, form })

const publicPage = async () =>
	(await call(charityPage.loader, `/association/${charity.slug}`, { params: { url: charity.slug } }))
		.body as {
		charity: { purpose: string; about: string; website: string | null; sdgs: Array<{ number: number }> }
	}
const uploadedFiles = () => {
	const dir = path.join(getEnv().DATA_DIR, 'uploads', 'charities')
	return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}
const found = (q: string) => searchCharities({ q }).items.map((c) => c.id)

describe('a member edits, the operator approves', () => {
	test('nothing is public before the approval; then the page, the search and the cache follow', async () => {
		const goalsBefore = (await profileLoader()).values.sdgs
		const saved = await postProfile({ purpose: 'Potagers partagés zythophiles', intent: 'save' })
		expect(saved).toMatchObject({ status: 302, location: profileUrl() })
		expect((await profileLoader()).status).toBe('DRAFT')
		expect(await adminPage()).toMatchObject({ review: null })

		const sent = await postProfile({
			purpose: 'Potagers partagés zythophiles',
			about: 'Nous cultivons ensemble.',
			website: 'https://potagers.example.org',
			sdgs: ['2', '15'],
			intent: 'submit',
		})
		expect(sent).toMatchObject({ status: 302, location: profileUrl() })
		expect((await profileLoader()).status).toBe('SUBMITTED')
		const home = await call(spaceCharityHome.loader, `/association-espace/${charity.id}`, {
			cookie: memberCookie,
			params: { charityId: String(charity.id) },
		})
		expect(home.body).toMatchObject({ profileStatus: 'SUBMITTED' })
		// Still the published profile everywhere.
		expect((await publicPage()).charity.purpose).toBe(charity.purpose)
		expect(found('zythophiles')).toEqual([])

		const dashboard = (await call(adminHome.loader, '/admin', { cookie: operatorCookie })).body as {
			reviews: Array<{ charityId: number }>
		}
		expect(dashboard.reviews.map((r) => r.charityId)).toContain(charity.id)
		const { review: pending } = await adminPage()
		expect(pending?.changes.map((c) => c.field)).toEqual(
			expect.arrayContaining(['purpose', 'about', 'website', 'sdgs']),
		)
		expect(pending?.changes.find((c) => c.field === 'purpose')).toMatchObject({
			before: charity.purpose,
			after: 'Potagers partagés zythophiles',
		})

		const invalidate = vi.fn()
		globalThis.__donnonsPageCache = { invalidate }
		const approved = await review({ intent: 'approve-profile', draftId: String(pending!.draftId) })
		expect(approved).toMatchObject({ status: 302, location: adminUrl() })
		expect(invalidate).toHaveBeenCalledWith(expect.arrayContaining([`/association/${charity.slug}`, '/']))
		expect(latestMailTo(memberEmail)).toMatchObject({
			kind: 'charity-profile-approved',
			subject: `Le profil de ${charity.name} est publié sur Donnons`,
		})

		const after = (await publicPage()).charity
		expect(after).toMatchObject({
			purpose: 'Potagers partagés zythophiles',
			about: 'Nous cultivons ensemble.',
			website: 'https://potagers.example.org',
		})
		expect(after.sdgs.map((s) => s.number)).toEqual([2, 8, 11, 15, 17])
		expect(found('zythophiles')).toEqual([charity.id])
		// Only the chosen goals are active; a goal no longer chosen keeps its row, inactive.
		const goals = getDb().select().from(charitySdgs).where(eq(charitySdgs.charityId, charity.id)).all()
		expect(goals.filter((g) => g.isActive).map((g) => g.sdgNumber)).toEqual([2, 8, 11, 15, 17])
		expect(goals.filter((g) => !g.isActive).map((g) => g.sdgNumber)).toEqual(
			goalsBefore.filter((n) => ![2, 8, 11, 15, 17].includes(n)),
		)

		// Nothing left to review; approving again publishes nothing.
		expect(await adminPage()).toMatchObject({ review: null })
		expect((await profileLoader()).status).toBeNull()
		const again = await review({ intent: 'approve-profile', draftId: String(pending!.draftId) })
		expect(again).toMatchObject({ status: 302, location: adminUrl() })
		charity.purpose = after.purpose
	})

	test('sending a profile identical to the published one is refused', async () => {
		const res = await postProfile({ intent: 'submit' })
		expect(res.status).toBe(400)
		expect(JSON.stringify(res.body)).toContain(profileMessages.nothingToSubmit)
		await call(profilePage.action, `${profileUrl()}?abandon=1`, {
			cookie: memberCookie,
			params: { charityId: String(charity.id) },
			form: {},
		})
	})
})

describe('a refusal', () => {
	test('keeps the public profile and shows the reason to the members', async () => {
		await postProfile({ purpose: 'Texte refusé xylographie', intent: 'submit' })
		const { review: pending } = await adminPage()
		const empty = await review({ intent: 'reject-profile', draftId: String(pending!.draftId), reason: ' ' })
		expect(empty.status).toBe(400)
		expect(JSON.stringify(empty.body)).toContain(profileMessages.reasonRequired)
		const refused = await review({
			intent: 'reject-profile',
			draftId: String(pending!.draftId),
			reason: 'Le texte contient une faute.',
		})
		expect(refused).toMatchObject({ status: 302, location: adminUrl() })
		const mail = latestMailTo(memberEmail)
		expect(mail).toMatchObject({ kind: 'charity-profile-rejected' })
		expect(mail?.text).toContain('« Le texte contient une faute. »')
		expect(mail?.text).toContain(`/association-espace/${charity.id}/profil`)
		expect((await publicPage()).charity.purpose).toBe(charity.purpose)
		expect(found('xylographie')).toEqual([])
		const page = await profileLoader()
		expect(page).toMatchObject({ status: 'REJECTED', rejectionReason: 'Le texte contient une faute.' })
		expect(page.values.purpose).toBe('Texte refusé xylographie')

		// Corrected and sent again: the reason goes, the operator reviews it afresh.
		await postProfile({ purpose: 'Texte corrigé', intent: 'submit' })
		expect(await profileLoader()).toMatchObject({ status: 'SUBMITTED', rejectionReason: null })
		const { review: second } = await adminPage()
		expect(second?.draftId).toBe(pending!.draftId)
	})
})

describe('the published profiles', () => {
	test('every catalogue charity can be saved as it is (the form accepts what the import wrote)', () => {
		const db = getDb()
		const refs = profileReferences(db)
		const ids = db.select({ id: charities.id, legalCategory: charities.legalCategory }).from(charities).all()
		const problems = ids.flatMap(({ id, legalCategory }) => {
			const { values } = readPublishedProfile(db, id)!
			const schema = profileFormSchema({
				categorySlugs: refs.categories.map((c) => c.slug),
				regionCodes: refs.regions.map((r) => r.code),
				legalCategory,
			})
			// As the form posts it: an empty field for a missing value.
			const posted = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? '']))
			const result = schema.safeParse(posted)
			return result.success ? [] : [{ id, errors: result.error.flatten().fieldErrors }]
		})
		expect(problems).toEqual([])
	})
})

describe('files and wrong fields', () => {
	test('a refused form keeps none of its files: not in the draft, not in the public folder', async () => {
		const png = await sharp({ create: { width: 560, height: 200, channels: 3, background: '#2a6fdb' } })
			.png()
			.toBuffer()
		const before = uploadedFiles()
		const extra = new FormData()
		extra.set('banner', new File([new Uint8Array(png)], 'banniere.png', { type: 'image/png' }))
		extra.set(
			'descDoc',
			new File([new TextEncoder().encode('pas un pdf')], 'rapport.pdf', { type: 'application/pdf' }),
		)
		const res = await postProfile({ impact30: '', intent: 'save' }, extra)
		expect(res.status).toBe(400)
		const body = JSON.stringify(res.body)
		expect(body).toContain(profileMessages.documentNotPdf)
		expect(body).toContain(profileMessages.impact30Required)
		expect(body).toContain(profileMessages.filesNotKept)
		const page = await profileLoader()
		expect(page.files.bannerPath).toBe(readPublishedProfile(getDb(), charity.id)?.files.bannerPath)
		expect(uploadedFiles()).toEqual(before)
	})

	test('a PDF with JavaScript run on opening is refused and not stored', async () => {
		const doc = await PDFDocument.create()
		doc.addPage([200, 200])
		const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })
		doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action))
		const before = uploadedFiles()
		const extra = new FormData()
		extra.set('eventDoc', new File([(await doc.save()).slice().buffer as ArrayBuffer], 'missions.pdf'))
		const res = await postProfile({ intent: 'save' }, extra)
		expect(res.status).toBe(400)
		expect(JSON.stringify(res.body)).toContain(profileMessages.documentActiveContent)
		expect(uploadedFiles()).toEqual(before)
	})

	test('no 5xx for what a client can send: a file above the limit, a body that is not a form', async () => {
		// A file over the limit, sent before the texts: they come back as typed, its message under its field.
		const extra = new FormData()
		extra.set('descDoc', new File([new Uint8Array(7 * 1024 * 1024)], 'gros.pdf', { type: 'application/pdf' }))
		const before = uploadedFiles()
		const res = await postProfile({ purpose: 'Texte gardé malgré le fichier', intent: 'save' }, extra)
		expect(res.status).toBe(400)
		const { error, initialValue } = (
			res.body as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
		).result
		expect(error).toEqual({ descDoc: [profileMessages.fileTooLarge] })
		expect(initialValue.purpose).toBe('Texte gardé malgré le fichier')
		expect(uploadedFiles()).toEqual(before)

		const request = new Request(`${BASE}${profileUrl()}`, {
			method: 'POST',
			body: '{"purpose":"x"}',
			headers: { cookie: memberCookie ?? '', 'content-type': 'application/json' },
		})
		const json = await run(() =>
			profilePage.action({ request, params: { charityId: String(charity.id) }, context: context() } as never),
		)
		expect(json.status).toBe(415)
	})

	test('an optional text sent twice (a crafted request) is refused in French', async () => {
		const res = await postProfile({
			website: ['https://a.example.org', 'https://b.example.org'],
			videoUrl: ['', ''],
			signatoryName: ['A', 'B'],
			signatoryRole: ['A', 'B'],
			intent: 'save',
		})
		expect(res.status).toBe(400)
		const { error } = (res.body as { result: { error: Record<string, string[]> } }).result
		expect(error).toMatchObject({
			website: [profileMessages.websiteInvalid],
			videoUrl: [profileMessages.videoInvalid],
			signatoryName: [profileMessages.signatoryRequired],
			signatoryRole: [profileMessages.signatoryRoleRequired],
		})
		expect(JSON.stringify(res.body)).not.toMatch(/Expected |Invalid |Required/)
	})

	test('a choice that is not in the lists is said on its field, where the form shows it', async () => {
		const res = await postProfile({
			countries: ['FR', 'XX'],
			regions: ['ZZZ'],
			sdgs: ['3', '99'],
			intent: 'save',
		})
		expect(res.status).toBe(400)
		const { error } = (res.body as { result: { error: Record<string, string[]> } }).result
		expect(error).toEqual({
			countries: [profileMessages.countryInvalid],
			regions: [profileMessages.regionInvalid],
			sdgs: [profileMessages.sdgInvalid],
		})
	})

	test('a real PDF is stored by its content hash', async () => {
		const doc = await PDFDocument.create()
		doc.addPage([200, 200])
		const extra = new FormData()
		extra.set(
			'eventDoc',
			new File([(await doc.save()).slice().buffer as ArrayBuffer], 'missions.pdf', {
				type: 'application/pdf',
			}),
		)
		const res = await postProfile({ intent: 'save' }, extra)
		expect(res).toMatchObject({ status: 302 })
		expect((await profileLoader()).files.eventDocPath).toMatch(/^\/uploads\/charities\/[0-9a-f]{24}\.pdf$/)
	})

	test('slides added and removed, a signature: published with the rest', async () => {
		// The refusal test left a submitted draft; this one starts from the published profile.
		await call(profilePage.action, `${profileUrl()}?abandon=1`, {
			cookie: memberCookie,
			params: { charityId: String(charity.id) },
			form: {},
		})
		const image = (background: string, width: number, height: number) =>
			sharp({ create: { width, height, channels: 3, background } })
				.jpeg()
				.toBuffer()
				.then((data) => new File([new Uint8Array(data)], 'image.jpg', { type: 'image/jpeg' }))
		const { files: before } = await profileLoader()
		expect(before.slides.length).toBeGreaterThan(0)
		const noAlt = new FormData()
		noAlt.set('slideNew', await image('#aa3366', 320, 180))
		const missing = await postProfile({ intent: 'save' }, noAlt)
		expect(missing.status).toBe(400)
		expect(JSON.stringify(missing.body)).toContain(profileMessages.slideAltRequired)

		const extra = new FormData()
		extra.set('slideNew', await image('#3366aa', 320, 180))
		extra.set('slideNewAlt', 'Atelier de jardinage')
		extra.set('slideRemove', '0')
		extra.set('signature', await image('#ffffff', 300, 100))
		const res = await postProfile({ intent: 'submit' }, extra)
		expect(res).toMatchObject({ status: 302 })
		const { review: pending } = await adminPage()
		expect(pending?.changes.map((c) => c.field)).toEqual(
			expect.arrayContaining(['signaturePath', 'slides', 'slideAlts']),
		)
		await review({ intent: 'approve-profile', draftId: String(pending!.draftId) })
		const published = readPublishedProfile(getDb(), charity.id)!
		expect(published.files.slides.map((s) => s.alt)).toEqual([
			...before.slides.slice(1).map((s) => s.alt),
			'Atelier de jardinage',
		])
		expect(published.files.signaturePath).toMatch(/^\/uploads\/charities\/[0-9a-f]{24}\.png$/)
		const images = ((await publicPage()) as unknown as { charity: { images: Array<{ alt: string }> } })
			.charity.images
		expect(images.at(-1)?.alt).toBe('Atelier de jardinage')
	})

	test('the rich description: sanitised; its plain text posted back unchanged keeps the HTML', async () => {
		const { values } = await profileLoader()
		const plain = htmlToPlainText(values.descriptionHtml).replace(/\n/g, '\r\n')
		await postProfile({ descriptionHtml: plain, impact100: 'Un mois de semences', intent: 'save' })
		expect((await profileLoader()).values.descriptionHtml).toBe(values.descriptionHtml)

		await postProfile({
			descriptionHtml:
				'<p>Notre <strong>histoire</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
			intent: 'save',
		})
		expect((await profileLoader()).values.descriptionHtml).toBe('<p>Notre <strong>histoire</strong></p>')
	})

	test('a charity has one open draft at most; published ones are its history', () => {
		const db = getDb()
		const row = (status: 'DRAFT' | 'PUBLISHED') => ({
			charityId: charity.id,
			status,
			valuesJson: '{}',
			filesJson: '{}',
			updatedAt: new Date(),
		})
		db.delete(charityProfileDrafts)
			.where(
				and(eq(charityProfileDrafts.charityId, charity.id), ne(charityProfileDrafts.status, 'PUBLISHED')),
			)
			.run()
		db.insert(charityProfileDrafts).values(row('DRAFT')).run()
		expect(() => db.insert(charityProfileDrafts).values(row('DRAFT')).run()).toThrow(/UNIQUE/)
		db.insert(charityProfileDrafts).values(row('PUBLISHED')).run()
		const statuses = db
			.select({ status: charityProfileDrafts.status })
			.from(charityProfileDrafts)
			.where(eq(charityProfileDrafts.charityId, charity.id))
			.all()
			.map((d) => d.status)
		expect(statuses.filter((s) => s !== 'PUBLISHED')).toEqual(['DRAFT'])
		expect(statuses.filter((s) => s === 'PUBLISHED').length).toBeGreaterThanOrEqual(3)
	})
})
