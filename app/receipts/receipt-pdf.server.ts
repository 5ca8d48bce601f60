/**
 * The tax receipt as a one-page A4 PDF, laid out like the cerfa it follows (11580*05 for a person, 16216*03
 * for a company): the beneficiary, the donor, the gift, the signature, each in its frame. Rendered only from
 * the receipt's frozen content (app/lib/receipts/receipt-content.ts), whose constants give every fixed text.
 *
 * A receipt always fits on one page: the layout is measured first and, when long texts (a charity's object,
 * an address) would push it past the footer, everything is set again a little smaller until it fits.
 * The output depends only on the input (dates in the metadata come from the content), so rendering the same
 * receipt twice gives the same bytes.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { type PDFDocument, type PDFFont, type PDFImage, type PDFPage, type RGB, type Rotation } from 'pdf-lib'
import {
	COMPANY_RECEIPT_CERTIFICATION,
	COMPANY_RECEIPT_TITLE,
	formatPostalAddress,
	frenchDate,
	INDIVIDUAL_RECEIPT_CERTIFICATION,
	INDIVIDUAL_RECEIPT_TITLE,
	RECEIPT_CANCELLED_STAMP,
	RECEIPT_CERFA,
	RECEIPT_FORM,
	RECEIPT_GIFT_INTRO,
	RECEIPT_LABELS,
	RECEIPT_METHOD_LABELS,
	RECEIPT_NATURE,
	receiptCancellationText,
	receiptIssuerText,
	receiptLegalCategoryText,
	receiptPlaceAndDate,
	receiptSignatory,
	RECEIPT_SIGNATORY_LABEL,
	type ReceiptCancelReason,
	type ReceiptContent,
} from '#app/lib/receipts/receipt-content.ts'
import { getEnv } from '#app/platform/env.server.ts'
import {
	A4,
	type Align,
	BLACK,
	drawLine,
	embedFonts,
	type Fonts,
	GREY,
	LIGHT,
	metadataDate,
	RED,
	type Run,
	wrap,
	loadPdfLib,
} from './pdf-kit.server.ts'
import { finishPdfA, type StructElement, type StructTag, Tagger } from './pdfa.server.ts'

export type ReceiptCancellation = { cancelledOn: string; reason: ReceiptCancelReason }

const MARGIN = 36
const CONTENT_WIDTH = A4.width - 2 * MARGIN
/** The body text is set at 9 pt times the scale: 9.9 pt, down to 2.7 pt for absurdly long texts. */
const START_SCALE = 1.1
/** Better tiny than missing: a receipt must print everything it certifies, so the last resort is very small. */
const MIN_SCALE = 0.3

/** One drawing step; text is marked as structure (`tags`), frames and rules as artifacts. */
type Op = (page: PDFPage, tags: Tagger) => void

/** Records the drawing of one page from the top down, so that its height is known before anything is drawn. */
class Sheet {
	readonly ops: Op[] = []
	y = A4.height - MARGIN

	constructor(
		readonly fonts: Fonts,
		/** Every size and spacing is multiplied by it. */
		readonly scale: number,
	) {}

	pt(size: number) {
		return size * this.scale
	}

	space(size: number) {
		this.y -= this.pt(size)
	}

	/** Decoration: drawn as an artifact, outside the document's structure. */
	decor(draw: (page: PDFPage) => void) {
		this.ops.push((page, tags) => tags.artifact(page, () => draw(page)))
	}

	/** A wrapped paragraph (one structure element, P unless told); returns the baseline of its first line. */
	text(
		runs: Run[],
		options: {
			size: number
			x?: number
			width?: number
			align?: Align
			leading?: number
			tag?: StructTag
		},
	): number {
		const size = this.pt(options.size)
		const x = options.x ?? MARGIN
		const width = options.width ?? CONTENT_WIDTH
		const lineHeight = size * (options.leading ?? 1.3)
		let first = Number.NaN
		let element: StructElement | undefined
		for (const line of wrap(runs, size, width)) {
			const baseline = this.y - size
			if (Number.isNaN(first)) first = baseline
			this.ops.push((page, tags) => {
				element ??= tags.element(options.tag ?? 'P')
				tags.mark(element, page, () =>
					drawLine(page, line, x, baseline, size, width, options.align ?? 'left'),
				)
			})
			this.y -= lineHeight
		}
		return first
	}

	/** An image fitted in `maxWidth` × `maxHeight` (before scaling), its proportions kept; `alt` describes it. */
	image(image: PDFImage, x: number, maxWidth: number, maxHeight: number, alt: string) {
		const fit = Math.min(this.pt(maxWidth) / image.width, this.pt(maxHeight) / image.height)
		const width = image.width * fit
		const height = image.height * fit
		const y = this.y - height
		this.ops.push((page, tags) =>
			tags.mark(tags.element('Figure', undefined, alt), page, () =>
				page.drawImage(image, { x, y, width, height }),
			),
		)
		this.y = y
	}

	/** `Label : value`, the label in the regular font, the value in bold. */
	field(label: string, value: string, x: number, width: number, size = 9) {
		this.text(
			[
				{ text: `${label} : `, font: this.fonts.regular },
				{ text: value, font: this.fonts.bold },
			],
			{ size, x, width },
		)
	}

	/** A frame like the cerfa's: a shaded heading bar (when titled), then the body, padded. */
	section(
		title: string | null,
		x: number,
		width: number,
		body: (inner: { x: number; width: number }) => void,
		borderColor: RGB = BLACK,
	) {
		const top = this.y
		const pad = this.pt(7)
		if (title) {
			const bar = this.pt(17)
			this.decor((page) => page.drawRectangle({ x, y: top - bar, width, height: bar, color: LIGHT }))
			this.y -= this.pt(4)
			this.text([{ text: title, font: this.fonts.bold }], {
				size: 10,
				x: x + pad,
				width: width - 2 * pad,
				tag: 'H2',
			})
			this.y = top - bar
		}
		this.y -= pad
		body({ x: x + pad, width: width - 2 * pad })
		this.y -= pad - this.pt(2)
		const bottom = this.y
		this.decor((page) =>
			page.drawRectangle({
				x,
				y: bottom,
				width,
				height: top - bottom,
				borderColor,
				borderWidth: borderColor === BLACK ? 0.8 : 1.5,
			}),
		)
	}
}

/** The fixed-position footer, drawn up from the bottom margin; returns its top. */
function footer(sheet: Sheet, content: ReceiptContent): number {
	const size = sheet.pt(7)
	const lines = wrap(
		[{ text: receiptIssuerText(content.beneficiary.name), font: sheet.fonts.regular, color: GREY }],
		size,
		CONTENT_WIDTH,
	)
	const lineHeight = size * 1.3
	let element: StructElement | undefined
	lines.forEach((line, i) => {
		const baseline = MARGIN + (lines.length - 1 - i) * lineHeight + size * 0.3
		sheet.ops.push((page, tags) => {
			element ??= tags.element('P')
			tags.mark(element, page, () => drawLine(page, line, MARGIN, baseline, size, CONTENT_WIDTH, 'center'))
		})
	})
	const top = MARGIN + lines.length * lineHeight
	sheet.decor((page) =>
		page.drawLine({
			start: { x: MARGIN, y: top + 2 },
			end: { x: MARGIN + CONTENT_WIDTH, y: top + 2 },
			thickness: 0.5,
			color: GREY,
		}),
	)
	return top + 2
}

function compose(
	fonts: Fonts,
	content: ReceiptContent,
	cancellation: ReceiptCancellation | null,
	scale: number,
	signature: PDFImage | null,
) {
	const sheet = new Sheet(fonts, scale)
	const { regular, bold, oblique } = fonts
	const { beneficiary, donor } = content
	const kind = donor.kind

	// Header: the form's number, the receipt's number, the title.
	const cerfa: Run[] = [{ text: RECEIPT_CERFA[kind], font: bold }]
	const number: Run[] = [
		{ text: `${RECEIPT_LABELS.number} : `, font: regular },
		{ text: content.number, font: bold },
	]
	const cerfaWidth = bold.widthOfTextAtSize(RECEIPT_CERFA[kind], sheet.pt(9))
	const numberWidth =
		regular.widthOfTextAtSize(`${RECEIPT_LABELS.number} : `, sheet.pt(10)) +
		bold.widthOfTextAtSize(content.number, sheet.pt(10))
	if (cerfaWidth + numberWidth + 24 <= CONTENT_WIDTH) {
		const top = sheet.y
		sheet.text(cerfa, { size: 9 })
		const afterCerfa = sheet.y
		sheet.y = top
		sheet.text(number, { size: 10, align: 'right' })
		sheet.y = Math.min(sheet.y, afterCerfa)
	} else {
		sheet.text(cerfa, { size: 9 })
		sheet.text(number, { size: 10 })
	}
	sheet.space(10)
	sheet.text(
		[{ text: kind === 'INDIVIDUAL' ? INDIVIDUAL_RECEIPT_TITLE : COMPANY_RECEIPT_TITLE, font: bold }],
		{
			size: 12.5,
			x: MARGIN + 30,
			width: CONTENT_WIDTH - 60,
			align: 'center',
			tag: 'H1',
		},
	)
	sheet.space(6)

	if (cancellation) {
		sheet.section(
			null,
			MARGIN,
			CONTENT_WIDTH,
			({ x, width }) => {
				sheet.text(
					[
						{
							text: receiptCancellationText(cancellation.cancelledOn, cancellation.reason),
							font: bold,
							color: RED,
						},
					],
					{ size: 10, x, width },
				)
			},
			RED,
		)
		sheet.space(8)
	}

	// Beneficiary.
	sheet.section(RECEIPT_LABELS.beneficiary, MARGIN, CONTENT_WIDTH, ({ x, width }) => {
		sheet.text([{ text: beneficiary.name, font: bold }], { size: 10.5, x, width })
		sheet.space(1)
		sheet.field(
			beneficiary.legalIdType === 'SIREN' ? RECEIPT_LABELS.siren : RECEIPT_LABELS.rna,
			beneficiary.legalId,
			x,
			width,
		)
		sheet.field(RECEIPT_LABELS.address, formatPostalAddress(beneficiary.address), x, width)
		sheet.field(RECEIPT_LABELS.purpose, beneficiary.purpose, x, width)
		sheet.space(3)
		// The category's box, ticked, as on the cerfa.
		const box = sheet.pt(8)
		const baseline = sheet.text(
			[
				{
					text: receiptLegalCategoryText(beneficiary.legalCategory, beneficiary.publicUtilityDecreeDate),
					font: regular,
				},
			],
			{ size: 9, x: x + box + sheet.pt(6), width: width - box - sheet.pt(6) },
		)
		const bottom = baseline - sheet.pt(0.5)
		sheet.decor((page) => {
			page.drawRectangle({ x, y: bottom, width: box, height: box, borderColor: BLACK, borderWidth: 0.8 })
			page.drawLine({
				start: { x: x + 1.5, y: bottom + 1.5 },
				end: { x: x + box - 1.5, y: bottom + box - 1.5 },
				thickness: 1,
			})
			page.drawLine({
				start: { x: x + 1.5, y: bottom + box - 1.5 },
				end: { x: x + box - 1.5, y: bottom + 1.5 },
				thickness: 1,
			})
		})
	})
	sheet.space(8)

	// Donor.
	sheet.section(RECEIPT_LABELS.donor, MARGIN, CONTENT_WIDTH, ({ x, width }) => {
		if (donor.kind === 'INDIVIDUAL') {
			sheet.field(RECEIPT_LABELS.lastName, donor.lastName, x, width)
			sheet.field(RECEIPT_LABELS.firstNames, donor.firstNames, x, width)
		} else {
			sheet.field(RECEIPT_LABELS.companyName, donor.name, x, width)
			sheet.field(RECEIPT_LABELS.legalForm, donor.legalForm, x, width)
			sheet.field(RECEIPT_LABELS.siren, donor.siren, x, width)
		}
		sheet.field(RECEIPT_LABELS.address, formatPostalAddress(donor.address), x, width)
	})
	sheet.space(8)

	// The gift.
	sheet.section(RECEIPT_LABELS.gift, MARGIN, CONTENT_WIDTH, ({ x, width }) => {
		sheet.text([{ text: RECEIPT_GIFT_INTRO, font: regular }], { size: 9, x, width })
		sheet.space(3)
		sheet.text([{ text: content.amountInFigures, font: bold }], { size: 15, x, width, align: 'center' })
		sheet.space(2)
		sheet.field(RECEIPT_LABELS.amountInWords, content.amountInWords, x, width)
		sheet.field(RECEIPT_LABELS.giftDate[kind], frenchDate(content.giftDate), x, width)
		sheet.space(4)
		sheet.text(
			[
				{
					text: kind === 'INDIVIDUAL' ? INDIVIDUAL_RECEIPT_CERTIFICATION : COMPANY_RECEIPT_CERTIFICATION,
					font: oblique,
				},
			],
			{ size: 9, x, width },
		)
		sheet.space(4)
		sheet.field(RECEIPT_LABELS.form, RECEIPT_FORM, x, width)
		sheet.field(RECEIPT_LABELS.nature, RECEIPT_NATURE, x, width)
		sheet.field(RECEIPT_LABELS.method, RECEIPT_METHOD_LABELS[content.method], x, width)
	})
	sheet.space(8)

	// Signature, in the right half like the cerfa's.
	const half = CONTENT_WIDTH / 2
	sheet.section(RECEIPT_LABELS.signature, MARGIN + half, half, ({ x, width }) => {
		sheet.text([{ text: receiptPlaceAndDate(content.issuedAt, content.issuedOn), font: regular }], {
			size: 9,
			x,
			width,
		})
		sheet.space(3)
		sheet.text([{ text: `${RECEIPT_SIGNATORY_LABEL} :`, font: regular }], { size: 9, x, width })
		sheet.text([{ text: receiptSignatory(beneficiary.signatory), font: bold }], { size: 9.5, x, width })
		if (signature) {
			sheet.space(3)
			sheet.image(
				signature,
				x,
				Math.min(width, 150),
				45,
				`Signature de ${receiptSignatory(beneficiary.signatory)}`,
			)
		}
		sheet.space(2)
	})

	return sheet
}

/** The stamp of a cancelled receipt: big, red, see-through, along the page's diagonal. */
function drawCancelledStamp(page: PDFPage, font: PDFFont) {
	const angle = Math.atan2(A4.height, A4.width) * 0.85
	const size = (0.62 * Math.hypot(A4.width, A4.height)) / font.widthOfTextAtSize(RECEIPT_CANCELLED_STAMP, 1)
	const width = font.widthOfTextAtSize(RECEIPT_CANCELLED_STAMP, size)
	const capHeight = font.heightAtSize(size, { descender: false }) * 0.75
	const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
	page.drawText(RECEIPT_CANCELLED_STAMP, {
		x: A4.width / 2 - (width / 2) * cos + (capHeight / 2) * sin,
		y: A4.height / 2 - (width / 2) * sin - (capHeight / 2) * cos,
		size,
		font,
		color: RED,
		opacity: 0.22,
		rotate: { type: 'degrees', angle: (angle * 180) / Math.PI } as Rotation,
	})
}

export async function renderReceiptPdf(
	content: ReceiptContent,
	cancellation: ReceiptCancellation | null,
): Promise<Uint8Array> {
	const lib = await loadPdfLib()
	const doc = await lib.PDFDocument.create({ updateMetadata: false })
	const fonts = await embedFonts(doc)

	const signature = await embedSignature(doc, content.beneficiary.signatory.signaturePath)
	let scale = START_SCALE
	let sheet = compose(fonts, content, cancellation, scale, signature)
	let limit = footer(sheet, content) + 6
	while (sheet.y < limit && scale > MIN_SCALE) {
		scale = Math.max(MIN_SCALE, scale - 0.05)
		sheet = compose(fonts, content, cancellation, scale, signature)
		limit = footer(sheet, content) + 6
	}

	const page = doc.addPage([A4.width, A4.height])
	const tags = new Tagger(lib, doc)
	for (const op of sheet.ops) op(page, tags)
	if (cancellation) tags.paragraph('P', page, () => drawCancelledStamp(page, fonts.bold))

	finishPdfA(lib, doc, tags, {
		title: `Reçu fiscal ${content.number}`,
		subject: kindSubject(content),
		author: 'Donnons',
		created: metadataDate(content.issuedOn),
		modified: metadataDate(cancellation?.cancelledOn ?? content.issuedOn),
	})
	return doc.save()
}

/**
 * The signature image the receipt names (PNG or JPEG under DATA_DIR/uploads), embedded; null when it names none,
 * the file is gone or is not an image: the receipt then carries the signatory's name and role alone.
 */
async function embedSignature(doc: PDFDocument, signaturePath: string | null | undefined) {
	if (!signaturePath?.startsWith('/uploads/')) return null
	const uploads = path.join(getEnv().DATA_DIR, 'uploads')
	const file = path.resolve(uploads, signaturePath.slice('/uploads/'.length))
	if (!file.startsWith(`${uploads}${path.sep}`)) return null
	const bytes = await fs.readFile(file).catch(() => null)
	if (!bytes) return null
	try {
		return bytes[0] === 0x89 ? await doc.embedPng(bytes) : await doc.embedJpg(bytes)
	} catch {
		return null
	}
}

function kindSubject(content: ReceiptContent) {
	return `${RECEIPT_CERFA[content.donor.kind]} — ${content.beneficiary.name}`
}
