import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { frenchDate } from '#app/lib/receipts/receipt-content.ts'
import type { TaxStatement } from '#app/lib/receipts/tax-statement-types.ts'
import { companyStatement, individualStatement } from '#tests/support/fixtures/receipts.ts'
import { euros } from './pdf-kit.server.ts'
import { pdfaProblems } from '#tests/support/pdfa-check.ts'
import { readPdf, squash } from '#tests/support/read-pdf.ts'
import { renderStatementPdf, STATEMENT_NOTICE, STATEMENT_REGIME_LABELS } from './statement-pdf.server.ts'

const person = { name: 'Émile François Lefèvre', address: '3 place de l’Église, 75011 Paris' }
const company = { name: 'Boulangerie Ferrand SARL', address: '8 avenue des Chartreux, 13004 Marseille' }

function missing(text: string, mentions: string[]) {
	return mentions.map(squash).filter((mention) => !text.includes(mention))
}

function occurrences(text: string, part: string) {
	return text.split(part).length - 1
}

/** A digest to compare two PDFs by: a byte-by-byte deep equality in expect() costs about a second of CPU. */
const digest = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')

function giftRows(statement: TaxStatement) {
	return statement.gifts.map(
		(gift) => `${frenchDate(gift.date)} ${gift.charityName} ${euros(gift.amountCents)} ${gift.receiptNumber}`,
	)
}

describe('euros', () => {
	it('formats cents the French way with plain spaces', () => {
		expect(euros(123_456)).toBe('1 234,56 €')
		expect(euros(2500)).toBe('25,00 €')
		expect(euros(123_456_789)).toBe('1 234 567,89 €')
		// The payout statement prints its fee negated: a nil fee (rule « aucun ») has no minus sign.
		expect(euros(-0)).toBe('0,00 €')
	})
})

describe('renderStatementPdf', () => {
	it('prints the year’s gifts, the reduction per regime, the total and the notes', async () => {
		const pdf = await readPdf(await renderStatementPdf(individualStatement, person, '2027-01-15'))
		expect(pdf.pages).toHaveLength(1)
		expect(pdf.pages[0]!.width).toBeCloseTo(595.28, 1)
		expect(pdf.pages[0]!.height).toBeCloseTo(841.89, 1)
		expect(
			missing(pdf.text, [
				'Relevé annuel de vos dons 2026',
				'Édité le 15/01/2027',
				'Émile François Lefèvre',
				'3 place de l’Église, 75011 Paris',
				'04/03/2026 Banque alimentaire du Rhône 25,00 € 2026-000042',
				'17/05/2026 Fondation pour la Recherche Médicale 1 234,56 € 2026-000051',
				'24/12/2026 Les Restos du Cœur – relais de Villeurbanne 1 000,00 € 2026-000390',
				'Total de vos dons 2026 2 259,56 €',
				'Dons ouvrant droit à 75 % (aide aux personnes en difficulté) 1 000,00 € 750,00 €',
				'Dons ouvrant droit à 66 % 1 259,56 € 831,31 €',
				'Réduction d’impôt estimée : 1 581,31 €',
				...individualStatement.notes,
			]),
		).toEqual([])
		// The notice is in the notes too: it is printed once, up front.
		expect(occurrences(pdf.text, STATEMENT_NOTICE)).toBe(1)
		expect(pdf.text.indexOf(STATEMENT_NOTICE)).toBeLessThan(pdf.text.indexOf('Banque alimentaire'))
		expect(pdf.info).toMatchObject({
			Title: 'Relevé annuel de vos dons 2026',
			Author: 'Donnons',
			Language: 'fr-FR',
			CreationDate: 'D:20270115120000Z',
		})
	})

	it('continues a long table on further pages, its heading repeated', async () => {
		const pdf = await readPdf(await renderStatementPdf(companyStatement, company, '2026-01-10'))
		expect(pdf.pages.length).toBeGreaterThan(1)
		for (const page of pdf.pages) {
			expect(page.width).toBeCloseTo(595.28, 1)
			expect(page.height).toBeCloseTo(841.89, 1)
			expect(page.text).toContain('Date Association Montant N° de reçu')
			expect(page.text).toContain(`Page ${pdf.pages.indexOf(page) + 1} / ${pdf.pages.length}`)
		}
		expect(
			missing(pdf.text, [
				'Relevé annuel de vos dons 2025',
				...giftRows(companyStatement),
				'Total de vos dons 2025 23 717,70 €',
				`${STATEMENT_REGIME_LABELS.COMPANY_60} 23 717,70 € 14 230,62 €`,
				'Dons ouvrant droit à 60 % (entreprises)',
				'Réduction d’impôt estimée : 14 230,62 €',
				...companyStatement.notes,
			]),
		).toEqual([])
		expect(occurrences(pdf.text, '2025-000060')).toBe(1)
	})

	it('prints the notice even when the notes lack it, and says when the year had no gift', async () => {
		const empty: TaxStatement = {
			...individualStatement,
			gifts: [],
			totalCents: 0,
			lines: [],
			estimatedReductionCents: 0,
			notes: [],
		}
		const pdf = await readPdf(await renderStatementPdf(empty, person, '2027-01-15'))
		expect(missing(pdf.text, [STATEMENT_NOTICE, 'Aucun don', 'Réduction d’impôt estimée : 0,00 €'])).toEqual(
			[],
		)
	})

	it('gives the same bytes for the same statement', async () => {
		const first = await renderStatementPdf(individualStatement, person, '2027-01-15')
		expect(digest(await renderStatementPdf(individualStatement, person, '2027-01-15'))).toBe(digest(first))
	})

	it('is PDF/A-2b over several pages, dated the day it was made', async () => {
		const many: TaxStatement = {
			...individualStatement,
			gifts: Array.from({ length: 60 }, (_, i) => ({
				...individualStatement.gifts[0]!,
				receiptNumber: `2026-${i}`,
			})),
		}
		const bytes = await renderStatementPdf(many, person, '2027-01-15')
		const pdf = await readPdf(bytes)
		expect(pdf.pages.length).toBeGreaterThan(1)
		expect(pdf.info).toMatchObject({ CreationDate: 'D:20270115120000Z', Language: 'fr-FR' })
		expect(await pdfaProblems(bytes)).toEqual([])
	})
})
