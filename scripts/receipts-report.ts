// `npm run receipts:report -- --year 2026 [--out file.csv]`: per charity, the number and total of the tax
// receipts issued in a year (cancelled ones apart), as CSV on stdout or in a file (art. 222 bis CGI).
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { receiptsReportCsv } from '#app/lib/receipts/receipts-report.ts'
import { getDb } from '#app/platform/db.server.ts'
import { receiptsReport } from '#app/receipts/report.server.ts'

const { values } = parseArgs({ options: { year: { type: 'string' }, out: { type: 'string' } } })
const year = Number(values.year)
if (!Number.isInteger(year) || year < 2000 || year > 2100) {
	console.error('Usage: npm run receipts:report -- --year 2026 [--out receipts-2026.csv]')
	process.exit(2)
}
const csv = receiptsReportCsv(receiptsReport(year))
if (values.out) {
	writeFileSync(values.out, csv)
	console.error(`Wrote ${values.out}.`)
} else process.stdout.write(csv)
getDb().$client.close()
