import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * WAL checkpoints off the requests' thread (ADR 068). A checkpoint copies the WAL's pages into the database file
 * and syncs both files (`synchronous = NORMAL`): SQLite runs it inside the COMMIT that takes the WAL past
 * `wal_autocheckpoint` pages, so the request that commits waits for two fsyncs with the event loop blocked
 * (bench:donate: 4–7 % of a worker's time under gifts). The process holding the data directory's lock (the
 * single server, or the cluster's primary) runs them instead on a thread of its own, with its own connection:
 * PASSIVE checkpoints, which neither wait for nor block the readers and writers of other connections.
 * The request connections keep an automatic checkpoint, at CHECKPOINT_FALLBACK_PAGES (db/client.server.ts),
 * should this thread fall behind or stop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const fs = require('node:fs')
const Database = require(workerData.betterSqlite3)
const open = new Map()
function checkpoint(file) {
	let entry = open.get(file)
	if (!entry) {
		if (!fs.existsSync(file)) return
		const db = new Database(file, { fileMustExist: true, timeout: 0 })
		entry = { db, run: db.prepare('PRAGMA wal_checkpoint(PASSIVE)'), done: 0 }
		open.set(file, entry)
	}
	// A concurrent checkpoint (another process's) answers busy: the next tick tries again.
	const [result] = entry.run.all()
	if (!result || result.checkpointed < 0) return
	// checkpointed counts the current WAL's frames copied so far; it falls when a writer restarts the WAL.
	const pages = result.checkpointed >= entry.done ? result.checkpointed - entry.done : result.checkpointed
	entry.done = result.checkpointed
	if (pages > 0) parentPort.postMessage({ file, pages })
}
const timer = setInterval(() => {
	for (const file of workerData.files) {
		try {
			checkpoint(file)
		} catch (error) {
			if (error && error.code !== 'SQLITE_BUSY') throw error
		}
	}
}, workerData.intervalMs)
parentPort.on('message', (message) => {
	if (message !== 'stop') return
	clearInterval(timer)
	for (const { db } of open.values()) db.close()
	parentPort.close()
})
`

export type Checkpointer = {
	/** Pages copied so far, by file (about: a WAL restarted between two ticks is counted from its start). */
	readonly pages: Map<string, number>
	stop(): Promise<void>
}

/**
 * Starts the checkpoint thread for these SQLite files (those that do not exist yet are looked for at each
 * tick: the simulator's file is created on first use). A thread that fails is started again a second later.
 */
export function startCheckpointer(files: string[], { intervalMs = 200 } = {}): Checkpointer {
	const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3')
	const pages = new Map<string, number>()
	let worker: Worker | null = null
	let stopping = false
	let restart: NodeJS.Timeout | undefined
	const start = () => {
		const thread = new Worker(WORKER_SOURCE, { eval: true, workerData: { files, intervalMs, betterSqlite3 } })
		thread.unref()
		thread.on('message', (m: { file: string; pages: number }) =>
			pages.set(m.file, (pages.get(m.file) ?? 0) + m.pages),
		)
		thread.on('error', (error) => console.error('The WAL checkpoint thread failed:', error))
		thread.on('exit', () => {
			if (worker !== thread || stopping) return
			worker = null
			restart = setTimeout(start, 1_000).unref()
		})
		worker = thread
	}
	start()
	return {
		pages,
		async stop() {
			stopping = true
			clearTimeout(restart)
			const thread = worker
			if (!thread) return
			const exited = new Promise((resolve) => thread.once('exit', resolve))
			thread.postMessage('stop')
			await exited
		},
	}
}
