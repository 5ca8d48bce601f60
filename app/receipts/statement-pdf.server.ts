/**
 * The donor's yearly statement as an A4 PDF: the year's receipted gifts in a table (continued on as many
 * pages as needed, its heading repeated), the reduction per regime, the estimated total and the statement's
 * notes. It summarises; the receipts remain the documents for the tax office, as the page says up front.
 */
import { type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import { frenchDate } from '#app/lib/receipts/receipt-content.ts'
import type { TaxRegime, TaxStatement } from '#app/lib/receipts/tax-statement-types.ts'
import {
	A4,
	type Align,
	BLACK,
	drawLine,
	embedFonts,
	euros,
	type Fonts,
	GREY,
	LIGHT,
	type Line,
	loadPdfLib,
	metadataDate,
	rgb,
	type Run,
	wrap,
} from './pdf-kit.server.ts'
import { finishPdfA, type StructElement, type StructTag, Tagger } from './pdfa.server.ts'

function statementTitle(year: number) {
	return `Relevé annuel de vos dons ${year}`
}

export const STATEMENT_NOTICE = 'Ce relevé est un récapitulatif : il ne remplace pas vos reçus fiscaux.'

export const STATEMENT_REGIME_LABELS: Record<TaxRegime, string> = {
	INDIVIDUAL_66: 'Dons ouvrant droit à 66 %',
	INDIVIDUAL_75: 'Dons ouvrant droit à 75 % (aide aux personnes en difficulté)',
	COMPANY_60: 'Dons ouvrant droit à 60 % (entreprises)',
}

const STATEMENT_LABELS = {
	generatedOn: 'Édité le',
	gifts: 'Vos dons',
	date: 'Date',
	charity: 'Association',
	amount: 'Montant',
	receipt: 'N° de reçu',
	total: 'Total de vos dons',
	noGift: 'Aucun don avec reçu fiscal cette année.',
	reduction: 'Votre réduction d’impôt',
	regime: 'Régime',
	base: 'Dons retenus',
	regimeReduction: 'Réduction',
	estimatedReduction: 'Réduction d’impôt estimée',
	notes: 'À savoir',
	page: 'Page',
} as const

const MARGIN = 40
export const WIDTH = A4.width - 2 * MARGIN
/** The footer's band: nothing of the flow goes below it. */
const BOTTOM = MARGIN + 22
const BODY = 9.5
const PAD = 4

export type Column = { width: number; align: Align }
export type Cell = { runs: Run[]; color?: RGB }

/**
 * Lays the document out from the top of the first page down, opening a page when the next block does not fit
 * (also used by the payout statements, app/payouts/statement-pdf.server.ts). Text is tagged as it is drawn
 * (app/receipts/pdfa.server.ts): one element per paragraph, tables as Table, TR, TH and TD, decoration and
 * repeated headings as artifacts.
 */
export class Pages {
	readonly pages: PDFPage[] = []
	page!: PDFPage
	y = 0
	/** Run when a page is added (the table repeats its heading). */
	onNewPage: (() => void) | null = null
	/** The table the next rows belong to (`table()`). */
	private currentTable: StructElement | null = null

	constructor(
		readonly doc: PDFDocument,
		readonly fonts: Fonts,
		readonly tags: Tagger,
	) {
		this.addPage()
	}

	/** Rows drawn from now on form one new table. */
	table() {
		this.currentTable = this.tags.element('Table')
	}

	/** Draws decoration (a rule, a frame, a shade) as an artifact. */
	decor(draw: (page: PDFPage) => void) {
		this.tags.artifact(this.page, () => draw(this.page))
	}

	addPage() {
		this.page = this.doc.addPage([A4.width, A4.height])
		this.pages.push(this.page)
		this.y = A4.height - MARGIN
		this.onNewPage?.()
	}

	/** Makes room for `height` points, on a new page if needed. */
	ensure(height: number) {
		if (this.y - height < BOTTOM) this.addPage()
	}

	/**
	 * A wrapped paragraph, breaking across pages between lines: one structure element (P unless told), or an
	 * artifact with `tag: null`.
	 */
	text(
		runs: Run[],
		options: { size?: number; x?: number; width?: number; align?: Align; tag?: StructTag | null } = {},
	) {
		const size = options.size ?? BODY
		const width = options.width ?? WIDTH
		const lineHeight = size * 1.35
		const tag = options.tag === undefined ? 'P' : options.tag
		let element: StructElement | undefined
		for (const line of wrap(runs, size, width)) {
			this.ensure(lineHeight)
			const draw = () =>
				drawLine(this.page, line, options.x ?? MARGIN, this.y - size, size, width, options.align ?? 'left')
			if (tag) this.tags.mark((element ??= this.tags.element(tag)), this.page, draw)
			else this.tags.artifact(this.page, draw)
			this.y -= lineHeight
		}
	}

	space(points: number) {
		this.y -= points
	}

	/**
	 * A row of the current table (`table()`), its cells TH when `header`, TD otherwise, or an artifact when
	 * `repeated` (a heading drawn again on a new page); it moves whole to the next page when it does not fit.
	 */
	row(
		columns: Column[],
		cells: Cell[],
		options: { size?: number; fill?: RGB; header?: boolean; repeated?: boolean } = {},
	) {
		const size = options.size ?? BODY
		const lineHeight = size * 1.3
		const wrapped: Line[][] = cells.map((cell, i) => wrap(cell.runs, size, columns[i]!.width - 2 * PAD))
		const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * lineHeight + 2 * PAD
		this.ensure(height)
		const top = this.y
		const fill = options.fill
		if (fill)
			this.decor((page) =>
				page.drawRectangle({ x: MARGIN, y: top - height, width: WIDTH, height, color: fill }),
			)
		this.currentTable ??= this.tags.element('Table')
		const row = options.repeated ? null : this.tags.element('TR', this.currentTable)
		let x = MARGIN
		wrapped.forEach((lines, i) => {
			const column = columns[i]!
			const left = x
			const draw = () =>
				lines.forEach((line, n) =>
					drawLine(
						this.page,
						line,
						left + PAD,
						top - PAD - size - n * lineHeight,
						size,
						column.width - 2 * PAD,
						column.align,
					),
				)
			if (row) this.tags.mark(this.tags.element(options.header ? 'TH' : 'TD', row), this.page, draw)
			else this.tags.artifact(this.page, draw)
			x += column.width
		})
		this.y -= height
	}

	rule(thickness = 0.6, color: RGB = BLACK) {
		const y = this.y
		this.decor((page) =>
			page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness, color }),
		)
	}

	heading(text: string) {
		this.ensure(40)
		this.space(10)
		this.text([{ text, font: this.fonts.bold }], { size: 12, tag: 'H2' })
		this.space(2)
	}
}

const GIFT_COLUMNS: Column[] = [
	{ width: 64, align: 'left' },
	{ width: WIDTH - 64 - 92 - 110, align: 'left' },
	{ width: 92, align: 'right' },
	{ width: 110, align: 'left' },
]

const REGIME_COLUMNS: Column[] = [
	{ width: WIDTH - 2 * 105, align: 'left' },
	{ width: 105, align: 'right' },
	{ width: 105, align: 'right' },
]

const ZEBRA = rgb(0.97, 0.97, 0.97)

function plain(font: PDFFont, text: string): Cell {
	return { runs: [{ text, font }] }
}

/** The footer of every page (an artifact: page furniture repeated on each page). */
export function drawFooters(pages: PDFPage[], fonts: Fonts, tags: Tagger, left: string) {
	const size = 7.5
	pages.forEach((page, i) =>
		tags.artifact(page, () => {
			const number = `${STATEMENT_LABELS.page} ${i + 1} / ${pages.length}`
			const numberWidth = fonts.regular.widthOfTextAtSize(number, size)
			const [line] = wrap([{ text: left, font: fonts.regular, color: GREY }], size, WIDTH - numberWidth - 20)
			page.drawLine({
				start: { x: MARGIN, y: MARGIN + 12 },
				end: { x: MARGIN + WIDTH, y: MARGIN + 12 },
				thickness: 0.5,
				color: GREY,
			})
			if (line) drawLine(page, line, MARGIN, MARGIN, size, WIDTH, 'left')
			page.drawText(number, {
				x: MARGIN + WIDTH - numberWidth,
				y: MARGIN,
				size,
				font: fonts.regular,
				color: GREY,
			})
		}),
	)
}

/** Spaces made plain, so that a note that is the notice itself is not printed twice. */
function sameText(a: string, b: string) {
	const squash = (text: string) => text.replace(/\s+/gu, ' ').trim()
	return squash(a) === squash(b)
}

export async function renderStatementPdf(
	statement: TaxStatement,
	donor: { name: string; address: string },
	generatedOn: string,
): Promise<Uint8Array> {
	const lib = await loadPdfLib()
	const doc = await lib.PDFDocument.create({ updateMetadata: false })
	const fonts = await embedFonts(doc)
	const { regular, bold } = fonts
	const title = statementTitle(statement.year)
	const tags = new Tagger(lib, doc)
	const flow = new Pages(doc, fonts, tags)

	// Heading: who issues it and when, the title, the donor.
	const top = flow.y
	flow.text([{ text: 'Donnons', font: bold, color: GREY }], { size: 10 })
	flow.y = top
	flow.text([{ text: `${STATEMENT_LABELS.generatedOn} ${frenchDate(generatedOn)}`, font: regular }], {
		size: 9,
		align: 'right',
	})
	flow.space(14)
	flow.text([{ text: title, font: bold }], { size: 17, tag: 'H1' })
	flow.space(8)
	flow.text([{ text: donor.name, font: bold }], { size: 10.5 })
	flow.text([{ text: donor.address, font: regular }])
	flow.space(12)

	// The notice, framed, before any figure.
	const noticeTop = flow.y
	flow.space(7)
	flow.text([{ text: STATEMENT_NOTICE, font: bold }], { size: 10, x: MARGIN + 8, width: WIDTH - 16 })
	flow.space(4)
	const noticeBottom = flow.y
	flow.decor((page) =>
		page.drawRectangle({
			x: MARGIN,
			y: noticeBottom,
			width: WIDTH,
			height: noticeTop - noticeBottom,
			borderColor: BLACK,
			borderWidth: 1.2,
		}),
	)

	// The gifts.
	flow.heading(STATEMENT_LABELS.gifts)
	flow.table()
	const giftHeading = (repeated: boolean) =>
		flow.row(
			GIFT_COLUMNS,
			[
				STATEMENT_LABELS.date,
				STATEMENT_LABELS.charity,
				STATEMENT_LABELS.amount,
				STATEMENT_LABELS.receipt,
			].map((label) => plain(bold, label)),
			{ fill: LIGHT, header: true, repeated },
		)
	giftHeading(false)
	flow.onNewPage = () => {
		flow.text([{ text: `${title} (suite)`, font: regular, color: GREY }], { size: 9, tag: null })
		flow.space(4)
		giftHeading(true)
	}
	if (statement.gifts.length === 0)
		flow.row([{ width: WIDTH, align: 'left' }], [plain(regular, STATEMENT_LABELS.noGift)])
	statement.gifts.forEach((gift, i) =>
		flow.row(
			GIFT_COLUMNS,
			[
				plain(regular, frenchDate(gift.date)),
				plain(regular, gift.charityName),
				plain(regular, euros(gift.amountCents)),
				plain(regular, gift.receiptNumber),
			],
			{ fill: i % 2 === 1 ? ZEBRA : undefined },
		),
	)
	flow.onNewPage = null
	flow.rule()
	flow.row(
		[
			{ width: GIFT_COLUMNS[0]!.width + GIFT_COLUMNS[1]!.width, align: 'left' },
			{ width: GIFT_COLUMNS[2]!.width, align: 'right' },
			{ width: GIFT_COLUMNS[3]!.width, align: 'left' },
		],
		[
			plain(bold, `${STATEMENT_LABELS.total} ${statement.year}`),
			plain(bold, euros(statement.totalCents)),
			plain(bold, ''),
		],
	)

	// The reduction, per regime then in all.
	flow.heading(STATEMENT_LABELS.reduction)
	flow.table()
	flow.row(
		REGIME_COLUMNS,
		[STATEMENT_LABELS.regime, STATEMENT_LABELS.base, STATEMENT_LABELS.regimeReduction].map((label) =>
			plain(bold, label),
		),
		{ fill: LIGHT, header: true },
	)
	for (const line of statement.lines)
		flow.row(REGIME_COLUMNS, [
			plain(regular, STATEMENT_REGIME_LABELS[line.regime]),
			plain(regular, euros(line.baseCents)),
			plain(regular, euros(line.reductionCents)),
		])
	flow.rule()
	flow.space(6)
	flow.text(
		[
			{ text: `${STATEMENT_LABELS.estimatedReduction} : `, font: bold },
			{ text: euros(statement.estimatedReductionCents), font: bold },
		],
		{ size: 11.5 },
	)
	if (statement.headroom) {
		flow.space(4)
		flow.text([{ text: statement.headroom.text, font: regular }])
	}

	// The notes, verbatim.
	const notes = statement.notes.filter((note) => !sameText(note, STATEMENT_NOTICE))
	if (notes.length > 0) {
		flow.heading(STATEMENT_LABELS.notes)
		for (const note of notes) {
			flow.text([{ text: note, font: regular }])
			flow.space(4)
		}
	}

	drawFooters(flow.pages, fonts, tags, `Donnons — ${title} — ${donor.name}`)

	finishPdfA(lib, doc, tags, {
		title,
		subject: donor.name,
		author: 'Donnons',
		created: metadataDate(generatedOn),
		modified: metadataDate(generatedOn),
	})
	return doc.save()
}
