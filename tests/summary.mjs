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
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
if (failed > 0) process.exit(1)
