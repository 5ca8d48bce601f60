import fs from 'node:fs'
import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)

// Debian's Chromium, as its headless shell (package chromium-headless-shell: the same engine without the
// browser's UI processes, about a third less CPU per test on two cores) when installed, else the full browser.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const CHROMIUM =
	process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

// Playwright drives Debian's Chromium (never a downloaded browser), against the production build
// served with a fresh data directory and the sandbox payment provider.
// The tests run in parallel, one by one (fullyParallel), two at a time by default (E2E_WORKERS): each
// one uses its own accounts, amounts or e-mail addresses; the few that check state others change (demo
// pot 1's total and name) say so with test.use({ exclusive }) (tests/support/e2e/playwright.ts).
export default defineConfig({
	testDir: './tests/e2e',
	fullyParallel: true,
	workers: Number(process.env.E2E_WORKERS ?? 2),
	retries: process.env.CI ? 1 : 0,
	timeout: 30_000,
	expect: { timeout: 5_000 },
	outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
	reporter: process.env.CI ? [['list'], ['json', { outputFile: 'tests/.tmp/playwright.json' }]] : 'list',
	use: {
		baseURL: `http://localhost:${PORT}`,
		locale: 'fr-FR',
		timezoneId: 'Europe/Paris',
		// A trace records DOM snapshots and a screencast at every step: about a third of the browser's CPU when
		// kept for every test. It is recorded for the retry of a failed test (CI retries once).
		trace: 'on-first-retry',
		launchOptions: {
			executablePath: CHROMIUM,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				// Extra switches, to measure one (docs/performance.md, « Test suite (s14-harness) »).
				...(process.env.E2E_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
			],
		},
	},
	// A test tagged @js-only or @nojs-only (JS_ONLY, NOJS_ONLY in tests/support/e2e/playwright.ts) runs in its
	// project only: the other one does not collect it, so no test is skipped at run time. A test that loads no
	// page (@http-only, HTTP_ONLY) cannot depend on the browser's JavaScript: the nojs project runs it.
	projects: [
		{ name: 'js', use: { javaScriptEnabled: true }, grepInvert: /@nojs-only|@http-only/ },
		{ name: 'nojs', use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
	],
	webServer: {
		command: 'node tests/e2e-server.mjs',
		url: `http://localhost:${PORT}/healthcheck`,
		// tests/run-all.sh starts the server while the unit tests run, and says so (E2E_SERVER_STARTED=true).
		reuseExistingServer: process.env.E2E_SERVER_STARTED === 'true',
		timeout: 120_000,
		env: { PORT: String(PORT), E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? 'tests/.tmp/e2e-data' },
		stdout: 'pipe',
	},
})
