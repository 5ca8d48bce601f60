import { signInAs } from '#tests/support/e2e/login.ts'
import { expect, expectNoAxeViolations, hasJs, test } from '#tests/support/e2e/playwright.ts'

// Navigation on a phone (ADR 035), JavaScript on and off.
test.use({ viewport: { width: 390, height: 844 }, screenshot: 'only-on-failure' })

const MARIE = 'marie.dupont@donnons.demo'

test('the open « Menu » never covers the account menu: « Mon tableau de bord » is reachable', async ({
	page,
}) => {
	await signInAs(page, MARIE)
	await page.goto('/nos-valeurs')
	const header = page.getByRole('banner')
	const menu = header.locator('details').filter({ has: page.locator('summary', { hasText: 'Menu' }) })
	const account = header.locator('details').filter({ has: page.getByText('Mon compte :') })
	await menu.locator('summary').click()
	await expect(menu.getByRole('navigation', { name: 'Navigation mobile' })).toBeVisible()
	await account.locator('summary').click()
	// Opening one header menu closes the other (`<details name>`: the browser does it, also without JavaScript).
	await expect(menu).not.toHaveAttribute('open')
	await expect(menu.getByRole('navigation', { name: 'Navigation mobile' })).toBeHidden()
	const dashboard = account.getByRole('link', { name: 'Mon tableau de bord' })
	await expect(dashboard).toBeVisible()
	await expectNoAxeViolations(page)
	await dashboard.click()
	await expect(page).toHaveURL(/\/particular\/dashboard$/)
	await expect(account).not.toHaveAttribute('open')
})

test('a header menu closes once one of its links has navigated', async ({ page }) => {
	await page.goto('/nos-valeurs')
	const header = page.getByRole('banner')
	const menu = header.locator('details').filter({ has: page.locator('summary', { hasText: 'Menu' }) })
	await menu.locator('summary').click()
	await menu.getByRole('link', { name: 'Charte qualité' }).click()
	await expect(page).toHaveURL(/charte|qualit/)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(menu).not.toHaveAttribute('open')
	await expect(menu.getByRole('navigation', { name: 'Navigation mobile' })).toBeHidden()
	if (hasJs()) {
		// With JavaScript, Escape closes it too and gives the focus back to its button.
		await menu.locator('summary').click()
		await page.keyboard.press('Escape')
		await expect(menu).not.toHaveAttribute('open')
		await expect(menu.locator('summary')).toBeFocused()
	}
})
