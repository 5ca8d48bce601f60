import { and, count, desc, eq, gt, isNull, sum } from 'drizzle-orm'
import { pots } from '#db/schema/index.ts'
import { formatEuros } from '../lib/money.ts'
import { getDb } from '../platform/db.server.ts'

/** What a charity's space shows of it (/association-espace/:charityId): its pots, newest first. */
export function charitySpaceSummary(charityId: number, now = new Date()) {
	const db = getDb()
	const totals = db
		.select({ pots: count(), total: sum(pots.donationsTotalCents) })
		.from(pots)
		.where(and(eq(pots.charityId, charityId), eq(pots.isActive, true)))
		.get()
	const open =
		db
			.select({ n: count() })
			.from(pots)
			.where(
				and(
					eq(pots.charityId, charityId),
					eq(pots.isActive, true),
					gt(pots.closingDate, now),
					isNull(pots.suspendedAt),
				),
			)
			.get()?.n ?? 0
	const latest = db
		.select({
			id: pots.id,
			name: pots.name,
			totalCents: pots.donationsTotalCents,
			suspendedAt: pots.suspendedAt,
		})
		.from(pots)
		.where(and(eq(pots.charityId, charityId), eq(pots.isActive, true)))
		.orderBy(desc(pots.id))
		.limit(20)
		.all()
		.map((p) => ({
			id: p.id,
			name: p.name,
			total: formatEuros(p.totalCents),
			suspended: p.suspendedAt !== null,
		}))
	return {
		potsCount: totals?.pots ?? 0,
		openCount: open,
		collected: formatEuros(Number(totals?.total ?? 0)),
		latest,
	}
}
