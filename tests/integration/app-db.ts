// Moved to tests/support/database.ts: this re-export keeps other branches' imports working until they are merged.
export * from '../support/database.ts'
