import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { addParticipations, readDownload } from '#tests/support/e2e/fixtures/organiser.ts'
import { freshIndividual, freshPot } from '#tests/support/e2e/fixtures/profile.ts'
import { signInAs } from '#tests/support/e2e/login.ts'
import { e2eDatabase } from '#tests/support/e2e/database.ts'

/**
 * A charity's money and the operators' money summary (ADR 027), with JavaScript on and off:
 * a charity member filters the charity's donations by period and pot and downloads them as CSV; an operator
 * opens the money summary and reads its check.
 */

/** Today in Paris, as a date input wants it. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' })

test('a charity member filters the donations and downloads them as CSV', async ({ page }) => {
	const organiser = await freshIndividual('organisatrice-argent')
	const potId = freshPot(organiser.id)
	addParticipations(potId, 'invite-argent@exemple.fr')
	const { charityId, potName } = e2eDatabase()
		.prepare('select charity_id as charityId, name as potName from pots where id = ?')
		.get(potId) as { charityId: number; potName: string }
	const member = await freshIndividual('membre-argent')
	e2eDatabase()
		.prepare('insert into charity_members (charity_id, user_id, invited_at, accepted_at) values (?, ?, ?, ?)')
		.run(charityId, member.id, Date.now(), Date.now())
	await signInAs(page, member.email)

	await page.goto(`/association-espace/${charityId}`)
	await page.getByRole('link', { name: 'Dons', exact: true }).first().click()
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Dons reçus par')
	await page.getByLabel('Du', { exact: true }).fill(today())
	await page.getByLabel('Au', { exact: true }).fill(today())
	await page.getByLabel('Cagnotte', { exact: true }).selectOption(String(potId))
	await page.getByRole('button', { name: 'Filtrer' }).click()
	await expect(page).toHaveURL(new RegExp(`cagnotte=${potId}`))
	await expect(page.getByText('2 dons ; montant des dons validés : 65,00 €.')).toBeVisible()
	const rows = page.getByRole('table', { name: /Dons de l’association/ }).getByRole('row')
	await expect(rows).toHaveCount(3)
	await expect(rows.filter({ hasText: 'Hugo Discret' })).toContainText('40,00 €')
	await expectNoAxeViolations(page)

	const downloading = page.waitForEvent('download')
	await page.getByRole('link', { name: 'Télécharger ces dons au format CSV (tableur)' }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe(`dons-association-${charityId}-${today()}-au-${today()}.csv`)
	const csv = readDownload((await download.path())!)
	expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
	const lines = csv.toString('utf8').slice(1).split('\r\n')
	expect(lines[0]).toBe(
		'Date;N° du don;Cagnotte;Donateur;Montant (€);Moyen de paiement;Statut;N° du reçu fiscal',
	)
	expect(lines.find((l) => l.includes('Hugo Discret'))).toMatch(
		new RegExp(`^\\d{2}/\\d{2}/\\d{4};\\d+;${potName};Hugo Discret;40,00;Carte bancaire;Validée;$`),
	)
	expect(lines).toHaveLength(4)

	for (const [link, heading] of [
		['Cagnottes', 'Cagnottes au profit de'],
		['Reçus fiscaux', 'Reçus fiscaux de'],
		['Versements', 'Versements à'],
	] as const) {
		await page
			.getByRole('navigation', { name: 'Finances de l’association' })
			.getByRole('link', { name: link })
			.click()
		await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
		await expectNoAxeViolations(page)
	}
})

test('an operator opens the money summary and reads its check', async ({ page }) => {
	const operator = await freshIndividual('operateur-argent')
	e2eDatabase()
		.prepare('insert into operators (user_id, created_at) values (?, ?)')
		.run(operator.id, Date.now())
	await signInAs(page, operator.email)
	await page.goto('/admin')
	await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Argent' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Argent' })).toBeVisible()
	await expect(page.getByRole('heading', { level: 2, name: /^Vérification : / })).toBeVisible()
	await expect(page.getByTestId('money-check-difference')).toContainText('Écart :')
	await expect(page.getByRole('table', { name: 'Le compte de l’argent des donateurs' })).toBeVisible()
	await expectNoAxeViolations(page)
	for (const [link, heading] of [
		['Rapprochement', 'Rapprochement'],
		['Versements', 'Versements'],
	] as const) {
		await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: link }).click()
		await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
		await expectNoAxeViolations(page)
	}
})
