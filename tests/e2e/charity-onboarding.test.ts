import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import {
	enterBankAccount,
	registerBankAccount,
	review,
	sendDocument,
	statusOf,
	submitRepresentative,
	toast,
} from '#tests/support/e2e/onboarding-steps.ts'
import { freshIndividual } from '#tests/support/e2e/fixtures/profile.ts'
import { signInAs } from '#tests/support/e2e/login.ts'
import { e2eDatabase } from '#tests/support/e2e/database.ts'

/**
 * The charity onboarding (ADR 028), with JavaScript on and off: a member fills the legal
 * identity and the representative, sends the three documents, the sandbox's controls page refuses one then
 * validates them, the refused one is sent again, the statuses read "Validé"; the bank account is registered.
 */

/** A charity of its own for each project (the two run at the same time), and its new member. */
async function memberOfCharity(project: string) {
	const db = e2eDatabase()
	const charity = db
		.prepare('select id, name from charities order by id limit 1 offset ?')
		.get(project === 'js' ? 20 : 21) as { id: number; name: string }
	const member = await freshIndividual(`inscription-${project}`)
	db.prepare(
		'insert into charity_members (charity_id, user_id, invited_at, accepted_at) values (?, ?, ?, ?)',
	).run(charity.id, member.id, Date.now(), Date.now())
	return { charity, member }
}

test('a member onboards the charity: identity, representative, documents reviewed, bank account', async ({
	page,
}, testInfo) => {
	test.setTimeout(90_000)
	const { charity, member } = await memberOfCharity(testInfo.project.name)
	const legalName = `Association E2E ${testInfo.project.name} ${Date.now()}`
	await signInAs(page, member.email)

	await page.goto(`/association-espace/${charity.id}`)
	await page.getByRole('link', { name: 'Continuer l’inscription' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Inscription de l’association' })).toBeVisible()
	await expectNoAxeViolations(page)

	// 1. Legal identity: a wrong RNA first, then the right one.
	await page.getByRole('link', { name: '1. Identité de l’association' }).click()
	await page.getByLabel('Dénomination officielle').fill(legalName)
	await page.getByLabel('Forme juridique').selectOption('ASSOCIATION_1901')
	await page.getByLabel('RNA', { exact: true }).check()
	await page.getByLabel('Numéro d’identification', { exact: true }).fill('W12345')
	await page.getByLabel('Catégorie pour les reçus fiscaux').selectOption('GENERAL_INTEREST')
	await page.getByLabel('Adresse', { exact: true }).fill('12 rue des Lilas')
	await page.getByLabel('Code postal').fill('75011')
	await page.getByLabel('Ville').fill('Paris')
	await page.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(page.getByText('Le numéro RNA doit commencer par W, suivi de 9 chiffres')).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByLabel('Numéro d’identification', { exact: true }).fill('W751234567')
	await page.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(toast(page, 'L’identité de l’association est enregistrée')).toBeVisible()
	await expect(page.getByRole('listitem').filter({ hasText: 'Identité de l’association' })).toContainText(
		'Terminée',
	)

	// 2. Legal representative; the provider's user then carries these details.
	await page.getByRole('link', { name: '2. Représentant légal' }).click()
	await expectNoAxeViolations(page)
	await submitRepresentative(page)

	// Leaving and coming back keeps everything.
	await page.goto(`/association-espace/${charity.id}/inscription/identite`)
	await expect(page.getByLabel('Dénomination officielle')).toHaveValue(legalName)
	await expect(page.getByLabel('Numéro d’identification', { exact: true })).toHaveValue('W751234567')

	// 3. Documents.
	await page.goto(`/association-espace/${charity.id}/inscription/justificatifs`)
	await expectNoAxeViolations(page)
	await sendDocument(page, 'Preuve d’enregistrement', 'recepisse.pdf')
	await sendDocument(page, 'Statuts', 'statuts.pdf')
	await sendDocument(page, 'Pièce d’identité du représentant légal', 'identite.pdf')
	await expect(statusOf(page, 'Statuts')).toHaveText('Statut : En cours d’examen')
	await page.getByRole('link', { name: 'Retour aux étapes de l’inscription' }).click()
	await expect(page.getByRole('listitem').filter({ hasText: '3. Justificatifs' })).toContainText(
		'En cours d’examen',
	)

	await review(page, legalName, 'REGISTRATION_PROOF', 'Valider')
	await review(page, legalName, 'ARTICLES_OF_ASSOCIATION', 'Valider')
	await review(page, legalName, 'IDENTITY_PROOF', 'Refuser (illisible)')

	await page.goto(`/association-espace/${charity.id}/inscription/justificatifs`)
	await expect(statusOf(page, 'Statuts')).toHaveText('Statut : Validé')
	await expect(statusOf(page, 'Pièce d’identité du représentant légal')).toHaveText(
		'Statut : Refusé — motif : le document est illisible',
	)
	await expectNoAxeViolations(page)
	await sendDocument(page, 'Pièce d’identité du représentant légal', 'identite-lisible.pdf')
	await review(page, legalName, 'IDENTITY_PROOF', 'Valider')
	await page.goto(`/association-espace/${charity.id}/inscription/justificatifs`)
	await expect(statusOf(page, 'Pièce d’identité du représentant légal')).toHaveText('Statut : Validé')

	// 4. Bank account.
	await registerBankAccount(page, charity.id, legalName)
	await expect(page.getByText('L’inscription est terminée')).toBeVisible()
	await expectNoAxeViolations(page)
	await page.goto(`/association-espace/${charity.id}/inscription/compte-bancaire`)
	await expect(page.getByText('FR76 **** **** **** **** ***0 143')).toBeVisible()
	await expect(
		page.getByRole('heading', { name: 'Vérification du nom du titulaire : Nom vérifié' }),
	).toBeVisible()
	await expectNoAxeViolations(page)

	// 5. The payee name check: a typo in the holder's name is a close match, with the bank's name offered.
	await enterBankAccount(page, charity.id, `${legalName}x`)
	await expect(page).toHaveURL(new RegExp(`/association-espace/${charity.id}/inscription/compte-bancaire$`))
	await expect(
		page.getByRole('heading', { name: 'Vérification du nom du titulaire : Nom presque conforme' }),
	).toBeVisible()
	await expect(page.getByText(`Nom connu de la banque : « ${legalName} ».`)).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: `Enregistrer le compte au nom de « ${legalName} »` }).click()
	await expect(toast(page, 'La banque confirme que le nom du titulaire correspond au compte.')).toBeVisible()
	await page.goto(`/association-espace/${charity.id}/inscription/compte-bancaire`)
	await expect(
		page.getByRole('heading', { name: 'Vérification du nom du titulaire : Nom vérifié' }),
	).toBeVisible()
	await expect(page.getByRole('definition').filter({ hasText: legalName })).toHaveText(legalName)
})
