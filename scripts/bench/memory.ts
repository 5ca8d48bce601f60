/**
 * `npm run bench:memory [-- --skip-build]`: the server's memory under load and its cold start (docs/performance.md:
 * ≤ 256 MB resident under 50 connections, one process; first 200 within 1 s of starting).
 *
 * The production server is started twice on one DATA_DIR: first on an empty one (migrations, the demo's data
 * drawn by the server: reported, not a goal), then as a restart would (nothing left to apply or seed): the
 * time from spawning `node server.js` to the first 200 of /healthcheck is the cold start. Then 50 connections
 * of mixed anonymous traffic (home, pot page, a charity, the charity list, the step-1 search, a script, an
 * image) for BENCH_SECONDS (20), the resident memory of the server's process tree sampled every 200 ms from
 * /proc. Baselines, same run: the server's memory just after start, and a bare `node -e` HTTP server's under
 * the same connections, ALTERNATED with the server's load, BENCH_ROUNDS (2) rounds (lib.ts); the figure is the
 * worst peak. With WEB_CONCURRENCY (BENCH_WORKERS, 1) each process's peak is judged (≤ 256 MB a worker) and
 * their sum reported. Any answer but a 2xx is a refusal and fails the run. The server runs with production's V8
 * flags (SERVER_NODE_FLAGS, lib.ts); BENCH_NODE_OPTIONS adds others.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import {
	alternate,
	buildUnlessSkipped,
	finish,
	freePort,
	percentile,
	Refusals,
	startBuiltServer,
	waitFor,
} from './lib.ts'
import { loadUrl } from './load.ts'
import { processTree } from './proc-cpu.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1)
const GOAL_MB = 256
const GOAL_START_MS = 1000

/** Resident memory (MB) of a process and its descendants: in all, the largest one, and how many they are. */
function treeRss(pid: number) {
	const pids = processTree(pid)
	let kb = 0
	let largestKb = 0
	for (const p of pids) {
		try {
			const line = fs.readFileSync(`/proc/${p}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)
			const own = Number(line?.[1] ?? 0)
			kb += own
			largestKb = Math.max(largestKb, own)
		} catch {
			// gone
		}
	}
	return { mb: Math.round(kb / 1024), largestMb: Math.round(largestKb / 1024), processes: pids.length }
}

/** Peak memory of a process tree under 50 connections (load.ts); the refusals counted. */
async function underLoad(pid: number, base: string, paths: string[], refusals: Refusals) {
	const samples: number[] = []
	let largest = 0
	let processes = 0
	const sampler = setInterval(() => {
		const now = treeRss(pid)
		samples.push(now.mb)
		largest = Math.max(largest, now.largestMb)
		processes = Math.max(processes, now.processes)
	}, 200)
	const load = await loadUrl(
		paths.map((path) => `${base}${path}`),
		{ connections: 50, seconds: SECONDS, headers: { 'accept-encoding': 'gzip, br' } },
	)
	clearInterval(sampler)
	refusals.add(load.refusals)
	return {
		served: load.served,
		peakMb: Math.max(...samples),
		medianMb: percentile(samples, 50),
		largestProcessPeakMb: largest,
		processes,
	}
}

/** A bare node:http server, its memory after start. */
async function startBareNode() {
	const port = await freePort()
	const child = spawn(process.execPath, [
		'-e',
		`require('node:http').createServer((q, s) => s.end('ok')).listen(${port})`,
	])
	const base = `http://localhost:${port}`
	await waitFor(base, 10_000)
	return { base, pid: child.pid!, idleMb: treeRss(child.pid!).mb, stop: () => child.kill() }
}

buildUnlessSkipped()
// A first start on an empty DATA_DIR (migrations, the demo's data drawn by the server), reported; then the
// measured one: a restart, the production case.
const first = await startBuiltServer({ keepData: true })
const firstStartMs = first.startMs
await first.stop()
const dataDir = first.dataDir
const db = new Database(path.join(dataDir, 'donnons.db'), { readonly: true })
const charity = db.prepare('select slug from charities where is_active = 1 limit 1').get() as { slug: string }
db.close()
const server = await startBuiltServer({
	dataDir,
	workers: WORKERS,
	env: process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {},
})
const refusals = new Refusals()
const pid = server.child.pid!
let result
try {
	const html = await (await fetch(`${server.base}/`)).text()
	const script =
		/<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
	const image = /src="(\/uploads\/[^"]+)"/.exec(html)?.[1]
	const paths = [
		'/',
		'/participate/1',
		`/association/${charity.slug}`,
		'/associations-partenaires-cagnotte-solidaire',
		'/create/particular/assocs?q=enfants',
		...(script ? [script] : []),
		...(image ? [image] : []),
	]
	const idle = treeRss(pid)
	const bare = await startBareNode()
	try {
		const rounds = await alternate(ROUNDS, {
			server: () => underLoad(pid, server.base, paths, refusals),
			bareNode: () => underLoad(bare.pid, bare.base, ['/'], new Refusals()),
		})
		const worst = (list: Awaited<ReturnType<typeof underLoad>>[]) =>
			list.reduce((a, b) => (b.peakMb > a.peakMb ? b : a))
		result = {
			coldStartMs: Math.round(server.startMs),
			firstStartMs: Math.round(firstStartMs),
			idleMb: idle.mb,
			bareNodeIdleMb: bare.idleMb,
			underLoad: { paths, ...worst(rounds.server) },
			bareNodeUnderLoad: worst(rounds.bareNode),
			rounds,
		}
	} finally {
		bare.stop()
	}
} finally {
	await server.stop()
	fs.rmSync(dataDir, { recursive: true, force: true })
}
// One process, or the primary and its workers: each worker ≤ 256 MB.
const goalsMet =
	result.underLoad.largestProcessPeakMb <= GOAL_MB &&
	(WORKERS > 1 || result.underLoad.processes === 1) &&
	result.coldStartMs <= GOAL_START_MS
finish(
	'memory',
	{
		seconds: SECONDS,
		workers: WORKERS,
		goals: { processPeakMb: GOAL_MB, coldStartMs: GOAL_START_MS },
		...result,
	},
	{ goalsMet, refusals },
)
console.log(
	`${goalsMet ? 'goals met' : 'goal MISSED'}: peak ${result.underLoad.peakMb} MB (largest process ${result.underLoad.largestProcessPeakMb}, median ${result.underLoad.medianMb}, idle ${result.idleMb}, ` +
		`bare node ${result.bareNodeUnderLoad.peakMb} under the same load) in ${result.underLoad.processes} process(es); cold start ${result.coldStartMs} ms ` +
		`(first start, demo drawn: ${result.firstStartMs} ms)`,
)
