import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'

/**
 * One browser context and page a worker, kept from one test to the next and reset between them
 * (E2E_REUSE_CONTEXT, ./playwright.ts). A new context per test costs a new renderer process, its V8 heap
 * and Blink set up, on a machine where a fresh page fault and a process are dear (docs/performance.md, « Test
 * suite on a PVM guest »). Playwright's own reuse (PW_TEST_REUSE_CONTEXT) does not keep the renderer: it parks
 * the page on about:blank, and our pages' Cross-Origin-Opener-Policy (same-origin) then swaps the browsing
 * context group, hence the process, twice a test. This one parks the page on a page of the site itself.
 */
type Reused = { key: string; context: BrowserContext; page: Page; listeners: Listeners }
type Listeners = Map<object, Map<string | symbol, Array<(...args: unknown[]) => void>>>

const reused = new WeakMap<Browser, Reused>()
/** The page each reused context hands to its tests. */
export const reusedPages = new WeakMap<BrowserContext, Page>()

/** A page of the site where the reused page waits between tests (text, same origin, no script). */
const PARKING = '/healthcheck'

type Emitter = {
	eventNames(): Array<string | symbol>
	listeners(name: string | symbol): Array<(...args: unknown[]) => void>
	off(name: string | symbol, listener: (...args: unknown[]) => void): unknown
}

/** The listeners on the context and its page before a test: the ones the test adds are removed after it. */
function snapshot(...emitters: Emitter[]): Listeners {
	return new Map(
		emitters.map((emitter) => [
			emitter,
			new Map(emitter.eventNames().map((name) => [name, [...emitter.listeners(name)]])),
		]),
	)
}

/**
 * The worker's context for a test whose context options are `options`: the kept one when its options are the
 * same, else a new one (the old one closed). Resolves to undefined when the test must have its own context.
 */
export async function reusedContext(browser: Browser, options: BrowserContextOptions) {
	const key = JSON.stringify(options)
	let entry = reused.get(browser)
	if (entry && entry.key !== key) {
		reused.delete(browser)
		await entry.context.close()
		entry = undefined
	}
	if (!entry) {
		const context = await browser.newContext(options)
		const page = await context.newPage()
		entry = { key, context, page, listeners: new Map() }
		reused.set(browser, entry)
		reusedPages.set(context, page)
	}
	entry.listeners = snapshot(entry.context as unknown as Emitter, entry.page as unknown as Emitter)
	return entry.context
}

/**
 * After a test: everything it could have left for the next one is cleared (other pages, routes, listeners,
 * permissions, cookies, every kind of storage of the site's origins, the HTTP cache, the page's history and
 * viewport), and the page parked on the site. A test that failed, or closed the page, has its context closed.
 */
export async function releaseContext(browser: Browser, context: BrowserContext, passed: boolean) {
	const entry = reused.get(browser)
	if (!entry || entry.context !== context) return
	const { page } = entry
	if (!passed || page.isClosed()) {
		reused.delete(browser)
		await context.close()
		return
	}
	for (const other of context.pages()) if (other !== page) await other.close()
	for (const [emitter, before] of entry.listeners) {
		const e = emitter as Emitter
		for (const name of e.eventNames())
			for (const listener of e.listeners(name))
				if (!before.get(name)?.includes(listener)) e.off(name, listener)
	}
	await page.unrouteAll({ behavior: 'ignoreErrors' })
	await context.unrouteAll({ behavior: 'ignoreErrors' })
	await context.clearPermissions()
	await context.clearCookies()
	const options = JSON.parse(entry.key) as BrowserContextOptions
	if (options.viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(options.viewport))
		await page.setViewportSize(options.viewport)
	await page.goto(PARKING)
	const cdp = await context.newCDPSession(page)
	try {
		const { port } = new URL(page.url())
		for (const host of ['localhost', '127.0.0.1'])
			await cdp.send('Storage.clearDataForOrigin', { origin: `http://${host}:${port}`, storageTypes: 'all' })
		await cdp.send('Network.clearBrowserCache')
		await cdp.send('Page.resetNavigationHistory')
		// Session storage belongs to the tab, not the origin's storage: cleared from the page.
		await cdp.send('Runtime.evaluate', { expression: 'sessionStorage.clear()' })
	} finally {
		await cdp.detach()
	}
}

/** Closes the worker's kept context, if any: the next test that asks for one gets a new one. */
export async function closeReusedContext(browser: Browser) {
	const entry = reused.get(browser)
	reused.delete(browser)
	await entry?.context.close()
}
