import { type Page } from '@playwright/test'
import { createCookie } from '@remix-run/node'
import { test } from '#tests/support/e2e/playwright.ts'

/**
 * The cookie banner answered « Tout accepter » before the first page, for tests where consent is only a
 * precondition: the same `donnons_consent` cookie the banner's form sets (app/lib consent, as
 * tests/support/e2e/login.ts's signInAs does). Without JavaScript, answering the banner on the page is a form
 * post and a second load of the page; the banner itself is proven in both projects by smoke.test.ts (« cookie
 * consent ») and legal-pages.test.ts.
 */
export async function consentUpFront(page: Page) {
	const url = test.info().project.use.baseURL
	if (!url) throw new Error('consentUpFront: no baseURL in playwright.config.ts')
	const consent = createCookie('donnons_consent', { path: '/', sameSite: 'lax', httpOnly: true })
	const header = await consent.serialize('accepted')
	await page.context().addCookies([
		{
			name: 'donnons_consent',
			value: header.slice(header.indexOf('=') + 1, header.indexOf(';')),
			url,
			httpOnly: true,
			sameSite: 'Lax',
		},
	])
}
