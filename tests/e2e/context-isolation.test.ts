import { expect, hasJs, test } from '#tests/support/e2e/playwright.ts'
import {
	closeReusedContext,
	releaseContext,
	reusedContext,
	reusedPages,
} from '#tests/support/e2e/reused-context.ts'

// A worker keeps one browser context and page from one test to the next (E2E_REUSE_CONTEXT,
// tests/support/e2e/playwright.ts, ADR 071), reset between them by releaseContext. This test plays two tests on that context: the
// second must see none of the first's state: cookies (the session), storage, Cache Storage, the HTTP cache, a
// service worker, the pages it left open, its history.
const CACHED = '/favicon.svg?isolation-probe'

test('a kept context is handed to the next test with none of the last one’s state', async ({
	browser,
	baseURL,
}) => {
	const options = { baseURL, javaScriptEnabled: hasJs(), locale: 'fr-FR' }
	await closeReusedContext(browser)
	try {
		// The first test leaves state behind.
		const context = await reusedContext(browser, options)
		const page = reusedPages.get(context)!
		await context.addCookies([{ name: 'isolation_probe', value: '1', url: baseURL! }])
		await page.goto('/mentions-legales?isolation-probe=1')
		await page.goto('/mentions-legales?isolation-probe=2')
		await page.evaluate(async (url) => {
			localStorage.setItem('isolation-probe', '1')
			sessionStorage.setItem('isolation-probe', '1')
			await (await caches.open('isolation-probe')).put(url, new Response('probe'))
			// Into the HTTP cache (the response's own Cache-Control), then read back from it alone.
			await fetch(url, { cache: 'force-cache' })
			await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' })
		}, CACHED)
		page.on('dialog', () => {})
		await (await context.newPage()).goto('/mentions-legales?isolation-probe=3')
		expect(context.pages()).toHaveLength(2)
		await releaseContext(browser, context, true)

		// The next test gets the same context and page, reset.
		const next = await reusedContext(browser, options)
		expect(next).toBe(context)
		expect(next.pages()).toEqual([page])
		// The listener the first test added (Page is an EventEmitter; its typings leave listeners() out).
		expect((page as unknown as { listeners(name: string): unknown[] }).listeners('dialog')).toEqual([])
		expect(page.url()).not.toContain('isolation-probe')
		expect((await next.cookies()).map((c) => c.name)).toEqual([])
		await page.goto('/mentions-legales')
		const state = await page.evaluate(async (url) => {
			let httpCache = 'missing'
			try {
				await fetch(url, { cache: 'only-if-cached', mode: 'same-origin' })
				httpCache = 'hit'
			} catch {
				// Not in the HTTP cache: what a fresh context gives.
			}
			return {
				// The kept page's history: where it waited, then this page.
				history: history.length,
				cookie: document.cookie.includes('isolation_probe'),
				localStorage: localStorage.length,
				sessionStorage: sessionStorage.length,
				cacheStorage: await caches.keys(),
				serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
				httpCache,
			}
		}, CACHED)
		expect(state).toEqual({
			history: 2,
			cookie: false,
			localStorage: 0,
			sessionStorage: 0,
			cacheStorage: [],
			serviceWorkers: 0,
			httpCache: 'missing',
		})
	} finally {
		await closeReusedContext(browser)
	}
})
