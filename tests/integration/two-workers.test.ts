// Issue 29: two worker processes on one DATA_DIR (WEB_CONCURRENCY=2, the production build: `npm run build`
// first). Card gifts by browsers without JavaScript go through both workers (the primary deals the
// connections), this test's process debits monthly gifts on the same files meanwhile (a third writer), and
// the simulator's notifications, each sent twice, are answered by both workers. Nothing fails, nothing waits
// into SQLITE_BUSY, and every pot's stored totals equal their recount.
import fs from 'node:fs'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { runMonthlyDebits } from '#app/donations/monthly.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { ensurePotWallet } from '#app/payments/parties.server.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { createSandboxControl } from '#app/payments/sandbox/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { donations, providerEvents, users } from '#db/schema/index.ts'
import { simMandates } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makePot } from '#tests/support/fixtures/donations.ts'
import { signedMonthlyGifts } from '#tests/support/fixtures/organiser.ts'
import { waitFor } from '#tests/support/polling.ts'
import { NoJsBrowser, type Page } from '../../scripts/bench/nojs-browser.ts'
import { isBuilt, startBuiltServer } from '#tests/support/built-server.ts'

const DONORS = 4
const GIFTS_EACH = 3
const MONTHLY = 4
const CARD = { cardNumber: '4970107111111119', cardExpirationDate: '1230', cardCvx: '123' }

useSeededAppDatabase()
const dataDir = process.env.DATA_DIR!
const stops: Array<() => Promise<void>> = []
afterAll(async () => {
	for (const stop of stops) await stop()
})

/** `WEB_CONCURRENCY=2 npm start` on this file's DATA_DIR; resolves once both workers listen. */
async function startTwoWorkers() {
	const server = await startBuiltServer(
		{ WEB_CONCURRENCY: '2', RATE_LIMIT_FACTOR: '100000' },
		{ dataDir, nodeArgs: ['--max-semi-space-size=4'] },
	)
	stops.push(server.stop)
	expect(server.logs()).toContain('2 workers')
	return server
}

/** The server's workers: its child processes, from /proc. */
function workerPids(primary: number) {
	return fs
		.readdirSync('/proc')
		.filter((entry) => /^\d+$/.test(entry))
		.filter((pid) => {
			try {
				// pid (comm) state ppid …: the command name may hold spaces, so read after its closing parenthesis.
				const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
				return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === primary
			} catch {
				return false // gone meanwhile
			}
		})
		.map(Number)
}

/** Requests the load guard refused with 503 and Retry-After (a busy machine), sent again. */
let shed = 0

/**
 * One quick card gift of 12 € from the pot page to the thanks, as scripts/bench/donate.ts walks it. A step the
 * load guard refused (503: nothing was done) is sent again, as a visitor would after « Réessayez ».
 */
async function giveByCard(base: string, potId: number, n: number) {
	const browser = new NoJsBrowser(base)
	const step = async (send: () => Promise<Page>) => {
		let page = await send()
		for (let again = 0; page.status === 503 && again < 50; again++) {
			shed++
			await new Promise((resolve) => setTimeout(resolve, 100))
			page = await send()
		}
		if (page.status !== 200) throw new Error(`${page.url} answered ${page.status}`)
		return page
	}
	const pot = await step(() => browser.get(`/participate/${potId}`))
	const tips = await step(() => browser.submit(pot, /^DON RAPIDE/, { amount: '12' }))
	const identity = await step(() => browser.submit(tips, 'Valider et payer'))
	const cardForm = await step(() =>
		browser.submit(identity, 'Continuer vers le paiement', {
			firstname: 'Camille',
			name: 'Donatrice',
			email: `deux-processus-${n}@exemple.fr`,
			birth_date: '1990-05-04',
		}),
	)
	const page = await step(() => browser.submit(cardForm, /^Payer /, CARD))
	expect(page.html).toContain('Merci pour votre don')
	// Nothing but the load guard's refusals (503, sent again above): no 500.
	expect(browser.errors.filter((error) => !error.startsWith('503 '))).toEqual([])
}

/** The next 5th of a month (the monthly gifts' debit day), at noon. */
function nextFifth(now = new Date()) {
	const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 5, 12))
	if (day.getTime() <= now.getTime()) day.setUTCMonth(day.getUTCMonth() + 1)
	return day
}

type Totals = { collected: number; donations: number; donors: number }
function totalsOf(potId: number) {
	const db = getDb()
	const stored = db.get<Totals>(
		sql`select donations_total_cents as collected, donations_count as donations, donators_count as donors
			from pots where id = ${potId}`,
	)
	const recount = db.get<Totals>(
		sql`select coalesce(sum(amount_cents), 0) as collected, count(*) as donations,
				count(distinct coalesce('u' || donor_id, 'q' || lower(quick_email))) as donors
			from donations where pot_id = ${potId} and status = 'SUCCEEDED'`,
	)
	return { stored, recount }
}

test('two workers on one DATA_DIR: concurrent gifts, monthly debits and webhooks, 0 errors, totals exact', async () => {
	if (!isBuilt())
		throw new Error('tests/integration/two-workers.test.ts needs the build: run `npm run build`.')
	const charity = demoCharity('GENERATED')
	const cardPot = makePot(charity.id, 'Cagnotte des deux processus')
	const monthlyPot = makePot(charity.id, 'Cagnotte mensuelle des deux processus')
	const donorIds = getDb()
		.select({ id: users.id })
		.from(users)
		.where(eq(users.role, 'private'))
		.limit(MONTHLY)
		.all()
		.map((u) => u.id)
	expect(donorIds).toHaveLength(MONTHLY)
	const provider = await getPaymentProvider()
	for (const donorId of donorIds) {
		const { providerMandateId } = await signedMonthlyGifts(donorId, [monthlyPot.id], charity.id)
		// The donor is the mandate's owner at the provider, as the monthly journey leaves them.
		const owner = getSandboxDb()
			.select({ userId: simMandates.userId })
			.from(simMandates)
			.where(eq(simMandates.id, providerMandateId))
			.get()!
		getDb().update(users).set({ providerUserId: owner.userId }).where(eq(users.id, donorId)).run()
	}
	await ensurePotWallet(provider, monthlyPot.id)

	const server = await startTwoWorkers()
	const control = createSandboxControl({ webhookUrl: `${server.origin}/webhooks/mangopay` })

	// Everything at once: the card gifts through both workers, the month's debits from this process.
	const gifts = Array.from({ length: DONORS }, async (_, donor) => {
		for (let gift = 0; gift < GIFTS_EACH; gift++)
			await giveByCard(server.origin, cardPot.id, donor * 10 + gift)
	})
	const debits = (async () => {
		const run = await runMonthlyDebits(provider, nextFifth())
		expect(run.claimed).toBe(MONTHLY)
		// The bank settles them two days later; the simulator notifies the platform (each notification twice).
		await control.advanceTime(3 * 24 * 3600 * 1000)
		let delivered = 0
		while (delivered < MONTHLY) delivered += await control.deliverWebhooks({ duplicate: true })
	})()
	await Promise.all([...gifts, debits])
	// The card gifts' notifications too, twice each, while the workers still apply the first ones.
	await control.deliverWebhooks({ duplicate: true })

	// The workers apply notifications off the request: wait until none is left.
	const db = getDb()
	await waitFor(
		() => db.select().from(providerEvents).where(isNull(providerEvents.processedAt)).all().length === 0,
		{ timeout: 20_000, message: 'notifications left unprocessed' },
	)
	const succeeded = (potId: number) =>
		db
			.select()
			.from(donations)
			.where(and(eq(donations.potId, potId), eq(donations.status, 'SUCCEEDED')))
			.all().length
	expect(succeeded(cardPot.id)).toBe(DONORS * GIFTS_EACH)
	await waitFor(() => succeeded(monthlyPot.id) === MONTHLY, { timeout: 10_000 })
	for (const pot of [cardPot, monthlyPot]) {
		const { stored, recount } = totalsOf(pot.id)
		expect(stored).toEqual(recount)
	}
	expect(totalsOf(cardPot.id).stored.collected).toBe(DONORS * GIFTS_EACH * 1200)
	expect(totalsOf(monthlyPot.id).stored.collected).toBe(MONTHLY * 1500)
	expect(
		db
			.select()
			.from(providerEvents)
			.all()
			.every((event) => event.error === null),
	).toBe(true)

	// Exactly one worker ran the background jobs; no worker logged an error or met a locked database.
	expect(server.logs().match(/Background jobs run in worker/g)).toHaveLength(1)
	expect(server.errors()).not.toMatch(/SQLITE_BUSY|database is locked|Error|stopped/)
	if (shed > 0) console.info(`${shed} steps refused by the load guard (busy machine) and sent again`)

	// A worker that dies is replaced, and the site keeps answering meanwhile.
	const [first, second] = workerPids(server.pid)
	expect(second).toBeDefined()
	process.kill(first!, 'SIGKILL')
	await waitFor(() => server.errors().includes(`Worker ${first} stopped (SIGKILL): another one starts.`), {
		timeout: 10_000,
	})
	await waitFor(() => workerPids(server.pid).filter((pid) => pid !== second).length === 1, {
		timeout: 20_000,
		message: 'no worker replaced the one that died',
	})
	// (/healthcheck: never shed by the load guard, it reads the database like a page does)
	for (let i = 0; i < 6; i++) expect((await fetch(`${server.origin}/healthcheck`)).status).toBe(200)

	// SIGTERM stops the workers, then the primary, within the primary's 10 s grace.
	const workers = workerPids(server.pid)
	const stopped = Date.now()
	await server.stop()
	expect(Date.now() - stopped).toBeLessThan(15_000)
	expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([])
}, 150_000)
