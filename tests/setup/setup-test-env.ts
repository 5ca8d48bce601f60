import path from 'node:path'
import fs from 'node:fs'

// Every Vitest worker gets its own data directory, so integration tests run
// against a real SQLite file without stepping on each other.
const poolId = process.env.VITEST_POOL_ID ?? '0'
const dataDir = path.resolve('tests/.tmp', `worker-${poolId}`)
fs.mkdirSync(dataDir, { recursive: true })
process.env.DATA_DIR ??= dataDir
process.env.TZ = 'Europe/Paris'
