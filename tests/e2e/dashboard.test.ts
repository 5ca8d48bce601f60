import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { signInAs } from '#tests/support/e2e/accounts.ts'
import { e2eDatabase } from '#tests/support/e2e/database.ts'
import { subscriptionMessages } from '#app/lib/messages.ts'

const MARIE = 'marie.dupont@donnons.demo'
const COMPANY = 'contact@atelier-lumiere.demo'

/**
 * A donor of this test and project with two ACTIVE monthly gifts on one signed mandate (as a second gift
 * with the same IBAN reuses it): stopping one leaves the mandate to the other, so the stopped one can
 * resume. The mandate is local only (like the demo's), so the daily debit run leaves it alone.
 */
function donorWithMonthlyGifts() {
	const d = e2eDatabase()
	const now = Date.now()
	const email = `mensuel-${test.info().project.name}-${now}-${Math.floor(Math.random() * 1e6)}@exemple.fr`
	const userId = Number(
		d
			.prepare(
				`insert into users (email, role, first_name, last_name, country_iso, kyc_level, created_at, updated_at)
				 values (?, 'private', 'Inès', 'Mensuelle', 'FR', 'LIGHT', ?, ?)`,
			)
			.run(email, now, now).lastInsertRowid,
	)
	const pot = d
		.prepare(
			`select id, charity_id from pots where name = 'Trail des Calanques pour la recherche sur les maladies rares'`,
		)
		.get() as {
		id: number
		charity_id: number
	}
	const bank = Number(
		d
			.prepare(
				`insert into bank_accounts (user_id, owner_name, address_line_1, post_code, city, country_iso, iban_masked, iban_fingerprint, is_active, created_at, updated_at)
				 values (?, 'Inès Mensuelle', '1 rue Haute', '13001', 'Marseille', 'FR', 'FR76 **** 0143', ?, 1, ?, ?)`,
			)
			.run(userId, `e2e-${email}`, now, now).lastInsertRowid,
	)
	const mandate = Number(
		d
			.prepare(
				`insert into mandates (user_id, bank_account_id, status, created_at, updated_at) values (?, ?, 'ACTIVE', ?, ?)`,
			)
			.run(userId, bank, now, now).lastInsertRowid,
	)
	const subscribe = d.prepare(
		`insert into subscriptions (pot_id, donor_id, charity_id, mandate_id, amount_cents, tip_cents, is_visible, is_anonymous, debit_day, recurrence, status, created_at, updated_at)
		 values (?, ?, ?, ?, ?, 0, 1, 0, ?, 'MONTHLY', 'ACTIVE', ?, ?)`,
	)
	subscribe.run(pot.id, userId, pot.charity_id, mandate, 1200, 8, now - 1000, now - 1000)
	subscribe.run(pot.id, userId, pot.charity_id, mandate, 3400, 20, now, now)
	return email
}

const section = (page: Page, name: string) => page.getByRole('region', { name })

test('Marie sees her participations, monthly gifts and pots, and expands a table', async ({ page }) => {
	await signInAs(page, MARIE)
	await page.goto('/particular/dashboard')
	await expect(page.getByText('Total donné')).toBeVisible()
	const participations = section(page, 'Mes participations')
	const rows = participations.locator('tbody tr')
	await expect(rows).toHaveCount(10)
	await expect(participations.getByRole('link', { name: /^Reçu fiscal/ }).first()).toBeVisible()
	await expect(
		participations.getByRole('link', { name: /^Relevé annuel de vos dons \d{4}$/ }).first(),
	).toBeVisible()
	await expect(
		section(page, 'Mes dons mensuels')
			.getByRole('link', { name: /^Arrêter/ })
			.first(),
	).toBeVisible()
	const pots = section(page, 'Mes cagnottes')
	await expect(pots.getByRole('columnheader', { name: 'Participants' })).toBeVisible()
	await expect(pots.getByRole('link', { name: /^Gérer la cagnotte/ })).toHaveCount(2)
	await expectNoAxeViolations(page)

	await participations.getByRole('link', { name: /^Voir tout/ }).click()
	await expect(page).toHaveURL(/\?tout=participations/)
	await expect.poll(() => rows.count()).toBeGreaterThan(10)
	// All of them (other journeys add gifts of Marie's, which come first): one goes to a charity that sends
	// its own receipts.
	await expect(participations.getByText("Envoyé par l'Association").first()).toBeAttached()
	await participations.getByRole('link', { name: /^Voir moins/ }).click()
	await expect(rows).toHaveCount(10)
	await expect(page).not.toHaveURL(/tout=/)
})

test('a donor stops and resumes a monthly gift, then changes its debit day', async ({ page }) => {
	const email = donorWithMonthlyGifts()
	await signInAs(page, email)
	await page.goto('/particular/dashboard')
	const monthly = section(page, 'Mes dons mensuels')
	// The newest gift (34 €) comes first.
	const row = monthly.locator('tbody tr').first()
	await expect(row).toContainText('34,00')
	await expect(row).toContainText('Actif')

	// Stopping asks first, on its own page (also without JavaScript): « Non » changes nothing.
	await row.getByRole('link', { name: /^Arrêter/ }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arrêter votre don mensuel ?')
	await expect(page.getByRole('main')).toContainText('34,00 € par mois')
	await expectNoAxeViolations(page)
	await page.getByRole('link', { name: 'Non, garder mon don mensuel' }).click()
	await expect(page).toHaveURL(/\/particular\/dashboard$/)
	await expect(row).toContainText('Actif')
	await row.getByRole('link', { name: /^Arrêter/ }).click()
	await page.getByRole('button', { name: 'Oui, arrêter mon don mensuel' }).click()
	await expect(page.getByRole('status')).toContainText('Votre souscription a été arrêtée')
	await expect(page).toHaveURL(/\/particular\/dashboard$/)
	await expect(row).toContainText('Arrêté')
	await expect(monthly.locator('tbody tr').nth(1)).toContainText('Actif')

	await row.getByRole('button', { name: /^Reprendre/ }).click()
	await expect(page.getByRole('status')).toContainText(subscriptionMessages.reactivated)
	await expect(row).toContainText('Actif')
	await expect(row.getByRole('link', { name: /^Arrêter/ })).toBeVisible()

	await row.getByLabel(/^Jour de prélèvement/).selectOption('12')
	await row.getByRole('button', { name: /^Modifier/ }).click()
	await expect(page.getByRole('status')).toContainText('Votre jour de prélèvement a été mis à jour')
	await expect(row.getByLabel(/^Jour de prélèvement/)).toHaveValue('12')
	await expect(page).toHaveURL(/\/particular\/dashboard$/)
	await expectNoAxeViolations(page)
})

test('the company dashboard shows the payment status of its pots', async ({ page }) => {
	await signInAs(page, COMPANY)
	await page.goto('/company/dashboard')
	const pots = section(page, 'Mes cagnottes')
	await expect(pots.getByRole('columnheader', { name: 'Paiement' })).toBeVisible()
	await expect(pots.getByRole('columnheader', { name: 'Participants' })).toHaveCount(0)
	await expect(pots.getByRole('row', { name: /Fin d’année solidaire/ })).toContainText('Paiement effectué')
	// The payments journeys may pay into this pot meanwhile: 'Pas de paiement' until then (integration-tested).
	await expect(pots.getByRole('row', { name: /Challenge solidaire Atelier Lu…/ })).toContainText(
		/Pas de paiement|Paiement effectué|En attente de paiement|Paiement refusé/,
	)
	await expect(section(page, 'Mes dons mensuels')).toContainText('Vous n’avez pas de don mensuel.')
	await expectNoAxeViolations(page)
})
