/**
 * Reads a rendered PDF back for the tests: its pages' sizes and text, with pdf.js (legacy build, the one meant
 * for Node). Test-only: nothing in the app imports it.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

type ReadPdf = {
	pages: { width: number; height: number; text: string }[]
	/** All pages' text, one string, every run of spaces made one plain space. */
	text: string
	info: Record<string, unknown>
}

/** One plain space for any run of spaces (no-break ones included), as the PDF's text is compared. */
export function squash(text: string) {
	return text.replace(/\s+/gu, ' ').trim()
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
	// pdf.js takes ownership of (detaches) the buffer it is given: it gets a copy.
	const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise
	try {
		const pages: ReadPdf['pages'] = []
		for (let n = 1; n <= doc.numPages; n++) {
			const page = await doc.getPage(n)
			const [x0, y0, x1, y1] = page.view as [number, number, number, number]
			const content = await page.getTextContent()
			const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
			pages.push({ width: x1 - x0, height: y1 - y0, text: squash(text) })
		}
		const { info } = await doc.getMetadata()
		return { pages, text: pages.map((page) => page.text).join(' '), info: info as Record<string, unknown> }
	} finally {
		await doc.destroy()
	}
}
