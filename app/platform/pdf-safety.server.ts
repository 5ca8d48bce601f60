import { type PDFDocument, type PDFObject } from 'pdf-lib'

/**
 * Whether an uploaded PDF that will be served publicly carries active content (ADR 033): scripts,
 * actions run on opening or on events, programs launched, files embedded, forms sent elsewhere. Every object is
 * visited, those inside compressed object streams included (pdf-lib unpacks them), and names are compared
 * decoded (`/J#61vaScript` is `/JavaScript`). A destination given as `/OpenAction [page /Fit]` (how many
 * exports open on a page) is not active; an action there is.
 */

/** Keys whose mere presence is active content. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'])
/** Action types (`/S`) that run something or send something. */
const ACTIVE_ACTIONS = new Set([
	'JavaScript',
	'Launch',
	'SubmitForm',
	'ImportData',
	'GoToE',
	'GoToR',
	'RichMediaExecute',
	'Rendition',
	'Sound',
	'Movie',
])

export type PdfVerdict = 'safe' | 'active' | 'unreadable'

export async function inspectPdf(data: Uint8Array): Promise<PdfVerdict> {
	// pdf-lib (200 ms to load) on the first upload, not at every server start (docs/performance.md).
	const { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } = await import('pdf-lib')
	let doc: PDFDocument
	try {
		doc = await PDFDocument.load(data, {
			ignoreEncryption: true,
			updateMetadata: false,
			throwOnInvalidObject: true,
		})
		if (doc.getPageCount() === 0) return 'unreadable'
	} catch {
		return 'unreadable'
	}
	const seen = new Set<PDFObject>()
	const active = (object: PDFObject | undefined, depth: number): boolean => {
		if (!object || depth > 64 || seen.has(object)) return false
		seen.add(object)
		if (object instanceof PDFRef) return active(doc.context.lookup(object), depth + 1)
		if (object instanceof PDFStream) return active(object.dict, depth + 1)
		if (object instanceof PDFArray) return object.asArray().some((item) => active(item, depth + 1))
		if (!(object instanceof PDFDict)) return false
		for (const [key, value] of object.entries()) {
			const name = key.decodeText()
			if (ACTIVE_KEYS.has(name)) return true
			if (name === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return true
			if (name === 'OpenAction' && !(doc.context.lookup(value) instanceof PDFArray)) return true
			if (active(value, depth + 1)) return true
		}
		return false
	}
	if (active(doc.catalog, 0)) return 'active'
	for (const [, object] of doc.context.enumerateIndirectObjects()) if (active(object, 0)) return 'active'
	return 'safe'
}
