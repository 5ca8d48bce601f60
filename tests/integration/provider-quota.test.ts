import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { reconcilePayments } from '#app/donations/reconcile.server.ts'
import { QUOTA_WAIT } from '#app/donations/quota-wait.server.ts'
import { WAIT_BOUND_MS } from '#app/lib/donations/quota-timing.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import {
	getProviderBudget,
	ProviderBudget,
	withProviderPriority,
	withReservedCalls,
} from '#app/payments/quota.server.ts'
import { getSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { createSandboxControl } from '#app/payments/sandbox/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { loader as carteLoader } from '#app/routes/participate.$id.carte.tsx'
import { loader as waitLoader } from '#app/routes/participate.$id.paiement-en-cours.tsx'
import { action as quickAction, loader as quickLoader } from '#app/routes/participate.$id.quick-payment.tsx'
import { quotaMessages } from '#app/lib/donations/quota-messages.ts'
import { openDatabase } from '#db/client.server.ts'
import { charities, donations, pots } from '#db/schema/index.ts'
import { simPayIns } from '#db/schema/sandbox.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { makeDonor, makePot } from '#tests/support/fixtures/donations.ts'
import { Jar } from '#tests/support/cookie-jar.ts'
import {
	BASE,
	cardGift,
	cardReturn as vaultReturnOf,
	get,
	post,
	signedIn,
} from '#tests/support/route-gifts.ts'

/**
 * The provider's call budget (app/payments/quota.server.ts) on a real SQLite file and the sandbox: shared by
 * connections to one database, first come donors, a donor sent to « paiement en cours » and paid exactly once
 * when the budget frees, jobs deferred.
 */

useSeededAppDatabase()
const control = createSandboxControl({ webhookUrl: 'http://127.0.0.1:9/webhooks/mangopay' })

/** A signed-in donor at the card form of a new pot, and the vault's return URL with the card's token. */
async function cardReturn() {
	const donor = makeDonor('quota')
	const pot = makePot(charityId())
	const jar = await signedIn(donor.id)
	const { url } = await vaultReturnOf(pot.id, jar)
	return { potId: pot.id, jar, url }
}

/** An active charity of the seed that takes card gifts. */
const charityId = () =>
	getDb().select({ id: charities.id }).from(charities).where(eq(charities.isActive, true)).get()!.id

const donationsOf = (potId: number) =>
	getDb().select().from(donations).where(eq(donations.potId, potId)).all()
const payInsOf = (potId: number) => {
	const wallet = getDb().select().from(pots).where(eq(pots.id, potId)).get()?.providerWalletId
	return wallet
		? getSandboxDb().select().from(simPayIns).where(eq(simPayIns.creditedWalletId, wallet)).all()
		: []
}

describe('the budget', () => {
	test('is one budget for every connection to the database, and keeps headroom for higher priorities', () => {
		getDb() // the file exists and is migrated
		const file = getDb().$client.name
		const limits = [{ limit: 20, seconds: 60 }]
		const one = new ProviderBudget(openDatabase(file).$client, limits)
		const two = new ProviderBudget(openDatabase(file).$client, limits)
		try {
			one.restore()
			const now = Date.now()
			// Jobs stop with 40 % of the window left (12 of 20 calls), whichever process asks.
			let jobCalls = 0
			while ((jobCalls % 2 ? one : two).take('job', 1, now) === null) jobCalls++
			expect(jobCalls).toBe(12)
			expect(one.take('reconciliation', 3, now)).toBeNull()
			expect(two.take('reconciliation', 1, now)).toBe(now + 60_000)
			expect(two.take('return', 3, now)).toBeNull()
			expect(one.take('return', 1, now)).not.toBeNull()
			expect(one.take('donor', 2, now)).toBeNull()
			expect(two.take('donor', 1, now)).toBe(now + 60_000)
			expect(one.windows()[0]).toMatchObject({ used: 20, limit: 20 })
			// The window starts again once it resets.
			expect(two.take('job', 1, now + 60_000)).toBeNull()
		} finally {
			one.sqlite.close()
			two.sqlite.close()
		}
	})

	test('learns a report that changes nothing without the write lock, and writes one that does', () => {
		getDb()
		const file = getDb().$client.name
		const limits = [{ limit: 20, seconds: 60 }]
		const budget = new ProviderBudget(openDatabase(file).$client, limits)
		const other = openDatabase(file).$client
		try {
			budget.restore()
			const now = 1_800_000_000_000
			expect(budget.take('donor', 1, now)).toBeNull()
			const same = [{ made: 1, remaining: 19, resetAt: (now + 60_000) / 1000 }]
			budget.learn(same)
			budget.sqlite.pragma('busy_timeout = 50')
			// Another process holds the write lock: the same report again needs no write, and waits for none.
			other.prepare('BEGIN IMMEDIATE').run()
			budget.learn(same)
			expect(() => budget.learn([{ made: 5, remaining: 15, resetAt: (now + 60_000) / 1000 }])).toThrow(
				/locked|busy/i,
			)
			other.prepare('ROLLBACK').run()
			budget.learn([{ made: 5, remaining: 15, resetAt: (now + 60_000) / 1000 }])
			expect(budget.windows()).toEqual([{ seconds: 60, limit: 20, used: 5, resetAt: now + 60_000 }])
		} finally {
			budget.sqlite.close()
			other.close()
		}
	})

	test("reads, without writing, the answers to a reservation's calls, and learns one that differs", async () => {
		const provider = await getPaymentProvider()
		const budget = getProviderBudget()
		budget.restore()
		const ask = () => provider.getIdempotentResponse('no-such-key-000000002')
		await ask() // the windows start, and the provider's count is learnt
		const rows = budget.windows().length
		const changes = () => (budget.sqlite.prepare('SELECT total_changes() AS n').get() as { n: number }).n
		const before = changes()
		// Two calls reserved, then sent one by one: the first answer counts one call fewer than we do (the
		// second is not sent yet), which agrees; only the reservation writes.
		const reserved = await withReservedCalls(2, async () => {
			await ask()
			await ask()
			return 'sent'
		})
		expect(reserved).toEqual({ ok: true, value: 'sent' })
		expect(changes() - before).toBe(rows)
		const made = () =>
			getSandboxDb().$client.prepare('SELECT used FROM sim_quota ORDER BY seconds').pluck().all()
		expect(budget.windows().map((w) => w.used)).toEqual(made())
		// A reservation left half unsent is corrected by the next answer: learnt, as the provider counts.
		await withReservedCalls(2, ask)
		expect(budget.windows().map((w) => w.used)).toEqual(made().map((n) => Number(n) + 1))
		await ask()
		expect(budget.windows().map((w) => w.used)).toEqual(made())
		budget.restore()
	})

	test('defers a job with nothing sent to the provider, while returns and donors still get through', async () => {
		const provider = await getPaymentProvider()
		const budget = getProviderBudget()
		budget.restore()
		const ask = () => provider.getIdempotentResponse('no-such-key-000000001')
		await ask() // the windows start
		// The 15-minute window 80 % spent: jobs (40 % headroom) and the reconciliation (25 %) wait.
		getDb()
			.$client.prepare('UPDATE provider_quota SET used = CAST("limit" * 0.8 AS INT) WHERE seconds = 900')
			.run()
		const calls = () => getSandboxDb().$client.prepare('SELECT max(used) AS n FROM sim_quota').get()
		const before = calls()
		await expect(withProviderPriority('job', ask)).rejects.toMatchObject({
			code: 'rate_limit',
			retryable: true,
		})
		await expect(withProviderPriority('reconciliation', ask)).rejects.toMatchObject({ code: 'rate_limit' })
		expect(calls()).toEqual(before)
		// Returns (10 % headroom) and donors (none) still pass.
		await withProviderPriority('return', ask)
		await ask()
		expect(calls()).not.toEqual(before)
		budget.restore()
	})
})

describe('a card gift', () => {
	test('reserves exactly the calls it sends: afterwards the budget counts what the provider counts', async () => {
		const budget = getProviderBudget()
		budget.restore()
		const made = () =>
			getSandboxDb().$client.prepare('SELECT used FROM sim_quota ORDER BY seconds').pluck().all()
		const pot = makePot(charityId())
		// The pot's first gift creates its wallet (three calls), the next one needs two.
		for (const name of ['quota-first', 'quota-second']) {
			const jar = await signedIn(makeDonor(name).id)
			expect((await cardGift(pot.id, jar)).location).toBe(`/participate/${pot.id}/confirmation`)
			expect(budget.windows().map((w) => w.used)).toEqual(made())
		}
		expect(payInsOf(pot.id)).toHaveLength(2)
		budget.restore()
	})
})

describe('a donor when the budget is short', () => {
	test('waits on « paiement en cours » with nothing charged, then is paid exactly once when it frees', async () => {
		const budget = getProviderBudget()
		budget.restore()
		const { potId, jar, url } = await cardReturn()
		budget.exhaust()

		const first = await get(carteLoader, url, jar)
		const wait = first.location!
		expect(wait).toMatch(new RegExp(`^/participate/${potId}/paiement-en-cours\\?reg=`))
		expect(new URL(wait, BASE).searchParams.get('data')).toBe(new URL(url, BASE).searchParams.get('data'))
		// Kept for the donor: claimed, waiting, no pay-in at the provider, not a failure.
		expect(donationsOf(potId)).toMatchObject([{ status: 'CREATED', resultCode: QUOTA_WAIT }])
		expect(payInsOf(potId)).toHaveLength(0)

		// The page, reloaded while the budget is short: still waiting, still nothing charged.
		const page = await get(waitLoader, wait, jar)
		expect(page.body).toEqual({ potId, resumeUrl: wait, tooLong: false })
		expect(payInsOf(potId)).toHaveLength(0)
		// The reconciliation does not fail a gift that waits for the budget (once it may run).
		budget.restore()
		await reconcilePayments(await getPaymentProvider(), new Date(Date.now() + 20 * 60_000))
		expect(donationsOf(potId)).toMatchObject([{ status: 'CREATED', resultCode: QUOTA_WAIT }])

		// Budget back: the next reload pays the same donation, once.
		const paid = await get(waitLoader, wait, jar)
		expect(paid.location).toBe(`/participate/${potId}/confirmation`)
		const rows = donationsOf(potId)
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ status: 'SUCCEEDED' })
		expect(payInsOf(potId)).toHaveLength(1)
		expect(rows[0]!.providerPayInId).toBe(payInsOf(potId)[0]!.id)
		// Reloaded again (another tab, the meta refresh): nothing more.
		expect((await get(waitLoader, wait, jar)).location).toBe(`/participate/${potId}/confirmation`)
		expect((await get(carteLoader, url, jar)).location).toBe(`/participate/${potId}/confirmation`)
		expect(payInsOf(potId)).toHaveLength(1)
	})

	test("the provider's own 429 (budget out of step) waits the same way; past the bound the page says so", async () => {
		const budget = getProviderBudget()
		budget.restore()
		const { potId, jar, url } = await cardReturn()
		// The provider counts calls we did not see: its window is full although ours is not.
		await control.setRateLimits([{ limit: 1, seconds: 60 }])
		await getSandboxDb()
			.$client.prepare('UPDATE sim_quota SET used = 1, reset_at = ?')
			.run(Date.now() + 60_000)

		const wait = (await get(carteLoader, url, jar)).location!
		expect(wait).toContain(`/participate/${potId}/paiement-en-cours?`)
		expect(donationsOf(potId)).toMatchObject([{ status: 'CREATED', resultCode: QUOTA_WAIT }])
		expect(payInsOf(potId)).toHaveLength(0)
		// The budget learned the provider's count from its headers: nothing more is sent until it resets.
		expect(budget.windows()[0]).toMatchObject({ limit: 1, used: 1 })

		// Eleven minutes later, still short: the page stops refreshing and offers to resume.
		getDb()
			.update(donations)
			.set({ createdAt: new Date(Date.now() - WAIT_BOUND_MS - 60_000) })
			.where(and(eq(donations.potId, potId)))
			.run()
		expect((await get(waitLoader, wait, jar)).body).toMatchObject({ tooLong: true, resumeUrl: wait })

		await control.setRateLimits(null)
		budget.restore()
		expect((await get(waitLoader, wait, jar)).location).toBe(`/participate/${potId}/confirmation`)
		expect(donationsOf(potId)).toMatchObject([{ status: 'SUCCEEDED' }])
		expect(payInsOf(potId)).toHaveLength(1)
	})
})

describe('a quick donor when the budget is short', () => {
	test('gives their identity at once; the card form waits for the budget, then appears', async () => {
		const budget = getProviderBudget()
		budget.restore()
		const pot = makePot(charityId())
		const jar = new Jar()
		const url = `/participate/${pot.id}/quick-payment?amount=1200&tip=0&quick=true`
		const opened = await get(quickLoader, url, jar)
		expect(opened.body).toMatchObject({ state: 'quickIdentity' })
		budget.exhaust()
		const calls = () => getSandboxDb().$client.prepare('SELECT max(used) AS n FROM sim_quota').get()
		const before = calls()

		// The identity costs no provider call: it is taken, and the donor goes on to the card step.
		const identity = {
			firstname: 'Camille',
			name: 'Rapide',
			email: 'camille.rapide@exemple.fr',
			birth_date: '1990-05-04',
		}
		const sent = await post(quickAction, url, identity, jar)
		expect(sent.location).toBe(url)

		// The card step waits: the page says so (and refreshes itself), with nothing sent to the provider.
		const waiting = await get(quickLoader, url, jar)
		expect(waiting.body).toMatchObject({ state: 'card', card: null, error: quotaMessages.busyStart })
		expect(calls()).toEqual(before)

		// Budget back: the same page now holds the card form, for a payer made from the identity given.
		budget.restore()
		const ready = await get(quickLoader, url, jar)
		expect(ready.body).toMatchObject({ state: 'card', error: null })
		const card = (ready.body as { card: { returnURL: string } | null }).card
		expect(card?.returnURL).toContain('reg=')
		const payer = getSandboxDb()
			.$client.prepare(
				"SELECT first_name AS firstName, email FROM sim_users WHERE tag LIKE 'quick-%' ORDER BY rowid DESC",
			)
			.get()
		expect(payer).toEqual({ firstName: 'Camille', email: 'camille.rapide@exemple.fr' })
	})
})
