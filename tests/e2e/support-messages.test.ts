import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { type Page } from '@playwright/test'
import { E2E_DATA_DIR, expect, expectNoAxeViolations, JS_ONLY, test } from '#tests/support/e2e/playwright.ts'
import { signInAs } from '#tests/support/e2e/accounts.ts'
import { makeOrganiserWithPot, uniqueEmail } from '#tests/support/e2e/fixtures/organiser.ts'
import { paymentMessages } from '#app/lib/messages.ts'
import { supportMessageMessages as m } from '#app/lib/pots/support-message-messages.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'

// Issue 27 item 3: a quick donor leaves a word of support with their gift, it shows on the pot page, the
// organiser hides it and it is gone — with JavaScript on and off (two projects), axe clean.

const FRICTIONLESS = '4970107111111119'
const EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`

async function fillCard(page: Page) {
	await page.getByLabel('Numéro de carte').fill(FRICTIONLESS)
	await page.getByLabel("Date d'expiration (MMAA)").fill(EXPIRY)
	await page.getByLabel('Cryptogramme (3 chiffres)').fill('123')
}

/** An operator made by `npm run admin:create` against the e2e server's data directory (as admin.test.ts). */
function makeOperator(email: string) {
	execFileSync(
		path.resolve('node_modules/.bin/tsx'),
		[path.resolve('scripts/admin-create.ts'), email, '--prenom', 'Inès'],
		{ env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: 'utf8' },
	)
}

const section = (page: Page) => page.getByRole('region', { name: m.sectionTitle })

test('give with a message, see it on the pot page, hide it as organiser, see it gone', async ({ page }) => {
	const organiserEmail = uniqueEmail('soutien-orga')
	const { potId } = makeOrganiserWithPot(organiserEmail, `Mots de soutien ${test.info().project.name}`)
	const message = `Plein de courage à toute l’équipe ! (${test.info().project.name} ${Date.now()})`

	// A quick gift of 12 € with a message left with the donor's identity.
	await consentUpFront(page)
	await page.goto(`/participate/${potId}`)
	await page.getByLabel('Montant de votre don (en euros)').fill('12')
	await page.getByRole('button', { name: 'DON RAPIDE sans inscription ni reçu fiscal' }).click()
	await page.getByRole('button', { name: 'Valider et payer' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}/quick-payment`))
	await page.getByLabel('Prénom').fill('Camille')
	await page.getByLabel('Nom', { exact: true }).fill('Martin')
	await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('soutien-donateur'))
	await page.getByLabel('Date de naissance').fill('1990-05-04')
	const field = page.getByLabel(m.fieldLabel)
	await field.fill('é'.repeat(281))
	await page.getByRole('button', { name: 'Continuer vers le paiement' }).click()
	await expect(page.getByText(m.tooLong(281))).toBeVisible()
	await expect(page.getByLabel(m.fieldLabel)).toHaveAttribute('aria-invalid', 'true')
	await expectNoAxeViolations(page)
	await page.getByLabel(m.fieldLabel).fill(`  ${message}  `)
	await page.getByRole('button', { name: 'Continuer vers le paiement' }).click()
	await expect(page.getByText(/Donateur : Camille Martin/)).toBeVisible()
	await expect(page.getByText(`${m.yourMessage} « ${message} »`)).toBeVisible()
	await fillCard(page)
	await page.getByRole('button', { name: 'Payer 12,00 €' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}/confirmation$`))
	await expect(page.getByText(paymentMessages.donationSucceeded).first()).toBeVisible()

	// The pot page shows it, with the donor's first name and the amount.
	await page.goto(`/participate/${potId}`)
	await expect(section(page).getByText(message)).toBeVisible()
	await expect(section(page).getByText('Camille')).toBeVisible()
	await expect(section(page).getByText('12,00 €')).toBeVisible()
	await expectNoAxeViolations(page)

	// The organiser hides it from their view…
	await signInAs(page, organiserEmail)
	await page.goto(`/mes-cagnottes/${potId}`)
	const list = section(page)
	await expect(list.getByText(message)).toBeVisible()
	await list.getByRole('button', { name: new RegExp(`^${m.hide}`) }).click()
	await expect(page).toHaveURL(new RegExp(`/mes-cagnottes/${potId}`))
	await expect(page.getByText(m.hidden).first()).toBeVisible()
	await expect(section(page).getByText(m.hiddenBadge, { exact: true })).toBeVisible()
	await expect(section(page).getByRole('button', { name: new RegExp(`^${m.show}`) })).toBeVisible()
	await expectNoAxeViolations(page)

	// …and a visitor no longer sees it on the (cached) pot page.
	await page.context().clearCookies()
	await page.goto(`/participate/${potId}`)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.getByText(message)).toHaveCount(0)
	await expect(section(page)).toHaveCount(0)
})

test('a signed-in donor leaves a message on the payment page; an operator removes it for good', async ({
	page,
}) => {
	const { potId } = makeOrganiserWithPot(
		uniqueEmail('soutien-orga2'),
		`Soutien signé ${test.info().project.name}`,
	)
	const message = `Bravo Odile ! (${test.info().project.name} ${Date.now()})`
	await signInAs(page, 'marie.dupont@donnons.demo')
	await page.goto(`/participate/${potId}/payment?amount=1500&tip=0`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement de votre don')
	await page.getByLabel(m.fieldLabel).fill(message)
	await page.getByRole('button', { name: m.save }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}/payment\\?amount=1500&tip=0$`))
	await expect(page.getByText(m.saved).first()).toBeVisible()
	await expect(page.getByLabel(m.fieldLabel)).toHaveValue(message)
	await expectNoAxeViolations(page)
	await fillCard(page)
	await page.getByRole('button', { name: 'Payer 15,00 €' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}/confirmation$`))

	await page.goto(`/participate/${potId}`)
	await expect(section(page).getByText(message)).toBeVisible()
	await expect(section(page).getByText('Marie D.')).toBeVisible()

	const operator = uniqueEmail('soutien-operateur')
	makeOperator(operator)
	await signInAs(page, operator)
	await page.goto(`/admin/cagnottes/${potId}`)
	await expect(section(page).getByText(message)).toBeVisible()
	await expectNoAxeViolations(page)
	await section(page)
		.getByRole('button', { name: new RegExp(`^${m.remove}`) })
		.click()
	await expect(page.getByText(m.removed).first()).toBeVisible()
	await expect(page.getByText(message)).toHaveCount(0)
	await expect(section(page).getByText(m.none)).toBeVisible()

	await page.context().clearCookies()
	await page.goto(`/participate/${potId}`)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.getByText(message)).toHaveCount(0)
})

test(
	'with scripts, a message typed and not saved by its button is kept when the donor goes on to pay',
	JS_ONLY,
	async ({ page }) => {
		const { potId } = makeOrganiserWithPot(uniqueEmail('soutien-orga3'), 'Soutien sans bouton')
		const message = `Tous nos vœux ! (${Date.now()})`
		await signInAs(page, 'marie.dupont@donnons.demo')
		await page.goto(`/participate/${potId}/payment?amount=1200&tip=0`)
		await page.getByLabel(m.fieldLabel).fill(message)
		// Straight on to the card: the field loses the focus and the message is saved in the background.
		await fillCard(page)
		await expect(page.getByText(m.saved)).toBeVisible()
		await page.getByRole('button', { name: 'Payer 12,00 €' }).click()
		await expect(page).toHaveURL(new RegExp(`/participate/${potId}/confirmation$`))
		await page.goto(`/participate/${potId}`)
		await expect(section(page).getByText(message)).toBeVisible()
	},
)
