import { type PDFFont } from 'pdf-lib'
import {
	frenchDay,
	METHOD_LABELS,
	PAYOUT_STATEMENT_LABELS as L,
	PAYOUT_STATUS_LABELS,
	type PayoutStatement,
} from '../lib/payouts/payout-statement.ts'
import { feeRuleLabel } from '../lib/payouts/payouts.ts'
import {
	embedFonts,
	euros,
	GREY,
	LIGHT,
	loadPdfLib,
	metadataDate,
	RED,
	rgb,
} from '../receipts/pdf-kit.server.ts'
import { finishPdfA, Tagger } from '../receipts/pdfa.server.ts'
import { type Cell, type Column, drawFooters, Pages, WIDTH } from '../receipts/statement-pdf.server.ts'
import { loadPayoutStatement } from './statement.server.ts'

/**
 * A payout's statement as an A4 PDF for the charity's accounts (ADR 027): the pot, the payout's figures
 * (donations, debts repaid, fee, net), then the donations it carried in a table continued on as many pages
 * as needed. pdf-lib is loaded on first use (docs/performance.md).
 */

const DONATION_COLUMNS: Column[] = [
	{ width: 62, align: 'left' },
	{ width: 64, align: 'left' },
	{ width: WIDTH - 62 - 64 - 100 - 80, align: 'left' },
	{ width: 100, align: 'left' },
	{ width: 80, align: 'right' },
]
const SUMMARY_COLUMNS: Column[] = [
	{ width: WIDTH - 130, align: 'left' },
	{ width: 130, align: 'right' },
]
const ZEBRA = rgb(0.97, 0.97, 0.97)

const cell = (font: PDFFont, text: string, color?: ReturnType<typeof rgb>): Cell => ({
	runs: [{ text, font, color }],
})

async function renderPayoutStatementPdf(s: PayoutStatement): Promise<Uint8Array> {
	const lib = await loadPdfLib()
	const doc = await lib.PDFDocument.create({ updateMetadata: false })
	const fonts = await embedFonts(doc)
	const { regular, bold } = fonts
	const title = `${L.title} n° ${s.payoutId}`
	const tags = new Tagger(lib, doc)
	const flow = new Pages(doc, fonts, tags)

	flow.text([{ text: 'Donnons', font: bold, color: GREY }], { size: 10 })
	flow.space(10)
	flow.text([{ text: title, font: bold }], { size: 17, tag: 'H1' })
	flow.space(6)
	const facts: [string, string][] = [
		[L.charity, s.charityName],
		[L.pot, `${s.potName} (n° ${s.potId})`],
		[L.organiser, s.organiserName],
		[L.reference, s.reference],
		[L.status, PAYOUT_STATUS_LABELS[s.status]],
		[L.requestedOn, frenchDay(s.requestedOn)],
		...(s.paidOn ? [[L.paidOn, frenchDay(s.paidOn)] as [string, string]] : []),
		[L.bankAccount, s.bankAccount],
	]
	for (const [label, value] of facts)
		flow.text([
			{ text: `${label} : `, font: bold },
			{ text: value, font: regular },
		])

	flow.heading('Montants')
	flow.table()
	const summary: [string, number, boolean][] = [
		[L.donationsTotal, s.donationsCents, false],
		...(s.debtsRepaidCents > 0
			? [[L.debtsRepaid, -s.debtsRepaidCents, false] as [string, number, boolean]]
			: []),
		[L.amountPaid, s.amountCents, false],
		[`${L.fee} (${feeRuleLabel(s.feeRule)})`, -s.feeCents, false],
		[L.net, s.netCents, true],
	]
	for (const [label, cents, strong] of summary)
		flow.row(
			SUMMARY_COLUMNS,
			[cell(strong ? bold : regular, label), cell(strong ? bold : regular, euros(cents))],
			{
				fill: strong ? LIGHT : undefined,
			},
		)

	flow.heading(`${L.donations} (${s.lines.length})`)
	flow.table()
	const tableHeading = (repeated: boolean) =>
		flow.row(
			DONATION_COLUMNS,
			[L.donationNumber, L.date, L.donor, L.method, L.amount].map((label) => cell(bold, label)),
			{ fill: LIGHT, header: true, repeated },
		)
	tableHeading(false)
	flow.onNewPage = () => {
		flow.text([{ text: `${title} (suite)`, font: regular, color: GREY }], { size: 9, tag: null })
		flow.space(4)
		tableHeading(true)
	}
	s.lines.forEach((line, i) =>
		flow.row(
			DONATION_COLUMNS,
			[
				cell(regular, String(line.donationId)),
				cell(regular, frenchDay(line.date)),
				line.reversedAfter
					? { runs: [{ text: `${line.donor} — ${L.reversedAfter}`, font: regular, color: RED }] }
					: cell(regular, line.donor),
				cell(regular, METHOD_LABELS[line.method]),
				cell(regular, euros(line.amountCents)),
			],
			{ fill: i % 2 === 1 ? ZEBRA : undefined },
		),
	)
	flow.onNewPage = null
	flow.rule()
	flow.row(SUMMARY_COLUMNS, [cell(bold, L.donationsTotal), cell(bold, euros(s.donationsCents))])

	drawFooters(flow.pages, fonts, tags, `Donnons — ${title} — ${s.charityName}`)
	finishPdfA(lib, doc, tags, {
		title,
		subject: s.charityName,
		author: 'Donnons',
		created: metadataDate(s.requestedOn),
		modified: new Date(),
	})
	return doc.save()
}

/** The statement of a payout as a PDF file, or null for an unknown payout. */
export async function payoutStatementPdfFile(payoutId: number) {
	const statement = loadPayoutStatement(payoutId)
	return statement ? renderPayoutStatementPdf(statement) : null
}
