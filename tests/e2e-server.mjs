// Starts the production build on a fresh data directory for the end-to-end tests.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'tests/.tmp/e2e-data')
fs.rmSync(dataDir, { recursive: true, force: true })
const child = spawn(process.execPath, ['server.js'], {
	stdio: 'inherit',
	env: {
		...process.env,
		NODE_ENV: 'production',
		DEMO_MODE: 'true',
		DATA_DIR: dataDir,
		RATE_LIMIT_FACTOR: '50',
	},
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
