import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { applyReversal } from '#app/donations/reversal.server.ts'
import { checkPotTotals, recountPotTotals } from '#app/donations/pot-totals.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { pots, potTotalsDiscrepancies } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, giveAndSettle, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'

// Issue 16 item 1, ADR 018: a pot's totals move by each donation's own delta; the participant count by one
// only for a donor's first succeeded donation on the pot (or when its last one is reversed); the full recount
// is a periodic check that corrects and records any drift.

useSeededAppDatabase()

const totalsOf = (potId: number) =>
	getDb()
		.select({ total: pots.donationsTotalCents, count: pots.donationsCount, donors: pots.donatorsCount })
		.from(pots)
		.where(eq(pots.id, potId))
		.get()!

const refund = (donation: { providerPayInId: string | null }, n: number) =>
	applyReversal({
		kind: 'REFUND',
		payInId: donation.providerPayInId!,
		providerReversalId: `fixture-refund-${n}-${Date.now()}`,
		resultCode: '000000',
		resultMessage: 'Success',
		at: null,
	})

describe('deltas', () => {
	test('an account giving twice is one participant; a quick e-mail in another case is the same participant', async () => {
		const pot = makePot(demoCharity('GENERATED').id)
		const donor = makeDonor('deltas')
		await giveAndSettle(pot.id, donor, 2000)
		expect(totalsOf(pot.id)).toEqual({ total: 2000, count: 1, donors: 1 })
		await giveAndSettle(pot.id, donor, 1500)
		expect(totalsOf(pot.id)).toEqual({ total: 3500, count: 2, donors: 1 })
		await giveAndSettle(pot.id, { quickEmail: 'Jo.Rapide@Exemple.fr' }, 1000)
		expect(totalsOf(pot.id)).toEqual({ total: 4500, count: 3, donors: 2 })
		await giveAndSettle(pot.id, { quickEmail: 'jo.rapide@exemple.fr' }, 1000)
		expect(totalsOf(pot.id)).toEqual({ total: 5500, count: 4, donors: 2 })
		// The same e-mail as an account's is another participant, as the recount counts it.
		await giveAndSettle(pot.id, { quickEmail: donor.email }, 700)
		expect(totalsOf(pot.id)).toEqual({ total: 6200, count: 5, donors: 3 })
		expect(recountPotTotals(getDb(), pot.id)).toEqual(totalsOf(pot.id))
	})

	test("a reversal of one of a donor's two donations keeps the participant; of the last one removes it", async () => {
		const pot = makePot(demoCharity('GENERATED').id)
		const donor = makeDonor('reversal')
		const first = await giveAndSettle(pot.id, donor, 2000)
		const second = await giveAndSettle(pot.id, donor, 3000)
		const quick = await giveAndSettle(pot.id, { quickEmail: 'seul@exemple.fr' }, 1200)
		expect(totalsOf(pot.id)).toEqual({ total: 6200, count: 3, donors: 2 })
		expect(refund(first, 1)).toMatchObject({ changed: true })
		expect(totalsOf(pot.id)).toEqual({ total: 4200, count: 2, donors: 2 })
		expect(refund(quick, 2)).toMatchObject({ changed: true })
		expect(totalsOf(pot.id)).toEqual({ total: 3000, count: 1, donors: 1 })
		expect(refund(second, 3)).toMatchObject({ changed: true })
		expect(totalsOf(pot.id)).toEqual({ total: 0, count: 0, donors: 0 })
		// A replayed reversal changes nothing.
		expect(refund(second, 4)).toMatchObject({ changed: false })
		expect(totalsOf(pot.id)).toEqual({ total: 0, count: 0, donors: 0 })
	})

	test('the participant checks are index lookups, never a scan of the donations', () => {
		const db = getDb()
		const plans = [
			`select id from donations where pot_id = 1 and donor_id = 2 and status = 'SUCCEEDED' and id <> 3 limit 1`,
			`select id from donations where pot_id = 1 and lower(quick_email) = lower('a@b.fr') and donor_id is null and status = 'SUCCEEDED' and id <> 3 limit 1`,
		].map((query) =>
			(db.$client.prepare(`explain query plan ${query}`).all() as Array<{ detail: string }>)
				.map((row) => row.detail)
				.join(' / '),
		)
		expect(plans[0]).toMatch(/USING (COVERING )?INDEX donations_pot_donor_idx/)
		expect(plans[1]).toMatch(/USING INDEX donations_pot_quick_email_idx/)
		for (const plan of plans) expect(plan).not.toMatch(/SCAN donations/)
	})
})

describe('the periodic check', () => {
	test('finds a drifted pot, corrects it to the recount and records what it found; a second run finds nothing', async () => {
		const pot = makePot(demoCharity('GENERATED').id)
		await giveAndSettle(pot.id, makeDonor('drift'), 2500)
		// Every pot agrees with its recount before the drift.
		expect(checkPotTotals().filter((d) => d.potId === pot.id)).toEqual([])
		getDb()
			.update(pots)
			.set({ donationsTotalCents: sql`${pots.donationsTotalCents} + 100`, donatorsCount: 5 })
			.where(eq(pots.id, pot.id))
			.run()
		const at = new Date('2026-11-24T03:00:00Z')
		const drifts = checkPotTotals(at)
		expect(drifts).toEqual([
			{
				potId: pot.id,
				stored: { total: 2600, count: 1, donors: 5 },
				recounted: { total: 2500, count: 1, donors: 1 },
			},
		])
		expect(totalsOf(pot.id)).toEqual({ total: 2500, count: 1, donors: 1 })
		expect(
			getDb().select().from(potTotalsDiscrepancies).where(eq(potTotalsDiscrepancies.potId, pot.id)).all(),
		).toEqual([
			expect.objectContaining({
				storedTotalCents: 2600,
				recountedTotalCents: 2500,
				storedDonators: 5,
				recountedDonators: 1,
				action: 'CORRECTED',
				detectedAt: at,
			}),
		])
		expect(checkPotTotals()).toEqual([])
	})
})
