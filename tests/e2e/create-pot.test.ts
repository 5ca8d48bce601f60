import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import {
	expectSignedInAs,
	fillPerson,
	login,
	logout,
	signInAs,
	registerForm,
	uniqueEmail,
} from '#tests/support/e2e/accounts.ts'
import { potMessages } from '#app/lib/messages.ts'
import { fillRichText } from '#tests/support/e2e/rich-text.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'

// Whole journeys with image processing: allow them more than the default 30 s on a busy machine.
test.slow()

const js = () => test.info().project.name === 'js'

async function describePot(page: Page, label: string, text: string) {
	await fillRichText(page.getByLabel(label, { exact: true }), text)
}

async function uploadCover(page: Page, label: string) {
	await page.locator(`input[type=file][name=${label}]`).setInputFiles('tests/fixtures/photo.jpg')
	if (js()) {
		const dialog = page.getByRole('dialog', { name: 'Editez votre image' })
		await expect(dialog).toBeVisible()
		await dialog.getByRole('button', { name: 'Valider' }).click()
		await expect(dialog).toBeHidden()
	}
}

test('an individual creates a pot from a charity deep link, signing up inside the flow', async ({ page }) => {
	await consentUpFront(page)
	await page.goto('/create/particular/details?evt=1&assoc=5')
	await expect(page).toHaveURL(/\/create\/particular\/details$/)
	await expect(
		page.getByRole('heading', { name: 'Création de votre cagnotte de la générosité' }),
	).toBeVisible()
	await expect(page.getByRole('navigation', { name: 'Étapes de création de la cagnotte' })).toContainText(
		'Je m’identifie',
	)
	await expectNoAxeViolations(page)

	await page.getByRole('button', { name: 'Sauvegardez et continuez' }).click()
	// All errors in one 'Attention' notice, each linking to its field, and each still under its field.
	const notice = page.getByRole('alert').filter({ hasText: 'Attention' })
	await expect(notice.getByRole('link')).toHaveText([
		'Le nom de votre cagnotte est obligatoire',
		'La description de votre cagnotte est obligatoire',
	])
	await expect(page.getByLabel('Nom de la cagnotte')).toHaveAccessibleDescription(
		/Le nom de votre cagnotte est obligatoire/,
	)
	await expectNoAxeViolations(page)

	await page.getByLabel('Nom de la cagnotte').fill('Le mariage de Jeanne et Malik')
	await describePot(
		page,
		'Le mot du porteur de la cagnotte',
		'Plutôt qu’une liste de mariage, soutenons une association.',
	)
	await uploadCover(page, 'banner')
	await page.getByRole('button', { name: 'Sauvegardez et continuez' }).click()

	await expect(page).toHaveURL(/\/create\/particular\/authenticate$/)
	await expect(page.getByRole('heading', { name: 'Identifiez-vous' })).toBeVisible()
	await expectNoAxeViolations(page)
	// The draft survives a reload and going back to the details.
	await page.goto('/create/particular/details')
	await expect(page.getByLabel('Nom de la cagnotte')).toHaveValue('Le mariage de Jeanne et Malik')
	await page.getByRole('button', { name: 'Sauvegardez et continuez' }).click()
	await expect(page).toHaveURL(/\/create\/particular\/authenticate$/)

	await fillPerson(page, { firstName: 'Jeanne', lastName: 'Roussel', email: uniqueEmail('jeanne') })
	await registerForm(page).getByRole('button', { name: "Je m'inscris !" }).click()
	await expect(page).toHaveURL(/\/participate\/\d+$/)
	await expect(page.getByRole('status')).toContainText(potMessages.created)
	await expect(page.getByRole('heading', { level: 1, name: 'Le mariage de Jeanne et Malik' })).toBeVisible()
	await expect(page.getByText('Plutôt qu’une liste de mariage')).toBeVisible()
	await expect(page.locator('img[src^="/uploads/pots/"]')).toHaveCount(1)
	await expectSignedInAs(page, 'Jeanne')
	// The draft is gone once the pot is saved.
	await page.goto('/create/particular/details')
	await expect(page).toHaveURL(/\/create\/particular\/assocs/)
})

test('a company creates a pot with its colour, its logo and sharing on invitation', async ({ page }) => {
	await signInAs(page, 'contact@atelier-lumiere.demo')
	await page.goto('/create/company/details?evt=12&assoc=7')
	await page.getByLabel('Nom de la cagnotte').fill('Course solidaire de printemps')
	await page
		.getByLabel('Date de fin de collecte')
		.fill(new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10))
	await describePot(page, "Le mot de l'entreprise", 'Chaque kilomètre compte !')
	// The swatch is the visible part of the radio's label.
	const colours = page.getByRole('group', { name: 'Couleur de la cagnotte' })
	await colours.locator('label', { has: page.getByRole('radio', { name: 'Bleu' }) }).click()
	await expect(colours.getByRole('radio', { name: 'Bleu' })).toBeChecked()
	await uploadCover(page, 'logo')
	// SHARE is pre-selected (docs/requirements.md#spec-2-3); SHOW, on invitation, locks the pot.
	await expect(page.getByLabel('Partage libre : chacun peut partager la cagnotte')).toBeChecked()
	await expectNoAxeViolations(page)
	await page.getByLabel('Sur invitation : seul l’organisateur partage la cagnotte').check()
	await page.getByRole('button', { name: 'Sauvegardez et continuez' }).click()
	// A company continues with its KYC (docs/requirements.md#spec-2-4); it may skip it and see its pot.
	await expect(page).toHaveURL(/\/participate\/company\/\d+\/kyc$/)
	await expect(page.getByRole('status')).toContainText(potMessages.created)
	await expect(page.getByRole('heading', { level: 1, name: 'Contribution entreprise KYC' })).toBeVisible()
	await page.getByRole('link', { name: 'Passer cette étape' }).click()
	await expect(page).toHaveURL(/\/participate\/\d+$/)
	await expect(page.getByText('Cagnotte sur invitation')).toBeVisible()
})

test('an individual account cannot create a company pot', async ({ page }) => {
	await signInAs(page, 'marie.dupont@donnons.demo')
	await page.goto('/create/company/details?evt=12&assoc=3')
	await page.getByLabel('Nom de la cagnotte').fill('Essai')
	await describePot(page, "Le mot de l'entreprise", 'Un essai')
	await page.getByRole('button', { name: 'Sauvegardez et continuez' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('status')).toContainText(potMessages.accountTypeNotAllowed)
})

// The JavaScript-on and -off runs of this test rename the same pot and check its heading: never at once.
test.describe(() => {
	test.use({ exclusive: 'pot-1-name' })

	test('the owner edits a pot; anyone else is sent to the pot page', async ({ page }) => {
		await consentUpFront(page)
		await page.goto('/edit/particular/details/1')
		await expect(page).toHaveURL(/\/authentification-cagnotte-solidaire-don-association\?redirectTo=/)
		await login(page, 'contact@atelier-lumiere.demo', 'Donnons-2026!')
		await expect(page).toHaveURL(/\/participate\/1$/)
		await expect(page.getByRole('link', { name: 'Modifier la cagnotte' })).toHaveCount(0)

		await logout(page)
		await signInAs(page, 'marie.dupont@donnons.demo')
		await page.goto('/participate/1')
		await page.getByRole('link', { name: 'Modifier la cagnotte' }).click()
		await expect(page).toHaveURL(/\/edit\/particular\/details\/1$/)
		await expect(page.getByLabel('Nom de la cagnotte')).toHaveValue(/Les 40 ans de Marie/)
		await expectNoAxeViolations(page)
		const name = `Les 40 ans de Marie (${test.info().project.name})`
		await page.getByLabel('Nom de la cagnotte').fill(name)
		await page.getByRole('button', { name: 'Enregistrer les modifications' }).click()
		await expect(page).toHaveURL(/\/participate\/1$/)
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
	})
})

test("'précédent' goes back to the causes keeping the values; choosing another cause comes back to them", async ({
	page,
}) => {
	await consentUpFront(page)
	await page.goto('/create/particular/details?evt=2&assoc=6')
	await page.getByLabel('Nom de la cagnotte').fill('Naissance de Louise')
	await page.getByRole('button', { name: 'précédent' }).click()
	await expect(page).toHaveURL(/\/create\/particular\/assocs\?evt=2$/)
	await expect(
		page.getByRole('heading', { name: 'Choisissez la cause qui vous tient à cœur !' }),
	).toBeVisible()
	await page
		.getByRole('link', { name: /Choisir cette association/ })
		.first()
		.click()
	await expect(page).toHaveURL(/\/create\/particular\/details$/)
	await expect(page.getByLabel('Nom de la cagnotte')).toHaveValue('Naissance de Louise')
	await expect(page.getByLabel('Quel évènement ?')).toHaveValue('2')
})
