// Moved to tests/support/fixtures/donations.ts: this re-export keeps other branches' imports working until they are merged.
export * from '../support/fixtures/donations.ts'
