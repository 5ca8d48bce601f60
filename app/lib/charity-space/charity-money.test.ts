import { describe, expect, test } from 'vitest'
import {
	charityDonationsCsv,
	charityDonationsFileName,
	moneyFilterMessages,
	moneyFilterQuery,
	parseMoneyFilter,
	parseReceiptsFilter,
	periodInstants,
	receiptDonorName,
	type CharityDonation,
} from './charity-money.ts'

const parse = (query: string) => parseMoneyFilter(new URLSearchParams(query))

describe('the donations filter', () => {
	test('nothing given: everything, page 1, no error', () => {
		expect(parse('')).toMatchObject({ from: null, to: null, potId: null, page: 1, errors: {} })
	})

	test('dates from a date input or typed the French way, a pot, a page', () => {
		expect(parse('du=2026-01-01&au=31/03/2026&cagnotte=12&page=3')).toMatchObject({
			from: '2026-01-01',
			to: '2026-03-31',
			potId: 12,
			page: 3,
			errors: {},
		})
	})

	test('what cannot be read is ignored and said beside its field', () => {
		const filter = parse('du=31-02-2026&au=demain&cagnotte=abc&page=-2')
		expect(filter).toMatchObject({ from: null, to: null, potId: null, page: 1 })
		expect(filter.errors).toEqual({
			du: moneyFilterMessages.badDate,
			au: moneyFilterMessages.badDate,
			cagnotte: moneyFilterMessages.badPot,
		})
		expect(filter.values).toEqual({ du: '31-02-2026', au: 'demain', cagnotte: 'abc' })
	})

	test('an end before the start is refused', () => {
		const filter = parse('du=2026-03-01&au=2026-02-01')
		expect(filter).toMatchObject({ from: '2026-03-01', to: null })
		expect(filter.errors.au).toBe(moneyFilterMessages.badOrder)
	})

	test('a period covers whole Paris days, both ends included', () => {
		const { start, end } = periodInstants({ from: '2026-01-01', to: '2026-07-01' })
		// Paris is UTC+1 in winter, UTC+2 in summer.
		expect(start?.toISOString()).toBe('2025-12-31T23:00:00.000Z')
		expect(end?.toISOString()).toBe('2026-07-01T21:59:59.999Z')
		expect(periodInstants({ from: null, to: null })).toEqual({ start: null, end: null })
	})

	test('the query string keeps only what was read', () => {
		expect(moneyFilterQuery({ from: '2026-01-01', to: null, potId: 4 }, 2)).toBe(
			'?du=2026-01-01&cagnotte=4&page=2',
		)
		expect(moneyFilterQuery({ from: null, to: null, potId: null })).toBe('')
	})
})

describe('the donations CSV', () => {
	const row: CharityDonation = {
		id: 7,
		date: '2026-03-14T10:00:00.000Z',
		potId: 3,
		potName: 'Anniversaire de Léa',
		donor: '=Dupont; Marie',
		amountCents: 2550,
		method: 'DIRECT_DEBIT',
		monthly: true,
		status: 'SUCCEEDED',
		receiptNumber: '2026-000012',
		receiptCancelled: false,
	}

	test('BOM, semicolons, decimal comma, CRLF; names neutralised and quoted', () => {
		const csv = charityDonationsCsv([row, { ...row, id: 8, receiptCancelled: true, status: 'REFUNDED' }])
		expect(csv.startsWith('\uFEFFDate;N° du don;Cagnotte;Donateur;Montant (€);')).toBe(true)
		expect(csv).toContain(
			'\r\n14/03/2026;7;Anniversaire de Léa;"\'=Dupont; Marie";25,50;Prélèvement mensuel;Validée;2026-000012\r\n',
		)
		expect(csv).toContain(';Remboursée;2026-000012 (annulé)\r\n')
	})

	test('its file name says the period', () => {
		expect(charityDonationsFileName(5, { from: null, to: null })).toBe('dons-association-5.csv')
		expect(charityDonationsFileName(5, { from: '2026-01-01', to: null })).toBe(
			'dons-association-5-2026-01-01-au-fin.csv',
		)
	})
})

test('the donor as the receipt names them', () => {
	expect(receiptDonorName({ kind: 'INDIVIDUAL', firstNames: 'Marie Anne', lastName: 'Dupont' })).toBe(
		'Marie Anne Dupont',
	)
	expect(receiptDonorName({ kind: 'COMPANY', name: 'ACME SAS' })).toBe('ACME SAS')
	expect(receiptDonorName(null)).toBeNull()
	expect(receiptDonorName({ kind: 'INDIVIDUAL' })).toBeNull()
})

test('the receipts filter: a year, else every year', () => {
	const filter = (query: string) => parseReceiptsFilter(new URLSearchParams(query))
	expect(filter('annee=2026&page=2')).toEqual({ year: 2026, page: 2 })
	expect(filter('annee=26&page=x')).toEqual({ year: null, page: 1 })
})
