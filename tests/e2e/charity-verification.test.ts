import { suspensionMessages } from '#app/lib/admin/admin-messages.ts'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'

// Demo pot 9, 'Kermesse de l’école des Filaos': its charity (Kartié Lékol) has not finished its registration
// at the payment provider (ADR 030, db/seed-demo.ts), so the pot is shown and shared but takes no gift.
const POT = '/participate/9'

test('a pot whose charity is not verified says gifts open soon and offers no donation form', async ({
	page,
}) => {
	await consentUpFront(page)
	await page.goto(POT)
	await expect(page.getByRole('heading', { level: 1, name: 'Kermesse de l’école des Filaos' })).toBeVisible()
	const notice = page.getByRole('status').filter({ hasText: suspensionMessages.charityUnverifiedTitle })
	await expect(notice).toContainText(suspensionMessages.charityUnverified)
	await expect(page.getByLabel('Montant de votre don (en euros)')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'DONNER avec reçu fiscal' })).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'DON RAPIDE sans inscription ni reçu fiscal' })).toHaveCount(
		0,
	)
	await expectNoAxeViolations(page)
})

test('a payment page of that pot sends back to the pot page, which says why', async ({ page }) => {
	await consentUpFront(page)
	await page.goto(`${POT}/tips?amount=2000`)
	await expect(page).toHaveURL(new RegExp(`${POT}$`))
	await expect(page.getByText(suspensionMessages.charityUnverified).first()).toBeVisible()
	await expectNoAxeViolations(page)
})
