// Moved to tests/support/fixtures/staff.ts: this re-export keeps other branches' imports working until they are merged.
export * from '../support/fixtures/staff.ts'
