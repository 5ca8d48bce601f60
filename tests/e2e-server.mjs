// Starts the production build on a fresh data directory for the end-to-end tests.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { catalogueCacheDir, copyCatalogueCache, isCatalogueCacheComplete } from './setup/catalogue-cache.mjs'

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'tests/.tmp/e2e-data')
fs.rmSync(dataDir, { recursive: true, force: true })
// The catalogue images the unit tests drew (when they ran first): the server's seed then draws none.
const images = catalogueCacheDir()
if (isCatalogueCacheComplete(images)) copyCatalogueCache(images, path.join(dataDir, 'uploads'))
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
