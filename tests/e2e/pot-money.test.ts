import { type Page } from '@playwright/test'
import { e2eDatabase } from '#tests/support/e2e/database.ts'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'

// Issue 28 item 2: « Où va l'argent » on every pot page, JavaScript on and off.

const section = (page: Page) => page.getByRole('region', { name: 'Où va l’argent' })

test('an open pot: what was collected waits until the pot closes, and the page says so', async ({ page }) => {
	await page.goto('/participate/1')
	const money = section(page)
	await expect(money).toBeVisible()
	await expect(money.getByText('Collectés', { exact: true })).toBeVisible()
	await expect(money).toContainText('En attente de versement')
	await expect(money).toContainText('la cagnotte est encore ouverte')
	await expect(money.getByRole('link', { name: 'Frais et commissions' })).toHaveAttribute(
		'href',
		'/frais-et-commissions',
	)
	await expectNoAxeViolations(page)
})

test('a pot paid out: the amount paid to the charity, its date and its reference', async ({ page }) => {
	const { id } = e2eDatabase()
		.prepare(`select id from pots where name = 'Les 10 km des Aubes 2026'`)
		.get() as { id: number }
	await page.goto(`/participate/${id}`)
	const money = section(page)
	await expect(money).toContainText('Versés à')
	await expect(money).toContainText(`référence « Donnons ${id} »`)
	await expect(money).not.toContainText('En attente de versement')
	await expectNoAxeViolations(page)
})
