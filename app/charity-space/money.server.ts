import { and, asc, count, desc, eq, gte, lte, sql, sum } from 'drizzle-orm'
import { donations, pots, taxReceipts, users } from '#db/schema/index.ts'
import {
	CSV_MAX_ROWS,
	MONEY_PAGE_SIZE,
	moneyFilterMessages,
	periodInstants,
	receiptDonorName,
	type CharityDonation,
	type MoneyFilter,
} from '../lib/charity-space/charity-money.ts'
import { isPotClosed } from '../lib/dates.ts'
import { formatEuros } from '../lib/money.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * A charity's money in its space (ADR 027): the pots opened for it and the donations they received,
 * filtered by period and pot, for the pages and the CSV. Every function takes the charity's id, already
 * checked by `requireCharityMember`: a pot or a donation of another charity is never read.
 */

const POT_STATUS_LABELS = {
	open: 'Ouverte',
	closed: 'Clôturée',
	suspended: 'Suspendue',
	inactive: 'Désactivée',
} as const

/** The charity's pots, newest first: name, organiser, dates, totals and status, already formatted. */
export function charityPots(charityId: number, now = new Date()) {
	return getDb()
		.select({
			id: pots.id,
			name: pots.name,
			createdAt: pots.createdAt,
			closingDate: pots.closingDate,
			totalCents: pots.donationsTotalCents,
			donationsCount: pots.donationsCount,
			donatorsCount: pots.donatorsCount,
			goalCents: pots.goalCents,
			isActive: pots.isActive,
			suspendedAt: pots.suspendedAt,
			organiserFirstName: users.firstName,
			organiserLastName: users.lastName,
		})
		.from(pots)
		.innerJoin(users, eq(users.id, pots.creatorId))
		.where(eq(pots.charityId, charityId))
		.orderBy(desc(pots.id))
		.limit(1000)
		.all()
		.map((p) => {
			const status = !p.isActive
				? 'inactive'
				: p.suspendedAt
					? 'suspended'
					: isPotClosed(p.closingDate, now)
						? 'closed'
						: 'open'
			return {
				id: p.id,
				name: p.name,
				organiser: `${p.organiserFirstName} ${p.organiserLastName}`.trim(),
				openedOn: p.createdAt.toISOString(),
				closesOn: p.closingDate.toISOString(),
				total: formatEuros(p.totalCents),
				totalCents: p.totalCents,
				goalCents: p.goalCents,
				donationsCount: p.donationsCount,
				donatorsCount: p.donatorsCount,
				status,
				statusLabel: POT_STATUS_LABELS[status],
			}
		})
}

/** The pots to choose from in the donations filter, by name. */
export function charityPotChoices(charityId: number) {
	return getDb()
		.select({ id: pots.id, name: pots.name })
		.from(pots)
		.where(eq(pots.charityId, charityId))
		.orderBy(asc(pots.name), asc(pots.id))
		.limit(1000)
		.all()
}

/**
 * The filter as read from the URL, its pot checked: another charity's pot, or one that does not exist, is
 * ignored and reported beside the field like any value that cannot be read (the list shows every pot).
 */
export function checkCharityPotFilter(charityId: number, filter: MoneyFilter): MoneyFilter {
	if (!filter.potId) return filter
	const own = getDb()
		.select({ id: pots.id })
		.from(pots)
		.where(and(eq(pots.id, filter.potId), eq(pots.charityId, charityId)))
		.get()
	if (own) return filter
	return { ...filter, potId: null, errors: { ...filter.errors, cagnotte: moneyFilterMessages.badPot } }
}

const donationDate = sql<number>`coalesce(${donations.succeededAt}, ${donations.createdAt})`

function donationsWhere(charityId: number, filter: Pick<MoneyFilter, 'from' | 'to' | 'potId'>) {
	const { start, end } = periodInstants(filter)
	return and(
		eq(pots.charityId, charityId),
		filter.potId ? eq(donations.potId, filter.potId) : undefined,
		start ? gte(donationDate, start.getTime()) : undefined,
		end ? lte(donationDate, end.getTime()) : undefined,
	)
}

function selectDonations(charityId: number, filter: MoneyFilter, limit: number, offset: number) {
	const rows = getDb()
		.select({
			id: donations.id,
			date: donationDate,
			potId: pots.id,
			potName: pots.name,
			userFirstName: users.firstName,
			userLastName: users.lastName,
			quickFirstName: donations.quickFirstName,
			quickLastName: donations.quickLastName,
			amountCents: donations.amountCents,
			method: donations.method,
			subscriptionId: donations.subscriptionId,
			status: donations.status,
			receiptNumber: taxReceipts.number,
			receiptStatus: taxReceipts.status,
			receiptContent: taxReceipts.content,
		})
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.leftJoin(users, eq(users.id, donations.donorId))
		.leftJoin(taxReceipts, eq(taxReceipts.donationId, donations.id))
		.where(donationsWhere(charityId, filter))
		.orderBy(desc(donationDate), desc(donations.id))
		.limit(limit)
		.offset(offset)
		.all()
	return rows.map((d): CharityDonation => ({
		id: d.id,
		date: new Date(Number(d.date)).toISOString(),
		potId: d.potId,
		potName: d.potName,
		donor:
			receiptDonorName((d.receiptContent as { donor?: unknown } | null)?.donor) ??
			(`${d.userFirstName ?? d.quickFirstName ?? ''} ${d.userLastName ?? d.quickLastName ?? ''}`.trim() ||
				'Donateur'),
		amountCents: d.amountCents,
		method: d.method,
		monthly: d.subscriptionId !== null,
		status: d.status,
		receiptNumber: d.receiptNumber,
		receiptCancelled: d.receiptStatus === 'CANCELLED',
	}))
}

/** One page of the charity's donations for the filter, newest first, with the count and the sums. */
export function charityDonations(charityId: number, filter: MoneyFilter) {
	const totals = getDb()
		.select({
			count: count(),
			succeededCents: sum(sql`case when ${donations.status} = 'SUCCEEDED' then ${donations.amountCents} end`),
		})
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.where(donationsWhere(charityId, filter))
		.get()
	const total = totals?.count ?? 0
	const pageCount = Math.max(1, Math.ceil(total / MONEY_PAGE_SIZE))
	const page = Math.min(filter.page, pageCount)
	return {
		rows: selectDonations(charityId, filter, MONEY_PAGE_SIZE, (page - 1) * MONEY_PAGE_SIZE),
		total,
		succeeded: formatEuros(Number(totals?.succeededCents ?? 0)),
		page,
		pageCount,
		tooManyForCsv: total > CSV_MAX_ROWS,
	}
}

/** The donations of the CSV export: the filter's, newest first, at most CSV_MAX_ROWS. */
export function charityDonationsForCsv(charityId: number, filter: MoneyFilter) {
	return selectDonations(charityId, filter, CSV_MAX_ROWS, 0)
}
