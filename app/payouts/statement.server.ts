import { and, asc, eq, ne, sql } from 'drizzle-orm'
import {
	charities,
	charityDebts,
	donations,
	payoutBankAccounts,
	payoutItems,
	payouts,
	pots,
	users,
} from '#db/schema/index.ts'
import { type PayoutStatement, payoutStatementCsv } from '../lib/payouts/payout-statement.ts'
import { payoutBankWireRef } from '../lib/payouts/payouts.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * A payout's statement (ADR 027), read from its row, its items and the debts of its donations; rendered as
 * CSV here and as PDF by statement-pdf.server.ts. Who may download it is the route's business
 * (`requirePayoutAccess`, to come with the charity area).
 */

/** yyyy-MM-dd in Paris. */
const parisDay = (at: Date) =>
	new Intl.DateTimeFormat('en-CA', {
		timeZone: 'Europe/Paris',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	}).format(at)

export function loadPayoutStatement(payoutId: number): PayoutStatement | null {
	const db = getDb()
	const head = db
		.select({
			payout: payouts,
			potName: pots.name,
			charityName: charities.name,
			organiserFirstName: users.firstName,
			organiserLastName: users.lastName,
			bankAccount: payoutBankAccounts.ibanMasked,
		})
		.from(payouts)
		.innerJoin(pots, eq(pots.id, payouts.potId))
		.innerJoin(charities, eq(charities.id, payouts.charityId))
		.innerJoin(users, eq(users.id, pots.creatorId))
		.innerJoin(payoutBankAccounts, eq(payoutBankAccounts.id, payouts.bankAccountId))
		.where(eq(payouts.id, payoutId))
		.get()
	if (!head) return null
	const donor = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), trim(coalesce(${donations.quickFirstName}, '') || ' ' || coalesce(${donations.quickLastName}, '')))`
	const lines = db
		.select({
			donationId: donations.id,
			succeededAt: donations.succeededAt,
			createdAt: donations.createdAt,
			donor,
			method: donations.method,
			amountCents: payoutItems.amountCents,
			debtId: charityDebts.id,
		})
		.from(payoutItems)
		.innerJoin(donations, eq(donations.id, payoutItems.donationId))
		.leftJoin(users, eq(users.id, donations.donorId))
		.leftJoin(
			charityDebts,
			and(
				eq(charityDebts.donationId, donations.id),
				eq(charityDebts.payoutId, payoutId),
				ne(charityDebts.status, 'CANCELLED'),
			),
		)
		.where(eq(payoutItems.payoutId, payoutId))
		.orderBy(asc(donations.succeededAt), asc(donations.id))
		.all()
	const { payout } = head
	const donationsCents = lines.reduce((total, line) => total + line.amountCents, 0)
	return {
		payoutId: payout.id,
		reference: payoutBankWireRef(payout.potId),
		potId: payout.potId,
		potName: head.potName,
		charityName: head.charityName,
		organiserName: `${head.organiserFirstName} ${head.organiserLastName}`.trim(),
		status: payout.status,
		requestedOn: parisDay(payout.createdAt),
		paidOn: payout.succeededAt ? parisDay(payout.succeededAt) : null,
		bankAccount: head.bankAccount,
		lines: lines.map((line) => ({
			donationId: line.donationId,
			date: parisDay(line.succeededAt ?? line.createdAt),
			donor: line.donor.trim() || 'Donateur',
			method: line.method,
			amountCents: line.amountCents,
			reversedAfter: line.debtId !== null,
		})),
		donationsCents,
		debtsRepaidCents: Math.max(0, donationsCents - payout.amountCents),
		amountCents: payout.amountCents,
		feeCents: payout.feeCents,
		feeRule: payout.feeRule,
		netCents: payout.amountCents - payout.feeCents,
	}
}

/** The statement as a CSV file for French spreadsheets, or null for an unknown payout. */
export function payoutStatementCsvFile(payoutId: number) {
	const statement = loadPayoutStatement(payoutId)
	return statement ? payoutStatementCsv(statement) : null
}
