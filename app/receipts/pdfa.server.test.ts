import { describe, expect, it } from 'vitest'
import { parseXml, pdfaProblems } from '#tests/support/pdfa-check.ts'
import { embedFonts, loadPdfLib } from './pdf-kit.server.ts'
import { finishPdfA, Tagger, xmpPacket } from './pdfa.server.ts'

const meta = {
	title: 'Reçu fiscal <2026> & co',
	subject: 'Cerfa n° 11580*05 — « Les Amis »',
	author: 'Donnons',
	created: new Date('2026-03-05T12:00:00.750Z'),
	modified: new Date('2026-04-02T12:00:00Z'),
}

async function drawn(options: { pdfa: boolean }) {
	const lib = await loadPdfLib()
	const doc = await lib.PDFDocument.create({ updateMetadata: false })
	const page = doc.addPage()
	const tags = new Tagger(lib, doc)
	if (options.pdfa) {
		const fonts = await embedFonts(doc)
		tags.paragraph('H1', page, () => page.drawText('Titre', { font: fonts.bold, x: 50, y: 700 }))
		tags.artifact(page, () => page.drawLine({ start: { x: 50, y: 690 }, end: { x: 300, y: 690 } }))
		finishPdfA(lib, doc, tags, meta)
	} else {
		const font = await doc.embedFont(lib.StandardFonts.Helvetica)
		page.drawText('Titre', { font, x: 50, y: 700 })
	}
	return { lib, doc }
}

describe('finishPdfA', () => {
	it('passes the structural PDF/A-2b check, where a plain pdf-lib document fails it', async () => {
		const pdfa = await drawn({ pdfa: true })
		expect(await pdfaProblems(await pdfa.doc.save())).toEqual([])
		const plain = await drawn({ pdfa: false })
		expect(await pdfaProblems(await plain.doc.save())).toEqual([
			'trailer: no ID of two strings',
			'catalog: no Metadata stream',
			'catalog: no GTS_PDFA1 OutputIntent',
			'catalog: Lang is not fr-FR',
			'catalog: MarkInfo Marked is not true',
			'catalog: no StructTreeRoot with K and ParentTree',
			expect.stringMatching(/font \/Helvetica is not embedded/),
		])
	})

	it('is caught when the Info dates no longer match the XMP ones', async () => {
		const { doc } = await drawn({ pdfa: true })
		doc.setModificationDate(new Date('2026-05-01T00:00:00Z'))
		expect(await pdfaProblems(await doc.save())).toEqual([
			expect.stringMatching(/^XMP: xmp:ModifyDate .* differs from Info ModDate/),
		])
	})

	it('writes well-formed XMP with the texts escaped and the dates to the second', () => {
		const xml = parseXml(xmpPacket({ ...meta, created: new Date('2026-03-05T12:00:00Z') }))
		const text = JSON.stringify(xml)
		expect(text).toContain('Reçu fiscal <2026> & co')
		expect(text).toContain('« Les Amis »')
		expect(text).toContain('2026-03-05T12:00:00Z')
		expect(() => parseXml('<a><b></a></b>')).toThrow()
	})
})
