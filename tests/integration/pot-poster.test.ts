import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { posterFileNames } from '#app/lib/pots/poster-layout.ts'
import { posterMessages } from '#app/lib/pots/poster-messages.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { renderPosterPdf, renderStandPdf } from '#app/pots/poster-pdf.server.ts'
import { loader as posterLoader } from '#app/routes/mes-cagnottes.$id_.affiche[.]pdf.tsx'
import { loader as standLoader } from '#app/routes/mes-cagnottes.$id_.chevalet[.]pdf.tsx'
import { loader as pngLoader } from '#app/routes/mes-cagnottes.$id_.qr[.]png.tsx'
import { loader as svgLoader } from '#app/routes/mes-cagnottes.$id_.qr[.]svg.tsx'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makeDonor } from '#tests/support/fixtures/donations.ts'
import { BASE, cookieFor, makeOwnPot } from '#tests/support/fixtures/organiser.ts'
import { band, decodeQr, findQr, renderPdfPage, turned } from '#tests/support/qr-decode.ts'
import { readPdf } from '#tests/support/read-pdf.ts'
import { context, run } from './request.ts'

useSeededAppDatabase()

let charityId = 0
let organiserId = 0
let organiserCookie = ''
let otherCookie = ''

beforeAll(async () => {
	charityId = demoCharity('GENERATED').id
	organiserId = makeDonor('affiche', { firstName: 'Agathe', lastName: 'Affiche' }).id
	organiserCookie = await cookieFor(organiserId)
	otherCookie = await cookieFor(makeDonor('voisin').id)
}, 60_000)

const loaders = {
	'affiche.pdf': posterLoader,
	'chevalet.pdf': standLoader,
	'qr.png': pngLoader,
	'qr.svg': svgLoader,
}
type Download = keyof typeof loaders

/** The pot's public URL, as the QR code must hold it (no PUBLIC_URL in the tests: the request's origin). */
const potUrl = (potId: number) => `${(getEnv().PUBLIC_URL ?? BASE).replace(/\/+$/, '')}/participate/${potId}`

async function download(file: Download, potId: number | string, cookie?: string) {
	return run(() =>
		loaders[file]({
			request: new Request(new URL(`/mes-cagnottes/${potId}/${file}`, BASE), {
				headers: cookie ? { cookie } : {},
			}),
			params: { id: String(potId) },
			context: context(),
		}),
	)
}

async function bytesOf(file: Download, potId: number) {
	const response = (await loaders[file]({
		request: new Request(new URL(`/mes-cagnottes/${potId}/${file}`, BASE), {
			headers: { cookie: organiserCookie },
		}),
		params: { id: String(potId) },
		context: context(),
	})) as Response
	expect(response.status).toBe(200)
	return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('who downloads', () => {
	test('the organiser only: visitors go to login, anyone else and unknown pots get a 404', async () => {
		const pot = makeOwnPot(organiserId, charityId)
		for (const file of Object.keys(loaders) as Download[]) {
			expect((await download(file, pot.id)).status, file).toBe(302)
			expect((await download(file, pot.id)).location).toBe(
				`/login?redirectTo=${encodeURIComponent(`/mes-cagnottes/${pot.id}/${file}`)}`,
			)
			expect((await download(file, pot.id, otherCookie)).status, file).toBe(404)
			expect((await download(file, 999999, organiserCookie)).status, file).toBe(404)
			expect((await download(file, 'abc', organiserCookie)).status, file).toBe(404)
		}
	})
})

describe('the QR code alone', () => {
	test('the PNG is 1024 pixels a side and decodes to the pot’s URL', async () => {
		const pot = makeOwnPot(organiserId, charityId)
		const { response, bytes } = await bytesOf('qr.png', pot.id)
		expect(response.headers.get('content-type')).toBe('image/png')
		expect(response.headers.get('content-disposition')).toBe(
			`attachment; filename="${posterFileNames.qrPng(pot.id)}"`,
		)
		const { width, height } = await sharp(bytes).metadata()
		expect([width, height]).toEqual([1024, 1024])
		expect(await decodeQr(Buffer.from(bytes))).toBe(potUrl(pot.id))
	})

	test('the SVG renders to a code that decodes to the pot’s URL', async () => {
		const pot = makeOwnPot(organiserId, charityId)
		const { response, bytes } = await bytesOf('qr.svg', pot.id)
		expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
		expect(response.headers.get('content-disposition')).toBe(
			`attachment; filename="${posterFileNames.qrSvg(pot.id)}"`,
		)
		const svg = new TextDecoder().decode(bytes)
		expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
		expect(svg).not.toMatch(/<script|<image/)
		expect(await decodeQr(sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }))).toBe(potUrl(pot.id))
	})
})

describe('the poster', () => {
	test('one A4 page with the pot’s name, charity and address, and a QR code a phone reads', async () => {
		const pot = makeOwnPot(organiserId, charityId, { name: 'Pot de départ d’Élise & Chloé' })
		const { response, bytes } = await bytesOf('affiche.pdf', pot.id)
		expect(response.headers.get('content-type')).toBe('application/pdf')
		expect(response.headers.get('content-disposition')).toBe(
			`attachment; filename="${posterFileNames.poster(pot.id)}"`,
		)
		const pdf = await readPdf(bytes)
		expect(pdf.pages).toHaveLength(1)
		expect(Math.round(pdf.pages[0]!.width)).toBe(595)
		expect(Math.round(pdf.pages[0]!.height)).toBe(842)
		expect(pdf.text).toContain('Pot de départ d’Élise & Chloé')
		expect(pdf.text).toContain(posterMessages.charityLine(demoCharity('GENERATED').name))
		expect(pdf.text).toContain(posterMessages.scanToGive)
		expect(pdf.text).toContain(potUrl(pot.id).replace(/^https?:\/\//, ''))
		expect(pdf.text).not.toContain('Objectif')
		expect(await decodeQr(await renderPdfPage(bytes, 150))).toBe(potUrl(pot.id))
	})

	test('the pot’s own cover is printed, and the code still reads', async () => {
		const dir = path.join(getEnv().DATA_DIR, 'uploads', 'pots')
		await fs.mkdir(dir, { recursive: true })
		await sharp({ create: { width: 1200, height: 500, channels: 3, background: '#2a7ab0' } })
			.jpeg()
			.toFile(path.join(dir, 'affiche-test.jpg'))
		const pot = makeOwnPot(organiserId, charityId, { bannerPath: '/uploads/pots/affiche-test.jpg' })
		const { bytes } = await bytesOf('affiche.pdf', pot.id)
		const page = await renderPdfPage(bytes, 150)
		// The cover's blue fills the top of the page (a pixel in its middle), where the brand's band would be pink.
		const { data } = await sharp(page)
			.extract({ left: 600, top: 250, width: 1, height: 1 })
			.raw()
			.toBuffer({ resolveWithObject: true })
		const distance = [0x2a, 0x7a, 0xb0].map((channel, i) => Math.abs(channel - data[i]!))
		expect(Math.max(...distance)).toBeLessThan(24)
		expect(await decodeQr(page)).toBe(potUrl(pot.id))
	})

	test('without a cover of its own (or when its file is gone), the event type’s picture', async () => {
		const image = /\/Subtype\s*\/Image/
		for (const bannerPath of [null, '/uploads/pots/introuvable.jpg']) {
			const pot = makeOwnPot(organiserId, charityId, { bannerPath })
			const { bytes } = await bytesOf('affiche.pdf', pot.id)
			expect(Buffer.from(bytes).toString('latin1')).toMatch(image)
			expect(await decodeQr(await renderPdfPage(bytes, 150))).toBe(potUrl(pot.id))
		}
		// No picture at all: the brand's band, drawn, no image embedded.
		const content = { name: 'Pot', charityName: 'Les Amis', goalCents: null, url: potUrl(1), cover: null }
		expect(Buffer.from(await renderPosterPdf(content)).toString('latin1')).not.toMatch(image)
	})

	test('the goal is printed when the pot has one', async () => {
		const url = 'https://donnons.example/participate/42'
		const content = { name: 'Mariage', charityName: 'Les Amis', goalCents: 150_000, url, cover: null }
		const pdf = await readPdf(await renderPosterPdf(content))
		expect(pdf.text).toContain('Objectif : 1 500,00 €')
		expect(pdf.text).toContain('donnons.example/participate/42')
	})

	test('a very long name is cut, not drawn off the page', async () => {
		const name = 'Une cagnotte au nom vraiment très long '.repeat(8)
		const content = { name, charityName: 'Les Amis', goalCents: null, url: potUrl(7), cover: null }
		const bytes = await renderPosterPdf(content)
		const pdf = await readPdf(bytes)
		expect(pdf.text).toContain('…')
		expect(await decodeQr(await renderPdfPage(bytes, 150))).toBe(potUrl(7))
	})
})

describe('characters the font lacks', () => {
	// The emoji the font has no glyph for (one code point, a skin tone, a joined sequence) are left out; every
	// French character stays. (A symbol the font has, such as ❤, is printed.)
	const name = 'Les 40 ans de Marie 🎉 🎈🎈 « l’été » à 5 € 👍🏽 👨‍👩‍👧 — œuvre'
	const printed = 'Les 40 ans de Marie « l’été » à 5 € — œuvre'

	test('the poster and the stand drop them instead of printing « ? »', async () => {
		const pot = makeOwnPot(organiserId, charityId, { name })
		for (const file of ['affiche.pdf', 'chevalet.pdf'] as const) {
			const pdf = await readPdf((await bytesOf(file, pot.id)).bytes)
			expect(pdf.text).toContain(printed)
			expect(pdf.text).not.toContain('?')
		}
	})

	test('in the charity’s name too', async () => {
		const content = {
			name: 'Pot 🎂',
			charityName: 'Les Amis 🐾 du quartier',
			goalCents: null,
			url: potUrl(3),
			cover: null,
		}
		for (const render of [renderPosterPdf, renderStandPdf]) {
			const pdf = await readPdf(await render(content))
			expect(pdf.text).toContain('Les Amis du quartier')
			expect(pdf.text).not.toContain('?')
		}
	})
})

describe('the table stand', () => {
	test('one A4 page: both faces read upright once folded and decode to the pot’s URL', async () => {
		const pot = makeOwnPot(organiserId, charityId, { name: 'Anniversaire de Léon' })
		const { response, bytes } = await bytesOf('chevalet.pdf', pot.id)
		expect(response.headers.get('content-type')).toBe('application/pdf')
		expect(response.headers.get('content-disposition')).toBe(
			`attachment; filename="${posterFileNames.stand(pot.id)}"`,
		)
		const pdf = await readPdf(bytes)
		expect(pdf.pages).toHaveLength(1)
		expect(Math.round(pdf.pages[0]!.width)).toBe(595)
		expect(Math.round(pdf.pages[0]!.height)).toBe(842)
		expect(pdf.text.split(posterMessages.foldHere).length - 1).toBeGreaterThanOrEqual(2)
		expect(pdf.text.split('Anniversaire de Léon').length - 1).toBe(2)

		const page = await renderPdfPage(bytes, 150)
		// The top third is turned once folded: turned back, its code stands upright on the left, as the middle one.
		const top = await findQr(await turned(await band(page, 0, 1 / 3)))
		const middle = await findQr(await band(page, 1 / 3, 2 / 3))
		for (const face of [top, middle]) {
			expect(face?.text).toBe(potUrl(pot.id))
			expect(face?.upright).toBe(true)
			expect(face!.left).toBeLessThan(0.5)
		}
		// The base holds no code.
		expect(await decodeQr(await band(page, 2 / 3, 1))).toBeNull()
	})

	test('the goal shows on both faces when set', async () => {
		const content = { name: 'Pot', charityName: 'Les Amis', goalCents: 50_000, url: potUrl(3), cover: null }
		const pdf = await readPdf(await renderStandPdf(content))
		expect(pdf.text.split('Objectif : 500,00 €').length - 1).toBe(2)
	})
})
