import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, hasJs, test } from '#tests/support/e2e/playwright.ts'
import { signInAs } from '#tests/support/e2e/accounts.ts'
import {
	addManyParticipations,
	makeOrganiserWithPot,
	uniqueEmail,
} from '#tests/support/e2e/fixtures/organiser.ts'
import { paymentMessages } from '#app/lib/messages.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'

// Demo pots: 1 'Les 40 ans de Marie' (open), 2 'Pot de départ de Jacques' (closed).
const amountInput = (page: Page) => page.getByLabel('Montant de votre don (en euros)')
const giveButton = (page: Page) => page.getByRole('button', { name: 'DONNER avec reçu fiscal' })
const quickButton = (page: Page) =>
	page.getByRole('button', { name: 'DON RAPIDE sans inscription ni reçu fiscal' })

test('a visitor sees both buttons; the amount is checked, then the login page gets the pot and the amount', async ({
	page,
}) => {
	await consentUpFront(page)
	await page.goto('/participate/1')
	await expect(giveButton(page)).toBeVisible()
	await expect(quickButton(page)).toBeVisible()
	await amountInput(page).fill('0')
	await giveButton(page).click()
	await expect(page.getByRole('alert')).toHaveText('Merci de saisir le montant de votre don')
	await amountInput(page).fill('0,50')
	await giveButton(page).click()
	await expect(page.getByRole('alert')).toHaveText(paymentMessages.amountMinimum)
	await expect(amountInput(page)).toHaveValue('0,50')
	await expectNoAxeViolations(page)
	await amountInput(page).fill('10')
	await giveButton(page).click()
	// /login forwards to the combined authentication page, keeping the query.
	await expect(page).toHaveURL(
		/\/(login|authentification-cagnotte-solidaire-don-association)\?id=1&amount=1000$/,
	)
})

test('a quick donation goes to the recap without the tax reduction; reached without an amount, the recap asks for one', async ({
	page,
}) => {
	await consentUpFront(page)
	await page.goto('/participate/1')
	await amountInput(page).fill('12')
	await quickButton(page).click()
	await expect(page).toHaveURL(/\/participate\/1\/tips\?amount=1200&quick=true$/)
	await expect(page.getByText('Don sans reçu fiscal')).toBeVisible()
	await expect(page.getByText(/ne vous coûte que/)).toHaveCount(0)
	await expectNoAxeViolations(page)

	// The recap reached without an amount shows 0 € and asks for one, then goes on with it.
	await page.goto('/participate/1/tips?quick=true')
	await expect(page).toHaveURL(/\/participate\/1\/tips\?quick=true$/)
	await expect(page.getByText(/Votre don :\s*0,00\s€/)).toBeVisible()
	await expect(page.getByRole('alert')).toHaveText(paymentMessages.amountRequired)
	await expect(page.getByRole('button', { name: 'Valider et payer' })).toHaveCount(0)
	await expectNoAxeViolations(page)
	await page.getByLabel('Montant de votre don (en euros)').fill('15')
	await page.getByRole('button', { name: 'Continuer' }).click()
	await expect(page).toHaveURL(/\/participate\/1\/tips\?amount=1500&quick=true$/)
	await expect(page.getByText(/15,00\s€/).first()).toBeVisible()
})

test('Marie gives 25,50 €: recap with the after-tax cost, no tip by default, then payment', async ({
	page,
}) => {
	await signInAs(page, 'marie.dupont@donnons.demo')
	await page.goto('/participate/1')
	await expect(giveButton(page)).toBeVisible()
	await expect(quickButton(page)).toHaveCount(0)
	await amountInput(page).fill('25,50')
	await giveButton(page).click()
	await expect(page).toHaveURL(/\/participate\/1\/tips\?amount=2550$/)
	await expect(page.getByText(/25,50\s€/).first()).toBeVisible()
	await expect(page.getByText(/ne vous coûte que\s+\d+,\d{2}\s€\s+après réduction d'impôt/)).toBeVisible()
	await expect(page.getByRole('radio', { name: /^0,00\s€$/ })).toBeChecked()
	await expect(page.getByRole('radio', { name: /^5,00\s€$/ })).not.toBeChecked()
	await expect(page.getByLabel('Masquer le montant de mon don')).toBeVisible()
	await expect(page.getByLabel('Masquer mon nom')).toBeVisible()
	// The way back keeps the amount: the pot page fills its box from `?amount=`.
	await expect(page.getByRole('link', { name: 'Retour' })).toHaveAttribute(
		'href',
		'/participate/1?amount=2550',
	)
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Valider et payer' }).click()
	await expect(page).toHaveURL(/\/participate\/1\/payment\?amount=2550&tip=0/)
})

test('a closed pot refuses donations', async ({ page }) => {
	await consentUpFront(page)
	await page.goto('/participate/2')
	await expect(page.getByText('Cagnotte terminée')).toBeVisible()
	await amountInput(page).fill('10')
	await giveButton(page).click()
	await expect(page.getByRole('alert')).toHaveText(paymentMessages.potAlreadyClosed)
	await expectNoAxeViolations(page)
})

test('participants: anonymous donors and hidden amounts', async ({ page }) => {
	await consentUpFront(page)
	await page.goto('/participate/1?transactionId=abc')
	await expect(
		page.getByRole('status').filter({ hasText: 'Votre paiement est en cours de traitement' }),
	).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Le mot du porteur de la cagnotte' })).toBeAttached()
	if (hasJs()) {
		const tab = page.getByRole('tab', { name: 'Les Participants' })
		await tab.click()
		await expect(tab).toHaveAttribute('aria-selected', 'true')
	} else {
		await page.getByRole('link', { name: 'Les Participants' }).click()
	}
	const list = page.getByRole('list').filter({ hasText: 'Anonyme' })
	await expect(list.getByText('Anonyme')).toBeVisible()
	await expect(list.getByText('Montant masqué')).toBeVisible()
	await expect(page.getByRole('link', { name: "Découvrir l'association" })).toBeVisible()
	// The shared picture: a JPEG the real server sends with its long cache (ADR 032).
	const image = await page.locator('meta[property="og:image"]').getAttribute('content')
	expect(image).toMatch(/^http.+\/og\/cagnotte\/\d+\/[0-9a-f]{16}\.jpg$/)
	const picture = await page.request.get(new URL(image!).pathname)
	expect(picture.status()).toBe(200)
	expect(picture.headers()['content-type']).toBe('image/jpeg')
	expect(picture.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
	expect((await picture.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
	await expectNoAxeViolations(page)
})

test('participants come 50 at a time: the next ones appear in place with JavaScript, on their own page without', async ({
	page,
}) => {
	const { potId } = makeOrganiserWithPot(uniqueEmail('participants'), 'Cagnotte très suivie')
	addManyParticipations(potId, 53)
	await consentUpFront(page)
	await page.goto(`/participate/${potId}#participants`)
	const list = page.locator('#panel-participants li, section#participants li')
	if (hasJs()) await page.getByRole('tab', { name: 'Les Participants' }).click()
	await expect(list).toHaveCount(50)
	await expect(page.getByText('50 participations affichées sur 53')).toBeVisible()
	await page.getByRole('link', { name: 'Afficher les 3 suivants' }).click()
	if (hasJs()) {
		await expect(list).toHaveCount(53)
		await expect(page.getByText('53 participations affichées sur 53')).toBeVisible()
		await expect(page).not.toHaveURL(/apres=/)
		await expect(page.getByRole('link', { name: /Afficher les \d+ suivants/ })).toHaveCount(0)
	} else {
		await expect(page).toHaveURL(/\?apres=\d+\.\d+\.50#participants$/)
		await expect(list).toHaveCount(3)
		await expect(list.first()).toContainText('P50')
		await expect(page.getByText('Participations 51 à 53 sur 53')).toBeVisible()
		await expect(page.getByRole('link', { name: /Afficher les \d+ suivants/ })).toHaveCount(0)
		await expectNoAxeViolations(page)
		await page.getByRole('link', { name: 'Revenir aux premiers participants' }).click()
		await expect(list).toHaveCount(50)
	}
	await expectNoAxeViolations(page)
})
