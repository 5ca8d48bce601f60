import { expect, test } from '#tests/support/e2e/playwright.ts'

// The browser context may be kept from one test to the next in a worker (playwright.config.ts, reuseContext):
// Playwright then resets it between tests. These two tests, run one after the other in one worker, prove that
// the second sees none of the first's state: cookies (the session), storage, Cache Storage, the HTTP cache, a
// service worker, nor the pages it left open or its history.
test.describe.configure({ mode: 'serial' })

const ASSET = '/favicon.svg'
const CACHED = `${ASSET}?isolation-probe`

test('a test leaves state behind: cookies, storage, caches, a page', async ({ page, context, baseURL }) => {
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
	// A second page, left open.
	await (await context.newPage()).goto('/mentions-legales?isolation-probe=3')
	expect(context.pages()).toHaveLength(2)
	expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'isolation_probe' }))
})

test('the next test in the worker sees none of it', async ({ page, context }) => {
	expect(context.pages()).toEqual([page])
	expect(page.url()).not.toContain('isolation-probe')
	expect((await context.cookies()).map((c) => c.name)).toEqual([])
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
			// A new page's history: its first document (1); a kept page's: where it waited, then this one (2).
			shortHistory: history.length <= 2,
			cookie: document.cookie.includes('isolation_probe'),
			localStorage: localStorage.length,
			sessionStorage: sessionStorage.length,
			cacheStorage: await caches.keys(),
			serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
			httpCache,
		}
	}, CACHED)
	expect(state).toEqual({
		shortHistory: true,
		cookie: false,
		localStorage: 0,
		sessionStorage: 0,
		cacheStorage: [],
		serviceWorkers: 0,
		httpCache: 'missing',
	})
})
