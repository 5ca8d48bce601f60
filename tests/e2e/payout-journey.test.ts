import { type Page } from '@playwright/test'
import { adminMessages } from '#app/lib/admin/admin-messages.ts'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { toast } from '#tests/support/e2e/onboarding-steps.ts'
import { onboardThroughForms } from '#tests/support/e2e/onboarding-posts.ts'
import { freshIndividual, freshPot } from '#tests/support/e2e/fixtures/profile.ts'
import { signInAs } from '#tests/support/e2e/login.ts'
import { e2eDatabase } from '#tests/support/e2e/database.ts'

/**
 * Issue 17's journey "a pot closes and is paid out" (ADR 027), with JavaScript on and off: a charity completes
 * its onboarding (KYC validated at the sandbox bank, a bank account); a donor gives to one of its pots through
 * the sandbox card form, so the money is really in the pot's wallet; the organiser closes the pot; an operator
 * clicks "Lancer les versements maintenant"; the bank executes the payout (a sandbox control); the
 * charity's member sees it paid and downloads its statement; the organiser got the e-mail.
 */

// The operator's run pays every payable pot: the two projects' runs must not take each other's pot, or one
// toast would say "none". Each project has its own charity, pot and accounts besides.
test.use({ exclusive: 'payouts-run' })

const FRICTIONLESS = '4970107111111119'
const EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`

async function switchTo(page: Page, email: string) {
	await page.context().clearCookies()
	await signInAs(page, email)
}

test('a pot closes and is paid out to its charity, whose member downloads the statement', async ({
	page,
}, testInfo) => {
	test.setTimeout(120_000)
	const project = testInfo.project.name
	// Charities of their own (the onboarding journey takes the 21st and 22nd).
	const charity = e2eDatabase()
		.prepare('select id, name from charities where is_active = 1 order by id limit 1 offset ?')
		.get(project === 'js' ? 30 : 31) as { id: number; name: string }
	const member = await freshIndividual(`versement-membre-${project}`)
	e2eDatabase()
		.prepare('insert into charity_members (charity_id, user_id, invited_at, accepted_at) values (?, ?, ?, ?)')
		.run(charity.id, member.id, Date.now(), Date.now())
	const organiser = await freshIndividual(`versement-organisatrice-${project}`)
	const potId = freshPot(organiser.id, charity.id)
	const potName = (e2eDatabase().prepare('select name from pots where id = ?').get(potId) as { name: string })
		.name
	const donor = await freshIndividual(`versement-donateur-${project}`)
	const operator = await freshIndividual(`versement-operateur-${project}`)
	e2eDatabase()
		.prepare('insert into operators (user_id, created_at) values (?, ?)')
		.run(operator.id, Date.now())

	// 1. The charity completes its onboarding: the bank can pay it. Its pages are charity-onboarding.test.ts's
	// journey: here their forms are posted without the browser.
	await signInAs(page, member.email)
	await onboardThroughForms(page, charity.id, `Association versée ${project} ${Date.now()}`)

	// 2. A gift through the sandbox's card form: the money is in the pot's wallet at the bank.
	const euros = project === 'js' ? 42 : 43
	await switchTo(page, donor.email)
	await page.goto(`/participate/${potId}/payment?amount=${euros * 100}&tip=0`)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement de votre don')
	await page.getByLabel('Numéro de carte').fill(FRICTIONLESS)
	await page.getByLabel("Date d'expiration (MMAA)").fill(EXPIRY)
	await page.getByLabel('Cryptogramme (3 chiffres)').fill('123')
	await page.getByRole('button', { name: `Payer ${euros},00 €` }).click()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}/confirmation$`))
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre don !')

	// 3. The organiser closes the pot.
	await switchTo(page, organiser.email)
	await page.goto(`/mes-cagnottes/${potId}`)
	await page.getByLabel(/Je confirme : la cagnotte ne recevra plus de dons/).check()
	await page.getByRole('button', { name: 'Clôturer la cagnotte' }).click()
	await expect(page.getByRole('status')).toContainText('Votre cagnotte est clôturée')

	// 4. An operator pays it out now rather than at the job's next run.
	await switchTo(page, operator.email)
	await page.goto('/admin/versements')
	await expect(page.getByRole('heading', { level: 1, name: 'Versements' })).toBeVisible()
	await expectNoAxeViolations(page)
	// The run also pays the demo's other closed pots whose charity can be paid, unless an earlier test's run
	// already did (the suite shares one database): the toast counts what this click created.
	const payouts = () => (e2eDatabase().prepare('select count(*) as n from payouts').get() as { n: number }).n
	const before = payouts()
	await page.getByRole('button', { name: 'Lancer les versements maintenant' }).click()
	await expect(page).toHaveURL(/\/admin\/versements$/)
	await expect(toast(page, /créés? et envoyés? à la banque\./)).toBeVisible()
	const created = payouts() - before
	expect(created).toBeGreaterThanOrEqual(1)
	await expect(toast(page, adminMessages.payoutsCreated(created, 0, 0))).toBeVisible()
	const adminRow = page.getByRole('row').filter({ hasText: potName })
	await expect(adminRow).toContainText(`${euros},00`)
	await expect(adminRow).toContainText('En cours')
	await expectNoAxeViolations(page)
	// A second click makes no second payout.
	await page.getByRole('button', { name: 'Lancer les versements maintenant' }).click()
	await expect(toast(page, adminMessages.payoutsNoneWaiting)).toBeVisible()
	await expect(page.getByRole('row').filter({ hasText: potName })).toHaveCount(1)
	const payoutId = (await adminRow.getByRole('cell').first().textContent())!.trim()

	// 5. The bank executes the payout (its own button: moving the simulator's clock, which every test shares,
	// would expire the mandates and 3-D Secure pages other tests have open); its notification reaches us, or
	// the payouts pass reads the payout's success: the operator's button here (its toast then adds "1 versement
	// en cours mis à jour"), unless the notification or the job's own pass came first.
	await page.goto('/sandbox/controls')
	const inFlight = page
		.getByRole('listitem')
		.filter({ has: page.getByRole('button', { name: 'Refuser (banque de l’association)' }) })
		.filter({ hasText: `${euros},00` })
	await expect(inFlight).toHaveCount(1)
	await expectNoAxeViolations(page)
	await inFlight.getByRole('button', { name: 'Exécuter (banque de l’association)' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'exécuté par la banque' })).toBeVisible()
	await expect(inFlight).toHaveCount(0)
	await page.goto('/admin/versements')
	await page.getByRole('button', { name: 'Lancer les versements maintenant' }).click()
	await expect(toast(page, adminMessages.payoutsNoneWaiting)).toBeVisible()
	await expect(adminRow).toContainText('Versé')

	// 6. The charity's member sees it paid and downloads its statement.
	await switchTo(page, member.email)
	const payoutsPage = `/association-espace/${charity.id}/versements`
	const row = page.getByRole('row').filter({ hasText: potName })
	await expect(async () => {
		await page.goto(payoutsPage)
		await expect(row).toContainText('Versé', { timeout: 1_000 })
	}).toPass({ timeout: 20_000 })
	await expect(row.getByRole('cell').first()).toHaveText(payoutId)
	await expect(row).toContainText(`${euros},00`)
	await expectNoAxeViolations(page)
	const href = await row
		.getByRole('link', { name: `Relevé du versement n° ${payoutId} en PDF` })
		.getAttribute('href')
	expect(href).toBe(`${payoutsPage}/${payoutId}/releve.pdf`)
	const pdf = await page.request.get(href!)
	expect(pdf.status()).toBe(200)
	expect(pdf.headers()['content-type']).toBe('application/pdf')
	expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

	// 7. The organiser was told the money reached the charity.
	await page.goto('/demo/outbox')
	await expect(
		page
			.getByRole('row')
			.filter({ hasText: organiser.email })
			.filter({ hasText: 'Votre cagnotte a été versée' }),
	).toHaveCount(1)
})
