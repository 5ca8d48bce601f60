import { and, asc, desc, eq, gt } from 'drizzle-orm'
import { companies, donations, taxReceipts, users } from '#db/schema/index.ts'
import { parisDay } from '../lib/dates.ts'
import { type ReceiptContent, formatPostalAddress } from '../lib/receipts/receipt-content.ts'
import { computeTaxStatement } from '../lib/receipts/tax-statement.ts'
import { type StatementGift } from '../lib/receipts/tax-statement-types.ts'
import { getDb } from '../platform/db.server.ts'
import { receiptFilename, statementFilename } from './paths.ts'
import { renderReceiptPdf } from './receipt-pdf.server.ts'
import { renderStatementPdf } from './statement-pdf.server.ts'

/**
 * The documents behind the receipt URLs and mail attachments: a receipt's PDF, always rendered from the
 * content frozen when it was issued (with its cancellation, if any), and a donor's yearly statement.
 */

type ReceiptRow = typeof taxReceipts.$inferSelect

async function renderReceipt(row: ReceiptRow) {
	const cancellation =
		row.status === 'CANCELLED' && row.cancelledAt && row.cancelReason
			? { cancelledOn: parisDay(row.cancelledAt), reason: row.cancelReason }
			: null
	const pdf = await renderReceiptPdf(row.content as ReceiptContent, cancellation)
	return { filename: receiptFilename(row.number), pdf }
}

/** A donor's own receipt by its number, or null (someone else's and a missing one look the same). */
export function findDonorReceipt(number: string, userId: number) {
	return (
		getDb()
			.select()
			.from(taxReceipts)
			.where(and(eq(taxReceipts.number, number), eq(taxReceipts.donorId, userId)))
			.get() ?? null
	)
}

/** The donor's receipt for a gift to this pot issued in the last hour (the thank-you page's link), or null. */
export function recentReceipt(userId: number, potId: number) {
	return (
		getDb()
			.select({ number: taxReceipts.number })
			.from(taxReceipts)
			.innerJoin(donations, eq(donations.id, taxReceipts.donationId))
			.where(
				and(
					eq(taxReceipts.donorId, userId),
					eq(donations.potId, potId),
					eq(taxReceipts.status, 'ISSUED'),
					gt(taxReceipts.issuedAt, new Date(Date.now() - 60 * 60 * 1000)),
				),
			)
			.orderBy(desc(taxReceipts.id))
			.get() ?? null
	)
}

export async function receiptPdfOf(row: ReceiptRow) {
	if (!row.content) throw new Error(`Receipt ${row.number} was issued without its content`)
	return renderReceipt(row)
}

export async function receiptPdfById(receiptId: number) {
	const row = getDb().select().from(taxReceipts).where(eq(taxReceipts.id, receiptId)).get()
	if (!row) throw new Error(`Unknown receipt ${receiptId}`)
	return receiptPdfOf(row)
}

/** The receipted gifts of a donor's calendar year (cancelled receipts apart), oldest first. */
export function receiptedGifts(userId: number, year: number): StatementGift[] {
	const rows = getDb()
		.select()
		.from(taxReceipts)
		.where(and(eq(taxReceipts.donorId, userId), eq(taxReceipts.year, year), eq(taxReceipts.status, 'ISSUED')))
		.orderBy(asc(taxReceipts.issuedAt), asc(taxReceipts.id))
		.all()
	return rows.flatMap((row) => {
		const content = row.content as ReceiptContent | null
		if (!content) return []
		return [
			{
				date: content.giftDate,
				charityName: content.beneficiary.name,
				amountCents: content.amountCents,
				receiptNumber: content.number,
				regime:
					content.donor.kind === 'COMPANY'
						? 'COMPANY_60'
						: content.ratePercent === 75
							? 'INDIVIDUAL_75'
							: 'INDIVIDUAL_66',
			} satisfies StatementGift,
		]
	})
}

/** The donor's yearly statement as a PDF (a summary, not a receipt), from their receipts and current profile. */
export async function statementPdfFor(userId: number, year: number) {
	const row = getDb()
		.select({ user: users, company: companies })
		.from(users)
		.leftJoin(companies, eq(companies.userId, users.id))
		.where(eq(users.id, userId))
		.get()
	if (!row) throw new Error(`Unknown user ${userId}`)
	const { user, company } = row
	const isCompany = user.role === 'enterprise' && company !== null
	const statement = computeTaxStatement({
		year,
		donorKind: isCompany ? 'COMPANY' : 'INDIVIDUAL',
		gifts: receiptedGifts(userId, year),
		asOf: [parisDay(new Date()), `${year}-12-31`].sort()[0],
	})
	const address = isCompany
		? {
				line1: company.addressLine1,
				postCode: company.postCode,
				city: company.city,
				country: company.countryIso,
			}
		: { line1: user.addressLine1, postCode: user.postCode, city: user.city, country: user.countryIso }
	const donor = {
		name: isCompany ? company.name : `${user.firstName} ${user.lastName}`,
		address: address.line1
			? formatPostalAddress({
					line1: address.line1,
					postCode: address.postCode ?? '',
					city: address.city ?? '',
					country: address.country,
				})
			: '',
	}
	const pdf = await renderStatementPdf(statement, donor, parisDay(new Date()))
	return { filename: statementFilename(year), pdf, statement }
}
