/**
 * `npm run bench:pot-scale [-- --skip-build]`: does the pot page cost the same whatever the pot's size? (issue
 * 16: p95 at 100 000 donations ≤ ×1.2 of 10 donations; a participants page 1 000 pages deep costs what the
 * first does.)
 *
 * One demo database with two new pots, one with 10 donations and one with 100 000 (inserted directly, totals
 * set to their recount), served by the production build with `PAGE_CACHE=off`, so every view is rendered:
 * the render path is what is measured, not the microcache. Anonymous GETs, one at a time after a warm-up, for
 * the first page of each pot and for the big pot's participants 1 000 pages deep (its cursor built from the
 * 50 000th donation, as the "Afficher les 50 suivants" links would carry it after 1 000 clicks). The URLs
 * alternate request by request (A/B/A/B). Any answer but a 200 is a refusal and fails the run.
 * BENCH_COMPARE=<dir>: a built checkout of another commit whose server, on its own copy of the same database,
 * answers the same URLs in the same rotation: its ratios are the before of a change, measured in the same run
 * (a p95 over 60 rounds moves by ±20 % between runs on this machine; within one run both see the same noise).
 */
const refusals = new Refusals()
import {
	buildUnlessSkipped,
	commitUnderTest,
	copyDataDir,
	finish,
	percentile,
	Refusals,
	startBuiltServer,
} from './lib.ts'
import { fillPot, makeBenchPot, makeDemoDataDir } from './seed-big-pot.ts'

// A p95 over 60 rounds is the third-slowest view: it moved from ×1.31 to ×0.90 between two runs of one commit
// (docs/performance.md, session 13); over 300 it is the fifteenth, about 30 s a server.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300)
const GOAL_RATIO = 1.2

/** p50/p95 of each URL, requests interleaved round by round (drift and warm-up hit them all alike). */
async function measure(urls: Record<string, string>) {
	const times = Object.fromEntries(Object.keys(urls).map((name) => [name, [] as number[]]))
	const bytes: Record<string, number> = {}
	for (let round = 0; round < ROUNDS + 15; round++) {
		for (const [name, url] of Object.entries(urls)) {
			const started = performance.now()
			const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
			const body = await response.arrayBuffer()
			if (!refusals.note(response.status, response.headers, name) || response.status !== 200) continue
			if (round >= 15) times[name]!.push(performance.now() - started)
			bytes[name] = body.byteLength
		}
	}
	return Object.fromEntries(
		Object.entries(times).map(([name, list]) => [
			name,
			{
				p50: Number(percentile(list, 50).toFixed(1)),
				p95: Number(percentile(list, 95).toFixed(1)),
				htmlBytes: bytes[name]!,
			},
		]),
	) as Record<keyof typeof urls, { p50: number; p95: number; htmlBytes: number }>
}

buildUnlessSkipped()
const { dataDir, db } = await makeDemoDataDir()
const small = makeBenchPot(db, 'Petite cagnotte')
const big = makeBenchPot(db, 'Cagnotte de 100 000 dons')
fillPot(db, small.id, 10)
fillPot(db, big.id, 100_000)
const deep = db.$client
	.prepare(
		`select created_at as at, id from donations where pot_id = ? and status = 'SUCCEEDED'
		 order by created_at desc, id desc limit 1 offset 49999`,
	)
	.get(big.id) as { at: number; id: number }
db.$client.close()

const compareDir = process.env.BENCH_COMPARE
// The compared server gets its own copy before either server opens the database.
const compareData = compareDir ? copyDataDir(dataDir) : null
const server = await startBuiltServer({ dataDir, env: { PAGE_CACHE: 'off' } })
let before: Awaited<ReturnType<typeof startBuiltServer>> | null = null
const pages = (base: string) => ({
	smallPot: `${base}/participate/${small.id}`,
	bigPot: `${base}/participate/${big.id}`,
	bigPotDeepPage: `${base}/participate/${big.id}?apres=${deep.at}.${deep.id}.50000`,
	legacyPageParameter: `${base}/participate/${big.id}?page=1000`,
})
type Figures = { p50: number; p95: number; htmlBytes: number }
let results: Record<string, Figures>
try {
	if (compareDir)
		before = await startBuiltServer({
			cwd: compareDir,
			dataDir: compareData!,
			removeData: true,
			env: { PAGE_CACHE: 'off' },
		})
	const urls: Record<string, string> = pages(server.base)
	if (before) for (const [name, url] of Object.entries(pages(before.base))) urls[`before.${name}`] = url
	results = await measure(urls)
} finally {
	await server.stop()
	await before?.stop()
	await import('node:fs').then((fs) => {
		fs.rmSync(dataDir, { recursive: true, force: true })
		if (compareData) fs.rmSync(compareData, { recursive: true, force: true })
	})
}
const ratios = (prefix: string) => {
	const [smallPot, bigPot, deepPage] = ['smallPot', 'bigPot', 'bigPotDeepPage'].map(
		(n) => results[prefix + n]!,
	)
	return {
		sizeRatio: Number((bigPot!.p95 / smallPot!.p95).toFixed(2)),
		depthRatio: Number((deepPage!.p95 / bigPot!.p95).toFixed(2)),
	}
}
const { sizeRatio, depthRatio } = ratios('')
const compared = before ? { commit: commitUnderTest(compareDir), ...ratios('before.') } : undefined
const ok = sizeRatio <= GOAL_RATIO && depthRatio <= GOAL_RATIO
finish(
	'pot-scale',
	{ rounds: ROUNDS, ...results, sizeRatio, depthRatio, goalRatio: GOAL_RATIO, compared },
	{ goalsMet: ok, refusals },
)
const [smallPot, bigPot, bigPotDeepPage] = [results.smallPot!, results.bigPot!, results.bigPotDeepPage!]
console.log(
	`${ok ? 'OK' : 'FAILED'}: p95 ${bigPot.p95} ms at 100 000 donations vs ${smallPot.p95} ms at 10 ` +
		`(×${sizeRatio}); 1 000 pages deep ${bigPotDeepPage.p95} ms (×${depthRatio}, ` +
		`${bigPotDeepPage.htmlBytes} bytes of HTML vs ${bigPot.htmlBytes})` +
		(compared
			? `; ${compared.commit} in the same run: ×${compared.sizeRatio} and ×${compared.depthRatio}, ` +
				`big pot p95 ${results['before.bigPot']!.p95} ms`
			: ''),
)
