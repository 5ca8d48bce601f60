import { type Page } from '@playwright/test'
import { expect, test } from '#tests/support/e2e/playwright.ts'

export const PASSWORD = 'Solidaire-2026!'

/** A unique address per test and per project (JavaScript on / off). */
export function uniqueEmail(prefix: string) {
	return `${prefix}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`
}

export function registerForm(page: Page) {
	return page.getByRole('region', { name: /Créez votre compte/ })
}

export async function fillPerson(page: Page, person: { firstName: string; lastName: string; email: string }) {
	const form = registerForm(page)
	await form.getByRole('group', { name: 'Civilité', exact: true }).getByLabel('Mme').check()
	await form.getByLabel('Prénom', { exact: true }).fill(person.firstName)
	await form.getByLabel('Nom', { exact: true }).fill(person.lastName)
	await form.getByLabel('Date de naissance').fill('1988-03-14')
	await form.getByLabel('Adresse', { exact: true }).fill('12 rue de la Paix')
	await form.getByLabel('Code postal').fill('44000')
	await form.getByLabel('Ville').fill('Nantes')
	await form.getByLabel('Adresse email').fill(person.email)
	await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
	await form.getByLabel('Confirmation du mot de passe').fill(PASSWORD)
	await form.getByLabel(/J'accepte les/).check()
}

export async function login(page: Page, email: string, password: string) {
	const form = page.getByRole('region', { name: 'Déjà inscrit ? Connectez-vous' })
	await form.getByRole('textbox', { name: 'Adresse email' }).fill(email)
	await form.getByLabel('Mot de passe', { exact: true }).fill(password)
	await form.getByRole('button', { name: 'Connexion' }).click()
}

export async function logout(page: Page) {
	const banner = page.getByRole('banner')
	await banner.locator('details summary').first().click()
	await banner.getByRole('button', { name: 'Déconnexion' }).click()
	await expect(banner.getByRole('link', { name: 'Connexion / Inscription' })).toBeVisible()
}

/** The header's account menu shows the first name, or the company name for a company. */
export async function expectSignedInAs(page: Page, name: string) {
	await expect(page.getByRole('banner').locator('summary').first()).toHaveText(`Mon compte : ${name}`)
}

/** Signs in without the login form, for tests where being signed in is only a precondition. */
export { signInAs } from '#tests/support/e2e/login.ts'
