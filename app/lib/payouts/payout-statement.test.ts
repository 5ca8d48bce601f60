import { describe, expect, test } from 'vitest'
import { type PayoutStatement, payoutStatementCsv } from './payout-statement.ts'

const statement: PayoutStatement = {
	payoutId: 42,
	reference: 'Donnons 7',
	potId: 7,
	potName: 'Les 40 ans de Marie; la fête',
	charityName: 'Les Restos du Cœur',
	organiserName: 'Marie Dupont',
	status: 'SUCCEEDED',
	requestedOn: '2026-07-01',
	paidOn: '2026-07-02',
	bankAccount: 'FR76 **** **** **** **** ***0 143',
	lines: [
		{
			donationId: 11,
			date: '2026-06-03',
			donor: 'Camille Martin',
			method: 'CARD',
			amountCents: 5_000,
			reversedAfter: false,
		},
		{
			donationId: 12,
			date: '2026-06-20',
			donor: '=HYPERLINK("x")',
			method: 'DIRECT_DEBIT',
			amountCents: 2_550,
			reversedAfter: true,
		},
	],
	donationsCents: 7_550,
	debtsRepaidCents: 1_000,
	amountCents: 6_550,
	feeCents: 163,
	feeRule: 'percent:2.5',
	netCents: 6_387,
}

describe('the payout statement as CSV', () => {
	const csv = payoutStatementCsv(statement)
	const lines = csv.slice(1).split('\r\n')

	test('UTF-8 with a byte order mark, semicolons, CRLF, decimal commas', () => {
		expect(csv.startsWith('\uFEFF')).toBe(true)
		expect(csv.endsWith('\r\n')).toBe(true)
		expect(lines).toContain('Montant net versé à l’association;63,87')
		expect(lines).toContain('Frais de la plateforme;1,63')
		const noFee = payoutStatementCsv({ ...statement, feeCents: 0, feeRule: 'none', netCents: 6_550 })
		expect(noFee).toContain('\r\nFrais de la plateforme;0,00\r\n')
		expect(lines).toContain('Règle de frais;2,5 % du montant versé')
		expect(lines).toContain('Dont remboursements antérieurs déduits;10,00')
	})

	test('one line per donation; a name cannot become a formula; fields with ; are quoted', () => {
		expect(lines).toContain('11;03/06/2026;Camille Martin;Carte bancaire;50,00;')
		expect(lines).toContain(
			`12;20/06/2026;"'=HYPERLINK(""x"")";Prélèvement SEPA;25,50;remboursé après le versement : à restituer`,
		)
		expect(lines).toContain('Cagnotte;"Les 40 ans de Marie; la fête"')
	})
})
