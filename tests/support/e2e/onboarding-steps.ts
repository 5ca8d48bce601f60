import { type Page } from '@playwright/test'
import { expect } from '#tests/support/e2e/playwright.ts'
import { onboardingMessages } from '#app/lib/charity-space/onboarding-messages.ts'

/**
 * The steps of a charity's onboarding (ADR 028) through its pages and the sandbox's controls page, for the
 * onboarding journey (which also checks the refusals). A journey that only needs a charity the bank can pay
 * posts the same forms without the browser: ./onboarding-posts.ts (tests/e2e/payout-journey.test.ts).
 */

export const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })

/** Over the provider's 32 KB minimum for an identity proof. */
export const PDF = Buffer.from(
	`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%${' '.repeat(33 * 1024)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
)

export async function sendDocument(page: Page, label: string, fileName: string) {
	const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label }) })
	await item.getByLabel(/Fichier|Nouveau fichier/).setInputFiles({
		name: fileName,
		mimeType: 'application/pdf',
		buffer: PDF,
	})
	await item.getByRole('button', { name: `Envoyer « ${label} »` }).click()
	await expect(toast(page, 'Le document a été envoyé')).toBeVisible()
}

/** Plays the bank's compliance officer on /sandbox/controls for one document of this charity. */
export async function review(
	page: Page,
	legalName: string,
	type: string,
	button: 'Valider' | 'Refuser (illisible)',
) {
	await page.goto('/sandbox/controls')
	const item = page
		.getByRole('listitem')
		.filter({ hasText: legalName })
		.filter({ hasText: `(${type},` })
	await item.first().getByRole('button', { name: button }).click()
	await expect(page.getByText(/Document \d+ (validé|refusé)\./)).toBeVisible()
}

export const statusOf = (page: Page, label: string) =>
	page
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: label }) })
		.getByText(/^Statut :/)

/** The representative's form, on its page already: filled, saved, and its toast seen. */
export async function submitRepresentative(page: Page) {
	await page.getByLabel('Prénom').fill('Jeanne')
	await page.getByLabel('Nom', { exact: true }).fill('Martin')
	await page.getByLabel('Date de naissance').fill('1970-03-12')
	await page.getByLabel('Adresse', { exact: true }).fill('3 rue Haute')
	await page.getByLabel('Code postal').fill('69001')
	await page.getByLabel('Ville').fill('Lyon')
	await page.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(toast(page, onboardingMessages.representativeSaved)).toBeVisible()
}

/**
 * The bank account's form, filled with Mangopay's test IBAN under `holderName`, and sent (a first account, or
 * one that replaces it). The simulated bank knows the account under the charity's legal name.
 */
export async function enterBankAccount(page: Page, charityId: number, holderName: string) {
	await page.goto(`/association-espace/${charityId}/inscription/compte-bancaire`)
	await page.getByLabel('Titulaire du compte').fill(holderName)
	await page.getByLabel('IBAN').fill('FR76 3000 4000 0312 3456 7890 143')
	await page.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas')
	await page.getByLabel('Code postal').fill('75011')
	await page.getByLabel('Ville').fill('Paris')
	await page.getByRole('button', { name: /^(Enregistrer|Remplacer) le compte$/ }).click()
}

/** The account under the charity's legal name: registered, and the bank's name check a match. */
export async function registerBankAccount(page: Page, charityId: number, legalName: string) {
	await enterBankAccount(page, charityId, legalName)
	await expect(toast(page, onboardingMessages.bankAccountSaved)).toBeVisible()
	await expect(toast(page, 'La banque confirme que le nom du titulaire correspond au compte.')).toBeVisible()
}
