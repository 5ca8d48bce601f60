import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { signInAs } from '#tests/support/e2e/accounts.ts'
import {
	addManyParticipations,
	makeOrganiserWithPot,
	uniqueEmail,
} from '#tests/support/e2e/fixtures/organiser.ts'
import { audienceCountLabel, newsMessages } from '#app/lib/pots/news-messages.ts'
import { fillRichText } from '#tests/support/e2e/rich-text.ts'

test('the organiser posts news to every donor: it is on the pot page and in the outbox', async ({ page }) => {
	const email = uniqueEmail('actualites')
	const potName = `Actualités ${test.info().project.name} ${Date.now()}`
	const { potId } = makeOrganiserWithPot(email, potName)
	addManyParticipations(potId, 2)
	await signInAs(page, email)

	await page.goto(`/mes-cagnottes/${potId}`)
	const form = page.getByRole('region', { name: newsMessages.sectionTitle })
	await expect(form.getByText(audienceCountLabel(2))).toBeVisible()
	await expect(form.getByRole('radio', { name: new RegExp(newsMessages.audienceDonors) })).toBeChecked()
	await expectNoAxeViolations(page)
	await fillRichText(form.getByLabel(newsMessages.bodyLabel), 'Le cadeau est acheté, merci à tous !')
	await form.getByRole('button', { name: newsMessages.submit }).click()

	await expect(page).toHaveURL(new RegExp(`/mes-cagnottes/${potId}/actualites$`))
	await expect(page.getByRole('status')).toContainText(newsMessages.publishedAndSent(2))
	await expect(page.getByText(newsMessages.sentTo(2), { exact: true })).toBeVisible()
	// Within 24 h of the mailing, the form says when the next may go and offers « Personne » only.
	await expect(page.getByText(/Prochain envoi possible le/)).toBeVisible()
	await expect(page.getByRole('radio', { name: new RegExp(newsMessages.audienceDonors) })).toBeDisabled()
	await expectNoAxeViolations(page)

	await page.goto(`/participate/${potId}`)
	const news = page.getByRole('region', { name: newsMessages.sectionTitle })
	await expect(news.getByText('Le cadeau est acheté, merci à tous !')).toBeVisible()
	await expect(news.getByRole('heading', { name: /Publiée le/ })).toBeVisible()
	await expectNoAxeViolations(page)

	await page.goto('/demo/outbox')
	const row = page.getByRole('row').filter({ hasText: 'p0@exemple.fr' }).filter({ hasText: potName })
	await expect(row).toContainText(`Des nouvelles de la cagnotte « ${potName} »`)
	await expect(
		page.getByRole('row').filter({ hasText: 'p1@exemple.fr' }).filter({ hasText: potName }),
	).toHaveCount(1)
	await row.getByRole('link').first().click()
	await expect(page.getByText('Le cadeau est acheté, merci à tous !').first()).toBeVisible()
})

test('the organiser edits a news item without mailing again, then deletes it after confirming', async ({
	page,
}) => {
	const email = uniqueEmail('actualites-edit')
	const { potId } = makeOrganiserWithPot(email, `Actualités modifiées ${Date.now()}`)
	await signInAs(page, email)
	await page.goto(`/mes-cagnottes/${potId}/actualites`)
	await fillRichText(page.getByLabel(newsMessages.bodyLabel), 'Première version')
	await page.getByRole('radio', { name: new RegExp(newsMessages.audienceNone) }).check()
	await page.getByRole('button', { name: newsMessages.submit }).click()
	await expect(page.getByRole('status')).toContainText(newsMessages.published)

	await page.getByRole('link', { name: /Modifier ou supprimer/ }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsMessages.editTitle)
	await expect(page.getByText(newsMessages.editNoResend)).toBeVisible()
	await expectNoAxeViolations(page)
	await fillRichText(page.getByLabel(newsMessages.bodyLabel), 'Seconde version')
	await page.getByRole('button', { name: newsMessages.save }).click()
	await expect(page.getByRole('status')).toContainText(newsMessages.updated)
	await expect(page.getByText('Seconde version')).toBeVisible()

	await page.getByRole('link', { name: /Modifier ou supprimer/ }).click()
	await page.getByRole('button', { name: newsMessages.delete }).click()
	await expect(page.getByText(newsMessages.deleteConfirmRequired)).toBeVisible()
	await page.getByLabel(newsMessages.deleteConfirm).check()
	await page.getByRole('button', { name: newsMessages.delete }).click()
	await expect(page.getByRole('status')).toContainText(newsMessages.deleted)
	await expect(page.getByText(newsMessages.empty)).toBeVisible()
	await page.goto(`/participate/${potId}`)
	await expect(page.getByRole('heading', { name: newsMessages.sectionTitle, exact: true })).toHaveCount(0)
})
