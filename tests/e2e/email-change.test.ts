import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { expectSignedInAs, login, logout } from '#tests/support/e2e/accounts.ts'
import { freshEmail, freshIndividual, PROFILE_PASSWORD } from '#tests/support/e2e/fixtures/profile.ts'
import { signInAs } from '#tests/support/e2e/login.ts'

/**
 * Changing one's e-mail address (docs/requirements.md#spec-1-2 "An email and password form"), with JavaScript on and off: the
 * current password is asked, a link goes to the new address (read here in the demo outbox), following it
 * confirms the change, and the new address signs in.
 */

test('an individual changes the e-mail address and signs in with the new one', async ({ page }) => {
	const account = await freshIndividual('email-avant')
	const newEmail = freshEmail('email-apres')
	await signInAs(page, account.email)
	await page.goto('/particular/profile')
	const form = page.getByRole('region', { name: 'Email et mot de passe' })
	await form.getByLabel('Adresse email').fill(newEmail)
	await form.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(
		form.getByText('Votre mot de passe actuel est obligatoire pour modifier votre email'),
	).toBeVisible()
	await form.getByLabel('Adresse email').fill(newEmail)
	await form.getByLabel('Mot de passe actuel').fill(PROFILE_PASSWORD)
	await form.getByRole('button', { name: 'Enregistrer' }).click()
	await expect(page.getByRole('status')).toContainText('Un email de confirmation a été envoyé')
	// Until the link is followed the address stays as it was.
	await page.goto('/particular/profile')
	await expect(
		page.getByRole('region', { name: 'Email et mot de passe' }).getByLabel('Adresse email'),
	).toHaveValue(account.email)

	await page.goto('/demo/outbox')
	await page
		.getByRole('row', { name: new RegExp(newEmail.replace(/[.+]/g, '\\$&')) })
		.getByRole('link', { name: 'Confirmez votre nouvelle adresse email Donnons' })
		.click()
	await page.getByRole('link', { name: /confirmer-email\?token=/ }).click()
	await expect(page.getByRole('heading', { name: 'Confirmer votre nouvelle adresse email' })).toBeVisible()
	await expect(page.getByRole('main')).toContainText(newEmail)
	await expectNoAxeViolations(page)
	await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click()
	await expect(page).toHaveURL(/\/particular\/profile$/)
	await expect(page.getByRole('status')).toContainText('Votre email est mis à jour')
	await expect(
		page.getByRole('region', { name: 'Email et mot de passe' }).getByLabel('Adresse email'),
	).toHaveValue(newEmail)

	await logout(page)
	await page.goto('/login')
	await login(page, account.email, PROFILE_PASSWORD)
	await expect(page.getByRole('alert')).toContainText(
		'Votre adresse email ou votre mot de passe est incorrect',
	)
	await login(page, newEmail, PROFILE_PASSWORD)
	await expectSignedInAs(page, 'Juliette')
})
