import { type Page } from '@playwright/test'
import { e2eDatabase } from '#tests/support/e2e/database.ts'
import { expect, expectNoAxeViolations, JS_ONLY, test } from '#tests/support/e2e/playwright.ts'

// Issue 29 item 5 (docs/decisions/050-pot-parts-as-server-html.md): the pot page's static parts are server HTML that the
// browser keeps; their code loads only when another pot (or new figures) needs them.

const PARTS =
	/\/assets\/(pot-parts-components|pot-cause|pot-money|pot-matching|goal-progress|news-list|support-messages)-/
const money = (page: Page) => page.getByRole('region', { name: 'Où va l’argent' })

function paidOutPot() {
	return e2eDatabase()
		.prepare(
			`select pots.id, charities.name as charity from pots join charities on charities.id = pots.charity_id
			 where pots.name = 'Les 10 km des Aubes 2026'`,
		)
		.get() as { id: number; charity: string }
}

test(
	'first load without the parts’ code; another pot after a client-side navigation shows its own parts',
	JS_ONLY,
	async ({ page }) => {
		const loaded: string[] = []
		page.on('request', (request) => {
			if (PARTS.test(request.url())) loaded.push(request.url())
		})
		// A kept part whose HTML did not match would be a hydration error, logged in the console.
		const errors: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text())
		})
		const other = paidOutPot()
		await page.goto('/participate/1')
		await expect(money(page)).toContainText('En attente de versement')
		await page.waitForFunction(() => '__remixRouter' in window)
		await page.waitForLoadState('networkidle')
		expect(loaded).toEqual([])
		expect(errors).toEqual([])
		// No full load from here on: the marker stays.
		await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
		await page.evaluate(
			(path) =>
				(window as unknown as { __remixRouter: { navigate: (to: string) => void } }).__remixRouter.navigate(
					path,
				),
			`/participate/${other.id}`,
		)
		await expect(money(page)).toContainText(`référence « Donnons ${other.id} »`)
		await expect(money(page)).not.toContainText('En attente de versement')
		await expect(page.getByRole('heading', { name: `La cause soutenue : ${other.charity}` })).toBeVisible()
		expect(loaded.some((url) => url.includes('/assets/pot-parts-components-'))).toBe(true)
		await page.goBack()
		await expect(money(page)).toContainText('En attente de versement')
		await expect(money(page)).not.toContainText('Versés à')
		expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
		expect(errors).toEqual([])
		await expectNoAxeViolations(page)
	},
)

test('a link in a kept part navigates without a full load', JS_ONLY, async ({ page }) => {
	await page.goto('/participate/1')
	await page.waitForFunction(() => '__remixRouter' in window)
	await page.waitForLoadState('networkidle')
	await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
	await money(page).getByRole('link', { name: 'Frais et commissions' }).click()
	await expect(page).toHaveURL(/\/frais-et-commissions$/)
	expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
})
