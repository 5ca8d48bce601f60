import type Database from 'better-sqlite3'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { vaultReturn } from '#tests/support/route-gifts.ts'
import { getDb } from '#app/platform/db.server.ts'
import { loader as carteLoader } from '#app/routes/participate.$id.carte.tsx'
import { action as quickAction, loader as quickLoader } from '#app/routes/participate.$id.quick-payment.tsx'
import { donations, supportMessages } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, makePot } from '#tests/support/fixtures/donations.ts'
import { Jar } from '#tests/support/cookie-jar.ts'
import { get, post } from '#tests/support/route-gifts.ts'

/**
 * A quick card gift's commits on the app's database (issue 29, s20-gift): on two workers each commit makes the
 * other worker read again the pages it changed, so the writes of one state change go in one transaction and a
 * report that changes nothing writes nothing (docs/performance.md « Fewer commits a gift »).
 */
useSeededAppDatabase()

/**
 * The commits on `db` while `fn` runs: each transaction (its BEGIN) and each write outside one; and its read
 * transactions: each read-only snapshot (`readSnapshot`, a BEGIN DEFERRED) and each read outside a transaction,
 * which is one of its own. On two workers each read transaction after the other worker's commit starts on an
 * emptied page cache (docs/performance.md « A request's reads as one snapshot »).
 */
async function commitsOf(db: Database.Database, fn: () => Promise<unknown>) {
	const proto = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<
		'run' | 'get' | 'all',
		(...args: unknown[]) => unknown
	>
	const originals = { run: proto.run, get: proto.get, all: proto.all }
	const commits: string[] = []
	const reads: string[] = []
	for (const method of ['run', 'get', 'all'] as const) {
		proto[method] = function (this: Database.Statement, ...args: unknown[]) {
			if (this.database === db && !db.inTransaction) {
				if (/^BEGIN DEFERRED/i.test(this.source)) reads.push('snapshot')
				else if (/^BEGIN/i.test(this.source)) commits.push('transaction')
				else if (/^(PRAGMA|COMMIT|ROLLBACK)/i.test(this.source)) {
					// Not a transaction of the file's.
				} else if (!this.readonly) commits.push(this.source.replace(/\s+/g, ' ').slice(0, 40))
				else reads.push(this.source.replace(/\s+/g, ' ').slice(0, 60))
			}
			return originals[method].apply(this, args)
		}
	}
	try {
		await fn()
	} finally {
		Object.assign(proto, originals)
	}
	return { commits, reads }
}

const identity = (email: string) => ({
	firstname: 'Julie',
	name: 'Petit',
	email,
	birth_date: '1990-05-12',
})

/** A quick donor's gift up to the card form; the identity's POST counted. */
async function quickToCard(potId: number, email: string, message?: string) {
	const jar = new Jar()
	const url = `/participate/${potId}/quick-payment?amount=2000&tip=100&quick=true`
	const opened = await commitsOf(getDb().$client, () => get(quickLoader, url, jar))
	const fields = message ? { ...identity(email), message } : identity(email)
	const posted = await commitsOf(getDb().$client, async () => {
		expect((await post(quickAction, url, fields, jar)).location).toBe(url)
	})
	let page: { card: Parameters<typeof vaultReturn>[0] } | undefined
	const registered = await commitsOf(getDb().$client, async () => {
		page = (await get(quickLoader, url, jar)).body as typeof page
	})
	return { jar, opened, posted, registered, card: page!.card }
}

describe("a quick card gift's commits", () => {
	test("the identity is one commit, the card form three, the card return three, the message goes with the donation, and each request reads in one snapshot but for the provider calls' checks", async () => {
		const pot = makePot(demoCharity('GENERATED').id)
		// The pot's first gift creates its wallet: not counted.
		const first = await quickToCard(pot.id, 'julie.commits.1@exemple.fr')
		await get(carteLoader, vaultReturn(first.card).url, first.jar)

		const { jar, opened, posted, registered, card } = await quickToCard(
			pot.id,
			'julie.commits.2@exemple.fr',
			'Bravo à vous',
		)
		// The attempt's two rate-limit counts, the message and the identity on the flow: one transaction.
		expect(posted.commits).toEqual(['transaction'])
		// The card form: the attempt counted against card testing, the two provider calls (the donor's user,
		// the card registration) taken at once, the registration on the flow.
		expect(registered.commits).toHaveLength(3)
		expect(registered.commits[0]).toMatch(/^insert into "rate_limits"/)
		expect(registered.commits[1]).toBe('transaction')
		expect(registered.commits[2]).toMatch(/^insert into flows/)
		const { url } = vaultReturn(card)
		const returned = await commitsOf(getDb().$client, async () => {
			expect((await get(carteLoader, url, jar)).location).toBe(`/participate/${pot.id}/confirmation`)
		})
		// The donation claimed with its provider calls counted (the answers agree with the count: not written
		// again), the pay-in with its status, totals and receipt, the flow's new state with the message.
		expect(returned.commits).toEqual(['transaction', 'transaction', 'transaction'])
		// Their reads (s21-reads): each request's opening reads — the pot, the flow, its message, the attempt's
		// donation — are one read snapshot, the pot's payee another; what is read after a provider call (the
		// budget checks its report: one read a call) or after the mail is sent stays alone. On
		// e2c3078 the page's opening alone read four times.
		const quotaRead = /FROM provider_quota/
		expect(opened.reads).toEqual(['snapshot'])
		expect(posted.reads).toEqual(['snapshot'])
		expect(registered.reads[0]).toBe('snapshot')
		expect(registered.reads.slice(1)).toEqual([
			expect.stringMatching(quotaRead),
			expect.stringMatching(quotaRead),
		])
		expect(returned.reads.filter((r) => r === 'snapshot')).toHaveLength(2)
		expect(returned.reads.filter((r) => quotaRead.test(r))).toHaveLength(2)
		expect(returned.reads).toHaveLength(6)

		const donation = getDb().select().from(donations).where(eq(donations.potId, pot.id)).all().at(-1)!
		expect(donation).toMatchObject({ status: 'SUCCEEDED', quickEmail: 'julie.commits.2@exemple.fr' })
		expect(donation.providerPayInId).not.toBeNull()
		const message = getDb()
			.select()
			.from(supportMessages)
			.where(eq(supportMessages.donationId, donation.id))
			.get()
		expect(message?.body).toBe('Bravo à vous')
		// Replayed, the return writes nothing.
		const replayed = await commitsOf(getDb().$client, () => get(carteLoader, url, jar))
		expect(replayed.commits).toEqual([])
		// And reads in one snapshot.
		expect(replayed.reads).toEqual(['snapshot'])
	})
})
