import { PDFDocument, PDFHexString, rgb } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { rasterizePdfFirstPage } from './pdf-raster.server.ts'

/** A one-page PDF filled with one colour, `width` × `height` points. */
async function colourPdf(width: number, height: number) {
	const doc = await PDFDocument.create()
	doc.addPage([width, height]).drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.2, 0.6, 0.3) })
	return doc
}

describe('rasterizePdfFirstPage', () => {
	test('draws the first page, its longest side 1024 px, in its colours', async () => {
		const png = await rasterizePdfFirstPage(await (await colourPdf(200, 100)).save())
		expect(png).not.toBeNull()
		const { data, info } = await sharp(png!).raw().toBuffer({ resolveWithObject: true })
		expect([info.width, info.height]).toEqual([1024, 512])
		const centre = (info.height / 2) * info.width * info.channels + (info.width / 2) * info.channels
		const [r = 0, g = 0, b = 0] = data.subarray(centre, centre + 3)
		// rgb(0.2, 0.6, 0.3): 51, 153, 76.5.
		expect(Math.abs(r - 51) + Math.abs(g - 153) + Math.abs(b - 77)).toBeLessThanOrEqual(3)
	})

	test('a malformed file, a file without pages or an encrypted one gives null', async () => {
		expect(await rasterizePdfFirstPage(Buffer.from('%PDF-1.4\n%pas un vrai PDF\n'))).toBeNull()
		expect(
			await rasterizePdfFirstPage(await (await PDFDocument.create()).save({ addDefaultPage: false })),
		).toBeNull()
		const encrypted = await colourPdf(100, 100)
		encrypted.context.trailerInfo.Encrypt = encrypted.context.obj({
			Filter: 'Standard',
			V: 1,
			R: 2,
			O: PDFHexString.of('11'.repeat(32)),
			U: PDFHexString.of('22'.repeat(32)),
			P: -4,
		})
		expect(await rasterizePdfFirstPage(await encrypted.save({ useObjectStreams: false }))).toBeNull()
	})

	test('gives up with null once the time is over', async () => {
		const bytes = await (await colourPdf(100, 100)).save()
		expect(await rasterizePdfFirstPage(bytes, { timeoutMs: 1 })).toBeNull()
		// Nothing is left half-done: the next one (a Node Buffer, as uploads are) still works.
		expect(await rasterizePdfFirstPage(Buffer.from(bytes))).not.toBeNull()
	})
})
