/**
 * `npm run bench:donors -- [--skip-build]`: what the benchmarks' donors (donate-journeys.ts and its browsers)
 * cost the machine they share with the server, against the donors of another checkout, on the same servers
 * (s16-donors). The donors are a load generator: they should cost a tenth of the server's work, and the server
 * must see the same journey whichever donors walk it.
 *
 * Arms, ALTERNATED round by round after a warm-up round (lib.ts): {JavaScript, no JavaScript} × {this
 * checkout's donors, BENCH_DONORS_COMPARE's} × {this checkout's server, BENCH_COMPARE's}, BENCH_PROFILE_JOURNEYS
 * (30) gifts one donor at a time, BENCH_ROUNDS (3) rounds. Per arm: the donors' CPU a gift (this process,
 * `process.cpuUsage`, nothing else measured inside it), the server's CPU a gift (its process tree, /proc, read
 * before and after the arm only), the requests a gift. Then the median per-round ratio new ÷ old donors of both.
 *
 * BENCH_DONORS_COMPARE=<dir>: a checkout whose scripts/bench/donate-journeys.ts holds the old donors (defaults
 * to BENCH_COMPARE). BENCH_COMPARE=<dir>: another built checkout whose server runs too (docs/performance.md);
 * without it, this checkout's server only. Each server on its own copy of one seeded DATA_DIR; at the end its
 * pot totals must equal their recount and have grown by exactly the gifts confirmed. Fails (exit 1) on a
 * failed journey, a refusal, wrong totals, or old and new donors sending a different number of requests.
 */
import Database from 'better-sqlite3'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { AMOUNT_CENTS, donate, donateWithJs, GIFT_SERVER_ENV, type Journey } from './donate-journeys.ts'
import { closeIdleSockets } from './http-client.ts'
import {
	alternate,
	buildUnlessSkipped,
	commitUnderTest,
	copyDataDir,
	finish,
	median,
	medianRatio,
	Refusals,
	round,
	startBuiltServer,
} from './lib.ts'
import { cpuBetween, treeCpu } from './proc-cpu.ts'
import { type RequestObserver } from './nojs-browser.ts'
import { fillPot, makeBenchPot, makeDemoDataDir } from './seed-big-pot.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const GIFTS = Number(process.env.BENCH_PROFILE_JOURNEYS ?? 30)
const COMPARE = process.env.BENCH_COMPARE
const OLD_DONORS = process.env.BENCH_DONORS_COMPARE ?? COMPARE
if (!OLD_DONORS) throw new Error('BENCH_DONORS_COMPARE (or BENCH_COMPARE): a checkout with the old donors')
const GOAL_DONORS_RATIO = 1 / 3

const old = (await import(
	pathToFileURL(path.resolve(OLD_DONORS, 'scripts/bench/donate-journeys.ts')).href
)) as { donate: Journey; donateWithJs: Journey }
const donors = {
	new: { js: donateWithJs, noJs: donate },
	old: { js: old.donateWithJs, noJs: old.donate },
}

buildUnlessSkipped()
const seeded = await makeDemoDataDir()
const pot = makeBenchPot(seeded.db, 'Petite cagnotte')
fillPot(seeded.db, pot.id, 10)
seeded.db.$client.close()
const env = GIFT_SERVER_ENV
type Server = Awaited<ReturnType<typeof startBuiltServer>>
const servers: Record<string, Server> = {
	this: await startBuiltServer({ dataDir: copyDataDir(seeded.dataDir), keepData: true, env }),
}
if (COMPARE)
	servers.compared = await startBuiltServer({
		dataDir: copyDataDir(seeded.dataDir),
		keepData: true,
		env,
		cwd: COMPARE,
	})
fs.rmSync(seeded.dataDir, { recursive: true, force: true })
const commits = {
	this: commitUnderTest(),
	oldDonors: commitUnderTest(OLD_DONORS),
	...(COMPARE ? { compared: commitUnderTest(COMPARE) } : {}),
}

function stored(server: Server) {
	const db = new Database(path.join(server.dataDir, 'donnons.db'), { readonly: true })
	try {
		return db
			.prepare(
				`select p.donations_total_cents as stored, (select coalesce(sum(amount_cents), 0) from donations
				 where pot_id = p.id and status = 'SUCCEEDED') as recount from pots p where p.id = ?`,
			)
			.get(pot.id) as { stored: number; recount: number }
	} finally {
		db.close()
	}
}
const before = Object.fromEntries(Object.entries(servers).map(([name, s]) => [name, stored(s)]))
const confirmed = Object.fromEntries(Object.keys(servers).map((name) => [name, 0]))
const refusals = new Refusals()
const failures: string[] = []

/** `GIFTS` gifts one after the other: the donors' and the server's CPU a gift, the requests a gift. */
async function arm(serverName: string, journey: Journey) {
	const server = servers[serverName]!
	const observe: RequestObserver = (method, url) => (status, headers) =>
		refusals.note(status, headers, `${method} ${url}`)
	let requests = 0
	let gifts = 0
	const serverBefore = treeCpu(server.child.pid!)
	const donorBefore = process.cpuUsage()
	for (let i = 0; i < GIFTS; i++) {
		try {
			requests += await journey(server.base, pot.id, observe)
			gifts++
		} catch (error) {
			failures.push(error instanceof Error ? error.message : String(error))
		}
	}
	const donor = process.cpuUsage(donorBefore)
	const serverMs = cpuBetween(serverBefore, treeCpu(server.child.pid!)).totalMs
	confirmed[serverName]! += gifts
	return {
		gifts,
		requestsPerGift: gifts ? round(requests / gifts, 2) : NaN,
		donorCpuMsPerGift: gifts ? round((donor.user + donor.system) / 1000 / gifts, 2) : NaN,
		serverCpuMsPerGift: gifts ? round(serverMs / gifts, 1) : NaN,
	}
}

type Reading = Awaited<ReturnType<typeof arm>>
const arms: Record<string, () => Promise<Reading>> = {}
for (const journeyName of ['js', 'noJs'] as const)
	for (const serverName of Object.keys(servers))
		for (const donorsName of ['new', 'old'] as const)
			arms[`${journeyName}.${serverName}.${donorsName}`] = () =>
				arm(serverName, donors[donorsName][journeyName])

let goalsMet = true
const results: Record<string, unknown> = {}
try {
	const rounds = await alternate(ROUNDS, arms, { warmUp: true })
	for (const journeyName of ['js', 'noJs'])
		for (const serverName of Object.keys(servers)) {
			const mine = rounds[`${journeyName}.${serverName}.new`]!
			const theirs = rounds[`${journeyName}.${serverName}.old`]!
			const figure = (list: Reading[], key: keyof Reading) => median(list.map((r) => r[key]))
			const summary = {
				newDonors: {
					donorCpuMsPerGift: figure(mine, 'donorCpuMsPerGift'),
					serverCpuMsPerGift: figure(mine, 'serverCpuMsPerGift'),
					requestsPerGift: figure(mine, 'requestsPerGift'),
				},
				oldDonors: {
					donorCpuMsPerGift: figure(theirs, 'donorCpuMsPerGift'),
					serverCpuMsPerGift: figure(theirs, 'serverCpuMsPerGift'),
					requestsPerGift: figure(theirs, 'requestsPerGift'),
				},
				donorsNewToOld: medianRatio(
					mine.map((r) => r.donorCpuMsPerGift),
					theirs.map((r) => r.donorCpuMsPerGift),
				),
				serverNewToOld: medianRatio(
					mine.map((r) => r.serverCpuMsPerGift),
					theirs.map((r) => r.serverCpuMsPerGift),
				),
				rounds: { new: mine, old: theirs },
			}
			results[`${journeyName}.${serverName}`] = summary
			const sameJourney = mine.every((r, i) => r.requestsPerGift === theirs[i]!.requestsPerGift)
			if (!sameJourney || summary.donorsNewToOld.ratio > GOAL_DONORS_RATIO) goalsMet = false
			console.log(
				`${journeyName}, ${serverName} server: donors ${summary.newDonors.donorCpuMsPerGift} ms a gift ` +
					`(old ${summary.oldDonors.donorCpuMsPerGift}): ×${summary.donorsNewToOld.ratio}; server ` +
					`${summary.newDonors.serverCpuMsPerGift} ms (with the old donors ` +
					`${summary.oldDonors.serverCpuMsPerGift}): ×${summary.serverNewToOld.ratio}; ` +
					`${summary.newDonors.requestsPerGift} requests a gift (old ${summary.oldDonors.requestsPerGift})` +
					(sameJourney ? '' : ': NOT THE SAME JOURNEY'),
			)
		}
} finally {
	for (const server of Object.values(servers)) await server.stop()
	closeIdleSockets()
}
const totals: Record<string, unknown> = {}
for (const [name, server] of Object.entries(servers)) {
	const after = stored(server)
	const exact =
		after.stored === after.recount && after.stored - before[name]!.stored === confirmed[name]! * AMOUNT_CENTS
	totals[name] = { giftsConfirmed: confirmed[name], ...after, exact }
	if (!exact) goalsMet = false
	fs.rmSync(server.dataDir, { recursive: true, force: true })
}
if (failures.length) {
	goalsMet = false
	console.log(`${failures.length} journeys failed: ${[...new Set(failures)].slice(0, 3).join('; ')}`)
}
finish(
	'donors',
	{
		gifts: GIFTS,
		rounds: ROUNDS,
		goal: { donorsNewToOld: `≤ ×${round(GOAL_DONORS_RATIO, 2)}` },
		commits,
		...results,
		totals,
		failures: failures.length,
	},
	{ goalsMet, refusals },
)
