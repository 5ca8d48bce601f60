import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { inspectPdf } from './pdf-safety.server.ts'

async function pdf(change?: (doc: PDFDocument) => void, useObjectStreams = true) {
	const doc = await PDFDocument.create()
	doc.addPage([200, 200])
	change?.(doc)
	return doc.save({ useObjectStreams })
}

const script = (doc: PDFDocument) =>
	doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') })

describe('inspectPdf', () => {
	test('a plain document, and one that opens on its first page, are safe', async () => {
		expect(await inspectPdf(await pdf())).toBe('safe')
		const fit = await pdf((doc) =>
			doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, 'Fit'])),
		)
		expect(await inspectPdf(fit)).toBe('safe')
	})

	test('JavaScript on opening, in compressed object streams or not, is active', async () => {
		for (const streams of [true, false]) {
			const bytes = await pdf(
				(doc) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(script(doc))),
				streams,
			)
			expect(await inspectPdf(bytes)).toBe('active')
		}
	})

	test('a name spelt with #xx escapes is the same name', async () => {
		const bytes = await pdf(
			(doc) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: script(doc) })),
			false,
		)
		const text = Buffer.from(bytes).toString('latin1').replaceAll('/JavaScript', '/J#61vaScript')
		expect(text).toContain('/J#61vaScript')
		expect(await inspectPdf(Buffer.from(text, 'latin1'))).toBe('active')
	})

	test('launching a program, embedded files, a JavaScript name tree: active', async () => {
		const launch = await pdf((doc) =>
			doc.catalog.set(
				PDFName.of('OpenAction'),
				doc.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }),
			),
		)
		const embedded = await pdf((doc) =>
			doc.catalog.set(
				PDFName.of('Names'),
				doc.context.obj({ EmbeddedFiles: doc.context.obj({ Names: [] }) }),
			),
		)
		const names = await pdf((doc) =>
			doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.obj({ Names: [] }) })),
		)
		for (const bytes of [launch, embedded, names]) expect(await inspectPdf(bytes)).toBe('active')
	})

	test('what pdf-lib cannot read is unreadable', async () => {
		expect(await inspectPdf(new TextEncoder().encode('%PDF-1.7\nnothing else'))).toBe('unreadable')
	})
})
