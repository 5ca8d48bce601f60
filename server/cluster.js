// @ts-check
// Several server processes on one DATA_DIR (issue 29, ADR 025): WEB_CONCURRENCY=N (one per core) makes
// server.js a primary that prepares the data directory once (lock, migrations, demo data: startServer) and
// forks N workers with node:cluster; the workers share the port and the SQLite file (every transaction is
// IMMEDIATE, db/client.server.ts), and the background jobs run on the one holding their lease
// (app/platform/leases.server.ts). WEB_CONCURRENCY=1 (the default) runs one process, as before: none of this.
import cluster from 'node:cluster'

/** The message a worker sends when a pot changed, relayed by the primary to the other workers. */
const INVALIDATE = 'donnons:page-cache-invalidate'

/** A worker that dies this soon after its start waits this long before its replacement (no fork storm). */
const QUICK_DEATH_MS = 5_000
const RESPAWN_DELAY_MS = 1_000
/** How long the workers get to finish their requests and close before the primary stops anyway. */
const STOP_TIMEOUT_MS = 10_000

export const isClusterWorker = cluster.isWorker

/**
 * The primary's whole life: forks `count` workers, forks another when one dies, relays the microcache's
 * invalidations between them, and on SIGTERM (or SIGINT) stops them gracefully, then calls `close`.
 * Never resolves: the process ends in its shutdown.
 * @param {{ count: number, close: () => Promise<void>, ready: (count: number) => void }} options
 */
export function runPrimary({ count, close, ready }) {
	let stopping = false
	/** @type {Map<number, number>} when each worker (by id) was forked */
	const forkedAt = new Map()
	const fork = () => forkedAt.set(cluster.fork().id, Date.now())
	for (let i = 0; i < count; i++) fork()

	let listening = 0
	cluster.on('listening', () => {
		listening++
		if (listening === count) ready(count)
	})
	cluster.on('exit', (worker, code, signal) => {
		const lived = Date.now() - (forkedAt.get(worker.id) ?? 0)
		forkedAt.delete(worker.id)
		if (stopping) return
		console.error(`Worker ${worker.process.pid} stopped (${signal ?? `code ${code}`}): another one starts.`)
		setTimeout(fork, lived < QUICK_DEATH_MS ? RESPAWN_DELAY_MS : 0).unref()
	})
	relayInvalidations(cluster)

	const shutdown = () => {
		if (stopping) return
		stopping = true
		const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined)
		const exited = workers.map((w) => new Promise((resolve) => w.once('exit', resolve)))
		// Each worker closes its server, lets its requests finish, stops its jobs and closes the database.
		for (const worker of workers) worker.process.kill('SIGTERM')
		const timeout = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref())
		void Promise.race([Promise.all(exited), timeout])
			.then(() => close())
			.finally(() => process.exit(0))
	}
	process.on('SIGTERM', shutdown)
	process.on('SIGINT', shutdown)
	return new Promise(() => {})
}

/**
 * The primary's side of the microcache's invalidations: what one worker drops, every other drops too, at once
 * (IPC on the same machine: well within the second issue 29 allows; ADR in docs/decisions).
 * @param {Pick<import('node:cluster').Cluster, 'on' | 'workers'>} primary
 */
export function relayInvalidations(primary) {
	primary.on('message', (from, message) => {
		if (message?.type !== INVALIDATE) return
		for (const worker of Object.values(primary.workers ?? {}))
			if (worker && worker !== from && worker.isConnected()) worker.send(message)
	})
}

/**
 * @typedef {{ invalidate(paths: string[]): void }} Invalidates
 */

/**
 * A worker's side: the cache the app registers (app/platform/page-cache.server.ts) drops the paths here and
 * tells the primary, which tells the other workers; what they relay is dropped here.
 * @template {Invalidates} Cache
 * @param {Cache} cache
 * @param {Pick<NodeJS.Process, 'on' | 'send'>} [worker] this worker's process (a test's stand-in)
 * @returns {Invalidates}
 */
export function sharedInvalidations(cache, worker = process) {
	worker.on('message', (/** @type {any} */ message) => {
		if (message?.type === INVALIDATE && Array.isArray(message.paths)) cache.invalidate(message.paths)
	})
	return {
		invalidate(paths) {
			cache.invalidate(paths)
			worker.send?.({ type: INVALIDATE, paths })
		},
	}
}
