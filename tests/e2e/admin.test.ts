import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { type Page } from '@playwright/test'
import { E2E_DATA_DIR, expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { login, logout } from '#tests/support/e2e/accounts.ts'
import { freshEmail, freshIndividual, freshPot } from '#tests/support/e2e/fixtures/profile.ts'
import { consentUpFront, signInAs } from '#tests/support/e2e/login.ts'
import { e2eDatabase } from '#tests/support/e2e/database.ts'

/**
 * The operators' area and the charity space (ADR 026), with JavaScript on and off: an operator made
 * by `npm run admin:create` sets a password through the printed link and lands on /admin; invites a charity
 * member, who accepts through the e-mail's link (read in the demo outbox) and sees their space; suspends a
 * pot, whose page then says so and takes no gift, and reopens it.
 */

const PASSWORD = 'Operateur-Solide2026!'

/** `npm run admin:create -- EMAIL` against the e2e server's data directory; the set-password link's path. */
function adminCreate(email: string) {
	const out = execFileSync(
		path.resolve('node_modules/.bin/tsx'),
		[path.resolve('scripts/admin-create.ts'), email, '--prenom', 'Inès'],
		{ env: { ...process.env, DATA_DIR: E2E_DATA_DIR }, encoding: 'utf8' },
	)
	const link = /https?:\/\/\S+\/reinitialiser-mot-de-passe\?token=[\w-]+/.exec(out)?.[0]
	if (!link) throw new Error(`admin:create printed no link:\n${out}`)
	return new URL(link).pathname + new URL(link).search
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })

test('an operator invites a charity member, who joins and sees the space', async ({ page }) => {
	const operator = freshEmail('operateur')
	await consentUpFront(page)
	await page.goto(adminCreate(operator))
	await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(PASSWORD)
	await page.getByLabel('Confirmation du mot de passe').fill(PASSWORD)
	await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()
	await login(page, operator, PASSWORD)
	await expect(page).toHaveURL(/\/admin$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible()
	await expectNoAxeViolations(page)

	const nav = page.getByRole('navigation', { name: 'Administration' })
	await nav.getByRole('link', { name: 'Associations' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Associations' })).toBeVisible()
	const charity = (await page.getByRole('table').getByRole('link').first().textContent())!.trim()
	await page.getByLabel('Rechercher une association (nom)').fill(charity)
	await page.getByRole('button', { name: 'Rechercher' }).click()
	await page.getByRole('table').getByRole('link', { name: charity, exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: charity })).toBeVisible()
	await expectNoAxeViolations(page)
	const member = freshEmail('membre')
	await page.getByLabel('Adresse email de la personne à inviter').fill(member)
	await page.getByRole('button', { name: 'Envoyer l’invitation' }).click()
	await expect(toast(page, `Invitation envoyée à ${member}`)).toBeVisible()
	await expect(page.getByRole('region', { name: 'Invitations en attente' })).toContainText(member)

	await logout(page)
	await page.goto('/demo/outbox')
	await page
		.getByRole('row', { name: new RegExp(member.replace(/[.+]/g, '\\$&')) })
		.getByRole('link', { name: /Invitation à rejoindre/ })
		.click()
	await page.getByRole('link', { name: /association-espace\/invitation\?token=/ }).click()
	await expect(
		page.getByRole('heading', { level: 1, name: `Rejoindre l’espace de ${charity}` }),
	).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByLabel('Prénom').fill('Nina')
	await page.getByLabel('Nom', { exact: true }).fill('Roche')
	await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
	await page.getByLabel('Confirmation du mot de passe').fill(PASSWORD)
	await page.getByRole('button', { name: 'Créer mon compte et rejoindre l’association' }).click()

	await expect(page).toHaveURL(/\/association-espace$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Nina' })).toBeVisible()
	await expect(toast(page, `Vous faites désormais partie de l’espace de ${charity}`)).toBeVisible()
	await expectNoAxeViolations(page)
	await page
		.getByRole('navigation', { name: 'Espace association' })
		.getByRole('link', { name: charity })
		.click()
	await expect(page.getByRole('heading', { level: 1, name: charity })).toBeVisible()
	await expect(page.getByText('Montant collecté')).toBeVisible()
	await expectNoAxeViolations(page)
})

test('an operator suspends a pot: its page says so and takes no gift; reopened, it does again', async ({
	page,
}) => {
	const organiser = await freshIndividual('organisatrice')
	const potId = freshPot(organiser.id)
	// An operator written into the database: admin:create and its set-password link are the first test's journey.
	const operator = await freshIndividual('operateur-pot')
	e2eDatabase()
		.prepare('insert into operators (user_id, created_at) values (?, ?)')
		.run(operator.id, Date.now())
	await signInAs(page, operator.email)
	for (const [url, heading] of [
		['/admin/comptes', 'Comptes'],
		['/admin/mails', 'Mails'],
	] as const) {
		await page.goto(url)
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
		await expectNoAxeViolations(page)
	}
	await page.goto('/admin/cagnottes')
	await page.getByLabel('Rechercher une cagnotte (nom ou numéro)').fill(String(potId))
	await page.getByRole('button', { name: 'Rechercher' }).click()
	await page.getByRole('table').getByRole('link').first().click()
	await expect(page).toHaveURL(new RegExp(`/admin/cagnottes/${potId}$`))
	await page.getByRole('button', { name: 'Suspendre la cagnotte' }).click()
	await expect(page.getByText('Indiquez la raison de la suspension')).toBeVisible()
	await page.getByLabel('Raison de la suspension').fill('Signalée comme abusive')
	await page.getByRole('button', { name: 'Suspendre la cagnotte' }).click()
	await expect(toast(page, /est suspendue/)).toBeVisible()
	await expect(page.getByText('Raison : Signalée comme abusive')).toBeVisible()
	await expectNoAxeViolations(page)

	await page.goto(`/participate/${potId}`)
	await expect(page.getByRole('alert')).toContainText('Cette cagnotte est suspendue')
	await expect(page.getByRole('button', { name: 'DONNER avec reçu fiscal' })).toHaveCount(0)
	await expectNoAxeViolations(page)
	// The recap of a gift is refused too, back to the pot page.
	await page.goto(`/participate/${potId}/tips?amount=2000`)
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}$`))

	await page.goto(`/admin/cagnottes/${potId}`)
	await page.getByRole('button', { name: 'Rouvrir la cagnotte' }).click()
	await expect(toast(page, /est rouverte/)).toBeVisible()
	await page.goto(`/participate/${potId}`)
	await expect(page.getByText('Cette cagnotte est suspendue')).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'DONNER avec reçu fiscal' })).toBeVisible()
})
