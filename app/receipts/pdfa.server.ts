/**
 * What makes a drawn document PDF/A-2b and tagged (ADR 038): receipts, yearly statements and
 * payout statements all finish through `finishPdfA`.
 *
 * - `Tagger` records the logical structure while drawing: every piece of text is drawn inside a marked-content
 *   sequence (`/P <</MCID n>> BDC … EMC`) that belongs to a structure element (H1, H2, P, table cells…), in
 *   reading order; frames, rules and shading are marked as artifacts.
 * - `finishPdfA` writes the Info dictionary and the same facts as XMP metadata (pdfaid part 2, conformance B),
 *   an sRGB OutputIntent with its ICC profile (app/receipts/srgb-icc.server.ts), the document language, the
 *   structure tree with its ParentTree, MarkInfo, and a trailer ID derived from the content, so that the
 *   same input still gives the same bytes.
 * The fonts are embedded by app/receipts/pdf-kit.server.ts (never one of the 14 standard fonts).
 * tests/support/pdfa-check.ts checks the result the way a PDF/A validator would.
 */
import { createHash } from 'node:crypto'
import type * as PdfLibModule from 'pdf-lib'
import { type PDFDocument, type PDFObject, type PDFPage, type PDFRef } from 'pdf-lib'
import { srgbIccProfile } from './srgb-icc.server.ts'

type PdfLib = typeof PdfLibModule

export type StructTag = 'H1' | 'H2' | 'P' | 'Table' | 'TR' | 'TH' | 'TD' | 'Figure'

type Mark = { page: PDFPage; mcid: number }

/** A structure element: its kids are elements or marked content, in reading order. */
export type StructElement = {
	tag: StructTag
	alt?: string
	kids: (StructElement | Mark)[]
}

export const DOCUMENT_LANGUAGE = 'fr-FR'

export class Tagger {
	readonly root: StructElement = { tag: 'P', kids: [] }
	private readonly marks = new Map<PDFPage, StructElement[]>()

	constructor(
		private readonly lib: PdfLib,
		private readonly doc: PDFDocument,
	) {}

	/** A new element, last child of `parent` (the document when none). */
	element(tag: StructTag, parent: StructElement = this.root, alt?: string): StructElement {
		const element: StructElement = { tag, kids: [], ...(alt ? { alt } : {}) }
		parent.kids.push(element)
		return element
	}

	/** Draws `draw`'s operators on `page` as marked content of `element`. */
	mark(element: StructElement, page: PDFPage, draw: () => void) {
		const { PDFOperator, PDFOperatorNames, PDFName } = this.lib
		const onPage = this.marks.get(page) ?? []
		this.marks.set(page, onPage)
		const mcid = onPage.length
		onPage.push(element)
		// The property list inline, as a plain string: pdf-lib's operators take no dictionary argument.
		page.pushOperators(
			PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
				PDFName.of(element.tag),
				`<</MCID ${mcid}>>`,
			]),
		)
		draw()
		page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent))
		element.kids.push({ page, mcid })
	}

	/** A new element of `tag` whose content is what `draw` draws. */
	paragraph(tag: StructTag, page: PDFPage, draw: () => void, parent?: StructElement) {
		this.mark(this.element(tag, parent), page, draw)
	}

	/** Draws `draw`'s operators as an artifact: decoration that is not part of the text. */
	artifact(page: PDFPage, draw: () => void) {
		const { PDFOperator, PDFOperatorNames, PDFName } = this.lib
		page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]))
		draw()
		page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent))
	}

	/** Writes the structure tree (empty elements left out), its ParentTree and MarkInfo into the catalog. */
	write() {
		const { PDFName, PDFNumber, PDFArray } = this.lib
		const { context, catalog } = this.doc
		const rootRef = context.nextRef()
		const parentRefs = new Map<StructElement, PDFRef>()
		const hasContent = (element: StructElement): boolean =>
			element.kids.some((kid) => !('tag' in kid) || hasContent(kid))

		const build = (element: StructElement, tag: string, parent: PDFRef): PDFRef => {
			const ref = context.nextRef()
			parentRefs.set(element, ref)
			const kids: PDFObject[] = []
			for (const kid of element.kids) {
				if ('tag' in kid) {
					if (hasContent(kid)) kids.push(build(kid, kid.tag, ref))
				} else kids.push(context.obj({ Type: 'MCR', Pg: kid.page.ref, MCID: kid.mcid }) as PDFObject)
			}
			const firstPage = element.kids.find((kid): kid is Mark => !('tag' in kid))?.page
			const dict = context.obj({ Type: 'StructElem', S: tag, P: parent })
			dict.set(PDFName.of('K'), context.obj(kids))
			if (firstPage) dict.set(PDFName.of('Pg'), firstPage.ref)
			if (element.alt) dict.set(PDFName.of('Alt'), this.lib.PDFHexString.fromText(element.alt))
			context.assign(ref, dict)
			return ref
		}
		const documentRef = build(this.root, 'Document', rootRef)

		const nums = PDFArray.withContext(context)
		this.doc.getPages().forEach((page, key) => {
			page.node.set(PDFName.of('StructParents'), PDFNumber.of(key))
			const elements = this.marks.get(page) ?? []
			nums.push(PDFNumber.of(key))
			nums.push(context.obj(elements.map((element) => parentRefs.get(element)!)))
		})
		const parentTree = context.obj({})
		parentTree.set(PDFName.of('Nums'), nums)
		context.assign(
			rootRef,
			context.obj({
				Type: 'StructTreeRoot',
				K: documentRef,
				ParentTree: context.register(parentTree),
				ParentTreeNextKey: this.doc.getPageCount(),
			}),
		)
		catalog.set(PDFName.of('StructTreeRoot'), rootRef)
		catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }))
	}
}

export type PdfAMetadata = {
	title: string
	subject: string
	author: string
	created: Date
	modified: Date
}

const PRODUCER = 'Donnons'

/** `2026-03-05T12:00:00Z`: the same instant, to the second, as the Info dictionary's `D:20260305120000Z`. */
function xmpDate(date: Date) {
	return `${date.toISOString().slice(0, 19)}Z`
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The XMP packet: Dublin Core, XMP basic, Adobe PDF and PDF/A identification, equal to the Info entries. */
export function xmpPacket(meta: PdfAMetadata) {
	const t = {
		title: escapeXml(meta.title),
		subject: escapeXml(meta.subject),
		author: escapeXml(meta.author),
	}
	return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${t.title}</rdf:li></rdf:Alt></dc:title>
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${t.subject}</rdf:li></rdf:Alt></dc:description>
   <dc:creator><rdf:Seq><rdf:li>${t.author}</rdf:li></rdf:Seq></dc:creator>
   <dc:language><rdf:Bag><rdf:li>${DOCUMENT_LANGUAGE}</rdf:li></rdf:Bag></dc:language>
   <xmp:CreatorTool>${PRODUCER}</xmp:CreatorTool>
   <xmp:CreateDate>${xmpDate(meta.created)}</xmp:CreateDate>
   <xmp:ModifyDate>${xmpDate(meta.modified)}</xmp:ModifyDate>
   <xmp:MetadataDate>${xmpDate(meta.modified)}</xmp:MetadataDate>
   <pdf:Producer>${PRODUCER}</pdf:Producer>
   <pdfaid:part>2</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`
}

/** Whole seconds: the Info dictionary's dates have no milliseconds, and XMP must say the same. */
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000)

/** Sets the metadata, XMP, OutputIntent, structure tree and trailer ID that make `doc` PDF/A-2b. */
export function finishPdfA(lib: PdfLib, doc: PDFDocument, tagger: Tagger, metadata: PdfAMetadata) {
	const { PDFName, PDFHexString, PDFString } = lib
	const { context, catalog } = doc
	const meta = { ...metadata, created: toSecond(metadata.created), modified: toSecond(metadata.modified) }

	doc.setTitle(meta.title, { showInWindowTitleBar: true })
	doc.setSubject(meta.subject)
	doc.setAuthor(meta.author)
	doc.setCreator(PRODUCER)
	doc.setProducer(PRODUCER)
	doc.setLanguage(DOCUMENT_LANGUAGE)
	doc.setCreationDate(meta.created)
	doc.setModificationDate(meta.modified)

	// Uncompressed, so that tools that look for the packet in the bytes find it.
	const xmp = context.stream(new TextEncoder().encode(xmpPacket(meta)), { Type: 'Metadata', Subtype: 'XML' })
	catalog.set(PDFName.of('Metadata'), context.register(xmp))

	const profile = context.register(context.flateStream(srgbIccProfile(), { N: 3 }))
	const intent = context.obj({
		Type: 'OutputIntent',
		S: 'GTS_PDFA1',
		DestOutputProfile: profile,
	})
	intent.set(PDFName.of('OutputConditionIdentifier'), PDFString.of('sRGB IEC61966-2.1'))
	intent.set(PDFName.of('Info'), PDFString.of('sRGB IEC61966-2.1'))
	intent.set(PDFName.of('RegistryName'), PDFString.of('http://www.color.org'))
	catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]))

	tagger.write()

	// The first ID names the document, the second this version of it.
	const hash = (...parts: string[]) => createHash('md5').update(parts.join('\u0000')).digest('hex')
	const permanent = hash(meta.title, meta.subject, meta.created.toISOString())
	const changing = hash(permanent, meta.modified.toISOString())
	context.trailerInfo.ID = context.obj([PDFHexString.of(permanent), PDFHexString.of(changing)])
}
