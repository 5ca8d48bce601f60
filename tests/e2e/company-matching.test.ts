import { formatEuros } from '#app/lib/money.ts'
import { matchingMessages } from '#app/lib/pots/matching-messages.ts'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import {
	closeDemoCompanyPot,
	DEMO_COMPANY,
	makeDemoCompanyPot,
} from '#tests/support/e2e/fixtures/matching.ts'
import { signInAs } from '#tests/support/e2e/login.ts'

test('a company pot announces a matching: « La société double votre don » on the pot page', async ({
	page,
}, info) => {
	const potId = makeDemoCompanyPot(`Abondement ${info.project.name} ${Date.now()}`, 2500)
	await signInAs(page, DEMO_COMPANY.email)

	await page.goto(`/mes-cagnottes/${potId}`)
	const section = page.getByRole('region', { name: matchingMessages.formTitle })
	await expect(section.getByText(matchingMessages.donatedLabel)).toBeVisible()
	await expectNoAxeViolations(page)

	// A ratio out of bounds and no ceiling: the French messages, the offer not saved.
	await page.getByLabel(matchingMessages.ratioLabel).fill('400')
	await page.getByLabel(matchingMessages.ceilingLabel).fill('')
	await page.getByRole('button', { name: matchingMessages.announce }).click()
	await expect(page.getByText(matchingMessages.ratioInvalid)).toBeVisible()
	await expect(page.getByText(matchingMessages.ceilingRequired)).toBeVisible()
	await expectNoAxeViolations(page)

	await page.getByLabel(matchingMessages.ratioLabel).fill('100')
	await page.getByLabel(matchingMessages.ceilingLabel).fill('1 000')
	await page.getByRole('button', { name: matchingMessages.announce }).click()
	await expect(page.getByRole('status')).toContainText(matchingMessages.announced)
	await expect(section.getByText(matchingMessages.doubles)).toBeVisible()
	await expect(page.getByRole('button', { name: matchingMessages.change })).toBeVisible()

	await page.goto(`/participate/${potId}`)
	const box = page.getByRole('complementary', { name: 'La collecte' })
	await expect(box.getByText(matchingMessages.doubles)).toBeVisible()
	await expect(box.getByText(matchingMessages.matchedSoFar(2500, DEMO_COMPANY.name))).toBeVisible()
	await expect(box.getByText(formatEuros(100_000), { exact: false })).toBeVisible()
	await expectNoAxeViolations(page)

	// The collection ends: the organiser's view offers to pay the matched total through the payment page.
	closeDemoCompanyPot(potId)
	await page.goto(`/mes-cagnottes/${potId}`)
	await page.getByRole('link', { name: matchingMessages.payMatching(2500) }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement de votre don')
	await expect(page.getByText(`${formatEuros(2500)} pour la cagnotte`)).toBeVisible()
	await expect(page).toHaveURL(new RegExp(`/participate/${potId}/payment\\?amount=2500&tip=0`))
	await expectNoAxeViolations(page)
})
