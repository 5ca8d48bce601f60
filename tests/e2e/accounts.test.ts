import { expect, expectNoAxeViolations, JS_ONLY, test } from '#tests/support/e2e/playwright.ts'
import {
	expectSignedInAs,
	fillPerson,
	login,
	logout,
	PASSWORD,
	registerForm,
	uniqueEmail,
} from '#tests/support/e2e/accounts.ts'
import { freshIndividual, PROFILE_PASSWORD } from '#tests/support/e2e/fixtures/profile.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'
import { authMessages, generic } from '#app/lib/messages.ts'

test('an empty registration shows the spec messages, then an individual registers', async ({ page }) => {
	await consentUpFront(page)
	await page.goto('/login?id=abc')
	await expect(page).toHaveURL(/\/authentification-cagnotte-solidaire-don-association\?id=abc$/)
	await expectNoAxeViolations(page)
	const form = registerForm(page)
	await form.getByRole('button', { name: "Je m'inscris !" }).click()
	await expect(form.getByRole('alert')).toContainText(generic.requiredFields)
	await expect(form).toContainText('Votre prénom est obligatoire')
	await expect(form).toContainText('Votre adresse email est obligatoire')
	await expect(form).toContainText('Vous devez accepter les termes et conditions du site')
	await expectNoAxeViolations(page)

	const email = uniqueEmail('lea')
	await fillPerson(page, { firstName: 'Léa', lastName: 'Morel', email })
	await form.getByLabel('Confirmation du mot de passe').fill('Autre-2026!')
	await form.getByRole('button', { name: "Je m'inscris !" }).click()
	await expect(form).toContainText(authMessages.passwordConfirmationMismatch)
	await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
	await form.getByLabel('Confirmation du mot de passe').fill(PASSWORD)
	await form.getByRole('button', { name: "Je m'inscris !" }).click()
	// /home/private leads home; the header shows the first name.
	await expect(page).toHaveURL(/\/$/)
	await expectSignedInAs(page, 'Léa')
	await logout(page)
})

// The meter needs JavaScript; the server applies the same rule.
test('the password meter grades the password live', JS_ONLY, async ({ page }) => {
	await page.goto('/login')
	const form = registerForm(page)
	const password = form.getByLabel('Mot de passe', { exact: true })
	const meter = form.getByTestId('password-meter')
	// Typed again until the page has hydrated: text typed before that is not seen by React.
	const grades = async (typed: string, grade: string) =>
		expect(async () => {
			await password.fill(typed)
			await expect(meter).toContainText(grade, { timeout: 500 })
		}).toPass()
	await grades('abcdefG1', 'Average')
	await grades('abcdefgh', 'Poor')
	await grades('Abcdefg1!x', 'Good')
})

test('a company registers, then completes its legal representative', async ({ page }) => {
	await consentUpFront(page)
	await page.goto('/login?id=1&amount=2500')
	await page.getByRole('link', { name: 'Je suis une entreprise' }).click()
	const form = registerForm(page)
	await expect(form.getByLabel("Nom de l'entreprise")).toBeVisible()
	await form.getByLabel("Nom de l'entreprise").fill('Brasserie du Port')
	await form.getByLabel('Numéro SIREN').fill('812 345 670')
	await form.getByLabel('Forme juridique').selectOption('SARL')
	await form
		.getByRole('group', { name: 'Civilité du représentant légal' })
		.getByLabel('M', { exact: true })
		.check()
	await form.getByLabel('Prénom du représentant légal').fill('Yann')
	await form.getByLabel('Nom du représentant légal', { exact: true }).fill('Le Goff')
	await fillPerson(page, { firstName: 'Nora', lastName: 'Benali', email: uniqueEmail('brasserie') })
	await form.getByRole('button', { name: "Je m'inscris !" }).click()
	await expect(form).toContainText("Votre numéro de SIREN n'est pas valide")
	await form.getByLabel('Numéro SIREN').fill('812 345 676')
	await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
	await form.getByLabel('Confirmation du mot de passe').fill(PASSWORD)
	await form.getByRole('button', { name: "Je m'inscris !" }).click()

	await expect(page).toHaveURL(/\/login\/representative\?company=\d+&id=1&amount=2500$/)
	await expect(page.getByRole('heading', { name: 'Finaliser la création de votre compte' })).toBeVisible()
	await expect(page.getByLabel('Prénom du représentant légal')).toHaveValue('Yann')
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Je valide mon compte' }).click()
	await expect(page.getByRole('alert')).toContainText(generic.requiredFields)
	await expect(page.getByText('La date de naissance du représentant légal est obligatoire')).toBeVisible()
	await page.getByLabel('Date de naissance du représentant légal').fill('1975-11-02')
	await page.getByLabel('Adresse du représentant légal').fill('3 quai de la Fosse')
	await page.getByLabel('Code postal', { exact: true }).fill('44000')
	await page.getByLabel('Ville', { exact: true }).fill('Nantes')
	await page.getByRole('button', { name: 'Je valide mon compte' }).click()
	// With a pot id: the pot's tips page with the amount (docs/requirements.md#spec-1-4).
	await expect(page).toHaveURL(/\/participate\/1\/tips\?amount=2500$/)
	await page.goto('/')
	await expectSignedInAs(page, 'Brasserie du Port')
})

test('the private dashboard needs a login: a wrong password is refused, the right one comes back', async ({
	page,
}) => {
	await consentUpFront(page)
	await page.goto('/particular/dashboard')
	await expect(page).toHaveURL(
		/\/authentification-cagnotte-solidaire-don-association\?redirectTo=%2Fparticular%2Fdashboard$/,
	)
	await login(page, 'marie.dupont@donnons.demo', 'mauvais-mot-de-passe')
	await expect(page.getByRole('alert')).toContainText(
		'Votre adresse email ou votre mot de passe est incorrect',
	)
	await login(page, 'marie.dupont@donnons.demo', 'Donnons-2026!')
	await expect(page).toHaveURL(/\/particular\/dashboard$/)
	await expectSignedInAs(page, 'Marie')
	await expect(page.getByRole('navigation', { name: 'Mon espace' })).toBeVisible()
	await expectNoAxeViolations(page)
	await logout(page)
	await expect(page).toHaveURL(/\/$/)
	// A company account is sent to its own area.
	await page.goto('/company/dashboard')
	await login(page, 'contact@atelier-lumiere.demo', 'Donnons-2026!')
	await expect(page).toHaveURL(/\/company\/dashboard$/)
})

test('forgot password, then reset through the e-mail in the outbox', async ({ page }) => {
	// An account written into the database: registering through the form is the first test's journey.
	const { email } = await freshIndividual('oubli')
	await consentUpFront(page)
	await page.goto('/login')
	const js = test.info().project.name === 'js'
	await page
		.getByRole('region', { name: 'Déjà inscrit ? Connectez-vous' })
		.getByRole(js ? 'button' : 'link', { name: 'Mot de passe oublié?' })
		.click()
	const dialog = js
		? page.getByRole('dialog', { name: 'Réinitialiser votre mot de passe' })
		: page.getByRole('main')
	if (!js) await expect(page.getByRole('heading', { name: 'Réinitialiser votre mot de passe' })).toBeVisible()
	await expectNoAxeViolations(page)
	await dialog.getByLabel('Adresse email').fill('personne@exemple.fr')
	await dialog.getByRole('button', { name: 'Envoyer' }).click()
	await expect(dialog).toContainText(authMessages.forgotPasswordUnknownEmail)
	await dialog.getByLabel('Adresse email').fill(email)
	await dialog.getByRole('button', { name: 'Envoyer' }).click()
	await expect(page.getByRole('status')).toContainText(
		'Un email est envoyé pour vous permettre de changer votre mot de passe',
	)
	if (js) await expect(dialog).toBeHidden()

	await page.goto('/demo/outbox')
	await page
		.getByRole('row', { name: new RegExp(email) })
		.getByRole('link', { name: 'Réinitialisation de votre mot de passe Donnons' })
		.first()
		.click()
	await page.getByRole('link', { name: /reinitialiser-mot-de-passe/ }).click()
	await expect(page.getByRole('heading', { name: 'Choisir un nouveau mot de passe' })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByLabel('Nouveau mot de passe').fill('Nouveau-2027?')
	await page.getByLabel('Confirmation du mot de passe').fill('Nouveau-2027?')
	await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()
	await expect(page.getByRole('status')).toContainText('Votre mot de passe est mis à jour')
	await login(page, email, PROFILE_PASSWORD)
	await expect(page.getByRole('alert')).toContainText(
		'Votre adresse email ou votre mot de passe est incorrect',
	)
	await login(page, email, 'Nouveau-2027?')
	await expectSignedInAs(page, 'Juliette')
})

test('Facebook sign-up through the stand-in provider, then sign-in with the same identity', async ({
	page,
}) => {
	const email = uniqueEmail('facebook')
	await consentUpFront(page)
	await page.goto('/login')
	await page.getByRole('button', { name: 'Continuer avec Facebook' }).click()
	await expect(page.getByRole('heading', { name: 'Facebook (démonstration)' })).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByLabel('Prénom', { exact: true }).fill('Hugo')
	await page.getByLabel('Nom', { exact: true }).fill('Lambert')
	await page.getByLabel('Adresse email', { exact: true }).fill(email)
	await page.getByRole('button', { name: 'Continuer' }).click()

	await expect(page).toHaveURL(/\/login\/facebook\?/)
	await expect(page.getByRole('heading', { name: 'Finaliser la création de votre compte' })).toBeVisible()
	await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Hugo')
	await expect(page.getByLabel('Adresse email', { exact: true })).toHaveValue(email)
	await page.getByRole('button', { name: "Je m'inscris !" }).click()
	await expect(page.getByText('Votre date de naissance est obligatoire')).toBeVisible()
	// Typed as JJ-MM-AAAA whatever the browser's language: a text field, no native picker in mm/dd/yyyy.
	await expect(page.getByLabel('Date de naissance')).toHaveAttribute('type', 'text')
	await expect(page.getByLabel('Date de naissance')).toHaveAttribute('placeholder', 'JJ-MM-AAAA')
	await page.getByLabel('Date de naissance').fill('01-01-2015')
	await page.getByLabel('Adresse', { exact: true }).fill('8 cours Julien')
	await page.getByLabel('Code postal').fill('13006')
	await page.getByLabel('Ville').fill('Marseille')
	await page.getByLabel(/J'accepte les/).check()
	await page.getByRole('button', { name: "Je m'inscris !" }).click()
	await expect(page.getByText(authMessages.underage)).toBeVisible()
	await expectNoAxeViolations(page)
	await page.getByLabel('Date de naissance').fill('21-07-1992')
	await page.getByRole('button', { name: "Je m'inscris !" }).click()
	await expect(page).toHaveURL(/\/particular\/dashboard$/)
	await expectSignedInAs(page, 'Hugo')
	await logout(page)

	await page.goto('/login')
	await page.getByRole('button', { name: 'Continuer avec Facebook' }).click()
	await page.getByLabel('Adresse email', { exact: true }).fill(email)
	await page.getByRole('button', { name: 'Continuer' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expectSignedInAs(page, 'Hugo')
})

test('login2 says what the sign-in is for and sends a donor on to the payment page', async ({ page }) => {
	await consentUpFront(page)
	await page.goto('/login2?jackpot=1&amount=1500&tip=100&hide=true')
	await expect(page.getByRole('heading', { name: 'Identifiez-vous' })).toBeVisible()
	await expect(page.getByText('pour finaliser votre participation')).toBeVisible()
	await expectNoAxeViolations(page)
	await login(page, 'marie.dupont@donnons.demo', 'Donnons-2026!')
	await expect(page).toHaveURL(/\/participate\/1\/payment\?amount=1500&tip=100&hide=true$/)
	await page.goto('/login2')
	await expect(page).toHaveURL(/\/$/)
})
