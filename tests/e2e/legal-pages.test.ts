import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { infoMessages } from '#app/lib/messages.ts'

const PAGES = [
	{ path: '/conditions-generales-utilisation', h1: 'Conditions générales d’utilisation', says: '365 jours' },
	{ path: '/politique-cookies', h1: 'Politique cookies', says: '13 mois' },
	{ path: '/politique-de-confidentialite', h1: 'Politique de confidentialité', says: '/mes-donnees' },
	{ path: '/mentions-legales', h1: 'Mentions légales', says: 'L-1125 Luxembourg' },
	{ path: '/accessibilite', h1: 'Déclaration d’accessibilité', says: '09 69 39 00 00' },
] as const

test.describe('legal pages', () => {
	for (const { path, h1, says } of PAGES) {
		test(`${path}: its title, its content, no accessibility violation`, async ({ page }) => {
			await page.goto(path)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
			if (says.startsWith('/')) await expect(page.locator(`main a[href="${says}"]`).first()).toBeVisible()
			else await expect(page.getByRole('main')).toContainText(says)
			await expect(page).toHaveTitle(`${h1} — Donnons`)
			await expectNoAxeViolations(page)
		})
	}

	test('the legacy /condition and /cookie lead to the terms and the cookie policy, query kept', async ({
		page,
	}) => {
		await page.goto('/condition?source=lettre')
		await expect(page).toHaveURL(/\/conditions-generales-utilisation\?source=lettre$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales d’utilisation')
		await page.goto('/cookie')
		await expect(page).toHaveURL(/\/politique-cookies$/)
	})

	test('the cookie policy shows the choice and changes it, with or without JavaScript', async ({
		page,
		context,
	}) => {
		const consent = async () => (await context.cookies()).find((c) => c.name === 'donnons_consent')
		await page.goto('/politique-cookies')
		const choice = page.getByRole('region', { name: 'Modifier votre choix' })
		await expect(choice).toContainText('vous n’avez pas encore fait de choix')
		expect(await consent()).toBeUndefined()

		await choice.getByRole('button', { name: 'Refuser les cookies de mesure d’audience' }).click()
		await expect(page.getByRole('status')).toContainText(infoMessages.cookieDenied)
		await expect(choice).toContainText('vous avez refusé les cookies de mesure d’audience')
		await expect(page).toHaveURL(/\/politique-cookies$/)
		await expect(page.getByRole('region', { name: 'Vos choix en matière de cookies' })).toBeHidden()
		const denied = (await consent())?.value
		expect(denied).toBeTruthy()

		await choice.getByRole('button', { name: 'Accepter les cookies de mesure d’audience' }).click()
		await expect(choice).toContainText('vous avez accepté les cookies de mesure d’audience')
		await expect(page).toHaveURL(/\/politique-cookies$/)
		expect((await consent())?.value).not.toBe(denied)
		await expectNoAxeViolations(page)

		await page.reload()
		await expect(choice).toContainText('vous avez accepté les cookies de mesure d’audience')
	})
})
