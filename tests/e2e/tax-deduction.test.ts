import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'

const PAGE = '/deduction-fiscale-des-dons'

const simulator = (page: Page) => page.locator('form#tax-simulator')
const result = (page: Page) => page.getByRole('region', { name: 'Résultat de la simulation' })
/** The figure's text with the formatter's no-break spaces as plain spaces. */
const figure = async (page: Page, label: string) =>
	(await result(page).getByText(label).locator('xpath=following-sibling::dd').innerText()).replace(
		/[\u00A0\u202F]/g,
		' ',
	)

async function submit(page: Page) {
	await Promise.all([
		page.waitForURL((url) => url.pathname === PAGE && url.searchParams.has('montant')),
		simulator(page).getByRole('button', { name: 'Calculer ma réduction' }).click(),
	])
}

test.describe('tax deduction page and simulator', () => {
	test('the rules and an individual’s simulation: 75 % then 66 % on 13 October 2025', async ({ page }) => {
		await consentUpFront(page)
		await page.goto(PAGE)
		await expect(page.getByRole('heading', { level: 1, name: 'Déduction fiscale des dons' })).toBeVisible()
		await expect(
			page.getByRole('rowheader', { name: 'Dons faits à partir du 14 octobre 2025' }),
		).toBeVisible()
		await expectNoAxeViolations(page)

		const form = simulator(page)
		await form.getByRole('group', { name: 'Vous donnez en tant que' }).getByLabel('Particulier').check()
		await form.getByLabel('Montant du don (€)').fill('1 500,00')
		await form
			.getByLabel('Organisme bénéficiaire')
			.selectOption({ label: 'Aide aux personnes en difficulté (repas, soins, logement gratuits)' })
		await form.getByLabel('Date du don (particuliers)').fill('2025-10-13')
		await form.getByLabel('Revenu net imposable du foyer (€, particuliers)').fill('42 000')
		await expect(form.getByLabel('Chiffre d’affaires hors taxes de l’exercice (€, entreprises)')).toBeHidden()
		await submit(page)

		// 1 000 × 75 % = 750, 500 × 66 % = 330
		expect(await figure(page, 'Réduction d’impôt')).toBe('1 080,00 €')
		expect(await figure(page, 'Coût réel du don')).toBe('420,00 €')
		expect(await figure(page, 'Montant reporté')).toBe('0,00 €')
		await expect(result(page)).toContainText('retenus à 75 %')
		await expect(form.getByLabel('Montant du don (€)')).toHaveValue('1 500,00')
		await expectNoAxeViolations(page)
	})

	test('a company over its ceiling, then a wrong amount', async ({ page }) => {
		await consentUpFront(page)
		await page.goto(PAGE)
		const form = simulator(page)
		await form.getByRole('group', { name: 'Vous donnez en tant que' }).getByLabel('Entreprise').check()
		await expect(form.getByLabel('Revenu net imposable du foyer (€, particuliers)')).toBeHidden()
		await form.getByLabel('Montant du don (€)').fill('30000')
		await form.getByLabel('Chiffre d’affaires hors taxes de l’exercice (€, entreprises)').fill('5 000 000')
		await submit(page)

		// ceiling 5 ‰ of 5 000 000 = 25 000: 15 000 at 60 %, 5 000 carried over
		expect(await figure(page, 'Réduction d’impôt')).toBe('15 000,00 €')
		expect(await figure(page, 'Coût réel du don')).toBe('15 000,00 €')
		expect(await figure(page, 'Montant reporté')).toBe('5 000,00 €')
		await expect(result(page)).toContainText('reportés et ouvrent droit à la réduction sur les 5 exercices')
		await expectNoAxeViolations(page)

		await form.getByLabel('Montant du don (€)').fill('beaucoup')
		await form.getByRole('button', { name: 'Calculer ma réduction' }).click()
		await expect(
			form.getByText('Le montant doit être un nombre positif en euros, par exemple 1 234,56'),
		).toBeVisible()
		await expect(form.getByLabel('Montant du don (€)')).toHaveAttribute('aria-invalid', 'true')
		await expectNoAxeViolations(page)
	})

	test('a query string with bad values answers the page with French messages', async ({ page }) => {
		const response = await page.goto(`${PAGE}?profil=pirate&montant=-3&revenu=abc`)
		expect(response?.status()).toBe(400)
		await expect(
			page.getByText("Merci de choisir si vous donnez en tant que particulier ou en tant qu'entreprise"),
		).toBeVisible()
		await expect(result(page)).toContainText('Le calcul n’a pas pu être fait')
	})
})
