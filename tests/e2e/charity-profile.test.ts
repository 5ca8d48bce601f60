import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { freshIndividual } from '#tests/support/e2e/fixtures/profile.ts'
import { signInAs } from '#tests/support/e2e/login.ts'
import { e2eDatabase } from '#tests/support/e2e/database.ts'

/**
 * A charity's public profile (ADR 029), with JavaScript on and off: a member edits it and
 * sends it for review; the public page does not change until an operator approves it from the dashboard's
 * list; then the public page shows it. Each project edits its own charity (the last ones of the catalogue).
 */

/** The charity this project edits, a member of it and an operator, written into the e2e database. */
async function setUp() {
	const offset = test.info().project.name === 'js' ? 0 : 1
	const charity = e2eDatabase()
		.prepare(`select id, slug, name from charities where is_active = 1 order by id desc limit 1 offset ?`)
		.get(offset) as { id: number; slug: string; name: string }
	const member = await freshIndividual('membre-profil')
	const operator = await freshIndividual('operateur-profil')
	const now = Date.now()
	e2eDatabase()
		.prepare(`insert into charity_members (charity_id, user_id, invited_at, accepted_at) values (?, ?, ?, ?)`)
		.run(charity.id, member.id, now, now)
	e2eDatabase().prepare(`insert into operators (user_id, created_at) values (?, ?)`).run(operator.id, now)
	// A draft left by an earlier run of this journey would be sent again.
	e2eDatabase().prepare(`delete from charity_profile_drafts where charity_id = ?`).run(charity.id)
	return { charity, member, operator }
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })

test('a member edits the public profile, an operator approves it, the public page shows it', async ({
	page,
}) => {
	const { charity, member, operator } = await setUp()
	const impact = `Un goûter pour ${test.info().project.name} ${Date.now()}`

	await signInAs(page, member.email)
	await page.goto(`/association-espace/${charity.id}`)
	await page.getByRole('link', { name: 'Modifier le profil public' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Profil public' })).toBeVisible()
	await expect(page.getByText('Aucune modification en cours')).toBeVisible()
	await expectNoAxeViolations(page)

	// A draft saved then abandoned: the form shows the published profile again.
	const impact100 = page.getByLabel('Ce que permet un don de 100 €')
	const published100 = await impact100.inputValue()
	await impact100.fill('Un brouillon sans suite')
	await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
	await expect(toast(page, 'Vos modifications sont enregistrées dans le brouillon')).toBeVisible()
	await expect(impact100).toHaveValue('Un brouillon sans suite')
	await page.getByRole('button', { name: 'Abandonner mes modifications' }).click()
	await expect(toast(page, 'Le brouillon est abandonné')).toBeVisible()
	await expect(impact100).toHaveValue(published100)

	await page.getByLabel('Ce que permet un don de 30 €').fill('')
	await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
	await expect(page.getByText('Indiquez ce que permet un don de 30 €')).toBeVisible()
	await expectNoAxeViolations(page)

	await page.getByLabel('Ce que permet un don de 30 €').fill(impact)
	await page.getByRole('button', { name: 'Envoyer pour validation' }).click()
	await expect(toast(page, 'Vos modifications sont envoyées à l’équipe Donnons')).toBeVisible()
	await expect(page.getByText('Envoyé pour validation')).toBeVisible()

	await page.goto(`/association/${charity.slug}`)
	await expect(page.getByText(impact)).toHaveCount(0)

	await signInAs(page, operator.email)
	await page.goto('/admin')
	const reviews = page.getByRole('region', { name: 'Profils d’association à valider' })
	await reviews.getByRole('link', { name: charity.name, exact: true }).click()
	const review = page.getByRole('region', { name: 'Modification du profil à valider' })
	await expect(review.getByRole('row', { name: /Un don de 30 € permet/ })).toContainText(impact)
	// Only what the member changed: the rich description went through the editor or the textarea untouched.
	await expect(review.getByRole('row')).toHaveCount(2)
	await expectNoAxeViolations(page)
	await review.getByRole('button', { name: 'Approuver et publier' }).click()
	await expect(toast(page, `Le profil de ${charity.name} est publié.`)).toBeVisible()
	await expect(page.getByRole('region', { name: 'Modification du profil à valider' })).toHaveCount(0)

	await page.goto(`/association/${charity.slug}`)
	await expect(page.getByText(impact)).toBeVisible()
})
