import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

export { expect, test }

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function axeViolations(page: Page) {
	const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
	return results.violations.map(
		(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
	)
}

/**
 * Runs axe (WCAG 2.1 A and AA) on the current page and fails on any violation. axe needs JavaScript: for a
 * page rendered with JavaScript off, the same document (scripts removed) is checked in a JS-enabled page.
 */
export async function expectNoAxeViolations(page: Page) {
	if (test.info().project.use.javaScriptEnabled !== false) {
		expect(await axeViolations(page)).toEqual([])
		return
	}
	const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
	const browser = page.context().browser()
	if (!browser) throw new Error('No browser to run axe in')
	const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
	try {
		const clone = await context.newPage()
		const url = page.url()
		await clone.route('**/*', (route) =>
			route.request().url() === url
				? route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' })
				: route.request().resourceType() === 'script'
					? route.abort()
					: route.continue(),
		)
		await clone.goto(url)
		expect(await axeViolations(clone)).toEqual([])
	} finally {
		await context.close()
	}
}
