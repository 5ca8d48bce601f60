/**
 * What a benchmark reads of a server's CPU from /proc (Linux): its process tree (the primary and its cluster
 * workers), the CPU each process used, and its main threads' against its helper threads' (ADR 062). Used by
 * lib.ts and the benchmarks that measure a server's CPU per request or per gift.
 */
import fs from 'node:fs'

/** Clock ticks per second of /proc/<pid>/stat's CPU times (getconf CLK_TCK: 100 on Linux). */
const CLOCK_TICKS = 100

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces): `[0]` is the state. */
function statFields(pid: number) {
	return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
}

/** CPU milliseconds (user + system, all threads) one process has used so far. */
export function processCpuMs(pid: number) {
	const fields = statFields(pid)
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

/** Minor page faults so far of a process tree (minflt). */
export function treeMinorFaults(pid: number) {
	let faults = 0
	for (const p of processTree(pid)) {
		try {
			faults += Number(statFields(p)[7])
		} catch {
			// gone
		}
	}
	return faults
}

/** A process and its descendants (workers, and whatever they started), from /proc. */
export function processTree(pid: number) {
	const pids = [pid]
	for (let i = 0; i < pids.length; i++) {
		try {
			const children = fs.readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim()
			if (children) pids.push(...children.split(/\s+/).map(Number))
		} catch {
			// gone
		}
	}
	return pids
}

/**
 * CPU milliseconds (user + system, all threads) used so far by each process of a tree; the root's entry also
 * holds what its children that already exited used (cutime + cstime).
 */
export function treeCpu(pid: number): Map<number, number> {
	const cpu = new Map<number, number>()
	for (const p of processTree(pid)) {
		try {
			const fields = statFields(p)
			const own = Number(fields[11]) + Number(fields[12])
			const reaped = p === pid ? Number(fields[13]) + Number(fields[14]) : 0
			cpu.set(p, ((own + reaped) * 1000) / CLOCK_TICKS)
		} catch {
			// gone
		}
	}
	return cpu
}

/**
 * CPU milliseconds used so far by a tree's main threads (a process's thread whose id is its pid: JavaScript,
 * the render, SQLite) and by its other threads (V8's optimising compiler and garbage collector helpers, libuv's
 * pool). A server whose helper threads still do a tenth of its main threads' work is still compiling hot code:
 * bench:donate warms each server until that settles (ADR 062).
 */
export function threadCpu(pid: number) {
	let mainMs = 0
	let helperMs = 0
	for (const p of processTree(pid)) {
		let threads: string[] = []
		try {
			threads = fs.readdirSync(`/proc/${p}/task`)
		} catch {
			continue // gone
		}
		for (const thread of threads) {
			try {
				const fields = fs.readFileSync(`/proc/${p}/task/${thread}/stat`, 'utf8').split(') ')[1]!.split(' ')
				const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
				if (thread === String(p)) mainMs += ms
				else helperMs += ms
			} catch {
				// gone
			}
		}
	}
	return { mainMs, helperMs }
}

/** The helper threads' CPU over the main threads' between two readings of threadCpu. */
export function helperShare(before: ReturnType<typeof threadCpu>, after: ReturnType<typeof threadCpu>) {
	const main = after.mainMs - before.mainMs
	return main > 0 ? Math.round(((after.helperMs - before.helperMs) / main) * 1000) / 1000 : null
}

/**
 * The CPU a tree used between two readings of treeCpu: in all, and how many processes did the work (those that
 * used at least 10 % of it: with WEB_CONCURRENCY=2 the primary only forwards connections, the workers answer).
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>) {
	const used = [...after].map(([pid, ms]) => ({ pid, ms: ms - (before.get(pid) ?? 0) }))
	const totalMs = used.reduce((sum, p) => sum + p.ms, 0)
	const working = used.filter((p) => totalMs > 0 && p.ms >= totalMs * 0.1)
	return { totalMs, processes: after.size, workingProcesses: working.length }
}
