import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'

// The accessibility check every journey relies on must be able to fail, with JavaScript on and off.
test('the axe check passes a real page and fails on a missing alt and a missing label', async ({ page }) => {
	await page.goto('/mentions-legales')
	await expectNoAxeViolations(page)
	await page.goto('/healthcheck')
	await page.setContent(
		'<html lang="fr"><head><title>t</title></head><body><main><img src="/favicon.svg"><input type="text"></main></body></html>',
	)
	await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt[\s\S]*label/)
})
