import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { signInAs } from '#tests/support/e2e/accounts.ts'
import { shareMessages } from '#app/lib/messages.ts'

const MARIE = { email: 'marie.dupont@donnons.demo', password: 'Donnons-2026!' }

/** Unique guest addresses per test and per project (JavaScript on / off). */
function guest(prefix: string) {
	return `${prefix}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`
}

test('Marie shares her pot with two friends, then finds the invitation in the outbox', async ({ page }) => {
	await signInAs(page, MARIE.email)
	await page.goto('/participate/1/partager')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partage par emails (max 500 invités)')
	await expectNoAxeViolations(page)

	const [first, second] = [guest('ami'), guest('amie')]
	await page.getByLabel('Adresses email, séparées par des virgules').fill(`${first}, ${second.toUpperCase()}`)
	await page.getByLabel(/Votre message/).fill('Rejoignez-nous pour mes 40 ans !')
	await page.getByRole('button', { name: 'Envoyer les invitations' }).click()

	await expect(page).toHaveURL(/\/participate\/1$/)
	await expect(page.getByRole('status')).toContainText(shareMessages.sent)

	await page.goto('/demo/outbox')
	const row = page.getByRole('row').filter({ hasText: second })
	// The pot's name may carry a suffix left by the edit journey (create-pot.test.ts) in the same run.
	await expect(row).toContainText(/Marie vous invite à participer à la cagnotte « Les 40 ans de Marie/)
	await expect(page.getByRole('row').filter({ hasText: first })).toHaveCount(1)
	await row.getByRole('link').first().click()
	await expect(page.getByText('Rejoignez-nous pour mes 40 ans !').first()).toBeVisible()
})

test('an invalid address is reported; an imported file shows its count', async ({ page }) => {
	await signInAs(page, MARIE.email)
	await page.goto('/participate/1/partager')
	const emails = page.getByLabel('Adresses email, séparées par des virgules')
	await emails.fill('marie@, pas-une-adresse')
	await page.getByLabel(/Importer un fichier/).setInputFiles({
		name: 'invites.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from(`"Nom";"Email"\n"Paul";"${guest('paul')}"\n"Zoé";"${guest('zoe')}"\n`),
	})
	if (test.info().project.name === 'js') {
		// Read in the browser before sending.
		await expect(page.getByText('2 adresses importées')).toBeVisible()
		await expect(page.getByRole('list', { name: 'Adresses importées' }).getByRole('listitem')).toHaveCount(2)
	}
	await page.getByRole('button', { name: 'Envoyer les invitations' }).click()
	await expect(page.getByText("Le format de l'email est invalide : marie@, pas-une-adresse")).toBeVisible()
	await expect(page.getByText('2 adresses importées')).toBeVisible()
	await expect(page).toHaveURL(/\/participate\/1\/partager$/)
	await expectNoAxeViolations(page)
})

test('from the pot page: the share modal with JavaScript, the share page without', async ({ page }) => {
	await signInAs(page, MARIE.email)
	await page.goto('/participate/1')
	const js = test.info().project.name === 'js'
	await page.getByRole(js ? 'button' : 'link', { name: 'Partager par email' }).click()
	const form = js
		? page.getByRole('dialog', { name: 'Partage par emails (max 500 invités)' })
		: page.getByRole('main')
	await expect(form).toBeVisible()
	await expectNoAxeViolations(page)
	await form.getByLabel('Adresses email, séparées par des virgules').fill(guest('voisin'))
	await form.getByRole('button', { name: 'Envoyer les invitations' }).click()
	await expect(page.getByRole('status').filter({ hasText: shareMessages.sent })).toBeVisible()
	if (js) await expect(form).toBeHidden()
})

test('a visitor shares the fixed invitation: no free text to send', async ({ page }) => {
	await page.goto('/participate/1/partager')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partage par emails (max 500 invités)')
	await expect(page.getByLabel(/Votre message/)).toHaveCount(0)
	await expect(page.getByText('Seul l’organisateur peut y joindre un message personnel.')).toBeVisible()
	await expectNoAxeViolations(page)
	const friend = guest('visiteur')
	await page.getByLabel('Adresses email, séparées par des virgules').fill(friend)
	await page.getByRole('button', { name: 'Envoyer les invitations' }).click()
	await expect(page.getByRole('status')).toContainText(shareMessages.sent)
	await page.goto('/demo/outbox')
	await expect(page.getByRole('row').filter({ hasText: friend })).toContainText(/vous invite à participer/)
})
