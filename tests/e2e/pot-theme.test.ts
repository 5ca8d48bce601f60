import { type Locator } from '@playwright/test'
import { contrastRatio, potTheme } from '#app/lib/site/theme-colour.ts'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { brandedCompanyPot } from '#tests/support/e2e/fixtures/branding.ts'
import { consentUpFront } from '#tests/support/e2e/login.ts'

/** A computed CSS colour ('rgb(244, 162, 89)') as '#f4a259'. */
const hex = (rgb: string) =>
	`#${(rgb.match(/\d+/g) ?? [])
		.slice(0, 3)
		.map((n) => Number(n).toString(16).padStart(2, '0'))
		.join('')}`

const style = (locator: Locator, property: 'color' | 'background-color' | 'border-top-color') =>
	locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property).then(hex)

// A light preset (Abricot) that needs dark text and a darker link colour, a dark one (Marine) that keeps
// white text and its own colour for links.
for (const preset of [
	{ name: 'Abricot', colour: '#f4a259' },
	{ name: 'Marine', colour: '#1b4079' },
]) {
	test(`a company pot in ${preset.name} takes its colour and logo, its text stays readable`, async ({
		page,
	}) => {
		const pot = await brandedCompanyPot(`theme-${preset.name.toLowerCase()}`, preset.colour)
		const theme = potTheme({ color: preset.colour, isCompanyPot: true })
		await consentUpFront(page)
		await page.goto(`/participate/${pot.potId}`)

		await expect(page.getByRole('img', { name: `Logo de ${pot.companyName}` })).toHaveAttribute(
			'src',
			pot.logo,
		)
		const give = page.getByRole('button', { name: 'DONNER avec reçu fiscal' })
		expect(await style(give, 'background-color')).toBe(preset.colour)
		expect(await style(give, 'color')).toBe(theme.onColour)
		expect(contrastRatio(theme.onColour, preset.colour)).toBeGreaterThanOrEqual(4.5)
		// Links, tabs and the share buttons: the colour's readable variant on white.
		const charityLink = page.getByRole('paragraph').filter({ hasText: 'Au profit de' }).getByRole('link')
		expect(await style(charityLink, 'color')).toBe(theme.ink)
		const quick = page.getByRole('button', { name: 'DON RAPIDE sans inscription ni reçu fiscal' })
		expect(await style(quick, 'color')).toBe(theme.ink)
		expect(
			await style(page.getByRole('link', { name: 'LinkedIn (nouvelle fenêtre)' }), 'border-top-color'),
		).toBe(theme.ink)
		expect(contrastRatio(theme.ink, '#ffffff')).toBeGreaterThanOrEqual(4.5)
		// The site's header keeps the Donnons colours.
		const login = page.getByRole('banner').getByRole('link', { name: 'Connexion / Inscription' })
		expect(await style(login, 'color')).toBe('#b81f6c')

		await expectNoAxeViolations(page)
	})
}
