import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import {
	addParticipations,
	makeOrganiserWithPot,
	PASSWORD,
	readDownload,
	uniqueEmail,
} from '#tests/support/e2e/fixtures/organiser.ts'
import { signInAs } from '#tests/support/e2e/login.ts'

/** A Paris calendar day `days` from now, as a date input wants it. */
function dayFromNow(days: number) {
	return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' })
}

test('an organiser sees every participation, exports them, changes the end date and closes the pot', async ({
	page,
}) => {
	const email = uniqueEmail('organisatrice')
	const guest = uniqueEmail('invite')
	const { potId } = makeOrganiserWithPot(email, 'Les 30 ans d’Odile')
	addParticipations(potId, guest)
	await signInAs(page, email)

	await page.goto(`/mes-cagnottes/${potId}`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les 30 ans d’Odile')
	await expect(page.getByText('65,00 €')).toBeVisible()
	const rows = page.getByRole('table', { name: 'Participations à la cagnotte' }).getByRole('row')
	await expect(rows).toHaveCount(3)
	await expect(rows.filter({ hasText: 'Hugo Discret' })).toContainText('Nom masqué, Montant masqué')
	await expect(rows.filter({ hasText: 'Paul Public' })).toContainText('Public')
	await expect(page.getByRole('list', { name: 'Invités par email' })).toHaveText(guest)
	await expectNoAxeViolations(page)

	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Exporter les participations (CSV)' }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe(`participations-cagnotte-${potId}.csv`)
	const csv = readDownload((await download.path())!)
	expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
	const lines = csv.toString('utf8').slice(1).split('\r\n')
	expect(lines[0]).toBe(
		'Date;Donateur;Email;Montant (€);Pourboire Donnons (€);Moyen de paiement;Statut;Nom masqué;Montant masqué;Don rapide',
	)
	expect(lines[1]).toMatch(
		/^\d{2}\/\d{2}\/\d{4};Hugo Discret;hugo\.discret@exemple\.fr;40,00;0,00;Carte bancaire;Validée;Oui;Oui;Oui$/,
	)
	expect(lines).toHaveLength(4)

	await page.getByLabel('Nouvelle date de fin de collecte').fill(dayFromNow(400))
	await page.getByRole('button', { name: 'Modifier la date de fin' }).click()
	await expect(
		page.getByText('La date de fin de collecte doit être comprise entre demain et dans 365 jours'),
	).toBeVisible()
	await page.getByLabel('Nouvelle date de fin de collecte').fill(dayFromNow(60))
	await page.getByRole('button', { name: 'Modifier la date de fin' }).click()
	await expect(page.getByRole('status')).toContainText('La date de fin de collecte a été modifiée')

	await page.getByRole('button', { name: 'Clôturer la cagnotte' }).click()
	await expect(
		page.getByText('Merci de cocher la case pour confirmer la clôture de la cagnotte'),
	).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByLabel(/Je confirme : la cagnotte ne recevra plus de dons/).check()
	await page.getByRole('button', { name: 'Clôturer la cagnotte' }).click()
	await expect(page.getByRole('status')).toContainText('Votre cagnotte est clôturée')
	await expect(page.getByText('Cette cagnotte est clôturée : elle ne reçoit plus de dons.')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Clôturer la cagnotte' })).toHaveCount(0)

	await page.goto(`/participate/${potId}`)
	await expect(page.getByText('Cagnotte terminée')).toBeVisible()
})

test("someone else's pot is a 404", async ({ page }) => {
	const { potId } = makeOrganiserWithPot(uniqueEmail('proprietaire'), 'Pas la mienne')
	const other = uniqueEmail('autre')
	makeOrganiserWithPot(other, 'La mienne')
	await signInAs(page, other)
	const response = await page.goto(`/mes-cagnottes/${potId}`)
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
})

test('a member downloads their data, then deletes their account', async ({ page }) => {
	const email = uniqueEmail('rgpd')
	const { potId } = makeOrganiserWithPot(email, 'Cagnotte avant suppression')
	await signInAs(page, email)

	await page.goto('/particular/dashboard')
	await page
		.getByRole('navigation', { name: 'Mon espace' })
		.getByRole('link', { name: 'Mes données' })
		.click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes données personnelles')
	await expectNoAxeViolations(page)

	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Télécharger mes données' }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toMatch(/^mes-donnees-donnons-\d{4}-\d{2}-\d{2}\.json$/)
	const data = JSON.parse(readDownload((await download.path())!).toString('utf8'))
	expect(data.account).toMatchObject({ email, firstName: 'Odile' })
	expect(data.pots).toEqual([expect.objectContaining({ id: potId, name: 'Cagnotte avant suppression' })])
	expect(data.sessions.length).toBeGreaterThan(0)

	await page.getByLabel('Votre mot de passe').fill('pas-le-bon')
	await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
	await expect(page.getByText('Votre mot de passe est incorrect')).toBeVisible()
	await expectNoAxeViolations(page)

	await page.getByLabel('Votre mot de passe').fill(PASSWORD)
	await page.getByRole('button', { name: 'Supprimer mon compte' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('status')).toContainText('Votre compte a été supprimé')

	await page.goto('/mes-donnees')
	await expect(page).toHaveURL(/redirectTo=%2Fmes-donnees/)
	await page.goto(`/participate/${potId}`)
	await expect(page.getByText('Cagnotte organisée par Compte supprimé')).toBeVisible()
})
