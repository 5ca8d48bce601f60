/**
 * `npm run bench:render [-- --skip-build]`: what a rendered page costs the server, against React's own render
 * of the same tree (issue 29, docs/performance.md "Render"). Goal: ≤ ×1.8.
 *
 * A: the production server (`PAGE_CACHE=off`: every view rendered, as for a signed-in visitor) answers
 * BENCH_PAGES views of the pot page (/participate/1) to a browser (`Accept-Encoding: gzip, br`), two at a time;
 * its CPU per page is the process's user + system time (/proc/<pid>/stat, every thread: GC, compression) over
 * the round divided by the pages, every one of them a 200 (anything else fails the run).
 * B: a child process with the server's V8 flags and the same build renders the same page's Remix tree, data
 * scripts included, with `renderToString`, BENCH_PAGES times (scripts/bench/render-floor.ts).
 * Before any round, the server and the floor's child are loaded in turn until both have settled (lib.ts's
 * warmTogether, at most BENCH_WARM_SECONDS, 60; ADR 062): after a few hundred pages the JIT is still compiling
 * and both figures still fall (the page read 2.29 ms after 300, 1.85 ms after 4 000; session 24).
 * The rounds alternate A/B/A/B (BENCH_ROUNDS pairs), so a busy machine slows both alike; the figure is the median of the rounds' ratios, given with the load average and the commit. Exits 1
 * when the goal is missed.
 * Each round also measures the server's CPU per request of the page's single-fetch data (`<path>.data`,
 * BENCH_DATA_PATH), the plumbing every request pays without React's render, for each server compared.
 * BENCH_COMPARE=<dir>: a checkout of another commit, built (`npm run build` there), whose server joins the
 * rotation (A/B/A'/B…) as the before of a change, on a database of its own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildUnlessSkipped, commitUnderTest, startBuiltServer, warmTogether, writeResult } from './lib.ts'
import { BROWSER, createLoad, startMeasuringChild } from './render-load.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const PAGES = Number(process.env.BENCH_PAGES ?? 600)
const CONNECTIONS = 2
const PATH = process.env.BENCH_PATH ?? '/participate/1'
/** The same page's single-fetch data (what a JavaScript visitor's navigation asks): the plumbing without React. */
const DATA_PATH = process.env.BENCH_DATA_PATH ?? `${PATH}.data`
const GOAL = 1.8
const WARM_MAX_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 60)
/** Pages (or renders) a warm-up window. */
const WARM_WINDOW = 200

const median = (values: number[]) => {
	const sorted = [...values].sort((a, b) => a - b)
	const mid = sorted.length >> 1
	return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const round2 = (n: number) => Math.round(n * 100) / 100

const refusals: Record<number, number> = {}
const load = createLoad(CONNECTIONS, refusals)
const get = (base: string, headers: Record<string, string>) => load.get(base, headers, PATH)
const serverRound = (base: string, pid: number, count: number, path = PATH) =>
	load.serverRound(base, pid, count, path)
const startFloor = (dataDir: string) => startMeasuringChild('scripts/bench/render-floor.ts', dataDir)

/** The production server of another checkout (BENCH_COMPARE), started as this one is. */
async function startServerIn(dir: string) {
	const server = await startBuiltServer({ cwd: dir, env: { PAGE_CACHE: 'off' } })
	return {
		...server,
		commit: fs.existsSync(path.join(dir, '.git')) ? commitUnderTest(dir) : path.basename(dir),
	}
}

buildUnlessSkipped()
const server = await startBuiltServer({ env: { PAGE_CACHE: 'off' } })
const floor = startFloor(server.dataDir)
const before = process.env.BENCH_COMPARE ? await startServerIn(process.env.BENCH_COMPARE) : null
try {
	const pid = server.child.pid!
	await floor.next()
	const plain = await get(server.base, { ...BROWSER, 'accept-encoding': 'identity' })
	const floorPage = await floor.ask({ url: `${server.base}${PATH}`, headers: BROWSER })
	const loadBefore = os.loadavg()
	// Warm-up: every side's code optimised before anything counts, in turn, until each has settled.
	const serverWindow = (base: string, serverPid: number) => ({
		pid: serverPid,
		window: async () => {
			const pageMs = await serverRound(base, serverPid, WARM_WINDOW)
			await serverRound(base, serverPid, WARM_WINDOW / 4, DATA_PATH)
			return pageMs
		},
	})
	const warms = await warmTogether(
		[
			serverWindow(server.base, pid),
			{
				pid: floor.child.pid!,
				window: async () => ((await floor.ask({ renders: WARM_WINDOW })).cpuMs as number) / WARM_WINDOW,
			},
			...(before ? [serverWindow(before.base, before.child.pid!)] : []),
		],
		{ maxSeconds: WARM_MAX_SECONDS, cost: (ms) => ms },
	)
	const warmUp = Object.fromEntries(
		['server', 'react', ...(before ? ['before'] : [])].map((name, i) => {
			const { settled, seconds, windows } = warms[i]!
			const first = windows[0]?.cost ?? null
			const last = windows.at(-1)?.cost ?? null
			return [
				name,
				{
					settled,
					seconds,
					windows: windows.length,
					firstMs: first && round2(first),
					lastMs: last && round2(last),
				},
			]
		}),
	)
	console.log(`warm-up: ${JSON.stringify(warmUp)}`)
	await serverRound(server.base, pid, 50, DATA_PATH)
	if (before) await serverRound(before.base, before.child.pid!, 50, DATA_PATH)
	const rounds: {
		serverMs: number
		reactMs: number
		ratio: number
		beforeMs?: number
		beforeRatio?: number
		dataMs?: number
		beforeDataMs?: number
	}[] = []
	for (let i = 0; i < ROUNDS; i++) {
		const serverMs = await serverRound(server.base, pid, PAGES)
		const reactMs = ((await floor.ask({ renders: PAGES })).cpuMs as number) / PAGES
		const round: (typeof rounds)[number] = {
			serverMs: round2(serverMs),
			reactMs: round2(reactMs),
			ratio: round2(serverMs / reactMs),
		}
		if (before) {
			const beforeMs = await serverRound(before.base, before.child.pid!, PAGES)
			Object.assign(round, { beforeMs: round2(beforeMs), beforeRatio: round2(beforeMs / reactMs) })
		}
		const dataMs = await serverRound(server.base, pid, PAGES, DATA_PATH)
		Object.assign(round, { dataMs: round2(dataMs) })
		if (before) {
			const beforeDataMs = await serverRound(before.base, before.child.pid!, PAGES, DATA_PATH)
			Object.assign(round, { beforeDataMs: round2(beforeDataMs) })
		}
		rounds.push(round)
		console.log(`round ${i + 1}: ${JSON.stringify(round)}`)
	}
	const ratio = round2(median(rounds.map((r) => r.ratio)))
	const compared = before && {
		commit: before.commit,
		serverCpuMsPerPage: round2(median(rounds.map((r) => r.beforeMs!))),
		ratio: round2(median(rounds.map((r) => r.beforeRatio!))),
		nowOverBefore: round2(median(rounds.map((r) => r.serverMs / r.beforeMs!))),
		dataCpuMsPerRequest: round2(median(rounds.map((r) => r.beforeDataMs!))),
		dataNowOverBefore: round2(median(rounds.map((r) => r.dataMs! / r.beforeDataMs!))),
	}
	writeResult('render', {
		commit: commitUnderTest(),
		path: PATH,
		pagesPerRound: PAGES,
		loadAverage: { before: loadBefore.map(round2), after: os.loadavg().map(round2) },
		htmlBytes: { server: plain.bytes, reactRenderToString: floorPage.html },
		warmUp,
		serverCpuMsPerPage: round2(median(rounds.map((r) => r.serverMs))),
		reactRenderToStringMs: round2(median(rounds.map((r) => r.reactMs))),
		data: { path: DATA_PATH, serverCpuMsPerRequest: round2(median(rounds.map((r) => r.dataMs!))) },
		ratio,
		goal: `≤ ×${GOAL}`,
		refusals,
		met: ratio <= GOAL && Object.keys(refusals).length === 0,
		...(compared ? { before: compared } : {}),
		rounds,
	})
	process.exitCode = ratio <= GOAL && Object.keys(refusals).length === 0 ? 0 : 1
} finally {
	floor.child.kill()
	load.destroy()
	await before?.stop()
	await server.stop()
}
