/**
 * `npm run bench:http [-- --skip-build]`: page views under load (docs/performance.md). Goals: the anonymous pot
 * page from the microcache at ≥ 50 % of a bare `node:http` server sending the same bytes, ≤ 1 ms of server CPU
 * per view; rendered pages (cache missed) with two workers at ≥ ×1.7 one worker's throughput (issue 29).
 *
 * For the pot page (/participate/1) and the home page, four arms ALTERNATED round by round (lib.ts): a bare
 * node:http server answering the exact bytes and headers the production server sent; the production server
 * with its microcache of anonymous pages (ADR 020); the same with `PAGE_CACHE=off` (every view rendered), one
 * worker; and rendered with `WEB_CONCURRENCY=2`. BENCH_CONNECTIONS (50) connections (load.ts: the donors' lean client),
 * `Accept-Encoding: gzip, br` as a browser, BENCH_SECONDS (5) a run, BENCH_ROUNDS (3) rounds, after the two
 * rendering servers have been loaded until their JIT settled (lib.ts warmTogether, both in turn, at most
 * BENCH_WARM_SECONDS, 60, each; ADR 062) and one warm-up round of every arm. Only 2xx answers
 * count as views; a 503 of the load guard is a refusal, reported by the priority it shed, and fails the run.
 * CPU per view: the whole server process tree's user + system time (/proc) over the run, divided by the views.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import {
	alternate,
	buildUnlessSkipped,
	copyDataDir,
	finish,
	freePort,
	median,
	medianRatio,
	Refusals,
	startBuiltServer,
	waitFor,
	warmTogether,
} from './lib.ts'
import { closeIdleSockets } from './http-client.ts'
import { loadUrl } from './load.ts'
import { makeDemoDataDir } from './seed-big-pot.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const WARM_MAX_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 60)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const HEADERS = { 'accept-encoding': 'gzip, br', accept: 'text/html' }
const PAGES = { pot: '/participate/1', home: '/' }
const GOALS = { ratioToBare: 0.5, cpuMsPerView: 1, twoWorkersRendered: 1.7 }

/** The bytes and headers the server sends an anonymous browser for a page. */
async function capture(base: string, path: string) {
	return new Promise<{ headers: http.OutgoingHttpHeaders; body: Buffer }>((resolve, reject) => {
		http
			.get(`${base}${path}`, { headers: HEADERS }, (res) => {
				const chunks: Buffer[] = []
				res.on('data', (chunk: Buffer) => chunks.push(chunk))
				res.on('end', () => {
					if (res.statusCode !== 200) return reject(new Error(`${path} answered ${res.statusCode}`))
					const headers: http.OutgoingHttpHeaders = { ...res.headers }
					delete headers['transfer-encoding']
					delete headers.connection
					delete headers['keep-alive']
					delete headers.date
					const body = Buffer.concat(chunks)
					headers['content-length'] = body.length
					resolve({ headers, body })
				})
			})
			.on('error', reject)
	})
}

/** A bare node:http server in its own process, answering every request with the given bytes and headers. */
async function startBareServer(page: { headers: http.OutgoingHttpHeaders; body: Buffer }) {
	const port = await freePort()
	const file = `${fs.mkdtempSync('/tmp/donnons-bare-')}/page.json`
	fs.writeFileSync(file, JSON.stringify({ headers: page.headers, body: page.body.toString('base64') }))
	const source = `
		const http = require('node:http'); const fs = require('node:fs')
		const page = JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8'))
		const body = Buffer.from(page.body, 'base64')
		http.createServer((req, res) => { res.writeHead(200, page.headers); res.end(body) }).listen(${port})
	`
	const child = spawn(process.execPath, ['-e', source], { stdio: 'inherit' })
	const base = `http://localhost:${port}`
	await waitFor(base, 10_000)
	return {
		base,
		pid: child.pid!,
		stop: () =>
			new Promise<void>((resolve) => {
				child.once('exit', () => resolve())
				child.kill()
			}),
	}
}

buildUnlessSkipped()
const results: Record<string, unknown> = {}
const refusals = new Refusals()
let goalsMet = true
// One demo seed, a copy of it for each server.
const seeded = await makeDemoDataDir()
seeded.db.$client.close()
const [cached, rendered, rendered2] = await Promise.all([
	startBuiltServer({ dataDir: copyDataDir(seeded.dataDir), removeData: true }),
	startBuiltServer({ dataDir: copyDataDir(seeded.dataDir), removeData: true, env: { PAGE_CACHE: 'off' } }),
	startBuiltServer({
		dataDir: copyDataDir(seeded.dataDir),
		removeData: true,
		env: { PAGE_CACHE: 'off' },
		workers: 2,
	}),
])
fs.rmSync(seeded.dataDir, { recursive: true, force: true })
try {
	for (const [name, path] of Object.entries(PAGES)) {
		const page = await capture(cached.base, path)
		const bare = await startBareServer(page)
		const run = (base: string, pid: number) => async () => {
			const result = await loadUrl(`${base}${path}`, {
				serverPid: pid,
				connections: CONNECTIONS,
				seconds: SECONDS,
				headers: HEADERS,
			})
			refusals.add(result.refusals)
			return { ...result, refusals: result.refusals.toJSON() }
		}
		try {
			// Each rendering server until it has settled (ADR 062): one round's warm-up left the two-worker server,
			// whose workers each see half the views, still compiling. Both in turn (lib.ts's warmTogether): warmed one
			// after the other, the first idled through the second's warm-up and cost more in every round.
			const [renderedWarm, renderedTwoWorkersWarm] = await warmTogether(
				[rendered, rendered2].map((server) => ({
					pid: server.child.pid!,
					window: run(server.base, server.child.pid!),
				})),
				{ maxSeconds: 2 * WARM_MAX_SECONDS, cost: (result) => result.cpuMsPerServed },
			)
			const warmUps = { rendered: renderedWarm!, renderedTwoWorkers: renderedTwoWorkersWarm! }
			const arms = await alternate(
				ROUNDS,
				{
					bare: run(bare.base, bare.pid),
					microcache: run(cached.base, cached.child.pid!),
					rendered: run(rendered.base, rendered.child.pid!),
					renderedTwoWorkers: run(rendered2.base, rendered2.child.pid!),
				},
				{ warmUp: true, counterbalance: true },
			)
			const perSecond = (arm: keyof typeof arms) => arms[arm].map((r) => r.servedPerSecond)
			const cpu = (arm: keyof typeof arms) => median(arms[arm].map((r) => r.cpuMsPerServed ?? Infinity))
			const toBare = medianRatio(perSecond('microcache'), perSecond('bare'))
			const workers = medianRatio(perSecond('renderedTwoWorkers'), perSecond('rendered'))
			const summary = {
				path,
				bytes: page.body.length,
				servedPerSecond: {
					bare: median(perSecond('bare')),
					microcache: toBare.measured,
					rendered: workers.baseline,
					renderedTwoWorkers: workers.measured,
				},
				cpuMsPerView: {
					microcache: cpu('microcache'),
					rendered: cpu('rendered'),
					renderedTwoWorkers: cpu('renderedTwoWorkers'),
				},
				// What the load generator itself cost (this process), on the same cores as the servers.
				clientCpuMsPerView: Object.fromEntries(
					Object.entries(arms).map(([arm, rounds]) => [
						arm,
						median(rounds.map((r) => r.clientCpuMsPerServed ?? Infinity)),
					]),
				),
				microcacheToBare: toBare,
				twoWorkersToOneRendered: workers,
				warmUps: Object.fromEntries(
					Object.entries(warmUps).map(([arm, warm]) => [
						arm,
						{
							settled: warm.settled,
							seconds: warm.seconds,
							helperShares: warm.windows.map((w) => w.helperShare),
						},
					]),
				),
				workingProcessesTwoWorkers: Math.max(...arms.renderedTwoWorkers.map((r) => r.workingProcesses ?? 0)),
				rounds: arms,
			}
			results[name] = summary
			if (name === 'pot' && (toBare.ratio < GOALS.ratioToBare || cpu('microcache') > GOALS.cpuMsPerView))
				goalsMet = false
			if (workers.ratio < GOALS.twoWorkersRendered) goalsMet = false
			console.log(
				`${name}: ${toBare.measured} views/s cached (×${toBare.ratio} of bare ${toBare.baseline}), CPU ` +
					`${summary.cpuMsPerView.microcache} ms/view; rendered ${workers.baseline}/s at ` +
					`${summary.cpuMsPerView.rendered} ms, two workers ${workers.measured}/s (×${workers.ratio}, ` +
					`${summary.workingProcessesTwoWorkers} processes working)`,
			)
		} finally {
			await bare.stop()
		}
	}
} finally {
	closeIdleSockets()
	await cached.stop()
	await rendered.stop()
	await rendered2.stop()
}
finish(
	'http',
	{ connections: CONNECTIONS, secondsPerRun: SECONDS, rounds: ROUNDS, goals: GOALS, ...results },
	{ goalsMet, refusals },
)
