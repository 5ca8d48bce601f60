// Moved to tests/support/fixtures/contract.ts: this re-export keeps other branches' imports working until they are merged.
export * from '../support/fixtures/contract.ts'
