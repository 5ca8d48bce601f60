import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { signInAs } from '#tests/support/e2e/accounts.ts'
import { generic, infoMessages, paymentMessages } from '#app/lib/messages.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'

/** Every payment method of spec 3 on the sandbox bank, with JavaScript on and off (two projects). */

// These tests pay into demo pot 1, and two of them check its total to the cent: the run being parallel,
// none of them runs at the same time as another one of them, in either project; in file order, in one worker.
test.describe.configure({ mode: 'default' })
test.use({ exclusive: 'pot-1-donations' })

const MARIE = { email: 'marie.dupont@donnons.demo', password: 'Donnons-2026!' }
const FRICTIONLESS = '4970107111111119'
const CHALLENGE = '4970105181818183'
const SUCCESS = paymentMessages.donationSucceeded
const PENDING = infoMessages.paymentPending

/** A future expiry, MMYY. */
const EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`

async function fillCard(page: Page, number: string) {
	await page.getByLabel('Numéro de carte').fill(number)
	await page.getByLabel("Date d'expiration (MMAA)").fill(EXPIRY)
	await page.getByLabel('Cryptogramme (3 chiffres)').fill('123')
}

/** Direct debits reuse a donor's signed mandate: each project (JS on / off) uses its own donors for them. */
const donor = (js: string, nojs: string) => `${test.info().project.name === 'js' ? js : nojs}@donnons.demo`

async function openPayment(page: Page, query: string, email = MARIE.email) {
	await signInAs(page, email)
	await page.goto(`/participate/1/payment?${query}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement de votre don')
}

test('card without 3-D Secure: the donation succeeds and the donor gets the confirmation e-mail', async ({
	page,
}) => {
	// An amount of its own per project, to find this donation's mail.
	const euros = test.info().project.name === 'js' ? 15 : 17
	await openPayment(page, `amount=${euros * 100}&tip=100`)
	await expect(page.getByRole('link', { name: 'Carte bancaire (CB)' })).toHaveAttribute(
		'aria-current',
		'page',
	)
	await expectNoAxeViolations(page)
	await fillCard(page, FRICTIONLESS)
	await page.getByRole('button', { name: `Payer ${euros + 1},00 €` }).click()
	await expect(page).toHaveURL(/\/participate\/1\/confirmation$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre don !')
	await expect(page.getByText(SUCCESS).first()).toBeVisible()
	await expectNoAxeViolations(page)
	// The receipt is downloadable from the thank-you page, by this donor only.
	const receiptLink = page.getByRole('link', {
		name: /Télécharger mon reçu fiscal n° \d{4}-\d{4}-\d{6} \(PDF\)/,
	})
	const receiptUrl = await receiptLink.getAttribute('href')
	expect(receiptUrl).toMatch(/^\/recus-fiscaux\/\d{4}-\d{4}-\d{6}\.pdf$/)
	const pdf = await page.request.get(receiptUrl!)
	expect(pdf.status()).toBe(200)
	expect(pdf.headers()['content-type']).toBe('application/pdf')
	expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
	const visitor = await page.context().browser()!.newContext()
	expect((await visitor.request.get(new URL(receiptUrl!, page.url()).href)).status()).toBe(404)
	await visitor.close()
	await page.goto('/demo/outbox')
	const mail = page
		.getByRole('row')
		.filter({ hasText: MARIE.email })
		.filter({ hasText: 'Merci pour votre don' })
		.first()
	await mail.getByRole('link').first().click()
	await expect(page.getByText(`Votre don de ${euros},00 €`).first()).toBeVisible()
	await expect(
		page.getByText(/Votre reçu fiscal n° \d{4}-\d{4}-\d{6} est joint à ce message/).first(),
	).toBeVisible()
})

test('card with 3-D Secure approved, then refused', async ({ page }) => {
	await openPayment(page, 'amount=2000&tip=0')
	await fillCard(page, CHALLENGE)
	await page.getByRole('button', { name: 'Payer 20,00 €' }).click()
	await expect(page).toHaveURL(/\/sandbox\/3ds\//)
	await page.getByRole('button', { name: 'Valider le paiement' }).click()
	await expect(page).toHaveURL(/\/participate\/1\/confirmation$/)
	await expect(page.getByText(SUCCESS).first()).toBeVisible()

	await page.goto('/participate/1/payment?amount=2100&tip=0')
	await fillCard(page, CHALLENGE)
	await page.getByRole('button', { name: 'Payer 21,00 €' }).click()
	await page.getByRole('button', { name: 'Refuser' }).click()
	await expect(page).toHaveURL(/\/participate\/1$/)
	await expect(page.getByText("L'authentification 3-D Secure n'a pas abouti").first()).toBeVisible()
})

test('a replayed 3-D Secure return changes nothing', async ({ page }) => {
	await openPayment(page, 'amount=2200&tip=0')
	const returns: string[] = []
	page.on('request', (request) => {
		// With JavaScript the redirect is followed by Remix's data request (`confirmation.data?…`).
		if (request.url().includes('transactionId='))
			returns.push(request.url().replace('/confirmation.data?', '/confirmation?'))
	})
	await fillCard(page, CHALLENGE)
	await page.getByRole('button', { name: 'Payer 22,00 €' }).click()
	await page.getByRole('button', { name: 'Valider le paiement' }).click()
	await expect(page).toHaveURL(/\/participate\/1\/confirmation$/)
	expect(returns.length).toBeGreaterThan(0)
	const collected = page.getByRole('complementary', { name: 'La collecte' }).locator('p').first()
	await page.goto('/participate/1')
	const total = await collected.textContent()
	await page.goto(returns[0]!)
	await expect(page).toHaveURL(/\/participate\/1\/confirmation$/)
	await page.goto('/participate/1')
	await expect(collected).toHaveText(total ?? '')
})

test('an invalid card number is refused with the spec message', async ({ page }) => {
	await openPayment(page, 'amount=1000&tip=0')
	await fillCard(page, '4970107111111118')
	await page.getByRole('button', { name: 'Payer 10,00 €' }).click()
	await expect(page.getByText(paymentMessages.cardNumberInvalid).first()).toBeVisible()
	await expect(page.getByRole('button', { name: 'Payer 10,00 €' })).toBeEnabled()
})

test('one-off direct debit: the mandate is signed, the debit is pending then settled', async ({ page }) => {
	// Amounts per project too: the bank's list of pending debits is shared.
	const amount = test.info().project.name === 'js' ? 3000 : 3300
	await openPayment(page, `amount=${amount}&tip=200&mode=unique`, donor('paul.bernard', 'sophie.leroy'))
	await expect(page.getByRole('link', { name: 'Prélèvement unique' })).toHaveAttribute('aria-current', 'page')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Signer le mandat et donner' }).click()
	await expect(page.getByText('Votre IBAN est obligatoire').first()).toBeVisible()
	await page.getByLabel('IBAN').fill('fr76 3000 4000 0312 3456 7890 143')
	await page.getByLabel('BIC').fill('BNPAFRPP')
	await page.getByRole('button', { name: 'Signer le mandat et donner' }).click()
	await expect(page).toHaveURL(/\/sandbox\/mandate\//)
	await page.getByRole('button', { name: 'Signer le mandat' }).click()
	await expect(page).toHaveURL(/\/participate\/1\/confirmation\?MandateId=/)
	await expect(page.getByText(PENDING).first()).toBeVisible()
	// The return URL replayed: still one debit.
	await page.reload()
	await expect(page.getByText(PENDING).first()).toBeVisible()
	await page.goto('/sandbox/controls')
	const debit = page
		.getByRole('listitem')
		.filter({ hasText: 'Prélèvement SEPA' })
		.filter({ hasText: amount === 3000 ? '32,00 €' : '35,00 €' })
	await expect(debit).toHaveCount(1)
	await debit.getByRole('button', { name: 'Débiter avec succès' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'traité' })).toBeVisible()

	// The same IBAN again: its mandate is signed already, so the debit starts at once (docs/requirements.md#spec-3-4).
	await page.goto('/participate/1/payment?amount=3100&tip=0&mode=unique')
	await page.getByLabel('IBAN').fill('FR7630004000031234567890143')
	await page.getByLabel('BIC').fill('BNPAFRPP')
	await page.getByRole('button', { name: 'Signer le mandat et donner' }).click()
	await expect(page).toHaveURL(/\/participate\/1\/confirmation\?pending=true$/)
	await expect(page.getByText(PENDING).first()).toBeVisible()
})

test('monthly direct debit: a subscription with its debit day', async ({ page }) => {
	await openPayment(page, 'amount=1000&tip=0&mode=monthly', donor('lucas.moreau', 'marie.dupont'))
	await expect(page.getByLabel('Jour du prélèvement chaque mois')).toHaveValue('1')
	await page.getByLabel('Jour du prélèvement chaque mois').selectOption('15')
	await page.getByLabel('IBAN').fill('FR7630004000031234567890143')
	await page.getByLabel('BIC').fill('BNPAFRPP')
	await page.getByRole('button', { name: 'Je donne tous les mois' }).click()
	await page.getByRole('button', { name: 'Signer le mandat' }).click()
	await expect(page).toHaveURL(/\/participate\/1\/confirmation\?MandateId=/)
	await expect(page.getByText(PENDING).first()).toBeVisible()
})

test('SEPA transfer: details shown once, acknowledged, then the wire arrives', async ({ page }) => {
	await openPayment(page, 'amount=4321&tip=0&mode=sepa')
	await page.getByRole('button', { name: 'Obtenir les coordonnées du virement' }).click()
	await expect(page.getByRole('heading', { name: 'Coordonnées de votre virement' })).toBeVisible()
	// The exact holder name the donor's bank checks (Verification of Payee), labelled as such.
	const holder = page
		.locator('dt', { hasText: 'Titulaire du compte (à saisir exactement)' })
		.locator('xpath=following-sibling::dd[1]')
	await expect(holder).toContainText('MANGOPAY SA')
	await expect(holder).toContainText('Votre banque vérifie ce nom')
	await expectNoAxeViolations(page)
	const reference =
		(
			await page
				.locator('dt', { hasText: 'Référence' })
				.locator('xpath=following-sibling::dd[1]')
				.textContent()
		)?.trim() ?? ''
	expect(reference).not.toBe('')
	await page.getByLabel('J’ai bien noté les coordonnées du virement').check()
	await page.getByRole('button', { name: 'Valider' }).click()
	await expect(page).toHaveURL(/\/participate\/1$/)
	await expect(page.getByText('Votre virement est attendu').first()).toBeVisible()
	// Shown once: the payment page no longer shows them.
	await page.goto('/participate/1/payment?amount=4321&tip=0&mode=sepa')
	await expect(page.getByText(reference)).toHaveCount(0)

	const collected = async () => {
		await page.goto('/participate/1')
		const text =
			(await page.getByRole('complementary', { name: 'La collecte' }).locator('p').first().textContent()) ??
			''
		return Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
	}
	const before = await collected()
	await page.goto('/sandbox/controls')
	await page
		.getByRole('listitem')
		.filter({ hasText: reference })
		.getByRole('button', { name: 'Recevoir le virement' })
		.click()
	await expect(page.getByRole('status').filter({ hasText: 'reçu' })).toBeVisible()
	await expect(page.getByRole('listitem').filter({ hasText: reference })).toHaveCount(0)
	// The bank's notification is handled in the background: the pot's total follows, by the gift exactly.
	await expect(async () => expect(await collected()).toBeCloseTo(before + 43.21, 2)).toPass({
		timeout: 10_000,
	})
})

test('quick donation without an account', async ({ page }) => {
	await consentUpFront(page)
	await page.goto('/participate/1')
	await page
		.getByLabel(/Montant/)
		.first()
		.fill('12')
	await page.getByRole('button', { name: 'DON RAPIDE sans inscription ni reçu fiscal' }).click()
	await expect(page).toHaveURL(/\/participate\/1\/tips\?amount=1200&quick=true/)
	await page.getByRole('button', { name: 'Valider et payer' }).click()
	await expect(page).toHaveURL(/\/participate\/1\/quick-payment/)
	await expect(page.getByText('Don sans reçu fiscal')).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Continuer vers le paiement' }).click()
	await expect(page.getByText(generic.requiredFields).first()).toBeVisible()
	await page.getByLabel('Prénom').fill('Camille')
	await page.getByLabel('Nom', { exact: true }).fill('Martin')
	await page
		.getByLabel('Email', { exact: true })
		.fill(`camille-${test.info().project.name}-${Date.now()}@exemple.fr`)
	await page.getByLabel('Date de naissance').fill('1990-05-04')
	await page.getByRole('button', { name: 'Continuer vers le paiement' }).click()
	await expect(page.getByText(/Donateur : Camille Martin/)).toBeVisible()
	await fillCard(page, FRICTIONLESS)
	await page.getByRole('button', { name: 'Payer 12,00 €' }).click()
	await expect(page).toHaveURL(/\/participate\/1\/confirmation$/)
	await expect(page.getByText(SUCCESS).first()).toBeVisible()
})
