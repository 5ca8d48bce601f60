import { asc, eq, sql } from 'drizzle-orm'
import { charities, taxReceipts } from '#db/schema/index.ts'
import { type ReceiptsReportRow } from '../lib/receipts/receipts-report.ts'
import { getDb } from '../platform/db.server.ts'

/** Per charity, the receipts of a year: issued and still valid, and cancelled (art. 222 bis CGI). */
export function receiptsReport(year: number): ReceiptsReportRow[] {
	const issued = sql<number>`sum(case when ${taxReceipts.status} = 'ISSUED' then 1 else 0 end)`
	const cancelled = sql<number>`sum(case when ${taxReceipts.status} = 'CANCELLED' then 1 else 0 end)`
	return getDb()
		.select({
			charityName: charities.name,
			legalIdType: charities.legalIdType,
			legalId: charities.legalId,
			year: taxReceipts.year,
			issuedCount: issued,
			issuedCents: sql<number>`sum(case when ${taxReceipts.status} = 'ISSUED' then ${taxReceipts.amountCents} else 0 end)`,
			cancelledCount: cancelled,
			cancelledCents: sql<number>`sum(case when ${taxReceipts.status} = 'CANCELLED' then ${taxReceipts.amountCents} else 0 end)`,
		})
		.from(taxReceipts)
		.innerJoin(charities, eq(charities.id, taxReceipts.charityId))
		.where(eq(taxReceipts.year, year))
		.groupBy(taxReceipts.charityId)
		.orderBy(asc(charities.name))
		.all()
}
