import { describe, expect, test } from 'vitest'
import { csvEuros, receiptsReportCsv } from './receipts-report.ts'

describe('receipts report', () => {
	test('euros with a decimal comma and no thousands separator', () => {
		expect(csvEuros(0)).toBe('0,00')
		expect(csvEuros(1)).toBe('0,01')
		expect(csvEuros(2180)).toBe('21,80')
		expect(csvEuros(199999999)).toBe('1999999,99')
	})

	test('one line per charity and year, semicolons, quoted when needed', () => {
		const csv = receiptsReportCsv([
			{
				charityName: 'Les "Amis"; du quartier',
				legalIdType: 'RNA',
				legalId: 'W123456789',
				year: 2026,
				issuedCount: 3,
				issuedCents: 7500,
				cancelledCount: 1,
				cancelledCents: 2500,
			},
		])
		expect(csv.startsWith('\uFEFF')).toBe(true)
		const lines = csv.slice(1).split('\r\n')
		expect(lines[0]).toBe(
			'Association;Identifiant;Année;Reçus émis;Montant des reçus émis (€);Reçus annulés;Montant des reçus annulés (€)',
		)
		expect(lines[1]).toBe('"Les ""Amis""; du quartier";RNA W123456789;2026;3;75,00;1;25,00')
		expect(lines[2]).toBe('')
	})
})
