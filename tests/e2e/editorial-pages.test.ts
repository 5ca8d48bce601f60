import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '#tests/support/e2e/playwright.ts'
import { expectVideoOnClickOnly } from '#tests/support/e2e/video.ts'

/** What a page shows besides its title, checked on the page its test has open (after axe). */
async function referenceCard(page: Page) {
	// A reference card links out in a new tab and says so.
	const link = page.getByRole('link', {
		name: 'Visiter le site : Fondation Aster (s’ouvre dans un nouvel onglet)',
	})
	await expect(link).toHaveAttribute('target', '_blank')
	await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
	await expect(
		page.getByRole('heading', { name: 'Mangopay, établissement de monnaie électroni..' }),
	).toBeVisible()
}

const pages: Array<{ path: string; h1: string; also?: [string, (page: Page) => Promise<void>] }> = [
	{ path: '/comment-fonctionne-une-cagnotte-solidaire', h1: 'Comment fonctionne une cagnotte solidaire ?' },
	{ path: '/charte-qualit%C3%A9-cagnotte-solidaire', h1: 'Notre charte qualité' },
	{
		path: '/nos-valeurs',
		h1: 'Nos valeurs',
		also: [
			'its video loads nothing before a click',
			(page: Page) => expectVideoOnClickOnly(page, 'Présentation de Donnons'),
		],
	},
	{
		path: '/references-et-partenaires',
		h1: 'Références et partenaires',
		also: ['a reference card links out in a new tab', referenceCard],
	},
	{ path: '/revue-de-presse', h1: 'Revue de presse' },
	{ path: '/tarifs', h1: 'Nos tarifs' },
	{ path: '/partenaires/cadeaux', h1: 'Partenaires cadeaux' },
	{ path: '/label-do-good', h1: 'Le label Do Good' },
	{ path: '/mecenat-rse', h1: 'Mécénat d’entreprise et RSE' },
	{ path: '/mecenat-qvt', h1: 'Mécénat et qualité de vie au travail' },
]

test.describe('editorial pages', () => {
	for (const { path, h1, also } of pages) {
		test(`${decodeURI(path)} shows its title and passes axe${also ? `; ${also[0]}` : ''}`, async ({
			page,
		}) => {
			const response = await page.goto(path)
			expect(response?.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
			await expectNoAxeViolations(page)
			await also?.[1](page)
		})
	}

	test('a legacy address leads to its page', async ({ page }) => {
		await page.goto('/tarif?utm_source=lettre')
		await expect(page).toHaveURL(/\/tarifs\?utm_source=lettre$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos tarifs')
	})
})
