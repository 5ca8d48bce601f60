import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { signInAs } from '#tests/support/e2e/login.ts'

/** Spec 3 "Other routes": /create/company/sepa, the SEPA transfer destination, with its query. */

test('/create/company/sepa lands on the transfer tab with the amount and the tip kept', async ({ page }) => {
	await signInAs(page, 'contact@atelier-lumiere.demo')
	// An amount of its own per project, so the two runs do not share a transfer.
	const cents = test.info().project.name === 'js' ? 7230 : 7340
	await page.goto(
		`/create/company/sepa?dataWireID=3&dataWireAmount=${cents}&dataWireGift_donnons=270&paramAmount=${cents}&paramGift=270`,
	)
	await expect(page).toHaveURL(new RegExp(`/participate/3/payment\\?amount=${cents}&tip=270&mode=sepa$`))
	await expect(page.getByRole('link', { name: 'Virement SEPA' })).toHaveAttribute('aria-current', 'page')
	const euros = (c: number) => new RegExp(`${(c / 100).toFixed(2).replace('.', ',')}\\s€`)
	const intro = page.getByRole('main').locator('p').first()
	await expect(intro).toContainText(euros(cents))
	await expect(intro).toContainText(/2,70\s€ de contribution à Donnons/)
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Obtenir les coordonnées du virement' }).click()
	await expect(page.getByRole('heading', { name: 'Coordonnées de votre virement' })).toBeVisible()
	await expect(page.locator('dd').first()).toHaveText(euros(cents + 270))
})
