// Prints one closing line with the totals of Vitest and Playwright: "tests: N passed, N failed".
import fs from 'node:fs'

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'))
const vitest = read('tests/.tmp/vitest.json')
const playwright = read('tests/.tmp/playwright.json')
const passed = vitest.numPassedTests + (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0)
const failed = vitest.numFailedTests + (playwright.stats.unexpected ?? 0)
const skipped = vitest.numPendingTests + vitest.numTodoTests + (playwright.stats.skipped ?? 0)
// A flaky test passed only on its retry (CI): it counts as passed, and is counted here too, to be fixed.
const flaky = playwright.stats.flaky ? `, ${playwright.stats.flaky} flaky (passed on retry)` : ''
console.log(
	`vitest: ${vitest.numPassedTests} passed; playwright: ${playwright.stats.expected} passed${flaky}`,
)
// The time Playwright workers sat idle waiting for an exclusive test (tests/support/e2e/playwright.ts), from
// each attempt's annotations (the report repeats the last attempt's on its test).
let waitedMs = 0
;(function walk(suites = []) {
	for (const suite of suites) {
		for (const spec of suite.specs ?? [])
			for (const test of spec.tests)
				for (const result of test.results)
					for (const annotation of result.annotations ?? [])
						if (annotation.type === 'exclusive-wait') waitedMs += Number.parseInt(annotation.description, 10)
		walk(suite.suites)
	}
})(playwright.suites)
if (waitedMs) console.log(`playwright: ${(waitedMs / 1000).toFixed(1)} s waiting for exclusive tests`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
if (failed > 0) process.exit(1)
