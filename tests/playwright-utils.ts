// Moved to tests/support/e2e/playwright.ts: this re-export keeps other branches' imports working until they are merged.
export * from './support/e2e/playwright.ts'
