import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { freshCompany, freshIndividual, freshPot } from '#tests/support/e2e/fixtures/profile.ts'
import { signInAs } from '#tests/support/e2e/login.ts'
import { generic, profileMessages } from '#app/lib/messages.ts'

/** The profile pages (docs/requirements.md#spec-1-2, docs/requirements.md#spec-1-5, docs/requirements.md#spec-1-8), with JavaScript on and off (two projects), on fresh accounts. */

const FRICTIONLESS = '4970107111111119'
const EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`
/** A 1×1 PNG (the kind of file the logo input takes). */
const PNG = {
	name: 'logo.png',
	mimeType: 'image/png',
	buffer: Buffer.from(
		'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
		'base64',
	),
}

const section = (page: Page, name: string) => page.getByRole('region', { name })
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('an individual updates the profile', async ({ page }) => {
	const account = await freshIndividual('profil-prive')
	await signInAs(page, account.email)
	await page.goto('/particular/profile')
	await expect(page.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page')
	await expectNoAxeViolations(page)
	const form = section(page, 'Mes informations')
	await expect(form.getByLabel('Prénom')).toHaveValue('Juliette')
	await form.getByLabel('Prénom').fill('')
	await form.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(form.getByText('Votre prénom est obligatoire')).toBeVisible()
	await expect(form.getByText(generic.requiredFields)).toBeVisible()
	await form.getByLabel('Prénom').fill('Justine')
	await form.getByLabel('Ville').fill('Saint-Malo')
	await form.getByLabel('Code postal').fill('35400')
	await form.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(toast(page, 'Votre profil est mis à jour')).toBeVisible()
	await expect(section(page, 'Mes informations').getByLabel('Ville')).toHaveValue('Saint-Malo')
	await expect(page.getByRole('banner')).toContainText('Justine')
})

test('the e-mail and password form: mismatch, then a change that needs the current password', async ({
	page,
}) => {
	const account = await freshIndividual('profil-mdp')
	await signInAs(page, account.email)
	await page.goto('/particular/profile')
	const form = section(page, 'Email et mot de passe')
	await form.getByLabel('Nouveau mot de passe (facultatif)', { exact: true }).fill('Nouveau-Secret2026!')
	await form.getByLabel('Confirmation du nouveau mot de passe (facultatif)').fill('Autre-Secret2026!')
	await form.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(form.getByText(profileMessages.passwordsDoNotMatch)).toBeVisible()
	await expectNoAxeViolations(page)
})

test('a company updates its company data and its logo', async ({ page }) => {
	const company = await freshCompany('profil-societe')
	await signInAs(page, company.email)
	await page.goto('/company/profile')
	await expectNoAxeViolations(page)
	const form = section(page, 'Mon entreprise')
	await expect(form.getByLabel('Email', { exact: true })).toHaveValue(company.email)
	await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '')
	await form.getByLabel('Numéro SIREN').fill('123456789')
	await form.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(form.getByText("Votre numéro de SIREN n'est pas valide")).toBeVisible()
	await form.getByLabel('Numéro SIREN').fill('732 829 320')
	await form.getByLabel("Nom de l'entreprise").fill('Atelier des Profils')
	await form.getByLabel('Adresse du siège').fill('4 quai de la Fosse')
	await form.getByLabel('Code postal du siège').fill('44000')
	await form.getByLabel('Ville du siège').fill('Nantes')
	await form.getByLabel('Date de naissance du représentant légal').fill('1972-09-30')
	await form.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(toast(page, 'Votre profil est mis à jour')).toBeVisible()
	await expect(page.getByRole('banner')).toContainText('Atelier des Profils')

	const logo = section(page, "Logo de l'entreprise")
	await logo.locator('input[type=file]').setInputFiles(PNG)
	if (test.info().project.name === 'js') {
		const dialog = page.getByRole('dialog', { name: 'Editez votre image' })
		await expect(dialog).toBeVisible()
		await expectNoAxeViolations(page)
		await dialog.getByRole('button', { name: 'Valider' }).click()
		await expect(dialog).toBeHidden()
	}
	await logo.getByRole('button', { name: 'Mettre à jour mon logo' }).click()
	await expect(toast(page, 'Votre logo a été mis à jour')).toBeVisible()
	await expect(section(page, "Logo de l'entreprise").getByRole('img')).toHaveAttribute(
		'src',
		/\/uploads\/logos\//,
	)
})

test('a blocked payer completes the profile, comes back to the payment and pays', async ({ page }) => {
	const company = await freshCompany('profil-bloque')
	const potId = freshPot(company.id)
	await signInAs(page, company.email)
	await page.goto(`/participate/${potId}/payment?amount=1500&tip=0`)
	const block = page.getByRole('alert').filter({ hasText: 'Vous ne pouvez pas effectuer de paiement' })
	await expect(block).toBeVisible()
	await block.getByRole('link', { name: 'Mettre à jour mon profil' }).click()
	await expect(page).toHaveURL(/\/company\/profile\?redirectTo=/)
	await expect(page.getByRole('link', { name: 'Retour au paiement' })).toBeVisible()
	await expectNoAxeViolations(page)
	const form = section(page, 'Mon entreprise')
	await form.getByLabel('Adresse du siège').fill('4 quai de la Fosse')
	await form.getByLabel('Code postal du siège').fill('44000')
	await form.getByLabel('Ville du siège').fill('Nantes')
	await form.getByLabel('Date de naissance du représentant légal').fill('1972-09-30')
	await form.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}/payment\\?amount=1500&tip=0$`))
	await page.getByLabel('Numéro de carte').fill(FRICTIONLESS)
	await page.getByLabel("Date d'expiration (MMAA)").fill(EXPIRY)
	await page.getByLabel('Cryptogramme (3 chiffres)').fill('123')
	await page.getByRole('button', { name: 'Payer 15,00 €' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}/confirmation$`))
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre don !')
})

test('an unknown e-mail confirmation link says so', async ({ page }) => {
	await page.goto('/confirmer-email?token=inconnu')
	await expect(page.getByText("Ce lien de confirmation n'est plus valide")).toBeVisible()
	await expectNoAxeViolations(page)
})
