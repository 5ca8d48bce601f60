/**
 * `npm run bench:donate [-- --skip-build]`: complete quick donations over HTTP through the sandbox (issue 29:
 * with two worker processes, ≥ 100 gifts/s from donors with JavaScript and ≥ 60/s without, two workers at
 * ≥ ×1.7 one worker; totals exact).
 *
 * A donor without JavaScript (scripts/bench/nojs-browser.ts: cookies, redirects, forms) does what the journey's
 * end-to-end test does: the pot page, « DON RAPIDE » with 12 €, « Valider et payer », the identity, the
 * sandbox's card form with the frictionless test card, and the confirmation page, « Merci pour votre don ! ».
 * A donor with JavaScript (js-browser.ts) does the same with its steps as `.data` requests and one rendered
 * page after the card. BENCH_DONORS (10) donors at once, against the production build with its microcache on.
 *
 * The servers are first warmed with each journey, in turn, until their JIT has settled (at most BENCH_WARM_SECONDS,
 * 120, a server and journey; ADR 062). Arms, ALTERNATED round by round (lib.ts; every other round in reverse order), BENCH_ROUNDS (3) rounds of
 * BENCH_SECONDS (5) each after a warm-up round: {no JavaScript, JavaScript} × {one worker, WEB_CONCURRENCY=2} × {a pot of 10 gifts, a pot of 100 000}.
 * BENCH_DONORS_COMPARE=<dir> adds the small pot's journeys walked by that checkout's donors (the donors' own
 * cost, s16-donors). Each worker count has its own server and its own copy of one seeded DATA_DIR. Figures are medians over the
 * rounds, with the median per-round ratio of two workers to one. Reported per arm: gifts/s, latency, the
 * server's CPU per gift (its whole process tree: primary and workers, /proc), how many processes did the work,
 * the donors' own CPU (they share the machine), and every refusal (any status but 2xx/3xx, the load guard's
 * by priority). Then one donor at a time on the one-worker server, BENCH_PROFILE_JOURNEYS (30) journeys of
 * each kind: the server's CPU per request type (its process tree's CPU read around each request).
 *
 * The per-IP rate limits would stop ten donors from one address after a few gifts: they are raised for this
 * run only, by the documented setting `RATE_LIMIT_FACTOR` (README, Production). At the end each pot's stored
 * totals must equal their recount and have grown by exactly the gifts confirmed. Any failure, refusal or
 * missed goal exits 1.
 */
import Database from 'better-sqlite3'
import path from 'node:path'
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import { type RequestObserver } from './nojs-browser.ts'
import {
	AMOUNT_CENTS,
	cpuByRequestType,
	donate,
	donateWithJs,
	GIFT_SERVER_ENV,
	type Journey,
} from './donate-journeys.ts'
import {
	alternate,
	buildUnlessSkipped,
	copyDataDir,
	finish,
	median,
	medianRatio,
	percentile,
	Refusals,
	round,
	startBuiltServer,
	warmTogether,
} from './lib.ts'
import { cpuBetween, helperShare, threadCpu, treeCpu } from './proc-cpu.ts'
import { fillPot, makeBenchPot, makeDemoDataDir, potTotals } from './seed-big-pot.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
// A fresh server compiles its hot code for its first thousand or so gifts (V8's optimising compiler on helper
// threads, a gift's CPU about twice the settled one): each server is warmed with each journey until its helper
// threads use at most a tenth of its main threads' CPU in two windows in a row, or BENCH_WARM_SECONDS.
const WARM_MAX_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 120)
const WARM_WINDOW_SECONDS = 3
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const DONORS = Number(process.env.BENCH_DONORS ?? 10)
const PROFILE_JOURNEYS = Number(process.env.BENCH_PROFILE_JOURNEYS ?? 30)
const GOALS = { jsPerSecond: 100, noJsPerSecond: 60, twoWorkersRatio: 1.7 }
type Server = Awaited<ReturnType<typeof startBuiltServer>>

/** Gifts confirmed by a journey, by server and pot: the totals must have grown by exactly these. */
const confirmed = new Map<string, number>()

/** `donors` donors giving again and again for `seconds` on one server; what it cost the server. */
async function run(server: Server, potId: number, donors: number, seconds: number, journey: Journey) {
	const latencies: number[] = []
	const failures: string[] = []
	const refusals = new Refusals()
	const observe: RequestObserver = (method, url) => (status, headers) =>
		refusals.note(status, headers, `${method} ${new URL(url).pathname}`)
	let requests = 0
	const threadsBefore = threadCpu(server.child.pid!)
	const cpuBefore = treeCpu(server.child.pid!)
	const driverBefore = process.cpuUsage()
	const started = performance.now()
	const until = started + seconds * 1000
	await Promise.all(
		Array.from({ length: donors }, async () => {
			while (performance.now() < until) {
				const at = performance.now()
				try {
					requests += await journey(server.base, potId, observe)
					latencies.push(performance.now() - at)
				} catch (error) {
					failures.push(error instanceof Error ? error.message : String(error))
				}
			}
		}),
	)
	const elapsed = (performance.now() - started) / 1000
	const cpu = cpuBetween(cpuBefore, treeCpu(server.child.pid!))
	const helpers = helperShare(threadsBefore, threadCpu(server.child.pid!))
	const driver = process.cpuUsage(driverBefore)
	const key = `${server.base} ${potId}`
	confirmed.set(key, (confirmed.get(key) ?? 0) + latencies.length)
	const gifts = latencies.length
	return {
		donations: gifts,
		perSecond: round(gifts / elapsed),
		requestsPerDonation: gifts ? round(requests / gifts) : null,
		latencyMsP50: Math.round(percentile(latencies, 50)),
		latencyMsP95: Math.round(percentile(latencies, 95)),
		serverCpuMsPerGift: gifts ? round(cpu.totalMs / gifts) : null,
		donorsCpuMsPerGift: gifts ? round((driver.user + driver.system) / 1000 / gifts) : null,
		workingProcesses: cpu.workingProcesses,
		// The server's helper threads' CPU over its main threads': ≤ 0.1 once its JIT has settled (warmUp below).
		helperShare: helpers,
		failures: failures.length,
		firstFailures: [...new Set(failures)].slice(0, 3),
		refusals,
	}
}

/** The server's CPU a gift over several runs. */
function cpuPerGift(arms: Arm[]) {
	const gifts = arms.reduce((sum, arm) => sum + arm.donations, 0)
	const ms = arms.reduce((sum, arm) => sum + (arm.serverCpuMsPerGift ?? 0) * arm.donations, 0)
	return gifts ? round(ms / gifts) : null
}

/**
 * Donors walk `journey` on each server, on each pot in turn, in windows of WARM_WINDOW_SECONDS a pot, the servers
 * taking turns (lib.ts's warmTogether: none idles through another's warm-up, which made the first one dearer in
 * every round), until each has settled (ADR 062); what each warm-up took, and its windows. Its gifts count toward
 * the totals checked at the end, its refusals and failures fail the run as the rounds' do.
 */
async function warmUp(list: Server[], potIds: number[], journey: Journey) {
	const warms = await warmTogether(
		list.map((server) => ({
			pid: server.child.pid!,
			window: async () => {
				const arms: Arm[] = []
				for (const potId of potIds) arms.push(await run(server, potId, DONORS, WARM_WINDOW_SECONDS, journey))
				return arms
			},
		})),
		{ maxSeconds: WARM_MAX_SECONDS * list.length, cost: cpuPerGift },
	)
	return warms.map((warm) => {
		const arms = warm.windows.flatMap((window) => window.result)
		const windows = warm.windows.map((window) => ({
			gifts: window.result.reduce((sum, arm) => sum + arm.donations, 0),
			serverCpuMsPerGift: window.cost,
			helperShare: window.helperShare,
		}))
		return {
			settled: warm.settled,
			seconds: warm.seconds,
			gifts: arms.reduce((sum, arm) => sum + arm.donations, 0),
			failures: arms.reduce((sum, arm) => sum + arm.failures, 0),
			firstFailures: [...new Set(arms.flatMap((arm) => arm.firstFailures))].slice(0, 3),
			refusals: arms.map((arm) => arm.refusals),
			first: windows[0] ?? null,
			last: windows.at(-1) ?? null,
			// The warming curve, window by window (docs/performance.md « A server warms »).
			windows,
		}
	})
}

// BENCH_TARGET=http://host:port/participate/N: only drive donors without JavaScript at a running server (for
// profiling it; the server's CPU is then not read).
if (process.env.BENCH_TARGET) {
	const target = new URL(process.env.BENCH_TARGET)
	const potId = Number(target.pathname.split('/')[2])
	const fake = { base: target.origin, child: { pid: process.pid } } as unknown as Server
	const result = await run(fake, potId, DONORS, SECONDS, donate)
	console.log({ ...result, refusals: result.refusals.toJSON() })
	process.exit(0)
}
buildUnlessSkipped()
const seeded = await makeDemoDataDir()
const pots = {
	smallPot: makeBenchPot(seeded.db, 'Petite cagnotte'),
	bigPot: makeBenchPot(seeded.db, 'Cagnotte de 100 000 dons'),
}
fillPot(seeded.db, pots.smallPot.id, 10)
fillPot(seeded.db, pots.bigPot.id, 100_000)
seeded.db.$client.close()
const env = GIFT_SERVER_ENV
// BENCH_TWO_SERVERS=1 adds a control: two separate one-worker servers, each on its own copy of the data,
// side by side with half the donors each. Nothing is shared but the machine: what two processes can do on its
// two cores, against which the cluster's two workers on one database are read (ADR 062).
const TWO_SERVERS = process.env.BENCH_TWO_SERVERS === '1'
const servers: Record<string, Server> & { oneWorker: Server; twoWorkers: Server } = {
	oneWorker: await startBuiltServer({ dataDir: copyDataDir(seeded.dataDir), env, keepData: true }),
	twoWorkers: await startBuiltServer({
		dataDir: copyDataDir(seeded.dataDir),
		env,
		keepData: true,
		workers: 2,
	}),
}
if (TWO_SERVERS)
	for (const name of ['separateA', 'separateB'])
		servers[name] = await startBuiltServer({ dataDir: copyDataDir(seeded.dataDir), env, keepData: true })
fs.rmSync(seeded.dataDir, { recursive: true, force: true })

// BENCH_DONORS_COMPARE=<dir>: the same journeys walked by another checkout's donors too (its
// scripts/bench/donate-journeys.ts), on the small pot, alternated with these: what the donors' own CPU costs the
// gifts a second on the same cores (s16-donors).
const OLD_DONORS = process.env.BENCH_DONORS_COMPARE
const oldDonors = OLD_DONORS
	? ((await import(pathToFileURL(path.resolve(OLD_DONORS, 'scripts/bench/donate-journeys.ts')).href)) as {
			donate: Journey
			donateWithJs: Journey
		})
	: null
const journeys: Record<string, Journey> = {
	noJs: donate,
	js: donateWithJs,
	...(oldDonors ? { noJsOldDonors: oldDonors.donate, jsOldDonors: oldDonors.donateWithJs } : {}),
}
const walks = (potName: string, journeyName: string) =>
	potName === 'smallPot' || !journeyName.endsWith('OldDonors')
const refusals = new Refusals()
const before = Object.fromEntries(
	Object.entries(servers).map(([name, server]) => {
		const db = new Database(path.join(server.dataDir, 'donnons.db'), { readonly: true })
		try {
			return [name, { smallPot: potTotals(db, pots.smallPot.id), bigPot: potTotals(db, pots.bigPot.id) }]
		} finally {
			db.close()
		}
	}),
) as Record<keyof typeof servers, Record<keyof typeof pots, ReturnType<typeof potTotals>>>

type Arm = Awaited<ReturnType<typeof run>>

/** Half the donors on each of two separate servers at once (BENCH_TWO_SERVERS): one arm's figures for both. */
async function runPair(a: Server, b: Server, potId: number, journey: Journey): Promise<Arm> {
	const donorsBefore = process.cpuUsage()
	const [x, y] = await Promise.all([
		run(a, potId, Math.ceil(DONORS / 2), SECONDS, journey),
		run(b, potId, Math.floor(DONORS / 2), SECONDS, journey),
	])
	const donors = process.cpuUsage(donorsBefore)
	const gifts = x.donations + y.donations
	const serverMs = (x.serverCpuMsPerGift ?? 0) * x.donations + (y.serverCpuMsPerGift ?? 0) * y.donations
	const pairRefusals = new Refusals()
	pairRefusals.add(x.refusals)
	pairRefusals.add(y.refusals)
	return {
		donations: gifts,
		perSecond: round(x.perSecond + y.perSecond),
		requestsPerDonation: x.requestsPerDonation,
		// The slower of the two servers' latencies.
		latencyMsP50: Math.max(x.latencyMsP50, y.latencyMsP50),
		latencyMsP95: Math.max(x.latencyMsP95, y.latencyMsP95),
		serverCpuMsPerGift: gifts ? round(serverMs / gifts) : null,
		donorsCpuMsPerGift: gifts ? round((donors.user + donors.system) / 1000 / gifts) : null,
		workingProcesses: x.workingProcesses + y.workingProcesses,
		helperShare: Math.max(x.helperShare ?? 0, y.helperShare ?? 0),
		failures: x.failures + y.failures,
		firstFailures: [...new Set([...x.firstFailures, ...y.firstFailures])].slice(0, 3),
		refusals: pairRefusals,
	}
}
const arms: Record<string, (round: number) => Promise<Arm>> = {}
for (const potName of Object.keys(pots) as (keyof typeof pots)[])
	for (const journeyName of Object.keys(journeys).filter((name) => walks(potName, name)))
		for (const setup of ['oneWorker', 'twoWorkers', ...(TWO_SERVERS ? ['twoServers'] : [])]) {
			const journey = journeys[journeyName]!
			const potId = pots[potName].id
			arms[`${potName}.${journeyName}.${setup}`] = () =>
				setup === 'twoServers'
					? runPair(servers.separateA!, servers.separateB!, potId, journey)
					: run(servers[setup]!, potId, DONORS, SECONDS, journey)
		}

let goalsMet = true
const results: Record<string, unknown> = {}
let profile: Record<string, unknown> = {}
const totalsAfter: Record<string, unknown> = {}
const warmUps: Record<string, Omit<Awaited<ReturnType<typeof warmUp>>[number], 'refusals'>> = {}
try {
	for (const [journeyName, journey] of [
		['noJs', donate],
		['js', donateWithJs],
	] as const) {
		const names = Object.keys(servers)
		const warms = await warmUp(
			names.map((name) => servers[name]!),
			[pots.smallPot.id, pots.bigPot.id],
			journey,
		)
		for (const [i, serverName] of names.entries()) {
			const { refusals: warmRefusals, ...warm } = warms[i]!
			for (const list of warmRefusals) refusals.add(list)
			warmUps[`${serverName}.${journeyName}`] = warm
			if (warm.failures > 0) goalsMet = false
			console.log(
				`warm-up, ${serverName}, ${journeyName}: ${warm.gifts} gifts in ${warm.seconds} s, ` +
					`${warm.settled ? 'settled' : 'NOT settled'}; server CPU a gift ${warm.first?.serverCpuMsPerGift} → ` +
					`${warm.last?.serverCpuMsPerGift} ms, helper threads ÷ main ${warm.first?.helperShare} → ${warm.last?.helperShare}`,
			)
		}
	}
	const rounds = await alternate(ROUNDS, arms, { warmUp: true, counterbalance: true })
	for (const list of Object.values(rounds)) for (const arm of list) refusals.add(arm.refusals)
	for (const potName of Object.keys(pots) as (keyof typeof pots)[])
		for (const journeyName of Object.keys(journeys).filter((name) => walks(potName, name))) {
			const withJs = journeyName.startsWith('js')
			const one = rounds[`${potName}.${journeyName}.oneWorker`]!
			const two = rounds[`${potName}.${journeyName}.twoWorkers`]!
			const summarise = (list: Arm[]) => ({
				perSecond: median(list.map((a) => a.perSecond)),
				latencyMsP50: median(list.map((a) => a.latencyMsP50)),
				latencyMsP95: median(list.map((a) => a.latencyMsP95)),
				requestsPerDonation: median(list.map((a) => a.requestsPerDonation ?? NaN)),
				serverCpuMsPerGift: median(list.map((a) => a.serverCpuMsPerGift ?? NaN)),
				donorsCpuMsPerGift: median(list.map((a) => a.donorsCpuMsPerGift ?? NaN)),
				workingProcesses: Math.max(...list.map((a) => a.workingProcesses)),
				helperShare: median(list.map((a) => a.helperShare ?? NaN)),
				failures: list.reduce((sum, a) => sum + a.failures, 0),
				firstFailures: [...new Set(list.flatMap((a) => a.firstFailures))].slice(0, 3),
				rounds: list.map((a) => ({ ...a, refusals: a.refusals.total })),
			})
			const ratio = medianRatio(
				two.map((a) => a.perSecond),
				one.map((a) => a.perSecond),
			)
			const goal = withJs ? GOALS.jsPerSecond : GOALS.noJsPerSecond
			const summary = { oneWorker: summarise(one), twoWorkers: summarise(two), twoToOne: ratio }
			results[`${potName}.${journeyName}`] = summary
			if (summary.oneWorker.failures + summary.twoWorkers.failures > 0) goalsMet = false
			if (ratio.measured < goal || ratio.ratio < GOALS.twoWorkersRatio) goalsMet = false
			console.log(
				`${potName}, ${withJs ? 'with' : 'without'} JavaScript${oldDonors ? ` (${journeyName})` : ''}: two workers ${ratio.measured}/s ` +
					`(${summary.twoWorkers.workingProcesses} processes working, ${summary.twoWorkers.serverCpuMsPerGift} ms ` +
					`of server CPU a gift), one worker ${ratio.baseline}/s (${summary.oneWorker.serverCpuMsPerGift} ms): ` +
					`×${ratio.ratio}; goal ${goal}/s and ×${GOALS.twoWorkersRatio}`,
			)
			const pair = rounds[`${potName}.${journeyName}.twoServers`]
			if (pair) {
				const control = medianRatio(
					pair.map((a) => a.perSecond),
					one.map((a) => a.perSecond),
				)
				const twoServers = summarise(pair)
				results[`${potName}.${journeyName}`] = { ...summary, twoServers, twoServersToOne: control }
				if (twoServers.failures > 0) goalsMet = false
				console.log(
					`  control, two separate servers: ${control.measured}/s (${twoServers.serverCpuMsPerGift} ms of server ` +
						`CPU a gift): ×${control.ratio} one worker`,
				)
			}
			for (const failure of new Set([
				...summary.oneWorker.firstFailures,
				...summary.twoWorkers.firstFailures,
				...(pair ? pair.flatMap((arm) => arm.firstFailures) : []),
			]))
				console.log(`  failed: ${failure}`)
		}
	profile = {
		noJs: await cpuByRequestType(servers.oneWorker, pots.smallPot.id, PROFILE_JOURNEYS, donate),
		js: await cpuByRequestType(servers.oneWorker, pots.smallPot.id, PROFILE_JOURNEYS, donateWithJs),
	}
	const key = `${servers.oneWorker.base} ${pots.smallPot.id}`
	confirmed.set(key, (confirmed.get(key) ?? 0) + 2 * PROFILE_JOURNEYS)
} finally {
	for (const server of Object.values(servers)) await server.stop()
}
for (const [serverName, server] of Object.entries(servers) as [keyof typeof servers, Server][]) {
	const db = new Database(path.join(server.dataDir, 'donnons.db'), { readonly: true })
	for (const [potName, pot] of Object.entries(pots) as [keyof typeof pots, { id: number }][]) {
		const after = potTotals(db, pot.id)
		const gifts = confirmed.get(`${server.base} ${pot.id}`) ?? 0
		const added = after.stored.collected - before[serverName]![potName].stored.collected
		const exact =
			after.stored.collected === after.recount.collected &&
			after.stored.donations === after.recount.donations &&
			after.stored.donors === after.recount.donors &&
			added === gifts * AMOUNT_CENTS
		totalsAfter[`${serverName}.${potName}`] = { giftsConfirmed: gifts, addedCents: added, ...after, exact }
		if (!exact) goalsMet = false
		if (!exact) console.log(`${serverName} ${potName}: totals WRONG`)
	}
	db.close()
	fs.rmSync(server.dataDir, { recursive: true, force: true })
}
finish(
	'donate',
	{
		donors: DONORS,
		secondsPerRun: SECONDS,
		rounds: ROUNDS,
		goals: GOALS,
		warmUps,
		...results,
		cpuByRequestTypeOneDonor: profile,
		totals: totalsAfter,
	},
	{ goalsMet, refusals },
)
