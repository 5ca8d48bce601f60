import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { signInAs } from '#tests/support/e2e/accounts.ts'
import { paymentMessages } from '#app/lib/messages.ts'

const COMPANY = { email: 'contact@atelier-lumiere.demo', password: 'Donnons-2026!' }
// Pot 3 of the demo seed: the company's open pot 'Challenge solidaire Atelier Lumière 2026'.
const POT = 3

/** A 1×1 PNG, enough for the provider's magic-byte check. */
const smallPng = {
	name: 'kbis.png',
	mimeType: 'image/png',
	buffer: Buffer.from(
		'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
		'base64',
	),
}

test('a company sends its registration extract and goes on to the payment', async ({ page }) => {
	await signInAs(page, COMPANY.email)
	await page.goto(`/participate/company/${POT}/kyc?amount=5000&tip=0`)
	await expect(page.getByRole('heading', { level: 1, name: 'Contribution entreprise KYC' })).toBeVisible()
	await expect(page.getByText('Votre contribution : 50,00 €')).toBeVisible()
	await expectNoAxeViolations(page)

	// A text file renamed .pdf is refused by its content, under its own field. Each project sends another type
	// of document: the same company's document still waiting for the provider's check is refused (ADR 033).
	const extract = page.getByLabel(
		test.info().project.name === 'js' ? /Extrait d'immatriculation/ : /Déclaration des actionnaires/,
	)
	await extract.setInputFiles({
		name: 'kbis.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from('Ceci est un simple texte.\n'),
	})
	await page.getByRole('button', { name: 'Envoyer et continuer' }).click()
	await expect(page.getByText('Seuls les fichiers pdf, jpeg, jpg, gif et png sont acceptés')).toBeVisible()
	await expect(page).toHaveURL(new RegExp(`/participate/company/${POT}/kyc\\?amount=5000&tip=0$`))
	await expectNoAxeViolations(page)

	await extract.setInputFiles(smallPng)
	await page.getByRole('button', { name: 'Envoyer et continuer' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${POT}/payment\\?amount=5000&tip=0$`))
	await expect(page.getByRole('status')).toContainText('Vos documents ont été envoyés avec succès')

	// The contribution itself, by card, as the company's legal user at the provider.
	await page.getByLabel('Numéro de carte').fill('4970107111111119')
	await page
		.getByLabel("Date d'expiration (MMAA)")
		.fill(`12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`)
	await page.getByLabel('Cryptogramme (3 chiffres)').fill('123')
	await page.getByRole('button', { name: 'Payer 50,00 €' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${POT}/confirmation$`))
	await expect(page.getByText(paymentMessages.donationSucceeded).first()).toBeVisible()
})

test('without an amount the page asks for the contribution, and the step can be skipped', async ({
	page,
}) => {
	await signInAs(page, COMPANY.email)
	await page.goto(`/participate/company/${POT}/kyc`)
	await expect(page.getByRole('radio', { name: /^0,00\s€$/ })).toBeChecked()
	await page.getByRole('button', { name: 'Envoyer et continuer' }).click()
	await expect(page.getByText('Merci de saisir le montant de votre don')).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Passer cette étape' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${POT}$`))
})

test('the KYC page needs an account', async ({ page }) => {
	await page.goto(`/participate/company/${POT}/kyc?amount=5000&tip=0`)
	await expect(page).toHaveURL(/redirectTo=%2Fparticipate%2Fcompany%2F3%2Fkyc/)
})
