/**
 * `npm run bench:memory [-- --skip-build]`: the server's memory under load and its cold start (docs/performance.md:
 * ≤ 256 MB resident under 50 connections, one process; first 200 within 1 s of starting).
 *
 * The production server is started twice on one DATA_DIR: first on an empty one (migrations, the demo's data
 * drawn by the server: reported, not a goal), then as a restart would (nothing left to apply or seed): the
 * time from spawning `node server.js` to the first 200 of /healthcheck is the cold start. Then 50 connections
 * of mixed anonymous traffic (home, pot page, a charity, the charity list, the step-1 search, a script, an
 * image) for BENCH_SECONDS (20), the resident memory of the server's process tree sampled every 200 ms from
 * /proc. Baselines, same run: the server's memory just after start, and a bare `node -e` HTTP server's.
 * The server runs with production's V8 flags (SERVER_NODE_FLAGS, lib.ts); BENCH_NODE_OPTIONS adds others.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import autocannon from 'autocannon'
import { buildUnlessSkipped, freePort, percentile, startBuiltServer, waitFor, writeResult } from './lib.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const GOAL_MB = 256
const GOAL_START_MS = 1000

/** Resident memory (MB) of a process and its descendants, and how many they are. */
function treeRss(pid: number) {
	const pids = [pid]
	for (let i = 0; i < pids.length; i++) {
		try {
			const children = fs.readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8').trim()
			if (children) pids.push(...children.split(/\s+/).map(Number))
		} catch {
			// gone
		}
	}
	let kb = 0
	for (const p of pids) {
		try {
			const line = fs.readFileSync(`/proc/${p}/status`, 'utf8').match(/^VmRSS:\s+(\d+)/m)
			kb += Number(line?.[1] ?? 0)
		} catch {
			// gone
		}
	}
	return { mb: Math.round(kb / 1024), processes: pids.length }
}

async function bareNodeRss() {
	const port = await freePort()
	const child = spawn(process.execPath, [
		'-e',
		`require('node:http').createServer((q, s) => s.end('ok')).listen(${port})`,
	])
	await waitFor(`http://localhost:${port}`, 10_000)
	const rss = treeRss(child.pid!).mb
	child.kill()
	return rss
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
	env: process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {},
})
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
	const samples: number[] = []
	let processes = idle.processes
	const sampler = setInterval(() => {
		const now = treeRss(pid)
		samples.push(now.mb)
		processes = Math.max(processes, now.processes)
	}, 200)
	const load = await autocannon({
		url: server.base,
		connections: 50,
		duration: SECONDS,
		headers: { 'accept-encoding': 'gzip, br' },
		requests: paths.map((path) => ({ method: 'GET', path })),
	})
	clearInterval(sampler)
	result = {
		coldStartMs: Math.round(server.startMs),
		firstStartMs: Math.round(firstStartMs),
		idleMb: idle.mb,
		bareNodeMb: await bareNodeRss(),
		underLoad: {
			paths,
			requests: load.requests.total,
			non2xx: load.non2xx,
			peakMb: Math.max(...samples),
			medianMb: percentile(samples, 50),
			processes,
		},
	}
} finally {
	await server.stop()
	fs.rmSync(dataDir, { recursive: true, force: true })
}
const ok =
	result.underLoad.peakMb <= GOAL_MB &&
	result.underLoad.processes === 1 &&
	result.coldStartMs <= GOAL_START_MS
writeResult('memory', {
	seconds: SECONDS,
	goals: { peakMb: GOAL_MB, processes: 1, coldStartMs: GOAL_START_MS },
	...result,
	ok,
})
console.log(
	`${ok ? 'OK' : 'FAILED'}: peak ${result.underLoad.peakMb} MB (median ${result.underLoad.medianMb}, idle ${result.idleMb}, ` +
		`bare node ${result.bareNodeMb}) in ${result.underLoad.processes} process(es); cold start ${result.coldStartMs} ms ` +
		`(first start, demo drawn: ${result.firstStartMs} ms)`,
)
if (!ok) process.exitCode = 1
