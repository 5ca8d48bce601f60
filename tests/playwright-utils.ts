import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, type Browser, type BrowserContext, expect, type Page } from '@playwright/test'

export { expect }

// The end-to-end server's data directory, as in playwright.config.ts and tests/e2e-server.mjs (which
// empties it at start-up: the locks below never outlive a run).
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? 'tests/.tmp/e2e-data')

function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

/**
 * A lock shared by the Playwright workers (a directory: mkdir is atomic), for the few tests whose
 * assertions read state that other tests change, e.g. the total of demo pot 1. A lock left by a worker
 * that died is taken over. Resolves to the release function.
 */
async function acquireLock(name: string) {
	const dir = path.join(E2E_DATA_DIR, 'test-locks', name)
	fs.mkdirSync(path.dirname(dir), { recursive: true })
	for (;;) {
		try {
			fs.mkdirSync(dir)
			fs.writeFileSync(path.join(dir, 'pid'), String(process.pid))
			return () => fs.rmSync(dir, { recursive: true, force: true })
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
		}
		let owner = 0
		try {
			owner = Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8'))
		} catch {
			// Released meanwhile, or its owner has not written its pid yet: try again.
		}
		if (owner && !isAlive(owner)) fs.rmSync(dir, { recursive: true, force: true })
		else await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

export const test = base.extend<{ exclusive: string | undefined; exclusiveLock: void }>({
	/**
	 * `test.use({ exclusive: 'name' })`: the tests so marked never run at the same time as another test
	 * marked with the same name, in any project or worker (the run is parallel: playwright.config.ts).
	 */
	exclusive: [undefined, { option: true }],
	exclusiveLock: [
		async ({ exclusive }, use, testInfo) => {
			if (!exclusive) return use()
			const started = Date.now()
			const release = await acquireLock(exclusive)
			// Waiting for the other test is not this test's time.
			testInfo.setTimeout(testInfo.timeout + (Date.now() - started))
			try {
				await use()
			} finally {
				release()
			}
		},
		{ auto: true },
	],
})

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Only the violations are detailed (resultTypes), and axe runs in the page itself (legacy mode) instead of
 * aggregating frames in an extra blank page: half the time per check. Our pages embed no frame to audit (a
 * video player appears only on click).
 */
async function axeViolations(page: Page) {
	const results = await new AxeBuilder({ page })
		.options({ runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] })
		.setLegacyMode(true)
		.analyze()
	return results.violations.map(
		(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
	)
}

/** One JavaScript-enabled context per browser (per worker) for the axe checks of no-JavaScript pages. */
const jsContexts = new WeakMap<Browser, Promise<BrowserContext>>()
function jsContextOf(browser: Browser) {
	let context = jsContexts.get(browser)
	if (!context) {
		context = browser.newContext({ javaScriptEnabled: true })
		jsContexts.set(browser, context)
	}
	return context
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
	const context = await jsContextOf(browser)
	const clone = await context.newPage()
	try {
		await clone.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 })
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
		await clone.close()
	}
}
