import { signInAs } from '#tests/support/e2e/accounts.ts'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'

/**
 * Issue 28, with and without JavaScript: « Frais et commissions » reached from the footer and from the pot
 * page's donate box, and the 75 % headroom in the recap before payment. Demo pot 11, « Un hiver au chaud à la
 * Maison des Aubes », gives to La Maison des Aubes, a charity at 75 % (db/seed-demo.ts).
 */
const HELP_POT = 11
const MARIE = 'marie.dupont@donnons.demo'

test('the fees page from the footer: the example on 50 €, no accessibility violation', async ({ page }) => {
	await page.goto('/')
	await page.getByRole('contentinfo').getByRole('link', { name: 'Frais et commissions' }).click()
	await expect(page).toHaveURL(/\/frais-et-commissions$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frais et commissions')
	await expect(page.getByRole('heading', { name: 'Exemple : un don de 50,00 €' })).toBeVisible()
	await expect(page.getByTestId('example-charity-receives')).toHaveText(/50,00\s€/)
	await expect(page.getByRole('heading', { name: 'Faire une réclamation' })).toBeVisible()
	await expectNoAxeViolations(page)
})

test('the fees page from the pot page, next to the donate button', async ({ page }) => {
	await page.goto(`/participate/${HELP_POT}`)
	const box = page.getByRole('form', { name: 'Je participe' })
	await expect(box.getByRole('button', { name: 'DONNER avec reçu fiscal' })).toBeVisible()
	await box.getByRole('link', { name: 'Frais et commissions' }).click()
	await expect(page).toHaveURL(/\/frais-et-commissions$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frais et commissions')
})

test('a signed-in donor sees what is left of the 75 % ceiling before paying', async ({ page }) => {
	await signInAs(page, MARIE)
	await page.goto(`/participate/${HELP_POT}/tips?amount=2500`)
	await expect(page.getByRole('region', { name: 'Votre plafond de dons à 75 %' })).toContainText(
		/Il vous reste|Vous avez atteint/,
	)
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Valider et payer' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${HELP_POT}/payment\\?`))
	const headroom = page.getByRole('region', { name: 'Votre plafond de dons à 75 %' })
	await expect(headroom).toContainText(
		/Il vous reste [\d\s,]+\s€ de plafond à 75 % en \d{4}\.|Vous avez atteint le plafond/,
	)
	await expectNoAxeViolations(page)

	await page.goto('/particular/dashboard')
	await expect(page.getByRole('region', { name: 'Votre plafond de dons à 75 %' })).toContainText(
		/plafond de 2\s000,00\s€ à 75 %|Vous avez atteint le plafond/,
	)
	await expectNoAxeViolations(page)
})
