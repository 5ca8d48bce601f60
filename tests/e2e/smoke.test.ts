import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { infoMessages, newsletterMessages } from '#app/lib/messages.ts'

test.describe('home and layout', () => {
	test('home shows the header, the footer, the demo catalogue and no accessibility violation', async ({
		page,
	}) => {
		await page.goto('/')
		await expect(page).toHaveTitle(/Donnons/)
		const header = page.getByRole('banner')
		await expect(header.getByRole('link', { name: 'Donnons, accueil' })).toBeVisible()
		await expect(header.getByRole('link', { name: 'Connexion / Inscription' })).toBeVisible()
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		// The 8 categories of the demo catalogue.
		for (const name of [
			'Femme',
			'Humanitaire',
			'Enfant',
			'Environnement',
			'Solidarité',
			'Animaux',
			'Santé',
			'Éducation',
		]) {
			await expect(
				page
					.getByRole('region', { name: 'Les causes que vous pouvez soutenir' })
					.getByText(name, { exact: true }),
			).toBeVisible()
		}
		const footer = page.getByRole('contentinfo')
		await expect(footer.getByRole('button', { name: "Je m'abonne" })).toBeVisible()
		await expect(footer.getByRole('list', { name: 'Nos partenaires' }).getByRole('img')).toHaveCount(4)
		await expect(page.getByTestId('demo-ribbon')).toBeVisible()
		await expectNoAxeViolations(page)
	})

	test('generated catalogue images are served', async ({ page, request }) => {
		await page.goto('/')
		const src = await page
			.getByRole('region', { name: 'Quelques associations partenaires' })
			.locator('img')
			.first()
			.getAttribute('src')
		expect(src).toMatch(/^\/uploads\/catalogue\/charities\/.+\/logo\.svg$/)
		const response = await request.get(src!)
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toContain('image/svg+xml')
	})

	test('an unknown path leads home', async ({ page }) => {
		await page.goto('/cette-page-n-existe-pas')
		await expect(page).toHaveURL(/\/$/)
	})
})

test.describe('cookie consent', () => {
	test('denying cookies is acknowledged and remembered', async ({ page, context }) => {
		await page.goto('/')
		const banner = page.getByRole('region', { name: 'Vos choix en matière de cookies' })
		await expect(banner).toBeVisible()
		await expectNoAxeViolations(page)
		// No cookie at all before a choice is made.
		expect(await context.cookies()).toEqual([])
		await banner.getByRole('button', { name: 'Tout refuser' }).click()
		await expect(page.getByRole('status')).toContainText(infoMessages.cookieDenied)
		await expect(banner).toBeHidden()
		const consent = (await context.cookies()).find((c) => c.name === 'donnons_consent')
		expect(consent).toBeDefined()
		// Kept 13 months.
		const days = (consent!.expires * 1000 - Date.now()) / 86_400_000
		expect(days).toBeGreaterThan(380)
		expect(days).toBeLessThan(400)
		await page.reload()
		await expect(banner).toBeHidden()
	})

	test('accepting cookies hides the banner and keeps the visitor on the page', async ({ page }) => {
		await page.goto('/?depuis=test')
		const banner = page.getByRole('region', { name: 'Vos choix en matière de cookies' })
		await banner.getByRole('button', { name: 'Tout accepter' }).click()
		await expect(banner).toBeHidden()
		await expect(page).toHaveURL(/\/\?depuis=test$/)
	})
})

test.describe('newsletter', () => {
	test('a valid address gets a confirmation e-mail; its link subscribes it, another unsubscribes it', async ({
		page,
	}) => {
		const email = `lectrice-${test.info().project.name}-${Date.now()}@exemple.fr`
		await page.goto('/')
		const footer = page.getByRole('contentinfo')
		await footer.getByLabel('Votre adresse email').fill('pas-une-adresse')
		await footer.getByRole('button', { name: "Je m'abonne" }).click()
		await expect(page.getByRole('status')).toContainText("Votre email pas-une-adresse n'est pas valide")
		await footer.getByLabel('Votre adresse email').fill(email)
		await footer.getByRole('button', { name: "Je m'abonne" }).click()
		await expect(page.getByRole('status')).toContainText('Un email de confirmation vous a été envoyé')

		const openMail = async () => {
			await page.goto('/demo/outbox')
			await page
				.getByRole('row', { name: new RegExp(email) })
				.getByRole('link', { name: 'Confirmez votre inscription à la newsletter Donnons' })
				.click()
		}
		await openMail()
		await page.getByRole('link', { name: /\/newsletter\/confirmer\?token=/ }).click()
		await expect(
			page.getByRole('heading', { name: 'Confirmer votre inscription à la newsletter' }),
		).toBeVisible()
		await expect(page.getByRole('main')).toContainText(email)
		await expectNoAxeViolations(page)
		await page.getByRole('button', { name: 'Confirmer mon inscription' }).click()
		await expect(page.getByRole('status')).toContainText(newsletterMessages.subscribed)

		await openMail()
		await page.getByRole('link', { name: /\/newsletter\/desinscription\?token=/ }).click()
		await expect(page.getByRole('heading', { name: 'Se désinscrire de la newsletter' })).toBeVisible()
		await expectNoAxeViolations(page)
		await page.getByRole('button', { name: 'Me désinscrire' }).click()
		await expect(page.getByRole('status')).toContainText('Vous êtes désinscrit de la newsletter.')
	})

	test('a tampered link is refused with a French message', async ({ page }) => {
		await page.goto('/newsletter/confirmer?token=abc.def')
		await expect(page.getByRole('alert')).toContainText("Ce lien de confirmation n'est plus valide")
		await expectNoAxeViolations(page)
	})
})
