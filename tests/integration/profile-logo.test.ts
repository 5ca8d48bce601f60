import path from 'node:path'
import { eq } from 'drizzle-orm'
import { PDFDocument, PDFHexString, rgb } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { derivedMessages, potMessages, profileMessages } from '#app/lib/messages.ts'
import { getDb } from '#app/platform/db.server.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { getToast } from '#app/platform/toast.server.ts'
import { action as companyAction } from '#app/routes/company.profile.tsx'
import { companies } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makeCompany } from '#tests/support/fixtures/donations.ts'
import { context, cookiesOf, run } from './request.ts'

/**
 * The company logo as a PDF (spec 1 "Logo cropper popup": the input accepts pdf): its first page is drawn,
 * centre-cropped to a square and stored as the PNG logo; a PDF that cannot be read changes nothing.
 */

useSeededAppDatabase()
const BASE = 'http://localhost:3000'

const logoPath = (userId: number) =>
	getDb().select({ logoPath: companies.logoPath }).from(companies).where(eq(companies.userId, userId)).get()
		?.logoPath ?? null

async function signedInCompany(label: string) {
	const user = makeCompany(label)
	const cookie = cookiesOf(new Response(null, { headers: await createSession(user.id, new Request(BASE)) }))
	return { user, cookie }
}

async function uploadLogo(cookie: string, bytes: Uint8Array, name = 'logo.pdf', type = 'application/pdf') {
	const form = new FormData()
	form.set('intent', 'logo')
	form.set('logo', new File([bytes.slice()], name, { type }))
	// With JavaScript a PDF comes without a crop box; a stray one is ignored.
	form.set('logo_crop', '{"x":0,"y":0,"width":10,"height":10}')
	const request = new Request(`${BASE}/company/profile`, { method: 'POST', body: form, headers: { cookie } })
	return run(() => companyAction({ request, params: {}, context: context() } as never))
}

/** A landscape page (300 × 200 pt): its centre square `centre`, a 40 pt band at each side `sides`. */
async function twoColourPdf(centre: [number, number, number], sides: [number, number, number]) {
	const doc = await PDFDocument.create()
	const page = doc.addPage([300, 200])
	page.drawRectangle({ x: 0, y: 0, width: 300, height: 200, color: rgb(...sides) })
	page.drawRectangle({ x: 50, y: 0, width: 200, height: 200, color: rgb(...centre) })
	return doc.save()
}

describe('company logo as a PDF', () => {
	test('the first page, centre-cropped square, becomes the logo; the toast says so', async () => {
		const { user, cookie } = await signedInCompany('logo-pdf')
		const res = await uploadLogo(cookie, await twoColourPdf([0.8, 0.1, 0.4], [0, 0, 1]))
		expect(res.location).toBe('/company/profile')
		const toast = await getToast(new Request(BASE, { headers: { cookie: cookiesOf(res as never) } }))
		expect(toast.toast?.description).toBe(profileMessages.logoUpdated)

		const stored = logoPath(user.id)
		expect(stored).toMatch(/^\/uploads\/logos\/\w+\.png$/)
		const file = path.join(getEnv().DATA_DIR, stored!)
		const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })
		expect(info.width).toBe(info.height)
		expect(info.width).toBeLessThanOrEqual(600)
		// The pixels are the centre's colour, rgb(204, 26, 102): the blue sides were cropped away (a column
		// at each edge may blend both, where the page's points fall between pixels).
		let off = 0
		for (let i = 0; i < data.length; i += 3) {
			const distance = Math.abs(data[i]! - 204) + Math.abs(data[i + 1]! - 26) + Math.abs(data[i + 2]! - 102)
			if (distance > 12) off++
		}
		expect(off).toBeLessThanOrEqual(2 * info.height)
	})

	test('a malformed PDF, one without a page or with a password fails with the upload message', async () => {
		const { user, cookie } = await signedInCompany('logo-pdf-abime')
		const malformed = new TextEncoder().encode(
			'%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\nfin abrupte',
		)
		const empty = await (await PDFDocument.create()).save({ addDefaultPage: false })
		const locked = await PDFDocument.create()
		locked.addPage([100, 100])
		locked.context.trailerInfo.Encrypt = locked.context.obj({
			Filter: 'Standard',
			V: 1,
			R: 2,
			O: PDFHexString.of('11'.repeat(32)),
			U: PDFHexString.of('22'.repeat(32)),
			P: -4,
		})
		const encrypted = await locked.save({ useObjectStreams: false })
		for (const bytes of [malformed, empty, encrypted]) {
			const res = await uploadLogo(cookie, bytes)
			expect(res.status).toBe(400)
			const errors = (res.body as { result: { error: Record<string, string[]> } }).result.error
			expect(errors['']).toEqual([profileMessages.logoUploadFailed])
			expect(errors.logo).toEqual([derivedMessages.logoPdfUnreadable])
		}
		expect(logoPath(user.id)).toBeNull()
	})

	test('a logo over the request limit (10 Mo) gets the logo’s message on the form, not a failure toast', async () => {
		const { user, cookie } = await signedInCompany('logo-trop-lourd')
		const res = await uploadLogo(cookie, new Uint8Array(11 * 1024 * 1024), 'logo.png', 'image/png')
		expect(res.status).toBe(400)
		const errors = (res.body as { result: { error: Record<string, string[]> } }).result.error
		expect(errors['']).toEqual([profileMessages.logoUploadFailed])
		expect(errors.logo).toEqual([potMessages.imageTooLarge])
		expect(logoPath(user.id)).toBeNull()
	})

	test('is recognised by its content: a PDF named .png is drawn, a text named .pdf is refused', async () => {
		const { user, cookie } = await signedInCompany('logo-pdf-nom')
		const named = await uploadLogo(
			cookie,
			await twoColourPdf([0, 0.5, 0], [0, 0.5, 0]),
			'logo.png',
			'image/png',
		)
		expect(named.location).toBe('/company/profile')
		expect(logoPath(user.id)).not.toBeNull()
		const text = await uploadLogo(cookie, new TextEncoder().encode('pas un PDF'))
		expect(text.status).toBe(400)
		expect((text.body as { result: { error: Record<string, string[]> } }).result.error.logo).toEqual([
			derivedMessages.logoTypeInvalid,
		])
	})
})
