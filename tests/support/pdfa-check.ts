/**
 * The structural checks a PDF/A-2b validator (veraPDF) makes, for the tests: no validator can be installed on
 * this machine (veraPDF is Java, from Maven). The PDF is parsed with pdf-lib's low-level objects and every
 * failed rule is named; an empty list means the file passed. Beyond PDF/A-2b, it also checks what the
 * receipts promise for accessibility: the language fr-FR, MarkInfo and a structure tree.
 * Test-only: nothing in the app imports it.
 */
import {
	decodePDFRawStream,
	PDFArray,
	PDFBool,
	PDFDict,
	PDFDocument,
	PDFHexString,
	PDFName,
	type PDFObject,
	PDFRawStream,
	PDFRef,
	PDFStream,
	PDFString,
} from 'pdf-lib'

type XmlNode = { name: string; attributes: Record<string, string>; text: string; children: XmlNode[] }

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }
const unescape = (text: string) =>
	text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) =>
		code.startsWith('#x') || code.startsWith('#X')
			? String.fromCodePoint(parseInt(code.slice(2), 16))
			: code.startsWith('#')
				? String.fromCodePoint(Number(code.slice(1)))
				: (ENTITIES[code] ?? whole),
	)

/** A strict little XML reader: throws on unbalanced or malformed tags; comments and PIs are skipped. */
export function parseXml(xml: string): XmlNode {
	const root: XmlNode = { name: '#document', attributes: {}, text: '', children: [] }
	const stack = [root]
	const token =
		/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<|[^<]+/g
	for (const match of xml.matchAll(token)) {
		const [whole, closing, name, attributeText, selfClosing] = match
		const top = stack.at(-1)!
		if (whole.startsWith('<?') || whole.startsWith('<!--')) continue
		if (whole === '<') throw new Error(`XML: malformed tag at ${match.index}`)
		if (!name) {
			top.text += unescape(whole)
			continue
		}
		if (closing) {
			if (top.name !== name) throw new Error(`XML: </${name}> closes <${top.name}>`)
			stack.pop()
			continue
		}
		const attributes: Record<string, string> = {}
		for (const [, key, value] of (attributeText ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
			attributes[key!] = unescape(value ?? '')
		const node: XmlNode = { name, attributes, text: '', children: [] }
		top.children.push(node)
		if (!selfClosing) stack.push(node)
	}
	if (stack.length !== 1) throw new Error(`XML: <${stack.at(-1)!.name}> is never closed`)
	return root
}

function* walk(node: XmlNode): Generator<XmlNode> {
	yield node
	for (const child of node.children) yield* walk(child)
}

/** An XMP property's value: an attribute of an rdf:Description, or an element's text (first rdf:li inside). */
function xmpProperty(root: XmlNode, name: string): string | undefined {
	for (const node of walk(root)) {
		if (node.name === 'rdf:Description' && name in node.attributes) return node.attributes[name]
		if (node.name === name) {
			const li = [...walk(node)].find((n) => n.name === 'rdf:li')
			return (li ?? node).text.trim()
		}
	}
	return undefined
}

/** `D:20260305120000Z`, `D:20260305130000+01'00'` → the instant, or NaN. */
function pdfDate(text: string): number {
	const m = /^D:(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?([Z+-])?(\d\d)?'?(\d\d)?'?$/.exec(text)
	if (!m) return Number.NaN
	const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m
	const offset = sign === '+' || sign === '-' ? (sign === '+' ? 1 : -1) * (Number(oh) * 60 + Number(om)) : 0
	return Date.UTC(+y!, +mo - 1, +d, +h, +mi, +s) - offset * 60_000
}

const textOf = (object: PDFObject | undefined) =>
	object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : undefined

function streamBytes(stream: PDFStream): Uint8Array {
	return stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents()
}

/** The binary comment on the second line: `%` then at least four bytes above 127. */
function headerProblems(bytes: Uint8Array): string[] {
	const problems: string[] = []
	const head = Buffer.from(bytes.subarray(0, 32))
	if (!/^%PDF-[12]\.\d\r?\n/.test(head.toString('latin1'))) problems.push('header: no %PDF-1.n line')
	const second = head.indexOf(0x0a) + 1
	const comment = head.subarray(second, second + 5)
	if (comment[0] !== 0x25 || [...comment.subarray(1)].some((byte) => byte < 128))
		problems.push('header: no binary comment (% and four bytes > 127) on the second line')
	return problems
}

/** Every rule of PDF/A-2b (and of the receipts' tagging) the file breaks; [] when it passes. */
export async function pdfaProblems(bytes: Uint8Array): Promise<string[]> {
	const problems = headerProblems(bytes)
	const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true })
	const { context, catalog } = doc
	const lookup = (object: PDFObject | undefined) =>
		object instanceof PDFRef ? context.lookup(object) : object
	const get = (dict: PDFDict | undefined, key: string) => lookup(dict?.get(PDFName.of(key)))
	const dictAt = (dict: PDFDict | undefined, key: string) => {
		const value = get(dict, key)
		return value instanceof PDFDict ? value : value instanceof PDFStream ? value.dict : undefined
	}

	// Trailer: no encryption, an ID of two strings.
	if (context.trailerInfo.Encrypt) problems.push('trailer: Encrypt present')
	const id = lookup(context.trailerInfo.ID)
	if (!(id instanceof PDFArray) || id.size() !== 2) problems.push('trailer: no ID of two strings')

	// XMP metadata, and the Info dictionary saying the same.
	const info = lookup(context.trailerInfo.Info) as PDFDict | undefined
	const metadata = get(catalog, 'Metadata')
	if (!(metadata instanceof PDFStream)) problems.push('catalog: no Metadata stream')
	else {
		let xmp: XmlNode | undefined
		try {
			xmp = parseXml(new TextDecoder('utf-8', { fatal: true }).decode(streamBytes(metadata)))
		} catch (error) {
			problems.push(`XMP: not parseable (${String(error)})`)
		}
		if (xmp) {
			if (xmpProperty(xmp, 'pdfaid:part') !== '2') problems.push('XMP: pdfaid:part is not 2')
			if (xmpProperty(xmp, 'pdfaid:conformance') !== 'B') problems.push('XMP: pdfaid:conformance is not B')
			const pairs: [string, string, 'date' | 'text'][] = [
				['CreationDate', 'xmp:CreateDate', 'date'],
				['ModDate', 'xmp:ModifyDate', 'date'],
				['Title', 'dc:title', 'text'],
				['Author', 'dc:creator', 'text'],
				['Subject', 'dc:description', 'text'],
				['Creator', 'xmp:CreatorTool', 'text'],
				['Producer', 'pdf:Producer', 'text'],
			]
			for (const [key, property, kind] of pairs) {
				const infoValue = textOf(get(info, key))
				const xmpValue = xmpProperty(xmp, property)
				if (infoValue === undefined) {
					if (kind === 'date' || key === 'Title') problems.push(`Info: no ${key}`)
					continue
				}
				const same =
					kind === 'date'
						? xmpValue !== undefined && pdfDate(infoValue) === Date.parse(xmpValue)
						: infoValue === xmpValue
				if (!same) problems.push(`XMP: ${property} (${xmpValue}) differs from Info ${key} (${infoValue})`)
			}
		}
	}

	// An sRGB OutputIntent for PDF/A, with its ICC profile.
	const intents = get(catalog, 'OutputIntents')
	const pdfa =
		intents instanceof PDFArray
			? intents
					.asArray()
					.map((intent) => lookup(intent))
					.find(
						(intent): intent is PDFDict =>
							intent instanceof PDFDict && get(intent, 'S') === PDFName.of('GTS_PDFA1'),
					)
			: undefined
	if (!pdfa) problems.push('catalog: no GTS_PDFA1 OutputIntent')
	else {
		const profile = get(pdfa, 'DestOutputProfile')
		if (!(profile instanceof PDFStream)) problems.push('OutputIntent: no DestOutputProfile stream')
		else {
			const icc = Buffer.from(streamBytes(profile))
			const n = get(profile.dict, 'N')?.toString()
			if (n !== '3') problems.push(`OutputIntent: ICC profile N is ${n}, not 3`)
			if (icc.toString('latin1', 36, 40) !== 'acsp' || icc.toString('latin1', 16, 20) !== 'RGB ')
				problems.push('OutputIntent: the profile is not an RGB ICC profile')
		}
	}

	// Document-level facts: language, MarkInfo, structure tree.
	if (textOf(get(catalog, 'Lang')) !== 'fr-FR') problems.push('catalog: Lang is not fr-FR')
	if (get(dictAt(catalog, 'MarkInfo'), 'Marked') !== PDFBool.True)
		problems.push('catalog: MarkInfo Marked is not true')
	const tree = dictAt(catalog, 'StructTreeRoot')
	if (!tree || !get(tree, 'K') || !get(tree, 'ParentTree'))
		problems.push('catalog: no StructTreeRoot with K and ParentTree')
	if (get(dictAt(catalog, 'Names'), 'JavaScript')) problems.push('catalog: JavaScript name tree')

	// Every object: fonts embedded, no actions that run code or programs.
	for (const [ref, object] of context.enumerateIndirectObjects()) {
		const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null
		if (!dict) continue
		const where = `object ${ref.objectNumber}`
		for (const key of ['JS', 'AA']) if (dict.has(PDFName.of(key))) problems.push(`${where}: ${key} entry`)
		const action = get(dict, 'S')
		if (action === PDFName.of('JavaScript') || action === PDFName.of('Launch'))
			problems.push(`${where}: ${action.toString()} action`)
		if (get(dict, 'Type') !== PDFName.of('Font')) continue
		const subtype = get(dict, 'Subtype')
		if (subtype === PDFName.of('Type3')) continue
		const descendants = get(dict, 'DescendantFonts')
		const font =
			subtype === PDFName.of('Type0') && descendants instanceof PDFArray
				? (lookup(descendants.get(0)) as PDFDict)
				: dict
		const descriptor = dictAt(font, 'FontDescriptor')
		const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some(
			(key) => get(descriptor, key) instanceof PDFStream,
		)
		if (!embedded) problems.push(`${where}: font ${get(dict, 'BaseFont')?.toString()} is not embedded`)
	}
	return problems
}
