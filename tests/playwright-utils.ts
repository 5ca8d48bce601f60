import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

export { expect, test }

/** Runs axe (WCAG 2.1 A and AA) on the current page and fails on any violation. */
export async function expectNoAxeViolations(page: Page) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
	const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
	expect(summary).toEqual([])
}

