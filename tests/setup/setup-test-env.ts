import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// Every test file gets its own data directory, so integration tests run against a fresh, real SQLite
// file without stepping on each other. The app's connection is reset in case a previous file of the same
// worker left one open.
// Grouped by the Vitest main process (the workers' parent), so a run never removes another run's files.
const dataDir = path.resolve('tests/.tmp/vitest', String(process.ppid), crypto.randomUUID())
fs.mkdirSync(dataDir, { recursive: true })
process.env.DATA_DIR = dataDir
process.env.TZ = 'Europe/Paris'
globalThis.__donnonsDb?.$client.close()
globalThis.__donnonsDb = undefined
globalThis.__donnonsSandboxDb?.$client.close()
globalThis.__donnonsSandboxDb = undefined
