import { type ChildProcess, spawn } from 'node:child_process'
import { afterAll, expect, test } from 'vitest'
import { DataDirLockedError, isDataDirLocked, lockDataDir } from '#db/server-lock.server.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { workerBundle } from '#tests/support/worker-bundle.ts'

// tests/integration/workers/start-server.ts, prebuilt: started with plain node (tests/support/worker-bundle.ts).
const startServer = await workerBundle('start-server')

/**
 * One writer: a second server process on the same DATA_DIR refuses to start with a clear
 * message, and a server killed with -9 leaves no stale lock behind.
 */

useSeededAppDatabase()
const dataDir = process.env.DATA_DIR!
const children: ChildProcess[] = []
afterAll(() => {
	for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Starts tests/integration/workers/start-server.ts; resolves once it said "started", or when it exited. */
function startServerProcess() {
	const child = spawn(process.execPath, [startServer], {
		env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	children.push(child)
	let stdout = ''
	let stderr = ''
	return new Promise<{ child: ChildProcess; started: boolean; stderr: string; code: number | null }>(
		(resolve) => {
			child.stdout.on('data', (chunk: Buffer) => {
				stdout += chunk.toString()
				if (stdout.includes('started')) resolve({ child, started: true, stderr, code: null })
			})
			child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
			child.on('exit', (code) => resolve({ child, started: false, stderr, code }))
		},
	)
}

const killed = (child: ChildProcess) =>
	new Promise<void>((resolve) => {
		child.on('exit', () => resolve())
		child.kill('SIGKILL')
	})

test('a second server on the same DATA_DIR refuses to start; after a kill -9 the next one starts', async () => {
	const first = await startServerProcess()
	expect(first.stderr).toBe('')
	expect(first.started).toBe(true)
	expect(isDataDirLocked(dataDir)).toBe(true)

	const second = await startServerProcess()
	expect(second.started).toBe(false)
	expect(second.code).not.toBe(0)
	expect(second.stderr).toContain(`Another Donnons server is already running on DATA_DIR=${dataDir}`)

	await killed(first.child)
	expect(isDataDirLocked(dataDir)).toBe(false)
	const third = await startServerProcess()
	expect(third.started).toBe(true)
	await killed(third.child)
}, 120_000)

test('the lock, in one process: held until released', () => {
	const lock = lockDataDir(dataDir)
	expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError)
	expect(isDataDirLocked(dataDir)).toBe(true)
	lock.release()
	expect(isDataDirLocked(dataDir)).toBe(false)
	lockDataDir(dataDir).release()
})
