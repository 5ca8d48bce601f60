import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { charities, pots } from '#db/schema/index.ts'
import { formatEuros } from '../lib/money.ts'
import { formatOutboxDate } from '../mail/mailer.server.ts'
import { getDb } from '../platform/db.server.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'
import { parseId } from '../lib/ids.ts'

/** The operators' view of the pots (/admin/cagnottes, ADR 026): search, suspend with a reason, reopen. */

const LIST_LIMIT = 50

/** Pots whose id is `q` or whose name contains it (the latest 50 when empty), newest first. */
export function searchPots(q: string) {
	const term = q.trim().replace(/^#/, '')
	const pattern = `%${term.replace(/[%_\\]/g, '\\$&')}%`
	const id = parseId(term)
	const byId = id ? eq(pots.id, id) : undefined
	return (
		getDb()
			.select({
				id: pots.id,
				name: pots.name,
				charityName: charities.name,
				totalCents: pots.donationsTotalCents,
				isActive: pots.isActive,
				suspendedAt: pots.suspendedAt,
			})
			.from(pots)
			.innerJoin(charities, eq(charities.id, pots.charityId))
			.where(term ? or(byId, sql`${pots.name} like ${pattern} escape '\\'`) : undefined)
			// A number typed is first the pot of that number, then the names that contain it.
			.orderBy(...(byId ? [desc(byId)] : []), desc(pots.id))
			.limit(LIST_LIMIT)
			.all()
			.map(({ totalCents, suspendedAt, ...pot }) => ({
				...pot,
				total: formatEuros(totalCents),
				suspended: suspendedAt !== null,
			}))
	)
}

/** One pot as the operator sees it, or null. */
export function potForOperator(potId: number) {
	const pot = getDb()
		.select({
			id: pots.id,
			name: pots.name,
			charityName: charities.name,
			totalCents: pots.donationsTotalCents,
			donatorsCount: pots.donatorsCount,
			suspendedAt: pots.suspendedAt,
			suspendedReason: pots.suspendedReason,
		})
		.from(pots)
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(eq(pots.id, potId))
		.get()
	if (!pot) return null
	const { totalCents, suspendedAt, ...rest } = pot
	return {
		...rest,
		total: formatEuros(totalCents),
		suspendedAt: suspendedAt ? formatOutboxDate(suspendedAt) : null,
	}
}

/**
 * Suspends a pot (its page says so and it takes no gift) or, with `reason` null, reopens it. Only an open pot
 * is suspended and only a suspended one reopened: a form posted twice keeps the first suspension's date and
 * reason. The pot's cached anonymous pages are dropped at once (ADR 020). Returns whether it changed, or null
 * when the pot does not exist.
 */
export function setPotSuspension(potId: number, reason: string | null): 'changed' | 'unchanged' | null {
	const db = getDb()
	const suspend = reason !== null
	const row = db
		.update(pots)
		.set(
			suspend
				? { suspendedAt: new Date(), suspendedReason: reason }
				: { suspendedAt: null, suspendedReason: null },
		)
		.where(and(eq(pots.id, potId), suspend ? isNull(pots.suspendedAt) : isNotNull(pots.suspendedAt)))
		.returning({ id: pots.id })
		.get()
	if (row) {
		invalidatePotPages(potId)
		return 'changed'
	}
	return db.select({ id: pots.id }).from(pots).where(eq(pots.id, potId)).get() ? 'unchanged' : null
}
