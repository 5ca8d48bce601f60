import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, HTTP_ONLY, test } from '#tests/support/e2e/playwright.ts'

// The sandbox payment simulator's pages, driven from the demo scenarios of /sandbox/start. Every page works
// without JavaScript (project "nojs") and with it (project "js").

async function start(page: Page, scenario: string) {
	await page.goto('/sandbox/start')
	await page.getByRole('button', { name: scenario }).click()
}

async function expectOutcome(page: Page, label: string, code: string) {
	await expect(page).toHaveURL(/\/sandbox\/start\/return\?/)
	await expect(page.getByText(label, { exact: true })).toBeVisible()
	await expect(page.getByText(code, { exact: true })).toBeVisible()
}

test.describe('sandbox simulator pages', () => {
	test('scenario page, then the 3-D Secure challenge validated', async ({ page }) => {
		await page.goto('/sandbox/start')
		await expect(
			page.getByRole('heading', { level: 1, name: 'Essayer les paiements de démonstration' }),
		).toBeVisible()
		await expect(page.getByText('Banque de démonstration', { exact: true })).toBeVisible()
		await expectNoAxeViolations(page)
		await page.getByRole('button', { name: 'Paiement par carte avec authentification 3-D Secure' }).click()
		await expect(page).toHaveURL(/\/sandbox\/3ds\/[\w-]+$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Confirmez votre paiement' })).toBeVisible()
		await expect(page.getByText('20,00 €')).toBeVisible()
		await expectNoAxeViolations(page)
		await page.getByRole('button', { name: 'Valider le paiement' }).click()
		await expectOutcome(page, 'Paiement réussi', '000000')
		expect(new URL(page.url()).searchParams.get('transactionId')).toMatch(/^\d+$/)
		await expectNoAxeViolations(page)
	})

	test('3-D Secure refused and abandoned', async ({ page }) => {
		await start(page, 'Paiement par carte avec authentification 3-D Secure')
		await page.getByRole('button', { name: 'Refuser', exact: true }).click()
		await expectOutcome(page, 'Paiement refusé', '101301')
		await start(page, 'Paiement par carte avec authentification 3-D Secure')
		await page.getByRole('button', { name: 'Abandonner' }).click()
		await expectOutcome(page, 'Paiement refusé', '101304')
	})

	test('a card form posts straight to the tokenisation endpoint, then pays', async ({ page }) => {
		await start(page, 'Enregistrer une carte puis payer')
		await expect(page.getByRole('heading', { level: 1, name: 'Enregistrer une carte' })).toBeVisible()
		await expectNoAxeViolations(page)
		await page.getByLabel('Numéro de carte').fill('4970107111111119')
		await page.getByLabel('Date d’expiration (MMAA)').fill('1239')
		await page.getByLabel('Cryptogramme (CVC)').fill('123')
		await page.getByRole('button', { name: 'Enregistrer la carte et payer 10,00 €' }).click()
		await expectOutcome(page, 'Paiement réussi', '000000')

		await start(page, 'Enregistrer une carte puis payer')
		await page.getByLabel('Numéro de carte').fill('4970107111111119')
		await page.getByLabel('Date d’expiration (MMAA)').fill('1239')
		await page.getByLabel('Cryptogramme (CVC)').fill('12')
		await page.getByRole('button', { name: 'Enregistrer la carte et payer 10,00 €' }).click()
		await expect(page.getByText('Carte refusée', { exact: true })).toBeVisible()
		await expect(page.getByText('105204', { exact: true })).toBeVisible()
	})

	test('the hosted card page: an invalid number is shown, a challenge card goes through 3-D Secure', async ({
		page,
	}) => {
		await start(page, 'Paiement sur la page de carte hébergée')
		await expect(page).toHaveURL(/\/sandbox\/web-card\/[\w-]+$/)
		await expect(page.getByRole('heading', { level: 1, name: 'Payer par carte' })).toBeVisible()
		await expectNoAxeViolations(page)
		await page.getByLabel('Numéro de carte').fill('4970107111111118')
		await page.getByLabel('Date d’expiration (MMAA)').fill('1239')
		await page.getByLabel('Cryptogramme (CVC)').fill('123')
		await page.getByRole('button', { name: 'Payer', exact: true }).click()
		await expect(page.getByRole('alert')).toContainText('Le numéro de carte n’est pas valide.')
		// Without JavaScript the page is rendered again: the card data is never sent back.
		if (test.info().project.use.javaScriptEnabled === false)
			await expect(page.getByLabel('Numéro de carte')).toHaveValue('')
		await expectNoAxeViolations(page)
		await page.getByLabel('Numéro de carte').fill('4970105181818183')
		await page.getByLabel('Date d’expiration (MMAA)').fill('1239')
		await page.getByLabel('Cryptogramme (CVC)').fill('123')
		await page.getByRole('button', { name: 'Payer', exact: true }).click()
		await expect(page).toHaveURL(/\/sandbox\/3ds\/[\w-]+$/)
		await page.getByRole('button', { name: 'Valider le paiement' }).click()
		await expectOutcome(page, 'Paiement réussi', '000000')
	})

	test('the SEPA mandate page: signed, and the mandate id comes back', async ({ page }) => {
		await start(page, 'Signer un mandat de prélèvement SEPA')
		await expect(page).toHaveURL(/\/sandbox\/mandate\/[\w-]+$/)
		await expect(
			page.getByRole('heading', { level: 1, name: 'Signer le mandat de prélèvement SEPA' }),
		).toBeVisible()
		await expect(page.getByText('FR76*******************0143')).toBeVisible()
		await expectNoAxeViolations(page)
		await page.getByRole('button', { name: 'Signer le mandat' }).click()
		await expect(page).toHaveURL(/MandateId=mdt_/)
		await expect(page.getByText('Mandat signé', { exact: true })).toBeVisible()
	})

	test('the control page receives a bank wire', async ({ page }) => {
		await start(page, 'Paiement par virement bancaire')
		await expectOutcome(page, 'Paiement en attente', '—')
		const id = new URL(page.url()).searchParams.get('transactionId')
		await page.goto('/sandbox/controls')
		await expect(
			page.getByRole('heading', { level: 1, name: 'Banque de démonstration : commandes' }),
		).toBeVisible()
		await expectNoAxeViolations(page)
		const row = page.getByRole('listitem').filter({ hasText: `Virement n° ${id}` })
		await row.getByRole('button', { name: 'Recevoir le virement' }).click()
		await expect(page.getByText(/Virement \w+ reçu\./)).toBeVisible()
		await expect(page.getByRole('listitem').filter({ hasText: `Virement n° ${id}` })).toHaveCount(0)
		await page.goto(`/sandbox/start/return?transactionId=${id}`)
		await expect(page.getByText('Paiement réussi', { exact: true })).toBeVisible()
	})

	test('the control page gives a card payment back: a refund, then a charge-back', async ({ page }) => {
		const payCard = async () => {
			await start(page, 'Enregistrer une carte puis payer')
			await page.getByLabel('Numéro de carte').fill('4970107111111119')
			await page.getByLabel('Date d’expiration (MMAA)').fill('1239')
			await page.getByLabel('Cryptogramme (CVC)').fill('123')
			await page.getByRole('button', { name: 'Enregistrer la carte et payer 10,00 €' }).click()
			await expectOutcome(page, 'Paiement réussi', '000000')
			return new URL(page.url()).searchParams.get('transactionId') ?? ''
		}
		const refunded = await payCard()
		const disputed = await payCard()
		await page.goto('/sandbox/controls')
		const row = (id: string) => page.getByRole('listitem').filter({ hasText: `Carte n° ${id},` })
		await row(refunded).getByRole('button', { name: 'Rembourser' }).click()
		await expect(page.getByText(`Paiement ${refunded} remboursé`)).toBeVisible()
		await expect(row(refunded)).toContainText('remboursé')
		await expect(row(refunded).getByRole('button')).toHaveCount(0)
		await row(disputed).getByRole('button', { name: 'Contester le paiement (opposition carte)' }).click()
		await expect(page.getByText(`Paiement par carte ${disputed} contesté`)).toBeVisible()
		await expect(row(disputed)).toContainText('repris par la banque')
		await expectNoAxeViolations(page)
	})

	// Plain HTTP requests: one project runs it (HTTP_ONLY).
	test(
		'the tokenisation endpoint only takes POST; an unknown page token is a 404',
		HTTP_ONLY,
		async ({ request }) => {
			expect((await request.get('/sandbox/tokenize/1')).status()).toBe(405)
			const vault = await request.post('/sandbox/tokenize/1', {
				form: {
					accessKeyRef: 'x',
					data: 'y',
					cardNumber: '4970107111111119',
					cardExpirationDate: '1239',
					cardCvx: '123',
				},
			})
			expect(vault.status()).toBe(200)
			expect(await vault.text()).toBe('errorCode=09101')
			expect((await request.get('/sandbox/3ds/inconnu')).status()).toBe(404)
		},
	)
})
