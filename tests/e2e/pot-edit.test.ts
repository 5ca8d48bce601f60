import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import {
	addParticipations,
	makeOrganiserWithPot,
	uniqueEmail,
} from '#tests/support/e2e/fixtures/organiser.ts'
import { signInAs } from '#tests/support/e2e/login.ts'
import { potMessages } from '#app/lib/messages.ts'

/** Editing a pot (spec 2): changing its charity (ADR 017) and the form's 'Attention' notice (§5, §8). */

const js = () => test.info().project.name === 'js'

async function ownPot(page: Page, label: string) {
	const email = uniqueEmail(label)
	const { potId } = makeOrganiserWithPot(email, `Cagnotte ${label} (${test.info().project.name})`)
	await signInAs(page, email)
	return potId
}

test('the owner changes the charity of a pot from its edit page', async ({ page }) => {
	const potId = await ownPot(page, 'changement')
	await page.goto(`/edit/particular/details/${potId}`)
	// The spec's title in edit mode as in creation mode (spec 2, step 2).
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(potMessages.detailsTitle)
	const section = page.getByRole('region', { name: 'Association bénéficiaire' })
	const current = (await section.locator('strong').textContent())!.trim()
	await expectNoAxeViolations(page)

	await section.getByRole('link', { name: 'Choisir une autre association' }).click()
	await expect(page).toHaveURL(new RegExp(`/edit/particular/assocs/${potId}\\?evt=\\d+$`))
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Choisissez la cause qui vous tient à cœur !',
	)
	await expectNoAxeViolations(page)
	// Any card but the current charity's.
	const card = page
		.getByRole('listitem')
		.filter({ has: page.getByRole('link', { name: /Choisir cette association/ }) })
		.filter({ hasNotText: current })
		.first()
	const chosen = (await card.getByRole('heading').first().textContent())!.trim()
	await card.getByRole('link', { name: /Choisir cette association/ }).click()

	await expect(page).toHaveURL(new RegExp(`/edit/particular/details/${potId}\\?evt=\\d+&assoc=\\d+$`))
	await expect(page.getByRole('status').filter({ hasText: 'Nouvelle association choisie' })).toContainText(
		chosen,
	)
	await page.getByRole('button', { name: 'Enregistrer les modifications' }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}$`))
	await expect(page.getByRole('main').getByRole('link', { name: chosen }).first()).toBeVisible()
})

test('once the pot received donations its charity cannot change, and the page says why', async ({ page }) => {
	const potId = await ownPot(page, 'verrou')
	addParticipations(potId, uniqueEmail('invitee'))
	await page.goto(`/edit/particular/details/${potId}`)
	const section = page.getByRole('region', { name: 'Association bénéficiaire' })
	await expect(section).toContainText('Cette cagnotte a déjà reçu des dons')
	await expect(section.getByRole('link', { name: 'Choisir une autre association' })).toHaveCount(0)
	await expectNoAxeViolations(page)

	await page.goto(`/edit/particular/assocs/${potId}`)
	await expect(page).toHaveURL(new RegExp(`/edit/particular/details/${potId}$`))
	await expect(
		page.getByRole('status').filter({ hasText: 'Cette cagnotte a déjà reçu des dons' }),
	).toBeVisible()
})

test('an invalid submit lists the errors in one Attention notice whose links reach the fields', async ({
	page,
}) => {
	const potId = await ownPot(page, 'erreurs')
	await page.goto(`/edit/particular/details/${potId}`)
	await page.getByLabel('Nom de la cagnotte').fill('Ab')
	await page.getByLabel('Date de fin de collecte').fill('2020-01-01')
	await page.getByRole('button', { name: 'Enregistrer les modifications' }).click()

	const notice = page.getByRole('alert').filter({ hasText: 'Attention' })
	await expect(notice).toBeVisible()
	await expect(notice.getByRole('link')).toHaveText([
		potMessages.nameTooShort,
		'La date de fin de collecte doit être comprise entre demain et dans 365 jours',
	])
	// Still under each field, which the error describes.
	await expect(page.getByLabel('Nom de la cagnotte')).toHaveAccessibleDescription(
		/Le nom de votre cagnotte est trop court/,
	)
	await expectNoAxeViolations(page)
	await notice.getByRole('link', { name: potMessages.nameTooShort }).click()
	if (js()) await expect(page.getByLabel('Nom de la cagnotte')).toBeFocused()
	else await expect(page).toHaveURL(/#pot-details-particular-name$/)
})
