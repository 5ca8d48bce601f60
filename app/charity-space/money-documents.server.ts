import { and, count, desc, eq, sql } from 'drizzle-orm'
import { payouts, pots, taxReceipts } from '#db/schema/index.ts'
import { MONEY_PAGE_SIZE, receiptDonorName } from '../lib/charity-space/charity-money.ts'
import { formatDisplayDate } from '../lib/dates.ts'
import { formatEuros } from '../lib/money.ts'
import { PAYOUT_STATUS_LABELS, payoutFailureLabel } from '../lib/payouts/payout-statement.ts'
import { RECEIPT_CANCEL_REASON_LABELS } from '../lib/receipts/receipt-content.ts'
import { getDb } from '../platform/db.server.ts'
import { parseId } from '../lib/ids.ts'

/**
 * A charity's tax receipts (ADR 013) and payouts (ADR 027) in its space. The charity's id
 * is the one `requireCharityMember` checked: nothing of another charity is read.
 */

/**
 * The yearly figures article 222 bis of the CGI asks for, newest year first: the number and total of the
 * receipts issued and still valid, the cancelled ones apart (the same rule as `npm run receipts:report`).
 */
export function charityReceiptFigures(charityId: number) {
	return getDb()
		.select({
			year: taxReceipts.year,
			issuedCount: sql<number>`sum(case when ${taxReceipts.status} = 'ISSUED' then 1 else 0 end)`,
			issuedCents: sql<number>`sum(case when ${taxReceipts.status} = 'ISSUED' then ${taxReceipts.amountCents} else 0 end)`,
			cancelledCount: sql<number>`sum(case when ${taxReceipts.status} = 'CANCELLED' then 1 else 0 end)`,
			cancelledCents: sql<number>`sum(case when ${taxReceipts.status} = 'CANCELLED' then ${taxReceipts.amountCents} else 0 end)`,
		})
		.from(taxReceipts)
		.where(eq(taxReceipts.charityId, charityId))
		.groupBy(taxReceipts.year)
		.orderBy(desc(taxReceipts.year))
		.all()
		.map((y) => ({
			year: y.year,
			issuedCount: Number(y.issuedCount),
			issued: formatEuros(Number(y.issuedCents)),
			cancelledCount: Number(y.cancelledCount),
			cancelled: formatEuros(Number(y.cancelledCents)),
		}))
}

/** One page of the charity's receipts (of a year, or all), newest first. */
export function charityReceipts(charityId: number, filter: { year: number | null; page: number }) {
	const db = getDb()
	const where = and(
		eq(taxReceipts.charityId, charityId),
		filter.year ? eq(taxReceipts.year, filter.year) : undefined,
	)
	const total = db.select({ n: count() }).from(taxReceipts).where(where).get()?.n ?? 0
	const pageCount = Math.max(1, Math.ceil(total / MONEY_PAGE_SIZE))
	const page = Math.min(filter.page, pageCount)
	const rows = db
		.select({
			id: taxReceipts.id,
			number: taxReceipts.number,
			issuedAt: taxReceipts.issuedAt,
			amountCents: taxReceipts.amountCents,
			status: taxReceipts.status,
			cancelledAt: taxReceipts.cancelledAt,
			cancelReason: taxReceipts.cancelReason,
			content: taxReceipts.content,
			donationId: taxReceipts.donationId,
		})
		.from(taxReceipts)
		.where(where)
		.orderBy(desc(taxReceipts.issuedAt), desc(taxReceipts.id))
		.limit(MONEY_PAGE_SIZE)
		.offset((page - 1) * MONEY_PAGE_SIZE)
		.all()
		.map((r) => ({
			id: r.id,
			number: r.number,
			donationId: r.donationId,
			issuedOn: formatDisplayDate(r.issuedAt),
			donor: receiptDonorName((r.content as { donor?: unknown } | null)?.donor) ?? 'Donateur',
			amount: formatEuros(r.amountCents),
			cancelled: r.status === 'CANCELLED',
			cancellation:
				r.status === 'CANCELLED'
					? `Annulé le ${r.cancelledAt ? formatDisplayDate(r.cancelledAt) : '—'}${
							r.cancelReason ? ` : ${RECEIPT_CANCEL_REASON_LABELS[r.cancelReason]}` : ''
						}`
					: null,
		}))
	return { rows, total, page, pageCount }
}

/** The charity's payouts, newest first, already formatted. */
export function charityPayouts(charityId: number) {
	return getDb()
		.select({ payout: payouts, potName: pots.name })
		.from(payouts)
		.innerJoin(pots, eq(pots.id, payouts.potId))
		.where(eq(payouts.charityId, charityId))
		.orderBy(desc(payouts.id))
		.limit(500)
		.all()
		.map(({ payout: p, potName }) => ({
			id: p.id,
			potId: p.potId,
			potName,
			requestedOn: formatDisplayDate(p.createdAt),
			paidOn: p.succeededAt ? formatDisplayDate(p.succeededAt) : null,
			status: p.status,
			statusLabel: PAYOUT_STATUS_LABELS[p.status],
			failureReason: p.status === 'FAILED' ? payoutFailureLabel(p.resultCode) : null,
			amount: formatEuros(p.amountCents),
			fee: formatEuros(p.feeCents),
			net: formatEuros(p.amountCents - p.feeCents),
		}))
}

/** The payout `payoutId` (route text) if it is this charity's, else null: another charity's is a 404. */
export function charityPayoutId(charityId: number, payoutId: string | undefined) {
	const id = parseId(payoutId)
	if (!id) return null
	const row = getDb()
		.select({ id: payouts.id })
		.from(payouts)
		.where(and(eq(payouts.id, id), eq(payouts.charityId, charityId)))
		.get()
	return row?.id ?? null
}
