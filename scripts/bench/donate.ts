/**
 * `npm run bench:donate [-- --skip-build]`: complete quick donations over HTTP through the sandbox (docs/performance.md:
 * goal ≥ 100 per second on a small pot and on a pot of 100 000 donations, totals exact).
 *
 * Each donor is a browser without JavaScript (scripts/bench/nojs-browser.ts: cookies, redirects, forms) doing
 * what the journey's end-to-end test does: the pot page, « DON RAPIDE » with 12 €, « Valider et payer », the
 * identity, the sandbox's card form with the frictionless test card, and the confirmation page, « Merci pour
 * votre don ! ». Every request of the journey is sent and every page is rendered. BENCH_DONORS (10) donors at
 * once, BENCH_SECONDS (10) per pot, against the production build with its microcache on.
 *
 * The per-IP rate limits would stop ten donors from one address after a few gifts: they are raised for this run
 * only, by the documented setting `RATE_LIMIT_FACTOR` (README, Production).
 *
 * Baseline, same run: the same journey with one donor at a time (the latency of one donation on a quiet
 * server), and the small pot against the big one (does a large pot slow its gifts?). Also reported, not
 * judged: ten donors whose browser runs JavaScript (steps as `.data`, one rendered page). At the end each pot's
 * stored totals must have grown by exactly the gifts confirmed, and equal their recount.
 */
import Database from 'better-sqlite3'
import path from 'node:path'
import { JsBrowser } from './js-browser.ts'
import { NoJsBrowser } from './nojs-browser.ts'
import { buildUnlessSkipped, percentile, startBuiltServer, writeResult } from './lib.ts'
import { fillPot, makeBenchPot, makeDemoDataDir } from './seed-big-pot.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const DONORS = Number(process.env.BENCH_DONORS ?? 10)
const GOAL_PER_SECOND = 100
const AMOUNT_CENTS = 1200
const CARD = { cardNumber: '4970107111111119', cardExpirationDate: '1230', cardCvx: '123' }

let donorNumber = 0

/** One quick donation from the pot page to the confirmation; the number of HTTP requests it took. */
async function donate(base: string, potId: number) {
	const browser = new NoJsBrowser(base)
	const n = ++donorNumber
	let page = await browser.get(`/participate/${potId}`)
	let requests = page.requests
	const step = async (next: Promise<typeof page>) => {
		page = await next
		requests += page.requests
		if (page.status !== 200)
			throw new Error(
				`${page.url} answered ${page.status}: ${page.html.match(/role="alert"[^>]*>([^<]*)/)?.[1] ?? ''}`,
			)
	}
	await step(browser.submit(page, /^DON RAPIDE/, { amount: String(AMOUNT_CENTS / 100) }))
	await step(browser.submit(page, 'Valider et payer'))
	await step(
		browser.submit(page, 'Continuer vers le paiement', {
			firstname: 'Camille',
			name: 'Donatrice',
			email: `bench-donate-${n}@exemple.fr`,
			birth_date: '1990-05-04',
		}),
	)
	await step(browser.submit(page, /^Payer /, CARD))
	if (!page.url.endsWith(`/participate/${potId}/confirmation`) || !page.html.includes('Merci pour votre don'))
		throw new Error(`The journey ended at ${page.url} (${page.status}) without the thanks`)
	if (browser.errors.length) throw new Error(browser.errors.join(', '))
	return requests
}

/**
 * The same donation by a browser with JavaScript (scripts/bench/js-browser.ts): the pot page, then each step's
 * data and form through `.data` requests, the card form posted to the simulator's vault as a real navigation,
 * and the confirmation page it returns to. Reported beside the journey without JavaScript, not judged.
 */
async function donateWithJs(base: string, potId: number) {
	const browser = new JsBrowser(base)
	const n = ++donorNumber
	const pot = await browser.page(`/participate/${potId}`)
	if (pot.status !== 200) throw new Error(`/participate/${potId} answered ${pot.status}`)
	const tips = await browser.action(`/participate/${potId}?index`, {
		amount: String(AMOUNT_CENTS / 100),
		intent: 'quick',
	})
	if (!tips) throw new Error('« DON RAPIDE » did not lead on')
	await browser.data(tips)
	const quick = `/participate/${potId}/quick-payment?amount=${AMOUNT_CENTS}&tip=0`
	await browser.data(quick)
	const cardPage = await browser.action(quick, {
		site_web: '',
		firstname: 'Camille',
		name: 'Donatrice',
		email: `bench-donate-js-${n}@exemple.fr`,
		birth_date: '1990-05-04',
	})
	if (!cardPage) throw new Error('The identity was not taken')
	const card = (await browser.data(cardPage))['routes/participate.$id.quick-payment']?.data as
		{ card?: { action: string; data: string; accessKeyRef: string; returnURL: string } } | undefined
	if (!card?.card) throw new Error('No card form after the identity')
	const { action, ...hidden } = card.card
	const thanks = await browser.page(action, {
		method: 'POST',
		body: new URLSearchParams({ ...hidden, ...CARD }),
	})
	if (!thanks.html.includes('Merci pour votre don')) throw new Error(`The journey ended without the thanks`)
	if (browser.errors.length) throw new Error(browser.errors.join(', '))
	return browser.requests
}

/** `donors` donors giving again and again for `seconds`. */
async function run(
	base: string,
	potId: number,
	donors: number,
	seconds: number,
	journey: (base: string, potId: number) => Promise<number> = donate,
) {
	const latencies: number[] = []
	const failures: string[] = []
	let requests = 0
	const started = performance.now()
	const until = started + seconds * 1000
	await Promise.all(
		Array.from({ length: donors }, async () => {
			while (performance.now() < until) {
				const at = performance.now()
				try {
					const took = await journey(base, potId)
					requests += took
					latencies.push(performance.now() - at)
				} catch (error) {
					failures.push(error instanceof Error ? error.message : String(error))
				}
			}
		}),
	)
	const elapsed = (performance.now() - started) / 1000
	return {
		donors,
		donations: latencies.length,
		perSecond: Number((latencies.length / elapsed).toFixed(1)),
		requestsPerDonation: latencies.length ? Number((requests / latencies.length).toFixed(1)) : null,
		latencyMsP50: Math.round(percentile(latencies, 50)),
		latencyMsP95: Math.round(percentile(latencies, 95)),
		failures: failures.length,
		firstFailures: [...new Set(failures)].slice(0, 3),
	}
}

type Totals = { collected: number; donations: number; donors: number }
function totals(db: Database.Database, potId: number) {
	const stored = db
		.prepare(
			`select donations_total_cents as collected, donations_count as donations, donators_count as donors
			 from pots where id = ?`,
		)
		.get(potId) as Totals
	const recount = db
		.prepare(
			`select coalesce(sum(amount_cents), 0) as collected, count(*) as donations,
				count(distinct coalesce('u' || donor_id, 'q' || lower(quick_email))) as donors
			 from donations where pot_id = ? and status = 'SUCCEEDED'`,
		)
		.get(potId) as Totals
	return { stored, recount }
}

// BENCH_TARGET=http://host:port/participate/N: only drive donors at a running server (for profiling it).
if (process.env.BENCH_TARGET) {
	const target = new URL(process.env.BENCH_TARGET)
	console.log(await run(target.origin, Number(target.pathname.split('/')[2]), DONORS, SECONDS))
	process.exit(0)
}
buildUnlessSkipped()
const { dataDir, db: seedDb } = await makeDemoDataDir()
const small = makeBenchPot(seedDb, 'Petite cagnotte')
const big = makeBenchPot(seedDb, 'Cagnotte de 100 000 dons')
fillPot(seedDb, small.id, 10)
fillPot(seedDb, big.id, 100_000)
seedDb.$client.close()

const server = await startBuiltServer({ dataDir, env: { RATE_LIMIT_FACTOR: '100000' } })
const db = new Database(path.join(dataDir, 'donnons.db'), { readonly: true })
const results: Record<string, unknown> = {}
let ok = true
try {
	for (const [name, pot] of [
		['smallPot', small],
		['bigPot', big],
	] as const) {
		const before = totals(db, pot.id)
		await run(server.base, pot.id, 1, 2) // warm-up
		const oneDonor = await run(server.base, pot.id, 1, Math.max(3, SECONDS / 3))
		const concurrent = await run(server.base, pot.id, DONORS, SECONDS)
		const withJavaScript = await run(server.base, pot.id, DONORS, SECONDS, donateWithJs)
		const after = totals(db, pot.id)
		const confirmed = oneDonor.donations + concurrent.donations + withJavaScript.donations
		const added = after.stored.collected - before.stored.collected
		// The warm-up's gifts count too: the totals must match the recount whatever was confirmed.
		const exact =
			after.stored.collected === after.recount.collected &&
			after.stored.donations === after.recount.donations &&
			after.stored.donors === after.recount.donors &&
			added >= confirmed * AMOUNT_CENTS &&
			added % AMOUNT_CENTS === 0
		results[name] = { potId: pot.id, oneDonor, concurrent, withJavaScript, totals: { before, after, exact } }
		if (
			!exact ||
			concurrent.failures > 0 ||
			withJavaScript.failures > 0 ||
			concurrent.perSecond < GOAL_PER_SECOND
		)
			ok = false
		console.log(
			`${name}: ${concurrent.perSecond} donations/s with ${DONORS} donors (p95 ${concurrent.latencyMsP95} ms, ` +
				`${concurrent.requestsPerDonation} requests each, ${concurrent.failures} failed); one donor alone ` +
				`${oneDonor.perSecond}/s (p50 ${oneDonor.latencyMsP50} ms); ${DONORS} donors with JavaScript ` +
				`${withJavaScript.perSecond}/s (${withJavaScript.requestsPerDonation} requests each, ` +
				`${withJavaScript.failures} failed); totals ${exact ? 'exact' : 'WRONG'}`,
		)
	}
} finally {
	db.close()
	await server.stop()
	await import('node:fs').then((fs) => fs.rmSync(dataDir, { recursive: true, force: true }))
}
writeResult('donate', { secondsPerRun: SECONDS, goalPerSecond: GOAL_PER_SECOND, ...results, ok })
if (!ok) process.exitCode = 1
