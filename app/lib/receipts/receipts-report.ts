/**
 * The yearly figures article 222 bis of the CGI asks of a charity that issues tax receipts: the number and
 * the total amount of the receipts issued in a year (cancelled ones apart, and shown apart). As CSV for
 * spreadsheets set to French: semicolons between fields, a decimal comma, UTF-8 with a byte order mark.
 */

import { csvDocument, csvEuros } from '../csv.ts'

export { csvEuros }

export type ReceiptsReportRow = {
	charityName: string
	legalIdType: string | null
	legalId: string | null
	year: number
	issuedCount: number
	issuedCents: number
	cancelledCount: number
	cancelledCents: number
}

const HEADER = [
	'Association',
	'Identifiant',
	'Année',
	'Reçus émis',
	'Montant des reçus émis (€)',
	'Reçus annulés',
	'Montant des reçus annulés (€)',
]

export function receiptsReportCsv(rows: ReceiptsReportRow[]) {
	const lines = [
		HEADER,
		...rows.map((r) => [
			r.charityName,
			r.legalId ? `${r.legalIdType ?? ''} ${r.legalId}`.trim() : '',
			r.year,
			r.issuedCount,
			csvEuros(r.issuedCents),
			r.cancelledCount,
			csvEuros(r.cancelledCents),
		]),
	]
	return csvDocument(lines)
}
