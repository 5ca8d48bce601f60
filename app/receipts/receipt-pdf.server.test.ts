import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import {
	COMPANY_RECEIPT_CERTIFICATION,
	COMPANY_RECEIPT_TITLE,
	INDIVIDUAL_RECEIPT_CERTIFICATION,
	INDIVIDUAL_RECEIPT_TITLE,
	RECEIPT_CANCEL_REASON_LABELS,
	RECEIPT_GIFT_INTRO,
	RECEIPT_LEGAL_CATEGORY_LABELS,
	receiptIssuerText,
	RECEIPT_SIGNATORY_LABEL,
	type ReceiptCancelReason,
	type ReceiptContent,
} from '#app/lib/receipts/receipt-content.ts'
import {
	companyReceipt,
	individualDonor,
	individualReceipt,
	publicUtilityReceipt,
} from '#tests/support/fixtures/receipts.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { pdfaProblems } from '#tests/support/pdfa-check.ts'
import { readPdf, squash } from '#tests/support/read-pdf.ts'
import { renderReceiptPdf } from './receipt-pdf.server.ts'

/** Every expected mention that the PDF's text lacks (an empty list when all are there). */
function missing(text: string, mentions: string[]) {
	return mentions.map(squash).filter((mention) => !text.includes(mention))
}

type Cancellation = Parameters<typeof renderReceiptPdf>[1]
async function render(content: ReceiptContent, cancellation: Cancellation = null) {
	const bytes = await renderReceiptPdf(content, cancellation)
	return { bytes, pdf: await readPdf(bytes) }
}

/**
 * The same receipt, rendered once for the whole file: several tests read the person's, the company's and the
 * refunded receipt (laying out a receipt is most of this file's CPU). Only for the shared fixtures, never
 * mutated; the test on identical bytes renders again for real.
 */
const rendered = new Map<string, ReturnType<typeof render>>()
function renderShared(content: ReceiptContent, cancellation: Cancellation = null) {
	const key = JSON.stringify([content, cancellation])
	if (!rendered.has(key)) rendered.set(key, render(content, cancellation))
	return rendered.get(key)!
}

/** A digest to compare two PDFs by: a byte-by-byte deep equality of 50 kB costs expect() about a second. */
const digest = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')

/** The roles of the page's structure tree, depth first, as pdf.js reads them. */
async function structureRoles(bytes: Uint8Array) {
	const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
	const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise
	try {
		type Node = { role?: string; children?: Node[] }
		const roles: string[] = []
		const visit = (node: Node) => {
			if (node.role) roles.push(node.role)
			node.children?.forEach(visit)
		}
		visit((await (await doc.getPage(1)).getStructTree()) as Node)
		return roles
	} finally {
		await doc.destroy()
	}
}

function expectOneA4Page(pdf: Awaited<ReturnType<typeof readPdf>>) {
	expect(pdf.pages).toHaveLength(1)
	expect(pdf.pages[0]!.width).toBeCloseTo(595.28, 1)
	expect(pdf.pages[0]!.height).toBeCloseTo(841.89, 1)
}

describe('renderReceiptPdf', () => {
	it('prints every mention of a person’s receipt (75 % charity), on one A4 page, accents intact', async () => {
		const { pdf } = await renderShared(individualReceipt)
		expectOneA4Page(pdf)
		expect(
			missing(pdf.text, [
				'Cerfa n° 11580*05',
				INDIVIDUAL_RECEIPT_TITLE,
				'Numéro d’ordre du reçu : 2026-000042',
				'Bénéficiaire des versements',
				'Banque alimentaire du Rhône',
				'RNA : W691012345',
				'Adresse : 12 rue de l’Épargne, 69003 Lyon',
				'Objet : Collecter et distribuer gratuitement des denrées aux personnes démunies',
				RECEIPT_LEGAL_CATEGORY_LABELS.HELP_IN_DIFFICULTY,
				'Donateur',
				'Nom : Lefèvre',
				'Prénoms : Émile François',
				'Adresse : 3 place de l’Église, 75011 Paris',
				RECEIPT_GIFT_INTRO,
				'***25,00 €***',
				'Somme en toutes lettres : vingt-cinq euros',
				'Date du versement ou du don : 04/03/2026',
				INDIVIDUAL_RECEIPT_CERTIFICATION,
				'Forme du don : Déclaration de don manuel',
				'Nature du don : Numéraire',
				'Mode de versement : Carte bancaire',
				'Fait à Lyon, le 05/03/2026',
				`${RECEIPT_SIGNATORY_LABEL} : Hélène Garçon, Présidente`,
				receiptIssuerText('Banque alimentaire du Rhône'),
			]),
		).toEqual([])
		// It carries no electronic signature, so it claims none.
		expect(pdf.text).not.toMatch(/sign[ée]+ électroniquement/i)
		expect(pdf.text).toContain('pourboire')
		expect(pdf.text).toContain('Reçu')
		expect(pdf.text).toContain('É')
		expect(pdf.text).not.toContain('ANNULÉ')
		expect(pdf.text).not.toContain('Reçu annulé')
		expect(pdf.text).not.toContain('16216')
	})

	it('prints every mention of a company’s receipt (cerfa 16216*03)', async () => {
		const { pdf } = await renderShared(companyReceipt)
		expectOneA4Page(pdf)
		expect(
			missing(pdf.text, [
				'Cerfa n° 16216*03',
				'2041-MEC-SD',
				COMPANY_RECEIPT_TITLE,
				'Numéro d’ordre du reçu : 2026-000107',
				'Les Amis du Vieux Port',
				'SIREN : 812345678',
				'Adresse : 1 quai du Port, 13002 Marseille',
				'Objet : Préserver et faire connaître le patrimoine maritime marseillais',
				RECEIPT_LEGAL_CATEGORY_LABELS.GENERAL_INTEREST,
				'Dénomination : Boulangerie Ferrand SARL',
				'Forme juridique : SARL',
				'SIREN : 423456789',
				'Adresse : 8 avenue des Chartreux, 13004 Marseille',
				RECEIPT_GIFT_INTRO,
				'***1 500,00 €***',
				'Somme en toutes lettres : mille cinq cents euros',
				'Date ou période des versements : 28/06/2026',
				COMPANY_RECEIPT_CERTIFICATION,
				'Forme du don : Déclaration de don manuel',
				'Nature du don : Numéraire',
				'Mode de versement : Virement',
				'Fait à Marseille, le 30/06/2026',
				'Jean-Noël Œuvray',
				'Trésorier',
				receiptIssuerText('Les Amis du Vieux Port'),
			]),
		).toEqual([])
		expect(pdf.text).not.toContain('11580')
		expect(pdf.text).not.toContain('Prénoms')
		expect(pdf.text).not.toContain('ANNULÉ')
	})

	it('gives a public-utility body’s decree date, and a foreign donor’s country', async () => {
		const { pdf } = await render(publicUtilityReceipt)
		expectOneA4Page(pdf)
		expect(
			missing(pdf.text, [
				'SIREN : 784360114',
				`${RECEIPT_LEGAL_CATEGORY_LABELS.PUBLIC_UTILITY} en date du 14/01/1965`,
				'Association ou fondation reconnue d’utilité publique par décret en date du 14/01/1965',
				'Adresse : Rue du Marché 4, 1204 Genève, CH',
				'Mode de versement : Prélèvement',
			]),
		).toEqual([])
		expect(pdf.text).not.toContain('ANNULÉ')
	})

	it.each<[ReceiptCancelReason, string]>([
		['REFUND', 'don remboursé'],
		['CHARGEBACK', 'paiement contesté par le donateur auprès de sa banque'],
		['LATE_FAILURE', 'prélèvement rejeté par la banque'],
	])('stamps a receipt cancelled for %s and says why, keeping its number', async (reason, label) => {
		expect(RECEIPT_CANCEL_REASON_LABELS[reason]).toBe(label)
		const { pdf } = await renderShared(individualReceipt, { cancelledOn: '2026-04-02', reason })
		expectOneA4Page(pdf)
		expect(
			missing(pdf.text, [
				'ANNULÉ',
				`Reçu annulé le 02/04/2026 : ${label}. Il ne peut pas être utilisé pour une réduction d’impôt.`,
				'Numéro d’ordre du reçu : 2026-000042',
				INDIVIDUAL_RECEIPT_TITLE,
				'***25,00 €***',
			]),
		).toEqual([])
	})

	it('keeps a 300-character object, and even a 3 000-character one, on one page', async () => {
		const purpose300 = 'Accompagner les personnes âgées isolées et leurs aidants, '
			.repeat(6)
			.slice(0, 300)
			.trim()
		const purpose3000 = 'Très longue mission sociale, décrite en détail. '.repeat(63).slice(0, 3000).trim()
		for (const purpose of [purpose300, purpose3000]) {
			const { pdf } = await render({
				...companyReceipt,
				beneficiary: { ...companyReceipt.beneficiary, purpose, name: 'Association '.repeat(12).trim() },
				donor: {
					...companyReceipt.donor,
					address: { ...companyReceipt.donor.address, line1: 'Bâtiment B, '.repeat(20) },
				},
			})
			expectOneA4Page(pdf)
			expect(
				missing(pdf.text, [`Objet : ${purpose}`, 'Fait à Marseille, le 30/06/2026', 'pourboire']),
			).toEqual([])
		}
	})

	it('prints characters the font lacks as a stand-in instead of failing', async () => {
		const { pdf } = await render({
			...individualReceipt,
			donor: { ...individualDonor, lastName: 'Wang 王\u200b', firstNames: 'Zoë\u00a0Anne ﬁlle' },
		})
		expect(missing(pdf.text, ['Nom : Wang ?', 'Prénoms : Zoë Anne'])).toEqual([])
	})

	it('sets the metadata from the content, so the same receipt gives the same bytes', async () => {
		const { bytes, pdf } = await renderShared(individualReceipt)
		expect(pdf.info).toMatchObject({
			Title: 'Reçu fiscal 2026-000042',
			Author: 'Donnons',
			Producer: 'Donnons',
			Language: 'fr-FR',
			CreationDate: 'D:20260305120000Z',
		})
		expect(digest(await renderReceiptPdf(individualReceipt, null))).toBe(digest(bytes))
		// Also on a cold start, when the font files are read concurrently and finish in any order.
		vi.resetModules()
		const fresh = await import('./receipt-pdf.server.ts')
		expect(digest(await fresh.renderReceiptPdf(individualReceipt, null))).toBe(digest(bytes))
		// The fonts are subset: a receipt stays small enough to attach to an e-mail.
		expect(bytes.byteLength).toBeLessThan(60_000)
	})

	it('is PDF/A-2b, tagged in reading order, in French — cancelled or not, for a person or a company', async () => {
		for (const [content, cancellation] of [
			[individualReceipt, null],
			[companyReceipt, null],
			[individualReceipt, { cancelledOn: '2026-04-02', reason: 'REFUND' }],
		] as const) {
			const { bytes, pdf } = await renderShared(content, cancellation)
			expect(await pdfaProblems(bytes)).toEqual([])
			expect(pdf.info).toMatchObject({
				ModDate: cancellation ? 'D:20260402120000Z' : `D:${content.issuedOn.replaceAll('-', '')}120000Z`,
			})
			const roles = await structureRoles(bytes)
			expect(roles.slice(0, 2)).toEqual(['Root', 'Document'])
			// The title, then the four frames' headings, in the order they are read.
			expect(roles.filter((role) => role.startsWith('H'))).toEqual(['H1', 'H2', 'H2', 'H2', 'H2'])
			expect(roles.filter((role) => role === 'P').length).toBeGreaterThan(15)
		}
	})

	it('draws the signatory’s signature image when the receipt names one, and does without when it is gone', async () => {
		const dir = path.join(getEnv().DATA_DIR, 'uploads', 'charities')
		fs.mkdirSync(dir, { recursive: true })
		const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#123456' } })
			.png()
			.toBuffer()
		fs.writeFileSync(path.join(dir, 'signature-test.png'), png)
		const withSignature = (signaturePath: string | null) => ({
			...individualReceipt,
			beneficiary: {
				...individualReceipt.beneficiary,
				signatory: { ...individualReceipt.beneficiary.signatory, signaturePath },
			},
		})
		// The images the page draws: those its resources name (an image embedded but not drawn is not there).
		const images = async (bytes: Uint8Array) => {
			const { PDFDocument, PDFDict, PDFName } = await import('pdf-lib')
			const page = (await PDFDocument.load(bytes)).getPage(0)
			const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
			return xObjects?.keys() ?? []
		}
		const signed = await render(withSignature('/uploads/charities/signature-test.png'))
		expect(await images(signed.bytes)).toHaveLength(1)
		expect(await structureRoles(signed.bytes)).toContain('Figure')
		expectOneA4Page(signed.pdf)
		expect(missing(signed.pdf.text, [`${RECEIPT_SIGNATORY_LABEL} : Hélène Garçon, Présidente`])).toEqual([])
		expect(signed.pdf.text).not.toMatch(/électroniquement/i)
		expect(await pdfaProblems(signed.bytes)).toEqual([])
		for (const gone of ['/uploads/charities/absent.png', '/uploads/../donnons.db', null]) {
			const unsigned = await render(withSignature(gone))
			expect(await images(unsigned.bytes), String(gone)).toHaveLength(0)
			expect(unsigned.pdf.text).toContain(squash('Hélène Garçon, Présidente'))
		}
		// A receipt issued before signature images existed has no such field at all.
		expect(await images((await renderShared(individualReceipt)).bytes)).toHaveLength(0)
	})
})
