/**
 * `npm run bench:ledger`: donation confirmations per second on a pot that already has 100 000 succeeded
 * donations (docs/performance.md: goal ≥ 500/s), in process, against a real SQLite file of a seeded demo DATA_DIR.
 *
 * Each confirmation is what a provider's success costs the ledger: `settlePayIn` with a SUCCEEDED pay-in — one
 * IMMEDIATE transaction that marks the donation, adjusts the pot's totals by its delta (ADR 018), issues the
 * tax receipt and queues the confirmation e-mail, then the e-mail's first attempt (stored: no SMTP here).
 *
 * Baseline, same run, same database, ALTERNATED with it (lib.ts), BENCH_ROUNDS (3) rounds of BENCH_SECONDS (2)
 * each: the same confirmations followed by the full recount the ledger used to run inside that transaction
 * (`resetPotTotals`, a scan of the pot's 100 000 donations), in its own IMMEDIATE transaction right after: the
 * old cost, give or take one commit. Figures are medians over the rounds.
 *
 * "Other pages' p95 unchanged": a Node process is one thread, so what other requests wait for is the time a
 * confirmation holds the event loop (its synchronous transaction). The benchmark prints the p95 of that time
 * for both. At the end the pot's stored totals must equal their recount.
 */
import { eq } from 'drizzle-orm'
import { donations } from '#db/schema/index.ts'
import { alternate, finish, median, medianRatio, percentile, Refusals } from './lib.ts'
import { fillPot, makeBenchPot, makeDemoDataDir } from './seed-big-pot.ts'

const DONATIONS = 100_000
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const GOAL_PER_SECOND = 500

const { dataDir, db } = await makeDemoDataDir()
process.env.DATA_DIR = dataDir
process.env.DEMO_MODE = 'true'
process.env.NODE_ENV = 'production'
globalThis.__donnonsDb = db
const { settlePayIn } = await import('#app/donations/ledger.server.ts')
const { recountPotTotals, resetPotTotals } = await import('#app/donations/pot-totals.server.ts')

const pot = makeBenchPot(db, 'Cagnotte de 100 000 dons')
const filledAt = performance.now()
fillPot(db, pot.id, DONATIONS)
console.log(`${DONATIONS} donations inserted in ${Math.round(performance.now() - filledAt)} ms`)

let n = 0
/** One confirmation: a new CREATED donation with its pay-in, then the provider's success applied. */
async function confirm(withFullRecount: boolean) {
	const payInId = `bench-payin-${++n}`
	const quick = n % 3 === 0
	db.insert(donations)
		.values({
			potId: pot.id,
			donorId: quick ? null : 1,
			isQuick: quick,
			quickFirstName: quick ? 'Jo' : null,
			quickLastName: quick ? 'Rapide' : null,
			quickEmail: quick ? `nouveau-${n}@exemple.fr` : null,
			amountCents: 2000,
			method: 'CARD',
			providerPayInId: payInId,
			attemptKey: `bench-${payInId}`,
		})
		.run()
	const started = performance.now()
	const result = await settlePayIn({
		id: payInId,
		status: 'SUCCEEDED',
		resultCode: '000000',
		resultMessage: 'Success',
		executedAt: Math.floor(Date.now() / 1000),
	})
	if (withFullRecount) db.transaction((tx) => resetPotTotals(tx, pot.id), { behavior: 'immediate' })
	const held = performance.now() - started
	if (!result.changed) throw new Error(`Confirmation ${payInId} changed nothing`)
	return held
}

async function measure(withFullRecount: boolean) {
	const held: number[] = []
	const until = performance.now() + SECONDS * 1000
	const started = performance.now()
	while (performance.now() < until) held.push(await confirm(withFullRecount))
	const seconds = (performance.now() - started) / 1000
	return {
		confirmations: held.length,
		perSecond: Math.round(held.length / seconds),
		heldMsP50: Number(percentile(held, 50).toFixed(2)),
		heldMsP95: Number(percentile(held, 95).toFixed(2)),
	}
}

const before = db.select({ n: donations.id }).from(donations).where(eq(donations.potId, pot.id)).all().length
const rounds = await alternate(ROUNDS, {
	incremental: () => measure(false),
	baselineFullRecount: () => measure(true),
})
const sum = (list: Awaited<ReturnType<typeof measure>>[]) => list.reduce((n, r) => n + r.confirmations, 0)
const summarise = (list: Awaited<ReturnType<typeof measure>>[]) => ({
	confirmations: sum(list),
	perSecond: median(list.map((r) => r.perSecond)),
	heldMsP50: median(list.map((r) => r.heldMsP50)),
	heldMsP95: median(list.map((r) => r.heldMsP95)),
})
const baseline = summarise(rounds.baselineFullRecount)
const deltas = summarise(rounds.incremental)
const ratio = medianRatio(
	rounds.incremental.map((r) => r.perSecond),
	rounds.baselineFullRecount.map((r) => r.perSecond),
)
const stored = recountPotTotals(db, pot.id)
const pots = db.$client
	.prepare(
		'select donations_total_cents as total, donations_count as count, donators_count as donors from pots where id = ?',
	)
	.get(pot.id) as { total: number; count: number; donors: number }
const exact = stored.total === pots.total && stored.count === pots.count && stored.donors === pots.donors
const added = baseline.confirmations + deltas.confirmations

db.$client.close()
await import('node:fs').then((fs) => fs.rmSync(dataDir, { recursive: true, force: true }))
const ok = exact && deltas.perSecond >= GOAL_PER_SECOND && stored.count === before + added
finish(
	'ledger',
	{
		potDonationsAtStart: before,
		secondsPerMeasure: SECONDS,
		rounds: ROUNDS,
		baselineFullRecount: baseline,
		incremental: deltas,
		ratio,
		goalPerSecond: GOAL_PER_SECOND,
		totals: { stored: pots, recounted: stored, exact, donationsAdded: added },
	},
	// In process: nothing can be refused.
	{ goalsMet: ok, refusals: new Refusals() },
)
console.log(
	`${ok ? 'OK' : 'FAILED'}: ${deltas.perSecond} confirmations/s (full recount: ${baseline.perSecond}/s), ` +
		`event loop held p95 ${deltas.heldMsP95} ms (was ${baseline.heldMsP95} ms), totals ${exact ? 'exact' : 'WRONG'}`,
)
