import { type AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { describe, expect, test } from 'vitest'
import { createSession } from '#app/auth/session.server.ts'
import { sendMail } from '#app/mail/mailer.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { type ReceiptContent } from '#app/lib/receipts/receipt-content.ts'
import { receiptsReport } from '#app/receipts/report.server.ts'
import { sendYearlyStatements } from '#app/receipts/statement-job.server.ts'
import { loader as receiptFile } from '#app/routes/recus-fiscaux.$file.tsx'
import { mailOutbox, taxReceipts, taxStatementSends, users } from '#db/schema/index.ts'
import { pdfaProblems } from '#tests/support/pdfa-check.ts'
import { readPdf } from '#tests/support/read-pdf.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import {
	demoCharity,
	giveAndSettle,
	makeCompany,
	makeDonor,
	makePot,
} from '#tests/support/fixtures/donations.ts'

/**
 * Tax receipts as documents (ADR 013): what is frozen when a gift succeeds, who may download it, the mail
 * that carries it, the yearly statement and the charities' report — against a real SQLite file.
 */

useSeededAppDatabase()

async function cookieOf(userId: number) {
	return (await createSession(userId, new Request('http://localhost:3000')))
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
}

const pdfText = async (bytes: Uint8Array) => (await readPdf(bytes)).text

async function download(file: string, cookie: string | null) {
	const request = new Request(`http://localhost:3000/recus-fiscaux/${file}`, {
		headers: cookie ? { cookie } : {},
	})
	return receiptFile({ request, params: { file }, context: {} as never })
}

const receiptOf = (donationId: number) =>
	getDb().select().from(taxReceipts).where(eq(taxReceipts.donationId, donationId)).get()

describe('issuing', () => {
	test('a succeeded gift gets a numbered receipt whose content is frozen; the tip is not on it', async () => {
		const charity = demoCharity('GENERATED', 75)
		const pot = makePot(charity.id)
		const donor = makeDonor('recu')
		const donation = await giveAndSettle(pot.id, donor, 2180, { tipCents: 300, method: 'DIRECT_DEBIT' })
		const receipt = receiptOf(donation.id)!
		expect(receipt.status).toBe('ISSUED')
		expect(receipt.kind).toBe('INDIVIDUAL')
		expect(receipt.donorId).toBe(donor.id)
		expect(receipt.amountCents).toBe(2180)
		const content = receipt.content as ReceiptContent
		expect(content).toMatchObject({
			number: receipt.number,
			amountCents: 2180,
			amountInFigures: '***21,80 €***',
			amountInWords: 'vingt et un euros et quatre-vingts centimes',
			method: 'DIRECT_DEBIT',
			ratePercent: 75,
			issuedAt: charity.city,
			beneficiary: {
				name: charity.name,
				legalId: charity.legalId,
				legalCategory: 'HELP_IN_DIFFICULTY',
				purpose: charity.purpose,
				signatory: { name: charity.signatoryName, role: charity.signatoryRole },
			},
			donor: {
				kind: 'INDIVIDUAL',
				lastName: donor.lastName,
				firstNames: 'Camille Anne',
				address: { line1: '3 rue des Tilleuls', postCode: '35000', city: 'Rennes', country: 'FR' },
			},
		})
		expect(charity.legalId).toBeTruthy()

		// The donor moves: the issued receipt still prints the address of the day it was issued.
		getDb()
			.update(users)
			.set({ addressLine1: '8 avenue Nouvelle', city: 'Brest' })
			.where(eq(users.id, donor.id))
			.run()
		const response = await download(`${receipt.number}.pdf`, await cookieOf(donor.id))
		expect(response.status).toBe(200)
		const bytes = new Uint8Array(await response.arrayBuffer())
		// The receipt served is a PDF/A-2b document (structural checks of a validator).
		expect(await pdfaProblems(bytes)).toEqual([])
		const text = await pdfText(bytes)
		expect(text).toContain('3 rue des Tilleuls')
		expect(text).not.toContain('Nouvelle')
		expect(text).not.toContain('3,00')
	})

	test('a company gets a cerfa 16216 receipt with its name, legal form and SIREN', async () => {
		const pot = makePot(demoCharity('GENERATED').id)
		const company = makeCompany('mecenat')
		const donation = await giveAndSettle(pot.id, company, 150_000, { method: 'BANK_WIRE' })
		const receipt = receiptOf(donation.id)!
		expect(receipt.kind).toBe('COMPANY')
		expect((receipt.content as ReceiptContent).donor).toEqual({
			kind: 'COMPANY',
			name: 'Société mecenat',
			legalForm: 'SAS',
			siren: '732829320',
			address: { line1: '10 quai de la Fosse', postCode: '44000', city: 'Nantes', country: 'FR' },
		})
	})

	test('no receipt for a quick donation, nor for a charity that sends its own', async () => {
		const quick = await giveAndSettle(
			makePot(demoCharity('GENERATED').id).id,
			{ quickEmail: 'vite@exemple.fr' },
			1000,
		)
		expect(receiptOf(quick.id)).toBeUndefined()
		const own = await giveAndSettle(makePot(demoCharity('ASSOCIATION').id).id, makeDonor('asso'), 1000)
		expect(own.status).toBe('SUCCEEDED')
		expect(receiptOf(own.id)).toBeUndefined()
	})
})

describe('access', () => {
	test('only the donor downloads the PDF; anyone else gets the same 404', async () => {
		const donor = makeDonor('acces')
		const donation = await giveAndSettle(makePot(demoCharity('GENERATED').id).id, donor, 2500)
		const { number } = receiptOf(donation.id)!
		const mine = await download(`${number}.pdf`, await cookieOf(donor.id))
		expect(mine.status).toBe(200)
		expect(mine.headers.get('content-type')).toBe('application/pdf')
		expect(mine.headers.get('content-disposition')).toBe(`inline; filename="recu-fiscal-${number}.pdf"`)
		expect(mine.headers.get('cache-control')).toBe('private, no-store')
		const bytes = new Uint8Array(await mine.arrayBuffer())
		expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
		expect(await pdfText(bytes)).toContain('***25,00 €***')

		const other = await cookieOf(makeDonor('autre').id)
		const missing = `${number.slice(0, -6)}999999`
		const answers = [
			await download(`${number}.pdf`, other),
			await download(`${missing}.pdf`, other),
			await download(`${number}.pdf`, null),
			await download(`${missing}.pdf`, null),
			await download('../../etc/passwd', other),
			await download(`${number}`, await cookieOf(donor.id)),
		]
		for (const answer of answers) {
			expect(answer.status).toBe(404)
			expect(answer.headers.get('content-type')).toContain('text/html')
		}
		// Another account: the same body whether the receipt exists or not.
		const [a, b] = await Promise.all([answers[0]!.text(), answers[1]!.text()])
		expect(a).toBe(b)
		expect(a).toContain('Document introuvable')
	})
})

describe('mail', () => {
	test('over SMTP, the receipt travels as a PDF attachment named after its number', async () => {
		const raw: string[] = []
		const smtp = new SMTPServer({
			authOptional: true,
			disabledCommands: ['STARTTLS'],
			logger: false,
			onData(stream, _session, callback) {
				const chunks: Buffer[] = []
				stream.on('data', (chunk: Buffer) => chunks.push(chunk))
				stream.on('end', () => {
					raw.push(Buffer.concat(chunks).toString('utf8'))
					callback()
				})
			},
		})
		await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
		try {
			const donation = await giveAndSettle(makePot(demoCharity('GENERATED').id).id, makeDonor('smtp'), 2500)
			const receipt = receiptOf(donation.id)!
			const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
			const result = await sendMail(
				{
					to: 'donateur@exemple.fr',
					subject: 'Votre reçu',
					text: 'Ci-joint.',
					html: '<p>Ci-joint.</p>',
					kind: 'test',
					attachments: [{ type: 'tax-receipt', receiptId: receipt.id }],
				},
				{ smtpUrl },
			)
			expect(result.status).toBe('sent')
			expect(raw).toHaveLength(1)
			expect(raw[0]).toMatch(/Content-Type: application\/pdf; name=recu-fiscal-\d{4}-\d{4}-\d{6}\.pdf/)
			expect(raw[0]).toContain(`filename=recu-fiscal-${receipt.number}.pdf`)
			const base64 = raw[0]!.split(`filename=recu-fiscal-${receipt.number}.pdf`)[1]!.split(/\r?\n--/)[0]!
			const pdf = Buffer.from(base64.replace(/\s+/g, ''), 'base64')
			expect(await pdfText(new Uint8Array(pdf))).toContain(receipt.number)
		} finally {
			await new Promise<void>((resolve) => smtp.close(resolve))
		}
	})

	test('the confirmation attaches the receipt and links to it', async () => {
		const donor = makeDonor('mail')
		const donation = await giveAndSettle(makePot(demoCharity('GENERATED').id).id, donor, 4000)
		const receipt = receiptOf(donation.id)!
		const mail = getDb().select().from(mailOutbox).where(eq(mailOutbox.to, donor.email)).get()!
		expect(mail.kind).toBe('donation-confirmed')
		expect(mail.attachments).toEqual([{ type: 'tax-receipt', receiptId: receipt.id }])
		expect(mail.text).toContain(`/recus-fiscaux/${receipt.number}.pdf`)
		expect(mail.text).toContain(`Votre reçu fiscal n° ${receipt.number} est joint à ce message`)
	})
})

describe('yearly statement', () => {
	test('sent once per donor and year, downloadable, with the receipted gifts', async () => {
		const donor = makeDonor('releve')
		const helping = makePot(demoCharity('GENERATED', 75).id)
		const other = makePot(demoCharity('GENERATED', 66).id)
		await giveAndSettle(helping.id, donor, 30_000)
		await giveAndSettle(other.id, donor, 10_000)
		const year = Number(receiptOf((await giveAndSettle(other.id, donor, 500)).id)!.year)

		const first = await sendYearlyStatements(year)
		expect(first.sent).toBeGreaterThanOrEqual(1)
		const again = await sendYearlyStatements(year)
		expect(again.sent).toBe(0)
		const mails = getDb().select().from(mailOutbox).where(eq(mailOutbox.to, donor.email)).all()
		const statements = mails.filter((m) => m.kind === 'tax-statement')
		expect(statements).toHaveLength(1)
		expect(statements[0]!.attachments).toEqual([{ type: 'tax-statement', userId: donor.id, year }])
		expect(
			getDb().select().from(taxStatementSends).where(eq(taxStatementSends.userId, donor.id)).all(),
		).toHaveLength(1)

		const response = await download(`releve-${year}.pdf`, await cookieOf(donor.id))
		expect(response.status).toBe(200)
		const bytes = new Uint8Array(await response.arrayBuffer())
		expect(await pdfaProblems(bytes)).toEqual([])
		const text = await pdfText(bytes)
		expect(text).toContain(`Relevé annuel de vos dons ${year}`)
		expect(text).toContain('Ce relevé est un récapitulatif')
		expect(text).toContain('300,00')
		expect((await download(`releve-${year}.pdf`, null)).status).toBe(404)
		expect((await download('releve-1999.pdf', await cookieOf(donor.id))).status).toBe(404)
	})
})

test('the charities report counts issued and cancelled receipts apart', async () => {
	const charity = demoCharity('GENERATED')
	const pot = makePot(charity.id)
	const d1 = await giveAndSettle(pot.id, makeDonor('rapport'), 1000)
	const year = receiptOf(d1.id)!.year
	const before = receiptsReport(year).find((r) => r.charityName === charity.name)!
	const d2 = await giveAndSettle(pot.id, makeDonor('rapport'), 2500)
	getDb()
		.update(taxReceipts)
		.set({ status: 'CANCELLED', cancelledAt: new Date(), cancelReason: 'REFUND' })
		.where(eq(taxReceipts.donationId, d2.id))
		.run()
	const after = receiptsReport(year).find((r) => r.charityName === charity.name)!
	expect(after.issuedCount).toBe(before.issuedCount)
	expect(after.issuedCents).toBe(before.issuedCents)
	expect(after.cancelledCount).toBe(before.cancelledCount + 1)
	expect(after.cancelledCents).toBe(before.cancelledCents + 2500)
})
