import { type Page } from '@playwright/test'
import { expect, hasJs } from '#tests/support/e2e/playwright.ts'

/**
 * A page's YouTube video loads nothing from the video site before a click: with JavaScript the « Lire la
 * vidéo » button puts the privacy-enhanced player (titled `title` when given) in place, without it a link
 * leads to the video on YouTube.
 */
export async function expectVideoOnClickOnly(page: Page, title?: string) {
	await expect(page.locator('iframe')).toHaveCount(0)
	if (hasJs()) {
		await page.getByRole('button', { name: 'Lire la vidéo' }).click()
		const player = page.locator(title ? `iframe[title="${title}"]` : 'iframe')
		await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
	} else {
		await expect(page.getByRole('link', { name: 'Voir la vidéo sur YouTube' })).toHaveAttribute(
			'href',
			/^https:\/\/www\.youtube\.com\/watch\?v=/,
		)
	}
}
