/**
 * `npm run bench:burst [-- --skip-build]`: BENCH_BURST_DONORS (1 000) quick card donors arriving within
 * BENCH_BURST_SECONDS (60) against the built server on the sandbox, whose call quota (SANDBOX_RATE_LIMITS, and
 * the platform's budget PROVIDER_RATE_LIMITS) is scaled down so that the burst needs several times a window.
 *
 * Each donor is a browser without JavaScript (scripts/bench/nojs-browser.ts) doing the quick donation's
 * journey; a page that waits for the budget (« paiement en cours », or the card form not ready yet) is
 * reloaded every 5 seconds, as its meta refresh does, until the thanks. Reported: donors paid at once or
 * after a wait, failures, pay-ins per donation (double charges), provider calls per gift, time to drain.
 * Before the burst, a signed-in donor gives once by each method: the provider calls per gift by method.
 *
 * Baseline, ALTERNATED with it in the same run (lib.ts), BENCH_ROUNDS (1) rounds: the same burst with a quota
 * large enough never to wait (BENCH_BURST_BASELINE_LIMITS), each burst on its own server and copy of one
 * seeded DATA_DIR. What the small quota costs is the difference. Every answer that is not 2xx/3xx is counted
 * as a refusal (by status, the load guard's by priority), even when the donor's retry then succeeded, and fails
 * the run, as a failed or doubly charged donation does.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import {
	alternate,
	buildUnlessSkipped,
	copyDataDir,
	finish,
	loadAverage,
	Refusals,
	startBuiltServer,
} from './lib.ts'
import { type Page, type RequestObserver, NoJsBrowser, readForms } from './nojs-browser.ts'
import { makeBenchPot, makeDemoDataDir } from './seed-big-pot.ts'

const DONORS = Number(process.env.BENCH_BURST_DONORS ?? 1000)
const SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 60)
const LIMITS = process.env.BENCH_BURST_LIMITS ?? '800/1m,4000/5m,8800/1h,105600/24h'
const BASELINE_LIMITS =
	process.env.BENCH_BURST_BASELINE_LIMITS ?? '1000000/1m,5000000/5m,10000000/1h,100000000/24h'
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
const CARD = { cardNumber: '4970107111111119', cardExpirationDate: '1230', cardCvx: '123' }
const REFRESH_MS = 5_000

const waiting = (page: Page) =>
	page.url.includes('/paiement-en-cours') || page.html.includes('le formulaire de carte s’affichera')

/** Requests the donors' browsers sent again after a dropped connection (nojs-browser.ts). */
let resent = 0

async function donate(base: string, potId: number, n: number, observe: RequestObserver) {
	const browser = new NoJsBrowser(base, observe)
	try {
		return await journey(browser, potId, n)
	} finally {
		resent += browser.dropped
	}
}

async function journey(browser: NoJsBrowser, potId: number, n: number) {
	let waited = false
	let page: Page = { url: '', status: 0, html: '', requests: 0 }
	const step = async (next: () => Promise<Page>) => {
		// The load guard's 503 (server/load-guard.js) is answered before anything is done: the browser's
		// « Réessayer » after a few seconds sends the same request again.
		const before = page
		for (let tries = 0; ; tries++) {
			page = await next().catch((error: unknown) => {
				if (tries < 30 && String(error).includes('503'))
					return { url: before.url, html: before.html, requests: before.requests, status: 503 }
				throw error
			})
			if (page.status !== 503 || tries >= 30) break
			page = before
			await new Promise((resolve) => setTimeout(resolve, REFRESH_MS))
		}
		while (waiting(page)) {
			waited = true
			await new Promise((resolve) => setTimeout(resolve, REFRESH_MS))
			page = await browser.get(page.url)
		}
		if (page.status !== 200) throw new Error(`${page.url} answered ${page.status}`)
	}
	await step(() => browser.get(`/participate/${potId}`))
	await step(() => browser.submit(page, /^DON RAPIDE/, { amount: '12' }))
	await step(() => browser.submit(page, 'Valider et payer'))
	await step(() =>
		browser.submit(page, 'Continuer vers le paiement', {
			firstname: 'Camille',
			name: 'Donatrice',
			email: `bench-burst-${n}@exemple.fr`,
			birth_date: '04-05-1990',
		}),
	)
	await step(() => browser.submit(page, /^Payer /, CARD))
	if (!page.url.endsWith(`/participate/${potId}/confirmation`))
		throw new Error(`The journey ended at ${page.url} (${page.status})`)
	return waited
}

/** The provider calls counted by the sandbox in its longest window (24 h: never resets during the run). */
const callsSoFar = (sandboxFile: string) => {
	const db = new Database(sandboxFile, { readonly: true })
	try {
		return (db.prepare('SELECT used FROM sim_quota ORDER BY seconds DESC LIMIT 1').get() as { used: number })
			.used
	} finally {
		db.close()
	}
}

/**
 * Provider calls per gift by method, before the burst: a signed-in donor (Marie, whose provider user exists
 * after her first gift) gives once by each method on a pot of its own, one gift at a time.
 */
async function callsPerMethod(base: string, potId: number, sandboxFile: string) {
	const browser = new NoJsBrowser(base)
	let page = await browser.get('/login')
	page = await browser.submit(page, 'Connexion', {
		email: 'marie.dupont@donnons.demo',
		password: 'Donnons-2026!',
	})
	const IBAN = { iban: 'FR7630004000031234567890143', bic: 'BNPAFRPP' }
	const measure = async (name: string, journey: () => Promise<void>) => {
		const before = callsSoFar(sandboxFile)
		await journey()
		if (page.status !== 200) throw new Error(`${name}: ${page.url} answered ${page.status}`)
		return [name, callsSoFar(sandboxFile) - before] as const
	}
	// The sandbox's mandate page, unless the donor's mandate for this account is signed already.
	const signIfAsked = async () => {
		if (readForms(page).some((f) => f.buttons.some((b) => b.label === 'Signer le mandat')))
			page = await browser.submit(page, 'Signer le mandat')
	}
	const pay = (query: string) => browser.get(`/participate/${potId}/payment?${query}`)
	const card = async () => {
		page = await browser.submit(await pay('amount=2000&tip=0'), /^Payer /, CARD)
		if (!page.url.includes('/confirmation')) throw new Error(`card: ended at ${page.url}`)
	}
	return Object.fromEntries([
		await measure('cardFirstGiftOfAccount', card),
		await measure('card', card),
		await measure('oneOffDirectDebit', async () => {
			page = await browser.submit(
				await pay('amount=2100&tip=0&mode=unique'),
				'Signer le mandat et donner',
				IBAN,
			)
			await signIfAsked()
		}),
		await measure('monthlyDirectDebit', async () => {
			page = await browser.submit(await pay('amount=2200&tip=0&mode=monthly'), 'Je donne tous les mois', IBAN)
			await signIfAsked()
		}),
		await measure('sepaTransferInstructions', async () => {
			page = await browser.submit(
				await pay('amount=2300&tip=0&mode=sepa'),
				'Obtenir les coordonnées du virement',
			)
		}),
	])
}

buildUnlessSkipped()
const seeded = await makeDemoDataDir()
const pot = makeBenchPot(seeded.db, 'Cagnotte de la rafale')
const methodsPot = makeBenchPot(seeded.db, 'Cagnotte des moyens de paiement')
seeded.db.$client.close()
const refusals = new Refusals()

/** One burst on its own server and copy of the seeded DATA_DIR, with the given quota. */
async function burst(limits: string) {
	const dataDir = copyDataDir(seeded.dataDir)
	const sandboxFile = path.join(dataDir, 'sandbox.db')
	const server = await startBuiltServer({
		dataDir,
		env: { RATE_LIMIT_FACTOR: '100000', SANDBOX_RATE_LIMITS: limits, PROVIDER_RATE_LIMITS: limits },
	})
	const mine = new Refusals()
	const observe: RequestObserver = (method, url) => (status, headers) =>
		mine.note(status, headers, `${method} ${new URL(url).pathname}`)
	resent = 0
	let stopped = false
	try {
		const perMethod = await callsPerMethod(server.base, methodsPot.id, sandboxFile)
		const callsBeforeBurst = callsSoFar(sandboxFile)
		const started = performance.now()
		let paidAtOnce = 0
		let paidAfterWait = 0
		const failures: string[] = []
		let lastDone = 0
		await Promise.all(
			Array.from({ length: DONORS }, async (_, i) => {
				await new Promise((resolve) => setTimeout(resolve, (i * SECONDS * 1000) / DONORS))
				try {
					if (await donate(server.base, pot.id, i + 1, observe)) paidAfterWait++
					else paidAtOnce++
				} catch (error) {
					failures.push(error instanceof Error ? error.message : String(error))
				}
				lastDone = performance.now()
			}),
		)
		const loadAtEnd = loadAverage()
		await server.stop().then(() => (stopped = true))
		refusals.add(mine)
		const app = new Database(path.join(dataDir, 'donnons.db'), { readonly: true })
		const sandbox = new Database(sandboxFile, { readonly: true })
		try {
			const donations = app
				.prepare('SELECT status, count(*) AS n FROM donations WHERE pot_id = ? GROUP BY status')
				.all(pot.id) as Array<{ status: string; n: number }>
			const payIns = sandbox
				.prepare("SELECT tag, count(*) AS n FROM sim_pay_ins WHERE status = 'SUCCEEDED' GROUP BY tag")
				.all() as Array<{ tag: string | null; n: number }>
			const calls = callsSoFar(sandboxFile) - callsBeforeBurst
			const creates = sandbox
				.prepare('SELECT operation, count(*) AS n FROM sim_idempotency GROUP BY operation')
				.all() as Array<{ operation: string; n: number }>
			const paid = donations.find((d) => d.status === 'SUCCEEDED')?.n ?? 0
			return {
				limits,
				paidAtOnce,
				paidAfterWait,
				failures: failures.length,
				failureSamples: failures.slice(0, 5),
				refusals: mine.toJSON(),
				requestsSentAgainAfterDroppedConnection: resent,
				donations,
				doubleCharges: payIns.filter((p) => p.n > 1).length,
				providerCallsPerGift: {
					quickCardInBurst: paid ? Math.round((calls / paid) * 100) / 100 : null,
					callsInBurst: calls,
					signedInOneGiftEach: perMethod,
				},
				createsByOperation: creates,
				drainSeconds: Math.round((lastDone - started) / 100) / 10,
				loadAverageAtEnd: loadAtEnd,
			}
		} finally {
			app.close()
			sandbox.close()
			fs.rmSync(dataDir, { recursive: true, force: true })
		}
	} finally {
		if (!stopped) await server.stop()
	}
}

const rounds = await alternate(ROUNDS, {
	smallQuota: () => burst(LIMITS),
	baselineLargeQuota: () => burst(BASELINE_LIMITS),
})
fs.rmSync(seeded.dataDir, { recursive: true, force: true })
const all = [...rounds.smallQuota, ...rounds.baselineLargeQuota]
const goalsMet = all.every(
	(b) => b.failures === 0 && b.doubleCharges === 0 && b.paidAtOnce + b.paidAfterWait === DONORS,
)
for (const [name, list] of Object.entries(rounds))
	for (const b of list)
		console.log(
			`${name}: ${b.paidAtOnce + b.paidAfterWait} of ${DONORS} paid (${b.paidAfterWait} after a wait), ` +
				`${b.failures} failed, ${b.doubleCharges} charged twice, ${b.refusals.total} refusals, drained in ` +
				`${b.drainSeconds} s, ${b.providerCallsPerGift.quickCardInBurst} provider calls a gift`,
		)
finish(
	'burst',
	{ donors: DONORS, arrivalSeconds: SECONDS, rounds: ROUNDS, ...rounds },
	{ goalsMet, refusals },
)
