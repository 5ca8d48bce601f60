import { type Page } from '@playwright/test'
import { signInAs } from '#tests/support/e2e/login.ts'
import { expect, expectNoAxeViolations, JS_ONLY, test } from '#tests/support/e2e/playwright.ts'

// WCAG 2.2 AA on a 360 × 740 phone (ADR 035), JavaScript on and off.
test.use({ viewport: { width: 360, height: 740 }, screenshot: 'only-on-failure' })

const MARIE = 'marie.dupont@donnons.demo'

/** The focused element's box and the cookie banner's top, in the viewport; null when nothing is focused. */
const focusAndBanner = (page: Page) =>
	page.evaluate(() => {
		const focused = document.activeElement
		if (!focused || focused === document.body) return null
		const banner = document.getElementById('cookie-banner')
		const box = focused.getBoundingClientRect()
		return {
			what: `${focused.tagName.toLowerCase()} « ${(focused.textContent || (focused as HTMLInputElement).name || '').trim().slice(0, 40)} »`,
			top: box.top,
			bottom: box.bottom,
			inBanner: banner?.contains(focused) ?? false,
			bannerTop: banner ? banner.getBoundingClientRect().top : Infinity,
			isDonate: focused.textContent?.includes('DONNER') ?? false,
		}
	})

/** Tab from the top of the pot page to « DONNER »: no focused element starts above the screen or under the banner. */
async function tabToDonate(page: Page) {
	let reachedDonate = false
	for (let step = 0; step < 80 && !reachedDonate; step++) {
		await page.keyboard.press('Tab')
		const focus = await focusAndBanner(page)
		if (!focus || focus.inBanner) continue
		expect(focus.top, `${focus.what} starts above the screen`).toBeGreaterThanOrEqual(0)
		expect(focus.bottom, `${focus.what} is under the cookie banner`).toBeLessThanOrEqual(focus.bannerTop)
		reachedDonate = focus.isDonate
	}
	expect(reachedDonate, 'the « DONNER » button is reached with Tab').toBe(true)
}

test('a keyboard-only donation: the cookie banner never covers the focused element (SC 2.4.11)', async ({
	page,
}) => {
	await page.goto('/participate/1')
	await expect(page.getByRole('region', { name: 'Vos choix en matière de cookies' })).toBeVisible()
	// The donation form comes early on a phone: its amount field within the first screen.
	const amount = page.getByLabel('Montant de votre don (en euros)')
	const amountTop = await amount.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
	expect(amountTop, 'the amount field, in px from the top of the page').toBeLessThan(740)

	await tabToDonate(page)
	await expectNoAxeViolations(page)
})

test('on a 320 px phone (with larger text when scripts run), the banner covers no focused element', async ({
	page,
}) => {
	await page.setViewportSize({ width: 320, height: 640 })
	await page.goto('/participate/1')
	if (test.info().project.name === 'js') {
		// Text enlarged by half, as a phone's accessibility setting does: the banner grows past the stylesheet's room and
		// measures itself. (Without JavaScript the stylesheet's room, in rem, grows with the text.)
		await page.addStyleTag({ content: 'html { font-size: 150% !important }' })
	}
	await expect(page.getByRole('region', { name: 'Vos choix en matière de cookies' })).toBeVisible()
	await tabToDonate(page)
})

test('footer links are at least 24 px high, the logo link has one name', async ({ page }) => {
	await page.goto('/nos-valeurs')
	const footer = page.getByRole('contentinfo')
	const targets = footer.getByRole('link')
	const count = await targets.count()
	expect(count).toBeGreaterThan(10)
	for (let i = 0; i < count; i++) {
		const link = targets.nth(i)
		const box = await link.boundingBox()
		// The partners' logos are images, not links: every link here is a text link.
		expect(box?.height, await link.innerText()).toBeGreaterThanOrEqual(24)
	}
	const logo = page.getByRole('banner').getByRole('link', { name: 'Donnons, accueil' })
	await expect(logo).not.toHaveAttribute('aria-label')
	await expect(logo.getByRole('img')).toHaveAttribute('alt', 'Donnons, accueil')
})

test('wide tables of the dashboard and of the organiser scroll in a frame that says so', async ({ page }) => {
	await signInAs(page, MARIE)
	for (const [path, table] of [
		['/particular/dashboard', 'Mes participations'],
		['/mes-cagnottes/1', 'Participations à la cagnotte'],
	] as const) {
		await page.goto(path)
		const frame = page.getByRole('table', { name: table }).locator('xpath=..')
		await expect(frame).toBeVisible()
		const { scrolls, cue } = await frame.evaluate((el) => ({
			scrolls: el.scrollWidth > el.clientWidth,
			cue: getComputedStyle(el).backgroundImage,
		}))
		expect(scrolls, `${table}: wider than the phone`).toBe(true)
		// A shadow on the side where columns are hidden…
		expect(cue, `${table}: the scroll shadow`).toContain('radial-gradient')
		// …and the same in words just above.
		await expect(frame.locator('xpath=preceding-sibling::p[1]'), `${table}: the scroll hint`).toHaveText(
			'Faites défiler le tableau vers la droite pour voir toutes ses colonnes.',
		)
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
		await expectNoAxeViolations(page)
	}
})

// Without scripts the hint stays on every narrow screen.
test(
	'with scripts, the scroll hint is said only for a table that does not fit',
	JS_ONLY,
	async ({ page }) => {
		await signInAs(page, MARIE)
		// Just under the width where the hint is hidden by the stylesheet: some dashboard tables fit, some do not.
		await page.setViewportSize({ width: 767, height: 900 })
		await page.goto('/particular/dashboard')
		const hints = () =>
			page.evaluate(() =>
				[...document.querySelectorAll<HTMLElement>('.table-scroll-hint')].map((hint) => {
					const frame = hint.nextElementSibling!
					return { hidden: hint.hidden, fits: frame.scrollWidth <= frame.clientWidth }
				}),
			)
		await expect.poll(async () => (await hints()).filter((h) => h.hidden).length).toBeGreaterThan(0)
		for (const hint of await hints()) expect(hint.hidden).toBe(hint.fits)
	},
)

test('the accessibility statement tells its real status', async ({ page }) => {
	await page.goto('/accessibilite')
	const main = page.getByRole('main')
	await expect(main).toContainText('non conforme avec le RGAA version 4.1.2')
	await expect(main).not.toContainText('partiellement conforme')
	await expect(main.getByRole('heading', { name: 'Non-conformités' })).toBeVisible()
})
