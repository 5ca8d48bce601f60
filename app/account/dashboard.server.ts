import { and, asc, desc, eq, inArray, isNotNull, sum } from 'drizzle-orm'
import { charities, donations, mandates, pots, subscriptions, taxReceipts } from '#db/schema/index.ts'
import { type AccountRole } from '../lib/account/account-kind.ts'
import {
	DASHBOARD_ROWS,
	type DashboardTable,
	paymentStatusLabel,
	potPaymentStatus,
	potStatusLabel,
	receiptCell,
	monthlyGiftView,
	truncatePotName,
} from '../lib/account/dashboard.ts'
import { formatDisplayDate } from '../lib/dates.ts'
import { formatEuros } from '../lib/money.ts'
import { getDb } from '../platform/db.server.ts'
import { helpHeadroomOf } from '../receipts/headroom.server.ts'
import { receiptPath, statementPath } from '../receipts/paths.ts'
import { type DashboardData } from './types.ts'

/**
 * The member-area dashboard (docs/requirements.md#spec-1-2-private-dashboard "Private dashboard", "Company dashboard"): the figures, the user's
 * donations, monthly gifts and pots, each table cut at 10 rows unless expanded (`?tout=`), everything
 * already formatted (French labels, dd/MM/yyyy in Paris, euros) so the components only lay it out.
 */

/** Cuts a table at 10 rows unless it is expanded; the total says whether a toggle is needed. */
function page<T>(rows: T[], table: DashboardTable, expanded: readonly DashboardTable[]) {
	return { rows: expanded.includes(table) ? rows : rows.slice(0, DASHBOARD_ROWS), total: rows.length }
}

function participations(userId: number, company: boolean, now: Date) {
	const rows = getDb()
		.select({
			id: donations.id,
			potId: donations.potId,
			potName: pots.name,
			closingDate: pots.closingDate,
			charityName: charities.name,
			receiptType: charities.receiptType,
			amountCents: donations.amountCents,
			status: donations.status,
			succeededAt: donations.succeededAt,
			createdAt: donations.createdAt,
			receiptNumber: taxReceipts.number,
			receiptStatus: taxReceipts.status,
		})
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.leftJoin(taxReceipts, eq(taxReceipts.donationId, donations.id))
		.where(eq(donations.donorId, userId))
		.orderBy(desc(donations.createdAt), desc(donations.id))
		.all()
	return rows.map((row) => ({
		id: row.id,
		potId: row.potId,
		potName: truncatePotName(row.potName),
		potFullName: row.potName,
		charityName: row.charityName,
		amount: formatEuros(row.amountCents),
		date: formatDisplayDate(row.succeededAt ?? row.createdAt),
		paymentStatus: paymentStatusLabel(row.status, { company }),
		potStatus: potStatusLabel(row.closingDate, now),
		receipt: receiptCell({
			receiptType: row.receiptType,
			paymentStatus: row.status,
			paidAt: row.succeededAt,
			receipt: row.receiptNumber ? { number: row.receiptNumber, status: row.receiptStatus ?? '' } : null,
			receiptPath,
		}),
	}))
}

function monthlyGifts(userId: number, now: Date) {
	const rows = getDb()
		.select({
			id: subscriptions.id,
			potId: subscriptions.potId,
			potName: pots.name,
			closingDate: pots.closingDate,
			potIsActive: pots.isActive,
			charityName: charities.name,
			amountCents: subscriptions.amountCents,
			status: subscriptions.status,
			debitDay: subscriptions.debitDay,
			mandateStatus: mandates.status,
		})
		.from(subscriptions)
		.innerJoin(pots, eq(pots.id, subscriptions.potId))
		.innerJoin(charities, eq(charities.id, subscriptions.charityId))
		.leftJoin(mandates, eq(mandates.id, subscriptions.mandateId))
		.where(eq(subscriptions.donorId, userId))
		.orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
		.all()
	return rows.map((row) => {
		const potFinished = !row.potIsActive || now.getTime() > row.closingDate.getTime()
		return {
			id: row.id,
			potId: row.potId,
			potName: truncatePotName(row.potName),
			potFullName: row.potName,
			charityName: row.charityName,
			amount: formatEuros(row.amountCents),
			...monthlyGiftView(row.status, potFinished),
			debitDay: row.debitDay,
			potFinished,
		}
	})
}

function ownPots(userId: number, company: boolean, now: Date) {
	const rows = getDb()
		.select({
			id: pots.id,
			name: pots.name,
			closingDate: pots.closingDate,
			totalCents: pots.donationsTotalCents,
			donatorsCount: pots.donatorsCount,
			goalCents: pots.goalCents,
			charityName: charities.name,
		})
		.from(pots)
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(eq(pots.creatorId, userId))
		.orderBy(desc(pots.createdAt), desc(pots.id))
		.all()
	// A company pot's payment status: the company's own gifts to it, oldest first (docs/requirements.md#spec-1-2, docs/requirements.md#spec-1-4).
	const own =
		company && rows.length > 0
			? ownGiftStatuses(
					userId,
					rows.map((r) => r.id),
				)
			: new Map()
	return rows.map((row) => ({
		id: row.id,
		name: truncatePotName(row.name),
		fullName: row.name,
		charityName: row.charityName,
		closingDate: formatDisplayDate(row.closingDate),
		collected: formatEuros(row.totalCents),
		totalCents: row.totalCents,
		goalCents: row.goalCents,
		status: potStatusLabel(row.closingDate, now),
		contributors: company ? null : row.donatorsCount,
		paymentStatus: company
			? paymentStatusLabel(potPaymentStatus(own.get(row.id) ?? []), { company: true })
			: null,
	}))
}

function ownGiftStatuses(userId: number, potIds: number[]) {
	const statuses = new Map<number, string[]>()
	const rows = getDb()
		.select({ potId: donations.potId, status: donations.status })
		.from(donations)
		.where(and(eq(donations.donorId, userId), inArray(donations.potId, potIds)))
		.orderBy(asc(donations.createdAt), asc(donations.id))
		.all()
	for (const row of rows) statuses.set(row.potId, [...(statuses.get(row.potId) ?? []), row.status])
	return statuses
}

/** Total given: the user's succeeded donations, without the tip; total received: their pots' totals. */
function figures(userId: number) {
	const db = getDb()
	const given = db
		.select({ cents: sum(donations.amountCents) })
		.from(donations)
		.where(and(eq(donations.donorId, userId), eq(donations.status, 'SUCCEEDED')))
		.get()
	const received = db
		.select({ cents: sum(pots.donationsTotalCents) })
		.from(pots)
		.where(eq(pots.creatorId, userId))
		.get()
	return {
		givenCents: Number(given?.cents ?? 0),
		receivedCents: Number(received?.cents ?? 0),
	}
}

/** The years the user has issued receipts in, newest first: one yearly statement link each. */
function statementYears(userId: number) {
	return getDb()
		.selectDistinct({ year: taxReceipts.year })
		.from(taxReceipts)
		.where(
			and(eq(taxReceipts.donorId, userId), eq(taxReceipts.status, 'ISSUED'), isNotNull(taxReceipts.content)),
		)
		.orderBy(desc(taxReceipts.year))
		.all()
		.map(({ year }) => ({ year, href: statementPath(year) }))
}

export function loadDashboard(
	user: { id: number; role: AccountRole },
	expanded: readonly DashboardTable[],
	now = new Date(),
): DashboardData {
	const company = user.role === 'enterprise'
	const totals = figures(user.id)
	return {
		company,
		given: formatEuros(totals.givenCents),
		received: formatEuros(totals.receivedCents),
		expanded: [...expanded],
		participations: page(participations(user.id, company, now), 'participations', expanded),
		monthly: page(monthlyGifts(user.id, now), 'mensuels', expanded),
		pots: page(ownPots(user.id, company, now), 'cagnottes', expanded),
		statements: statementYears(user.id),
		// The 75 % headroom (issue 28): individuals only, companies get 60 % with no such ceiling.
		headroom: company ? null : helpHeadroomOf(user.id, now),
	}
}

/** One monthly gift of the donor as its dashboard row (the stop confirmation page), or null if not theirs. */
export function ownMonthlyGift(userId: number, id: number, now = new Date()) {
	return monthlyGifts(userId, now).find((row) => row.id === id) ?? null
}
