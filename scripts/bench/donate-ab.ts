/**
 * `npm run bench:donate-ab [-- --skip-build]`: two servers of WEB_CONCURRENCY=BENCH_WORKERS (2) workers, arm A
 * (this checkout, node flags BENCH_FLAGS_A) and arm B (BENCH_COMPARE's built checkout, or this one, with
 * BENCH_FLAGS_B), each on its own copy of one seeded DATA_DIR (a pot of 10 gifts), both warmed in turn until
 * settled (ADR 062, at most BENCH_WARM_SECONDS), then BENCH_DONORS (10) donors of one kind (BENCH_JOURNEY: js or
 * nojs) give for BENCH_SECONDS (8) on A, then B; B, A; A, B… for BENCH_ROUNDS (4) rounds after an unrecorded one: ADR
 * 068's probe made a benchmark (issue 29, s19-gift). Reported per arm and round: gifts/s, the server's CPU a
 * gift (its process tree, /proc), its main threads' and helper threads' share, its minor page faults a gift;
 * and the median per-round ratio A ÷ B. The totals must be exact on both servers at the end; any failure or
 * refusal exits 1. Flags are space-separated, e.g. BENCH_FLAGS_A='--single-threaded-gc'. BENCH_ENV_A and
 * BENCH_ENV_B add settings to one arm's server, space-separated NAME=value, e.g. BENCH_ENV_A='WORKER_CPU_AFFINITY=on'.
 * BENCH_RATE paces the donors to that many gifts a second in all (each donor in turn), instead of as fast as
 * they can: two servers compared at the same load (`BENCH_ENV_B='WEB_CONCURRENCY=1' BENCH_RATE=40`: one worker
 * against two, neither saturated; docs/performance.md, « A worker's load and its CPU a gift »).
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { AMOUNT_CENTS, donate, donateWithJs, GIFT_SERVER_ENV, type Journey } from './donate-journeys.ts'
import { type RequestObserver } from './nojs-browser.ts'
import {
	alternate,
	buildUnlessSkipped,
	commitUnderTest,
	copyDataDir,
	finish,
	medianRatio,
	Refusals,
	round,
	startBuiltServer,
	warmTogether,
} from './lib.ts'
import { cpuBetween, threadCpu, treeCpu, treeMinorFaults } from './proc-cpu.ts'
import { fillPot, makeBenchPot, makeDemoDataDir, potTotals } from './seed-big-pot.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const DONORS = Number(process.env.BENCH_DONORS ?? 10)
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2)
const WARM_MAX_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 90)
const JOURNEY: Journey = process.env.BENCH_JOURNEY === 'nojs' ? donate : donateWithJs
const flags = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean)
/** An arm's extra settings (BENCH_ENV_A, BENCH_ENV_B): `NAME=value` pairs, space-separated. */
const armEnv = (value: string | undefined) =>
	Object.fromEntries(
		flags(value).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
	)
/** Gifts a second in all when paced (BENCH_RATE), else null: as fast as the donors can. */
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : null
const COMPARE = process.env.BENCH_COMPARE ? path.resolve(process.env.BENCH_COMPARE) : undefined

type Server = Awaited<ReturnType<typeof startBuiltServer>>

const refusals = new Refusals()
let failures = 0
const firstFailures = new Set<string>()
const confirmed = new Map<Server, number>()

/** DONORS donors giving for `seconds` on one server (paced to `rate` gifts/s in all); what it cost the server. */
async function run(server: Server, potId: number, seconds: number, rate = RATE) {
	const pid = server.child.pid!
	const observe: RequestObserver = (method, url) => (status, headers) =>
		refusals.note(status, headers, `${method} ${new URL(url).pathname}`)
	let gifts = 0
	const threadsBefore = threadCpu(pid)
	const cpuBefore = treeCpu(pid)
	const faultsBefore = treeMinorFaults(pid)
	const started = performance.now()
	const until = started + seconds * 1000
	await Promise.all(
		Array.from({ length: DONORS }, async (_, donor) => {
			for (let turn = 0; performance.now() < until; turn++) {
				// Paced: this donor's turn-th gift starts at its slot (the donors take the slots in turn).
				const wait = rate ? started + ((turn * DONORS + donor) * 1000) / rate - performance.now() : 0
				if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
				if (performance.now() >= until) break
				try {
					await JOURNEY(server.base, potId, observe)
					gifts++
				} catch (error) {
					failures++
					if (firstFailures.size < 3)
						firstFailures.add(error instanceof Error ? error.message : String(error))
				}
			}
		}),
	)
	const elapsed = (performance.now() - started) / 1000
	const cpu = cpuBetween(cpuBefore, treeCpu(pid))
	const threads = threadCpu(pid)
	confirmed.set(server, (confirmed.get(server) ?? 0) + gifts)
	return {
		gifts,
		perSecond: round(gifts / elapsed),
		serverCpuMsPerGift: gifts ? round(cpu.totalMs / gifts, 2) : null,
		mainMsPerGift: gifts ? round((threads.mainMs - threadsBefore.mainMs) / gifts, 2) : null,
		helperMsPerGift: gifts ? round((threads.helperMs - threadsBefore.helperMs) / gifts, 2) : null,
		minorFaultsPerGift: gifts ? round((treeMinorFaults(pid) - faultsBefore) / gifts, 1) : null,
		workingProcesses: cpu.workingProcesses,
	}
}

/** The pot's stored totals and their recount, in a DATA_DIR no server has open. */
function totals(dataDir: string, potId: number) {
	const db = new Database(path.join(dataDir, 'donnons.db'), { readonly: true })
	try {
		return potTotals(db, potId)
	} finally {
		db.close()
	}
}

buildUnlessSkipped()
const seeded = await makeDemoDataDir()
const pot = makeBenchPot(seeded.db, 'Petite cagnotte')
fillPot(seeded.db, pot.id, 10)
seeded.db.$client.close()
const servers = {
	a: await startBuiltServer({
		dataDir: copyDataDir(seeded.dataDir),
		env: { ...GIFT_SERVER_ENV, ...armEnv(process.env.BENCH_ENV_A) },
		workers: WORKERS,
		nodeFlags: flags(process.env.BENCH_FLAGS_A),
	}),
	b: await startBuiltServer({
		dataDir: copyDataDir(seeded.dataDir),
		env: { ...GIFT_SERVER_ENV, ...armEnv(process.env.BENCH_ENV_B) },
		workers: WORKERS,
		cwd: COMPARE,
		nodeFlags: flags(process.env.BENCH_FLAGS_B),
	}),
}
fs.rmSync(seeded.dataDir, { recursive: true, force: true })
const before = { a: totals(servers.a.dataDir, pot.id), b: totals(servers.b.dataDir, pot.id) }

const result: Record<string, unknown> = {
	workers: WORKERS,
	journey: JOURNEY === donate ? 'nojs' : 'js',
	pacedGiftsPerSecond: RATE,
	a: {
		commit: commitUnderTest(),
		flags: flags(process.env.BENCH_FLAGS_A),
		env: armEnv(process.env.BENCH_ENV_A),
	},
	b: {
		commit: commitUnderTest(COMPARE),
		flags: flags(process.env.BENCH_FLAGS_B),
		env: armEnv(process.env.BENCH_ENV_B),
	},
}
try {
	// Both servers warmed in turn (lib.ts's warmTogether; as fast as the donors can, even when the rounds are
	// paced), then the rounds counterbalanced: warmed one after the other, arm A idled through B's warm-up and
	// cost 7–9 % more in every round, whatever build it ran.
	const names = Object.keys(servers) as (keyof typeof servers)[]
	const warms = await warmTogether(
		names.map((name) => ({
			pid: servers[name].child.pid!,
			window: () => run(servers[name], pot.id, 3, null),
		})),
		{ maxSeconds: WARM_MAX_SECONDS, cost: (r) => r.serverCpuMsPerGift },
	)
	const warmUps = Object.fromEntries(
		names.map((name, i) => [
			name,
			{
				settled: warms[i]!.settled,
				seconds: warms[i]!.seconds,
				costs: warms[i]!.windows.map((w) => w.cost),
				helperShares: warms[i]!.windows.map((w) => w.helperShare),
			},
		]),
	)
	console.log('warm-ups:', warmUps)
	const rounds = await alternate(
		ROUNDS,
		{ a: () => run(servers.a, pot.id, SECONDS), b: () => run(servers.b, pot.id, SECONDS) },
		{ warmUp: true, counterbalance: true },
	)
	const figure = (key: keyof (typeof rounds.a)[number]) =>
		medianRatio(
			rounds.a.map((r) => Number(r[key])),
			rounds.b.map((r) => Number(r[key])),
		)
	Object.assign(result, {
		warmUps,
		perSecond: figure('perSecond'),
		serverCpuMsPerGift: figure('serverCpuMsPerGift'),
		mainMsPerGift: figure('mainMsPerGift'),
		helperMsPerGift: figure('helperMsPerGift'),
		minorFaultsPerGift: figure('minorFaultsPerGift'),
		rounds,
	})
} finally {
	for (const server of Object.values(servers)) await server.stop().catch(() => {})
}
// Each pot's stored totals equal their recount and grew by exactly the gifts confirmed (files closed now).
const totalsExact: Record<string, boolean> = {}
for (const name of ['a', 'b'] as const) {
	const server = servers[name]
	const after = totals(server.dataDir, pot.id)
	const grown = (confirmed.get(server) ?? 0) * AMOUNT_CENTS
	totalsExact[name] =
		after.stored.collected === after.recount.collected &&
		after.stored.donations === after.recount.donations &&
		after.stored.donors === after.recount.donors &&
		after.stored.collected - before[name].stored.collected === grown
	fs.rmSync(server.dataDir, { recursive: true, force: true })
}
result.totalsExact = totalsExact
result.failures = failures
result.firstFailures = [...firstFailures]
finish('donate-ab', result, {
	goalsMet: failures === 0 && Object.values(totalsExact).every(Boolean),
	refusals,
})
