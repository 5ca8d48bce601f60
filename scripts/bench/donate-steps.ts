/**
 * `npm run bench:donate-steps -- [--skip-build]`: the server's CPU for one quick donation, one donor at a
 * time, by request type (bench:donate's per-request reading, donate-journeys.ts), for a donor with JavaScript and
 * one without, BENCH_PROFILE_JOURNEYS (30) journeys each, BENCH_ROUNDS (3) rounds after a warm-up round. Quick
 * to run while changing one step of the journey (bench:donate's ten donors take minutes).
 *
 * BENCH_COMPARE=<dir>: a built checkout of another commit (docs/performance.md: `git worktree add` + `npm run
 * build`) whose server runs the same journeys, alternated round by round with this one on a copy of the same
 * seeded DATA_DIR: the per-round ratio this ÷ that. BENCH_CPU_PROF=<dir>: this checkout's server writes a V8
 * CPU profile there when it stops (`--cpu-prof`), for Chrome's DevTools or `speedscope`.
 *
 * Each server's pot totals must equal their recount and have grown by exactly the gifts confirmed; a failure or
 * wrong totals exit 1. One worker each (WEB_CONCURRENCY=1): the per-request figures are one process's work.
 */
import Database from 'better-sqlite3'
import fs from 'node:fs'
import path from 'node:path'
import { AMOUNT_CENTS, cpuByRequestType, donate, donateWithJs, GIFT_SERVER_ENV } from './donate-journeys.ts'
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
import { fillPot, makeBenchPot, makeDemoDataDir } from './seed-big-pot.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const JOURNEYS = Number(process.env.BENCH_PROFILE_JOURNEYS ?? 30)
const COMPARE = process.env.BENCH_COMPARE
const CPU_PROF = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null

buildUnlessSkipped()
const seeded = await makeDemoDataDir()
const pot = makeBenchPot(seeded.db, 'Petite cagnotte')
fillPot(seeded.db, pot.id, 10)
seeded.db.$client.close()
const env = GIFT_SERVER_ENV
const servers = {
	this: await startBuiltServer({
		dataDir: copyDataDir(seeded.dataDir),
		keepData: true,
		env,
		nodeFlags: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
	}),
	...(COMPARE
		? {
				compared: await startBuiltServer({
					dataDir: copyDataDir(seeded.dataDir),
					keepData: true,
					env,
					cwd: COMPARE,
				}),
			}
		: {}),
}
fs.rmSync(seeded.dataDir, { recursive: true, force: true })
const commits = { this: commitUnderTest(), ...(COMPARE ? { compared: commitUnderTest(COMPARE) } : {}) }

const stored = (server: { dataDir: string }) => {
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

type Reading = Awaited<ReturnType<typeof cpuByRequestType>>
const arms: Record<string, () => Promise<Reading>> = {}
for (const [journeyName, journey] of Object.entries({ js: donateWithJs, noJs: donate }))
	for (const [serverName, server] of Object.entries(servers))
		arms[`${journeyName}.${serverName}`] = () => cpuByRequestType(server, pot.id, JOURNEYS, journey)

let goalsMet = true
const results: Record<string, unknown> = {}
const totals: Record<string, unknown> = {}
try {
	const rounds = await alternate(ROUNDS, arms, { warmUp: true })
	for (const journeyName of ['js', 'noJs']) {
		const summarise = (list: Reading[]) => {
			const types = Object.keys(list[0]!.byRequestType)
			return {
				serverCpuMsPerGift: median(list.map((r) => r.serverCpuMsPerGift)),
				wholeRunCpuMsPerGift: median(list.map((r) => r.wholeRunCpuMsPerGift)),
				donorCpuMsPerGift: median(list.map((r) => r.donorCpuMsPerGift)),
				byRequestType: Object.fromEntries(
					types.map((type) => [
						type,
						{
							perGiftMs: round(median(list.map((r) => r.byRequestType[type]?.perGiftMs ?? NaN)), 2),
							requestsPerGift: round(
								(list[0]!.byRequestType[type]?.perGiftMs ?? 0) /
									(list[0]!.byRequestType[type]?.perRequestMs || 1),
								2,
							),
						},
					]),
				),
			}
		}
		const mine = rounds[`${journeyName}.this`]!
		const theirs = rounds[`${journeyName}.compared`]
		results[journeyName] = {
			this: summarise(mine),
			...(theirs
				? {
						compared: summarise(theirs),
						thisToCompared: medianRatio(
							mine.map((r) => r.wholeRunCpuMsPerGift),
							theirs.map((r) => r.wholeRunCpuMsPerGift),
						),
					}
				: {}),
		}
		console.log(
			`${journeyName}: ${median(mine.map((r) => r.wholeRunCpuMsPerGift))} ms of server CPU a gift` +
				(theirs ? `, compared ${median(theirs.map((r) => r.wholeRunCpuMsPerGift))} ms` : ''),
		)
	}
} finally {
	for (const server of Object.values(servers)) await server.stop()
}
const gifts = (ROUNDS + 1) * 2 * JOURNEYS
for (const [name, server] of Object.entries(servers)) {
	const after = stored(server)
	const exact = after.stored === after.recount && after.stored - before[name]!.stored === gifts * AMOUNT_CENTS
	totals[name] = { giftsConfirmed: gifts, ...after, exact }
	if (!exact) goalsMet = false
	fs.rmSync(server.dataDir, { recursive: true, force: true })
}
finish(
	'donate-steps',
	{ journeys: JOURNEYS, rounds: ROUNDS, commits, ...results, totals },
	{ goalsMet, refusals: new Refusals() },
)
