// Moved to tests/support/fixtures/payouts.ts: this re-export keeps other branches' imports working until they are merged.
export * from '../support/fixtures/payouts.ts'
