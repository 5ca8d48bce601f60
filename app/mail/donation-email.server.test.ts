import { describe, expect, test } from 'vitest'
import { donationConfirmedEmail, donationReversedEmail } from './donation-email.server.ts'

const base = {
	firstName: 'Marie',
	amountCents: 2500,
	tipCents: 0,
	potName: 'Les 40 ans de Marie',
	charityName: 'Les Amis du Vivant',
	potUrl: 'https://donnons.example/participate/1',
	receiptNumber: null,
}

describe('the donation confirmation e-mail', () => {
	test('names the receipt we issue, by its number, and links to its PDF', () => {
		const mail = donationConfirmedEmail({
			...base,
			receipt: 'platform',
			receiptNumber: '2026-0012-000003',
			receiptUrl: 'https://donnons.example/recus-fiscaux/2026-0012-000003.pdf',
		})
		expect(mail.text).toContain('Votre reçu fiscal n° 2026-0012-000003 est joint à ce message')
		expect(mail.text).toContain(
			'Télécharger mon reçu fiscal n° 2026-0012-000003 (PDF) : https://donnons.example/recus-fiscaux/2026-0012-000003.pdf',
		)
		expect(mail.html).toContain('href="https://donnons.example/recus-fiscaux/2026-0012-000003.pdf"')
		expect(mail.subject).toBe('Merci pour votre don à Les Amis du Vivant')
	})
	test('says the charity sends its own receipt, when it does', () => {
		expect(donationConfirmedEmail({ ...base, receipt: 'charity' }).text).toContain(
			'Votre reçu fiscal vous sera adressé par Les Amis du Vivant.',
		)
	})
	test('a quick donation has no receipt; a tip is thanked apart', () => {
		const mail = donationConfirmedEmail({ ...base, receipt: 'none', tipCents: 200 })
		expect(mail.text).toContain('Ce don ne donne pas lieu à un reçu fiscal.')
		expect(mail.text).toMatch(/contribution de 2,00\s€ au fonctionnement de Donnons/)
	})
})

describe('the e-mail of a reversed donation', () => {
	const reversed = {
		firstName: 'Marie',
		amountCents: 2500,
		potName: 'Les 40 ans de Marie',
		charityName: 'Les Amis du Vivant',
		potUrl: 'https://donnons.example/participate/1',
		cancelledReceipt: null,
	}
	const receipt = {
		number: '2026-0012-000003',
		url: 'https://donnons.example/recus-fiscaux/2026-0012-000003.pdf',
	}

	test("a refund cancels the receipt, says so in the issue's words and links the receipt", () => {
		const mail = donationReversedEmail({ ...reversed, reversal: 'REFUND', cancelledReceipt: receipt })
		expect(mail.subject).toBe('Votre don à Les Amis du Vivant a été remboursé')
		expect(mail.text).toMatch(
			/Votre don de 25,00\s€ à la cagnotte « Les 40 ans de Marie » au profit de Les Amis du Vivant vous a été remboursé\./,
		)
		expect(mail.text).toContain(
			"Votre reçu fiscal n° 2026-0012-000003 est annulé : il ne peut plus être utilisé pour votre déclaration d'impôts.",
		)
		expect(mail.text).toContain(receipt.url)
		expect(mail.html).toContain(`href="${receipt.url}"`)
	})

	test('a charge-back and a late direct-debit failure say what happened', () => {
		const chargeback = donationReversedEmail({
			...reversed,
			reversal: 'CHARGEBACK',
			cancelledReceipt: receipt,
		})
		expect(chargeback.text).toContain('a été contesté auprès de votre banque')
		expect(chargeback.text).toContain('Votre reçu fiscal n° 2026-0012-000003 est annulé')
		const late = donationReversedEmail({ ...reversed, reversal: 'LATE_FAILURE' })
		expect(late.subject).toBe('Le prélèvement de votre don à Les Amis du Vivant a été rejeté')
		expect(late.text).toContain('a été rejeté par votre banque')
	})

	test('without a receipt (a quick donation), no receipt sentence; the button leads to the pot', () => {
		const mail = donationReversedEmail({ ...reversed, reversal: 'REFUND' })
		expect(mail.text).not.toContain('reçu fiscal')
		expect(mail.text).toContain('Voir la cagnotte : https://donnons.example/participate/1')
		expect(mail.text).toContain('il n’est plus compté dans la cagnotte')
	})
})
