/**
 * What every benchmark shares (`npm run bench:*`, scripts/bench/*.ts), in one place. The rules
 * (docs/performance.md, « How a figure is measured »):
 * - a production server started on a free port with a fresh demo database in a temporary DATA_DIR, with
 *   WEB_CONCURRENCY worker processes when asked (startBuiltServer);
 * - the measured system and its baseline ALTERNATE in one run, A/B/A/B (alternate()), and the figure is the
 *   median of the rounds with the median of the per-round ratios: a busy machine slows both alike;
 * - only successful answers count (2xx, and the redirects a journey follows); every other status is a refusal,
 *   counted by status and, for the load guard's 503, by the priority it shed (its `X-Load-Shed` header);
 * - the result records the commit (dirty flag included), the load average before and after, the CPU of the
 *   server's whole process tree (primary and workers: /proc) and how many processes did the work;
 * - a benchmark exits 1 on any refusal or missed goal (finish()).
 * One JSON result per benchmark under bench/results/ (git-ignored), printed as it is written. None of them runs
 * inside `npm test`.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import {
	copyCatalogueCache,
	catalogueCacheDir,
	isCatalogueCacheComplete,
} from '../../tests/setup/catalogue-cache.mjs'
import { helperShare, threadCpu } from './proc-cpu.ts'

const RESULTS_DIR = path.resolve('bench/results')
/** The load average when the benchmark started (1, 5, 15 minutes). */
const LOAD_BEFORE = loadAverage()
/** The commit measured, read when the benchmark started (a commit made during a long run is not it). */
const COMMIT = commitUnderTest()
/** The header of the load guard's 503 naming the priority it shed (server/load-guard.js). */
export const SHED_HEADER = 'x-load-shed'

/**
 * The V8 flags production runs with (`npm start`, README): young-generation spaces of 4 MB instead of 16, which
 * keeps the resident memory under load 40–60 MB lower (bench:memory: a 271 MB peak became 209–230 MB).
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=4']

export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}

/**
 * Waits for `url` to answer 2xx. Asked every 20 ms: bench:memory's cold start is this wait, and polling every
 * 100 ms added 50 ms on average to a figure whose goal is 1 s.
 */
export async function waitFor(url: string, timeoutMs: number) {
	const until = Date.now() + timeoutMs
	while (Date.now() < until) {
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
	throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Builds the app unless `--skip-build` was given (a build takes about a minute on two cores). */
export function buildUnlessSkipped() {
	if (!process.argv.includes('--skip-build')) execSync('npm run build', { stdio: 'inherit' })
}

type BenchServer = {
	base: string
	port: number
	dataDir: string
	child: ChildProcess
	/** Milliseconds from spawning `node server.js` to the first 200 of /healthcheck. */
	startMs: number
	stop(): Promise<void>
}

/**
 * Starts `node server.js` (the production build) with demo data on a fresh DATA_DIR (or the one given,
 * kept as it is), the sandbox provider, and the given extra environment. The catalogue images the tests
 * drew are copied when present, so the demo seed draws none.
 */
export async function startBuiltServer(
	options: {
		env?: Record<string, string>
		dataDir?: string
		keepData?: boolean
		/** Remove the given dataDir when stopped (a copy made for this server: copyDataDir). */
		removeData?: boolean
		workers?: number
		/** Another built checkout to start instead of this one (bench:render's BENCH_COMPARE). */
		cwd?: string
		/** More V8/Node flags for the server (bench:donate's steps: `--cpu-prof`). */
		nodeFlags?: string[]
	} = {},
): Promise<BenchServer> {
	const port = await freePort()
	const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-bench-'))
	if (!options.dataDir) {
		const images = catalogueCacheDir()
		if (isCatalogueCacheComplete(images)) copyCatalogueCache(images, path.join(dataDir, 'uploads'))
	}
	const base = `http://localhost:${port}`
	const spawnedAt = performance.now()
	const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.nodeFlags ?? []), 'server.js'], {
		cwd: options.cwd,
		stdio: ['ignore', 'ignore', 'inherit'],
		env: {
			...process.env,
			NODE_ENV: 'production',
			DEMO_MODE: 'true',
			DATA_DIR: dataDir,
			PORT: String(port),
			// One process unless asked: the cluster (server.js) starts WEB_CONCURRENCY workers on one DATA_DIR.
			WEB_CONCURRENCY: String(options.workers ?? 1),
			...options.env,
		},
	})
	// A benchmark that throws must not leave its server running.
	process.on('exit', () => child.kill())
	// A busy shared machine has taken more than two minutes to start a server.
	await waitFor(`${base}/healthcheck`, 300_000)
	const startMs = performance.now() - spawnedAt
	return {
		base,
		port,
		dataDir,
		child,
		startMs,
		async stop() {
			if (child.exitCode === null) {
				child.kill('SIGTERM')
				await new Promise((resolve) => child.once('exit', resolve))
			}
			if ((!options.dataDir && !options.keepData) || options.removeData)
				fs.rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

/**
 * A copy of a DATA_DIR no process has open (SQLite files closed): one seed for the servers of several arms,
 * each on its own copy (two servers cannot share a DATA_DIR's lock), instead of seeding each.
 */
export function copyDataDir(dataDir: string) {
	const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'donnons-bench-'))
	fs.cpSync(dataDir, copy, { recursive: true })
	return copy
}

/**
 * Writes bench/results/<name>.json (with the date, the commit, the load average before and after, machine and
 * Node version) and prints it.
 */
export function writeResult(name: string, result: Record<string, unknown>) {
	const record = {
		benchmark: name,
		date: new Date().toISOString(),
		commit: COMMIT,
		loadAverage: { before: LOAD_BEFORE, after: loadAverage() },
		machine: { cpus: os.availableParallelism(), memoryMb: Math.round(os.totalmem() / 2 ** 20) },
		node: process.version,
		...result,
	}
	fs.mkdirSync(RESULTS_DIR, { recursive: true })
	const file = path.join(RESULTS_DIR, `${name}.json`)
	fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`)
	console.log(JSON.stringify(record, null, 2))
	console.log(`Written to ${path.relative(process.cwd(), file)}`)
	return record
}

/** The p-th percentile (0–100) of a list of numbers, by nearest rank. */
export function percentile(values: number[], p: number) {
	if (values.length === 0) return NaN
	const sorted = [...values].sort((a, b) => a - b)
	const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
	return sorted[rank]!
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: number[]) {
	if (values.length === 0) return NaN
	const sorted = [...values].sort((a, b) => a - b)
	const middle = sorted.length >> 1
	return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A number rounded to `digits` decimals. */
export function round(value: number, digits = 1) {
	return Number(value.toFixed(digits))
}

/**
 * The commit measured: `git rev-parse --short HEAD`, with `-dirty` when the work tree has changes; of another
 * checkout (a BENCH_COMPARE directory) when given.
 */
export function commitUnderTest(cwd?: string) {
	const head = execSync('git rev-parse --short HEAD', { cwd }).toString().trim()
	const dirty = execSync('git status --porcelain --untracked-files=no', { cwd }).toString().trim() !== ''
	return dirty ? `${head}-dirty` : head
}

/** The load average (1, 5, 15 minutes), two decimals. */
export function loadAverage() {
	return os.loadavg().map((l) => round(l, 2))
}

/**
 * Runs the arms in turn, A/B/A/B…, for `rounds` rounds (after one unrecorded warm-up round when `warmUp`), so
 * that drift and a busy neighbour hit them alike. Returns each arm's results, round by round. `counterbalance`:
 * every other round runs the arms in the reverse order (A/B, B/A, A/B…), so that no arm always follows the same
 * one.
 */
export async function alternate<K extends string, R>(
	rounds: number,
	arms: Record<K, (round: number) => Promise<R>>,
	{ warmUp = false, counterbalance = false } = {},
): Promise<Record<K, R[]>> {
	const names = Object.keys(arms) as K[]
	const results = Object.fromEntries(names.map((name) => [name, [] as R[]])) as Record<K, R[]>
	for (let round = warmUp ? -1 : 0; round < rounds; round++)
		for (const name of counterbalance && round % 2 === 1 ? [...names].reverse() : names) {
			const result = await arms[name](round)
			if (round >= 0) results[name].push(result)
		}
	return results
}

/** The median of a figure over rounds, and the median of its per-round ratio to the baseline's. */
export function medianRatio(measured: number[], baseline: number[]) {
	const ratios = measured.map((value, i) => value / baseline[i]!).filter(Number.isFinite)
	return {
		measured: median(measured),
		baseline: median(baseline),
		ratio: round(median(ratios), 2),
		ratios: ratios.map((r) => round(r, 2)),
	}
}

/**
 * Answers that were not served: by HTTP status, and the load guard's 503 by the priority it shed (its
 * X-Load-Shed header), plus requests that got no answer at all. Any of them fails the benchmark.
 */
export class Refusals {
	byStatus: Record<string, number> = {}
	shedByPriority: Record<string, number> = {}
	noAnswer = 0
	samples: string[] = []

	/** Counts an answer; true when it was served (2xx or 3xx). */
	note(status: number, headers?: Headers | Record<string, string | string[] | undefined>, what = '') {
		if (status >= 200 && status < 400) return true
		this.byStatus[status] = (this.byStatus[status] ?? 0) + 1
		const shed = headers instanceof Headers ? headers.get(SHED_HEADER) : headers?.[SHED_HEADER]
		if (typeof shed === 'string') this.shedByPriority[shed] = (this.shedByPriority[shed] ?? 0) + 1
		if (this.samples.length < 5) this.samples.push(`${status} ${what}`.trim())
		return false
	}

	failed(error: unknown) {
		this.noAnswer++
		if (this.samples.length < 5) this.samples.push(error instanceof Error ? error.message : String(error))
	}

	add(other: Refusals) {
		for (const [status, n] of Object.entries(other.byStatus))
			this.byStatus[status] = (this.byStatus[status] ?? 0) + n
		for (const [p, n] of Object.entries(other.shedByPriority))
			this.shedByPriority[p] = (this.shedByPriority[p] ?? 0) + n
		this.noAnswer += other.noAnswer
		this.samples.push(...other.samples.slice(0, Math.max(0, 5 - this.samples.length)))
	}

	get total() {
		return Object.values(this.byStatus).reduce((a, b) => a + b, 0) + this.noAnswer
	}

	toJSON() {
		return {
			total: this.total,
			byStatus: this.byStatus,
			shedByPriority: this.shedByPriority,
			noAnswer: this.noAnswer,
			samples: this.samples,
		}
	}
}

/**
 * Runs each server's `window` again and again, the servers taking turns (A, B, A, B…), until each has settled (or
 * `maxSeconds` passed; ADR 062): in two of its windows in a row its helper threads used at most `settled` of its
 * main threads' CPU (the JIT has compiled what is hot), and the window's cost (`cost`: the server's CPU per unit
 * of work) was not a new low by more than 5 % (what is measured has stopped falling). A settled server keeps its
 * turn, so none sits idle through another's warm-up.
 * Warmed one after the other, the first server idled through the second's 40–75 s and then cost 7–9 % more CPU a
 * gift in every round of bench:donate-ab, the same build in both arms included (docs/performance.md, « Fewer
 * commits a gift (issue 29, s20-gift) »).
 */
export async function warmTogether<R>(
	servers: { pid: number; window: () => Promise<R> }[],
	{
		maxSeconds,
		cost,
		settled = 0.1,
	}: { maxSeconds: number; cost: (result: R) => number | null; settled?: number },
) {
	const started = performance.now()
	const state = servers.map(() => ({
		windows: [] as { result: R; helperShare: number | null; cost: number | null }[],
		lowest: Infinity,
		inARow: 0,
	}))
	while (state.some((s) => s.inARow < 2) && performance.now() - started < maxSeconds * 1000) {
		for (const [i, { pid, window }] of servers.entries()) {
			const s = state[i]!
			const before = threadCpu(pid)
			const result = await window()
			const share = helperShare(before, threadCpu(pid))
			const windowCost = cost(result)
			s.windows.push({ result, helperShare: share, cost: windowCost })
			const quiet = share !== null && share <= settled
			const stopped = windowCost !== null && windowCost >= s.lowest * 0.95
			if (windowCost !== null) s.lowest = Math.min(s.lowest, windowCost)
			s.inARow = quiet && stopped ? s.inARow + 1 : 0
		}
	}
	const seconds = round((performance.now() - started) / 1000)
	return state.map((s) => ({ settled: s.inARow >= 2, seconds, windows: s.windows }))
}

/**
 * Writes the result with `ok` (the goals met AND no refusal) and sets the exit code: 1 when a goal was missed
 * or anything was refused. Prints why.
 */
export function finish(
	name: string,
	result: Record<string, unknown>,
	{ goalsMet, refusals }: { goalsMet: boolean; refusals: Refusals },
) {
	const ok = goalsMet && refusals.total === 0
	const record = writeResult(name, { ...result, refusals: refusals.toJSON(), goalsMet, ok })
	if (!ok) {
		console.error(
			`${name}: FAILED (${[!goalsMet && 'a goal was missed', refusals.total > 0 && `${refusals.total} refusals ${JSON.stringify(refusals.byStatus)}, shed ${JSON.stringify(refusals.shedByPriority)}`].filter(Boolean).join('; ')})`,
		)
		process.exitCode = 1
	}
	return record
}
