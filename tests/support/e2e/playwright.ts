import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import {
	test as base,
	type Browser,
	type BrowserContext,
	type BrowserContextOptions,
	expect,
	type Page,
} from '@playwright/test'
import { watchHtml } from './html-validity.ts'
import { releaseContext, reusedContext, reusedPages } from './reused-context.ts'

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

/** Polls for a file (a condition, not a fixed wait). */
async function fileExists(file: string) {
	while (!fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 100))
}

/**
 * One context and page a worker, reset between tests (./reused-context.ts, ADR 071): about ×0.82–0.95 of the
 * run's CPU and wall time on a quiet PVM machine. E2E_REUSE_CONTEXT=0 gives every test a new context instead.
 */
const REUSE_CONTEXT = process.env.E2E_REUSE_CONTEXT !== '0'

export const test = base.extend<
	{
		exclusive: string | undefined
		exclusiveLock: void
		// Playwright's own (@playwright/test's fixtures), used by `context` below.
		_combinedContextOptions: BrowserContextOptions
		_contextFactory: () => Promise<{ context: BrowserContext; close(): Promise<void> }>
	},
	{ startGate: void }
>({
	/**
	 * E2E_START_GATE=<file> (tests/run-all.sh): each worker loads its modules and launches its browser while the
	 * unit tests still run, then waits for that file, written once they have passed, before its first test. No
	 * time limit: run-all.sh stops the run when the unit tests fail.
	 */
	startGate: [
		async ({ browser: _launched }, use) => {
			if (process.env.E2E_START_GATE) await fileExists(process.env.E2E_START_GATE)
			await use()
		},
		{ scope: 'worker', auto: true, timeout: 0 },
	],
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
			// Waiting for the other test is not this test's time. How long it waited goes to the report (its
			// worker sat idle meanwhile): tests/summary.mjs totals the run's « exclusive-wait » annotations.
			const waited = Date.now() - started
			testInfo.setTimeout(testInfo.timeout + waited)
			if (waited >= 100)
				testInfo.annotations.push({
					type: 'exclusive-wait',
					description: `${waited} ms for « ${exclusive} »`,
				})
			try {
				await use()
			} finally {
				release()
			}
		},
		{ auto: true },
	],
	/** Every HTML page the test's pages receive is checked (./html-validity.ts): a finding fails the test. */
	// The context is the worker's kept one, or with E2E_REUSE_CONTEXT=0 Playwright's (a new one a test); a
	// retry always gets a new one (its trace is recorded: playwright.config.ts).
	context: async (
		{ browser, _combinedContextOptions: options, _contextFactory: newContext },
		use,
		testInfo,
	) => {
		const reuse = REUSE_CONTEXT && testInfo.retry === 0
		const context = reuse ? await reusedContext(browser, options) : (await newContext()).context
		const findings = watchHtml(context, E2E_DATA_DIR)
		let pagesOpened = 0
		const onPage = () => pagesOpened++
		context.on('page', onPage)
		try {
			await use(context)
		} finally {
			context.off('page', onPage)
		}
		const passed = testInfo.status === testInfo.expectedStatus
		try {
			expect(await findings(), 'html-validate: the pages this test visited (.htmlvalidate.mjs)').toEqual([])
			if (testInfo.tags.includes(HTTP_ONLY.tag))
				expect(pagesOpened, 'an @http-only test opens no page: it would depend on the project').toBe(0)
		} finally {
			if (reuse) await releaseContext(browser, context, passed)
		}
	},
	/** A test tagged HTTP_ONLY may not open a page (its context's cookies and `request` only). */
	page: async ({ context }, use, testInfo) => {
		if (testInfo.tags.includes(HTTP_ONLY.tag))
			throw new Error('An @http-only test opens no page: use `request`, or the context and its `request`.')
		await use(reusedPages.get(context) ?? (await context.newPage()))
	},
})

const AXE_OPTIONS = {
	runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
	resultTypes: ['violations'],
}

type AxeResults = { violations: Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }> }

/**
 * axe-core's minified build (580 kB). The package's `source` export is its unminified axe.js (1.3 MB), which
 * the browser parsed and compiled in every new page: the minified one takes about 0.7 of that time
 * (docs/performance.md, « Test suite (s12-suite) »).
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core (WCAG 2.1 A and AA, only the violations detailed) in the page itself. Its source is
 * evaluated only when the page's window does not have it yet: a page whose document is replaced by
 * setContent keeps its window, hence axe (about half the browser's time per check on the no-JS clone).
 * Our pages embed no frame to audit (a video player appears only on click).
 */
async function axeViolations(page: Page) {
	const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
	if (!loaded) await page.evaluate(AXE_SOURCE)
	const results = (await page.evaluate(
		(options) =>
			(window as unknown as { axe: { run(c: Document, o: unknown): unknown } }).axe.run(document, options),
		AXE_OPTIONS,
	)) as AxeResults
	return results.violations.map(
		(v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
	)
}

/**
 * One JavaScript-enabled page per browser (per worker) that receives the documents of no-JavaScript pages
 * for their axe checks: no new page, renderer process nor navigation per check.
 */
const clonePages = new WeakMap<Browser, Promise<Page>>()
function clonePageOf(browser: Browser) {
	let clone = clonePages.get(browser)
	if (!clone) {
		clone = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage())
		clonePages.set(browser, clone)
	}
	return clone
}

/**
 * Runs axe (WCAG 2.1 A and AA) on the current page and fails on any violation. axe needs JavaScript: for a
 * page rendered with JavaScript off, the same document (scripts removed, a `<base>` so that its styles and
 * images load from the site) is checked in a JS-enabled page.
 */
export async function expectNoAxeViolations(page: Page) {
	if (test.info().project.use.javaScriptEnabled !== false) {
		expect(await axeViolations(page)).toEqual([])
		return
	}
	const base = `<base href="${page.url().replace(/"/g, '&quot;')}">`
	const html = (await page.content())
		.replace(/<script\b[\s\S]*?<\/script>/gi, '')
		.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${base}`)
	const browser = page.context().browser()
	if (!browser) throw new Error('No browser to run axe in')
	const clone = await clonePageOf(browser)
	await clone.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 })
	await clone.setContent(html, { waitUntil: 'load' })
	expect(await axeViolations(clone)).toEqual([])
}

/** Whether the running project has JavaScript on (the `js` project) or off (`nojs`). */
export const hasJs = () => test.info().project.use.javaScriptEnabled !== false

/**
 * Tags for a test that means something in one project only: playwright.config.ts gives the other project a
 * `grepInvert` on the tag, so the test is not collected there (never skipped at run time).
 */
export const JS_ONLY = { tag: '@js-only' }
export const NOJS_ONLY = { tag: '@nojs-only' }

/**
 * A test that loads no page in the browser: plain HTTP requests (`request`, or a context's cookies and its
 * `request`), a function of the test helpers. Its behaviour cannot depend on the browser's JavaScript, so one
 * project runs it (nojs, as the site crawl): the js project does not collect it (playwright.config.ts). The
 * `page` fixture fails such a test, and its context must open no page (above).
 */
export const HTTP_ONLY = { tag: '@http-only' }
