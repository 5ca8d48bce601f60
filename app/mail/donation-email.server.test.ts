import { describe, expect, test } from 'vitest'
import { donationConfirmedEmail } from './donation-email.server.ts'

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
