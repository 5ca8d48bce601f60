import { type Page } from '@playwright/test'
import { quotaMessages } from '#app/lib/donations/quota-messages.ts'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { signInAs } from '#tests/support/e2e/accounts.ts'

/**
 * The provider's call quota spent (demo control « Épuiser le quota »): a card gift waits on « paiement en
 * cours » — meta refresh without JavaScript, polling with it — and completes once the quota is restored.
 */

// The quota is the whole server's: never at the same time as the other payment journeys on demo pot 1.
test.describe.configure({ mode: 'default' })
test.use({ exclusive: 'pot-1-donations' })

const MARIE = 'marie.dupont@donnons.demo'
const SUCCESS = 'Merci de votre générosité ! Votre don a été réalisé avec succès.'
const EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`

async function quotaControl(page: Page, button: 'Épuiser le quota' | 'Rétablir le quota') {
	const controls = await page.context().newPage()
	await controls.goto('/sandbox/controls')
	await controls.getByRole('button', { name: button }).click()
	await expect(controls.getByText(/Quota d’appels du prestataire (épuisé|rétabli)/)).toBeVisible()
	await controls.close()
}

test('a card gift waits on « paiement en cours » while the quota is spent, then completes', async ({
	page,
}) => {
	const euros = test.info().project.name === 'js' ? 23 : 24
	await signInAs(page, MARIE)
	await page.goto(`/participate/1/payment?amount=${euros * 100}&tip=0`)
	await page.getByLabel('Numéro de carte').fill('4970107111111119')
	await page.getByLabel("Date d'expiration (MMAA)").fill(EXPIRY)
	await page.getByLabel('Cryptogramme (3 chiffres)').fill('123')
	await quotaControl(page, 'Épuiser le quota')
	try {
		await page.getByRole('button', { name: `Payer ${euros},00 €` }).click()
		await expect(page).toHaveURL(/\/participate\/1\/paiement-en-cours\?reg=/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(quotaMessages.pageTitle)
		await expect(page.getByText(quotaMessages.noCharge)).toBeVisible()
		if (test.info().project.name === 'nojs')
			await expect(page.locator('head meta[http-equiv="refresh"]')).toHaveAttribute('content', '5')
		await expectNoAxeViolations(page)
	} finally {
		await quotaControl(page, 'Rétablir le quota')
	}
	// Nobody clicks: the page reloads (or asks again) by itself and the payment goes on.
	await expect(page).toHaveURL(/\/participate\/1\/confirmation$/, { timeout: 20_000 })
	await expect(page.getByText(SUCCESS).first()).toBeVisible()
})
