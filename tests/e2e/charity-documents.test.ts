import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'

/** Demo charities with their documents: the buttons of the charity page and the PDFs. */

test('a charity page offers its activity report, its missions and its website', async ({ page }) => {
	await page.goto('/association/maison-des-aubes')
	await expect(page.getByRole('heading', { level: 1 })).toContainText('La Maison des Aubes')
	const report = page.getByRole('link', { name: 'Présentation et rapport d’activité' })
	const missions = page.getByRole('link', { name: 'Missions en cours' })
	await expect(report).toBeVisible()
	await expect(missions).toBeVisible()
	await expect(page.getByRole('link', { name: 'Le site de l’association' })).toHaveAttribute(
		'href',
		'https://www.maison-des-aubes.demo',
	)
	await expectNoAxeViolations(page)
	for (const link of [report, missions]) {
		const href = await link.getAttribute('href')
		const answer = await page.request.get(href!)
		expect(answer.status()).toBe(200)
		expect(answer.headers()['content-type']).toBe('application/pdf')
		expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-')
	}
})
