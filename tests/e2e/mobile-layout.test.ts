import { type Locator, type Page } from '@playwright/test'
import { links } from '#app/lib/site/site-links.ts'
import { expect, test } from '#tests/support/e2e/playwright.ts'

// Phones: the smallest width still in use and the one the layout was reported at. A
// screenshot is attached to a failed test only.
test.use({ screenshot: 'only-on-failure' })

const pages = [
	{ name: 'home', path: links.home },
	{ name: 'a pot page', path: '/participate/1' },
	{ name: 'the login page', path: links.login },
]

/** The element's height in lines of its own text. */
const lines = (locator: Locator) =>
	locator.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))

const horizontalOverflow = (page: Page) =>
	page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

for (const width of [320, 390]) {
	for (const { name, path } of pages) {
		test(`${name} at ${width} px: no sideways scroll, a one-line header, a compact cookie banner`, async ({
			page,
		}) => {
			await page.setViewportSize({ width, height: 844 })
			await page.goto(path)
			expect(await horizontalOverflow(page), 'the page is wider than the screen').toBeLessThanOrEqual(0)

			const header = page.getByRole('banner')
			const login = header.getByRole('link', { name: 'Connexion / Inscription' })
			await expect(login).toBeVisible()
			expect(await lines(login)).toBeLessThan(1.5)
			// The menu button: its icon and label on one line (the label is kept for screen readers only below 360 px).
			const menu = header.locator('summary').filter({ hasText: 'Menu' })
			await expect(menu).toBeVisible()
			expect((await menu.boundingBox())!.height).toBeLessThanOrEqual(48)
			const loginBox = (await login.boundingBox())!
			const menuBox = (await menu.boundingBox())!
			expect(loginBox.x + loginBox.width).toBeLessThanOrEqual(menuBox.x)
			expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width)

			// The cookie banner keeps to the bottom fifth of the screen, refusing as easy as accepting.
			const banner = page.getByRole('region', { name: 'Vos choix en matière de cookies' })
			await expect(banner).toBeVisible()
			expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(844 * 0.22)
			const refuse = (await banner.getByRole('button', { name: 'Tout refuser' }).boundingBox())!
			const accept = (await banner.getByRole('button', { name: 'Tout accepter' }).boundingBox())!
			expect(Math.abs(refuse.width - accept.width)).toBeLessThanOrEqual(1)
			expect(refuse.height).toBe(accept.height)
			expect(refuse.y).toBe(accept.y)

			// The menu opens within the screen too.
			await menu.click()
			await expect(header.getByRole('navigation', { name: 'Navigation mobile' })).toBeVisible()
			expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
		})
	}
}
