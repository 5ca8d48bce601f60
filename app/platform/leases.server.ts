import crypto from 'node:crypto'
import os from 'node:os'
import type { Db } from '#db/client.server.ts'
import { getDb } from './db.server.ts'

/**
 * Claims shared by the server's processes (issue 29: several workers on one SQLite file, ADR 025), in the
 * `leases` table. A claim is one statement — taken when free, expired, or already ours — so two processes
 * can never both hold it; its time bounds how long a process that died keeps it.
 */

/** This process, as a lease holder: host, pid and a random part (a pid is reused after a restart). */
export const PROCESS_HOLDER = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`

/**
 * Takes or renews the lease `name` for `holder` until `now + ms`; false when another holder has it and its
 * time has not passed.
 */
export function claimLease(
	name: string,
	holder: string,
	ms: number,
	{ db = getDb(), now = Date.now() } = {},
) {
	const row = db.$client
		.prepare(
			`INSERT INTO leases (name, holder, expires_at) VALUES (?, ?, ?)
			 ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
			 WHERE leases.holder = excluded.holder OR leases.expires_at <= ?
			 RETURNING holder`,
		)
		.get(name, holder, now + ms, now)
	return row !== undefined
}

/** Gives the lease back at once (when this holder has it), so that another process need not wait for its time. */
export function releaseLease(name: string, holder: string, db: Db = getDb()) {
	db.$client.prepare('DELETE FROM leases WHERE name = ? AND holder = ?').run(name, holder)
}

/**
 * Runs `start` on exactly one process at a time: the holder of the lease `name`, renewed every `renewMs` and
 * held `leaseMs`. When another process's lease expires (it died, or hung longer than `leaseMs`), the next
 * renewal here takes it over within `leaseMs + renewMs`. A holder that finds its lease gone (its own renewal
 * came too late and another took it) stops what it started before anything else runs. `stop()` stops the work
 * and releases the lease.
 */
export function leadOnOneProcess({
	name,
	start,
	holder = PROCESS_HOLDER,
	leaseMs = 15_000,
	renewMs = 5_000,
	db = getDb,
	now = Date.now,
}: {
	name: string
	/** Starts the work; returns what stops it. */
	start: () => () => void
	holder?: string
	leaseMs?: number
	renewMs?: number
	db?: () => Db
	now?: () => number
}) {
	let stopWork: (() => void) | null = null
	let validUntil = 0
	const resign = () => {
		const stop = stopWork
		stopWork = null
		stop?.()
	}
	const tick = () => {
		const at = now()
		// Renewed too late (a blocked event loop): another process may hold it now; stop before asking.
		if (stopWork && at >= validUntil) resign()
		let ours = false
		try {
			ours = claimLease(name, holder, leaseMs, { db: db(), now: at })
		} catch (error) {
			console.error(`The lease ${name} could not be renewed (next try in ${renewMs / 1000} s):`, error)
		}
		if (!ours) return resign()
		validUntil = at + leaseMs
		if (!stopWork) stopWork = start()
	}
	tick()
	const timer = setInterval(tick, renewMs)
	timer.unref()
	return {
		isLeader: () => stopWork !== null && now() < validUntil,
		stop() {
			clearInterval(timer)
			const led = stopWork !== null
			resign()
			if (led) releaseLease(name, holder, db())
		},
	}
}

/**
 * Runs `run` holding the lease `name` (held `ms` at most, given back when `run` ends), as one holder of its
 * own: a second caller in this very process waits or is refused too. Waits for the lease up to `waitMs`
 * (0: not at all); `run` learns whether it had to wait. `{ held: false }` when the lease stayed taken.
 */
export async function withLease<T>(
	name: string,
	ms: number,
	run: (waited: boolean) => Promise<T>,
	{ waitMs = 0, pollMs = 50 } = {},
): Promise<{ held: true; value: T } | { held: false }> {
	const holder = `${PROCESS_HOLDER}:${crypto.randomUUID()}`
	const deadline = Date.now() + waitMs
	let waited = false
	while (!claimLease(name, holder, ms)) {
		if (Date.now() >= deadline) return { held: false }
		waited = true
		await new Promise((resolve) => setTimeout(resolve, pollMs))
	}
	try {
		return { held: true, value: await run(waited) }
	} finally {
		releaseLease(name, holder)
	}
}
