import { type Locator } from '@playwright/test'
import { expect } from '#tests/support/e2e/playwright.ts'

/**
 * Types into a rich-text field (app/components/rich-text-editor.tsx): a textarea until the Lexical editor's
 * chunk loads, then the editor. Text typed in the instant the editor mounts, before it listens, is lost — a
 * person's typing is never that quick, a test's is: fill again until the field holds the text.
 */
export async function fillRichText(field: Locator, text: string) {
	await expect(async () => {
		await field.fill(text)
		await expect
			.poll(() => field.evaluate((el) => (el instanceof HTMLTextAreaElement ? el.value : el.textContent)), {
				timeout: 1_000,
			})
			.toContain(text)
	}).toPass({ timeout: 15_000 })
}
