import { eq, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import {
	charities,
	companies,
	donations,
	pots,
	receiptCounters,
	taxReceipts,
	users,
} from '#db/schema/index.ts'
import { amountInFigures, amountInFrenchWords } from '../lib/receipts/amount-in-words.ts'
import { parisDay } from '../lib/dates.ts'
import { type PostalAddress, type ReceiptContent } from '../lib/receipts/receipt-content.ts'

/**
 * Issuing a tax receipt: the next number of the charity's sequence for the Paris calendar year, and the
 * receipt's full content frozen with it (`tax_receipts.content`). Runs inside the transaction that makes the
 * donation succeed: SQLite serialises writers, so the counter's increment and the receipt's insert commit
 * together or not at all — no gap, no duplicate, even across processes (ADR 013).
 */

function formatReceiptNumber(charityId: number, year: number, sequence: number) {
	return `${year}-${String(charityId).padStart(4, '0')}-${String(sequence).padStart(6, '0')}`
}

const address = (line1: string | null, postCode: string | null, city: string | null, country: string) =>
	({ line1: line1 ?? '', postCode: postCode ?? '', city: city ?? '', country }) satisfies PostalAddress

/** What a receipt for this donation would print, read from the live rows (null: no receipt is due). */
const receiptSourceOf = (db: DbOrTx) =>
	db
		.select({ donation: donations, charity: charities, donor: users, company: companies })
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.innerJoin(users, eq(users.id, donations.donorId))
		.leftJoin(companies, eq(companies.userId, users.id))
		.where(eq(donations.id, sql.placeholder('donationId')))
		.prepare()

function receiptContentOf(tx: DbOrTx, donationId: number, at: Date): Omit<ReceiptContent, 'number'> | null {
	const row = prepared(tx, receiptSourceOf).get({ donationId })
	if (!row) return null
	const { donation, charity, donor, company } = row
	const isCompany = donor.role === 'enterprise' && company !== null
	const day = parisDay(at)
	return {
		version: 1,
		issuedOn: day,
		issuedAt: charity.city ?? '',
		beneficiary: {
			name: charity.name,
			legalIdType: charity.legalIdType ?? 'SIREN',
			legalId: charity.legalId ?? '',
			address: address(charity.addressLine1, charity.postCode, charity.city, 'FR'),
			purpose: charity.purpose,
			legalCategory: charity.legalCategory ?? 'GENERAL_INTEREST',
			publicUtilityDecreeDate: charity.publicUtilityDecreeDate,
			signatory: {
				name: charity.signatoryName ?? '',
				role: charity.signatoryRole ?? '',
				signaturePath: charity.signaturePath ?? null,
			},
		},
		donor: isCompany
			? {
					kind: 'COMPANY',
					name: company.name,
					legalForm: company.legalForm ?? '',
					siren: company.siren ?? '',
					address: address(company.addressLine1, company.postCode, company.city, company.countryIso),
				}
			: {
					kind: 'INDIVIDUAL',
					lastName: donor.lastName,
					firstNames: donor.firstName,
					address: address(donor.addressLine1, donor.postCode, donor.city, donor.countryIso),
				},
		amountCents: donation.amountCents,
		amountInFigures: amountInFigures(donation.amountCents),
		amountInWords: amountInFrenchWords(donation.amountCents),
		giftDate: day,
		method: donation.method,
		ratePercent: isCompany ? charity.enterpriseRate : charity.privateRate,
	}
}

const receiptOfDonation = (db: DbOrTx) =>
	db
		.select()
		.from(taxReceipts)
		.where(eq(taxReceipts.donationId, sql.placeholder('donationId')))
		.prepare()

const receiptRuleOf = (db: DbOrTx) =>
	db
		.select({
			status: donations.status,
			isQuick: donations.isQuick,
			donorId: donations.donorId,
			amountCents: donations.amountCents,
			charityId: pots.charityId,
			receiptType: charities.receiptType,
		})
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(eq(donations.id, sql.placeholder('donationId')))
		.prepare()

/**
 * Issues the tax receipt of a succeeded donation. Idempotent: a donation that already has a receipt keeps it.
 * Quick donations and charities that send their own receipts get none; the tip is never on it (the amount is
 * the donation's, the tip is a separate column). Must run inside the donation's status-change transaction.
 */
export function issueTaxReceipt(tx: DbOrTx, donationId: number, issuedAt: Date) {
	const existing = prepared(tx, receiptOfDonation).get({ donationId })
	if (existing) return existing
	const row = prepared(tx, receiptRuleOf).get({ donationId })
	if (!row || row.status !== 'SUCCEEDED' || row.isQuick || row.receiptType !== 'GENERATED') return null
	const draft = receiptContentOf(tx, donationId, issuedAt)
	if (!draft) return null
	const year = Number(parisDay(issuedAt).slice(0, 4))
	const counter = tx
		.insert(receiptCounters)
		.values({ charityId: row.charityId, year, lastSequence: 1 })
		.onConflictDoUpdate({
			target: [receiptCounters.charityId, receiptCounters.year],
			set: { lastSequence: sql`${receiptCounters.lastSequence} + 1` },
		})
		.returning({ sequence: receiptCounters.lastSequence })
		.get()
	const number = formatReceiptNumber(row.charityId, year, counter.sequence)
	const content: ReceiptContent = { ...draft, number }
	return tx
		.insert(taxReceipts)
		.values({
			donationId,
			charityId: row.charityId,
			donorId: row.donorId,
			kind: content.donor.kind,
			year,
			sequence: counter.sequence,
			number,
			amountCents: row.amountCents,
			issuedAt,
			content,
		})
		.returning()
		.get()
}
