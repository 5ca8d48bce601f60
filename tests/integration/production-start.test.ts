// Issue 26 item 10: a production start without settings (`npm run build` first) names every missing setting
// at once, in French, and stops without a stack trace.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { settingsMessages } from '#app/lib/settings-messages.ts'
import { isBuilt } from '#tests/support/built-server.ts'

test('a production start without settings lists them all in French, without a stack trace', async () => {
	if (!isBuilt())
		throw new Error('tests/integration/production-start.test.ts needs the build: run `npm run build`.')
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-start-'))
	const env: NodeJS.ProcessEnv = {
		PATH: process.env.PATH ?? '',
		NODE_ENV: 'production',
		DATA_DIR: dataDir,
	}
	const child = spawn(process.execPath, ['server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
	let output = ''
	child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
	child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
	const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
	fs.rmSync(dataDir, { recursive: true, force: true })
	expect(code).toBe(1)
	for (const problem of [
		settingsMessages.sessionSecretMissing,
		settingsMessages.publicUrlMissing,
		settingsMessages.paymentsMissing,
	])
		expect(output).toContain(problem)
	expect(output).not.toMatch(/^\s+at /m)
	expect(output).not.toMatch(/\bError:/)
}, 60_000)
