import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, vi } from 'vitest'
import { stopEventWorker } from '#app/donations/event-worker.server.ts'
import { setAttachmentRenderer } from '#app/mail/attachments.server.ts'
import { forgetEnv } from '#app/platform/env.server.ts'

// Every test file gets its own data directory, so integration tests run against a fresh, real SQLite
// file without stepping on each other. Test files share their worker's modules (vitest.config.ts,
// isolate: false), so what a previous file of the same worker left is reset here: the environment read
// once, the application's and the sandbox's connections, the payment provider, fake clocks.
// Grouped by the Vitest main process (the workers' parent), so a run never removes another run's files.
const dataDir = path.resolve('tests/.tmp/vitest', String(process.ppid), crypto.randomUUID())
fs.mkdirSync(dataDir, { recursive: true })
process.env.DATA_DIR = dataDir
process.env.TZ = 'Europe/Paris'
forgetEnv()
globalThis.__donnonsDb?.$client.close()
globalThis.__donnonsDb = undefined
globalThis.__donnonsSandboxDb?.$client.close()
globalThis.__donnonsSandboxDb = undefined
globalThis.__donnonsPaymentProvider = undefined
// What the start-up wires (app/server-start.server.ts) and the tests need: the mails' attached documents.
setAttachmentRenderer(async (ref) =>
	(await import('#app/receipts/attachments.server.ts')).renderAttachment(ref),
)

afterAll(async () => {
	vi.useRealTimers()
	// A webhook nudges the event worker, whose run starts 20–250 ms later: left running past this file, it
	// opened the next file's DATA_DIR before that file copied its template (an empty database, so the demo
	// accounts were missing: login-throttle failed after a webhook test in the same worker).
	await stopEventWorker()
})
