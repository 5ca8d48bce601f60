import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { attachPayIn, claimDonation } from '#app/donations/ledger.server.ts'
import { handlePendingEvents } from '#app/donations/provider-events.server.ts'
import { recordProviderEvent } from '#app/payments/events.server.ts'
import { createSandboxProvider } from '#app/payments/sandbox/index.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { donations, pots, providerEvents } from '#db/schema/index.ts'
import { useSeededAppDatabase } from '#tests/support/database.ts'
import { demoCharity, giveAndSettle, makeDonor, makePot } from '#tests/support/fixtures/donations.ts'

/**
 * The gift's hot statements are prepared once per connection (docs/performance.md, s14-app): what drizzle
 * computed per row (a provider key, the dates) must still be computed per call, never frozen in the statement.
 */
useSeededAppDatabase()

const quickGift = (potId: number) => ({
	potId,
	isQuick: true,
	quickEmail: 'camille@exemple.fr',
	quickFirstName: 'Camille',
	quickLastName: 'Donatrice',
	amountCents: 1200,
	tipCents: 0,
	method: 'CARD' as const,
})

describe('claimDonation, prepared', () => {
	test('each attempt gets its own row, provider key and dates; a replayed attempt finds its row', async () => {
		const pot = makePot(demoCharity('GENERATED').id)
		const first = claimDonation(`card-prepared-1-${pot.id}`, quickGift(pot.id))
		await new Promise((resolve) => setTimeout(resolve, 5))
		const second = claimDonation(`card-prepared-2-${pot.id}`, { ...quickGift(pot.id), tipCents: 150 })
		expect(first.created && second.created).toBe(true)
		expect(second.donation.id).not.toBe(first.donation.id)
		expect(second.donation.providerKey).not.toBe(first.donation.providerKey)
		expect(second.donation.createdAt.getTime()).toBeGreaterThan(first.donation.createdAt.getTime())
		expect(second.donation).toMatchObject({ tipCents: 150, amountCents: 1200, status: 'CREATED' })
		const replay = claimDonation(`card-prepared-1-${pot.id}`, quickGift(pot.id))
		expect(replay).toMatchObject({ created: false, donation: { id: first.donation.id } })
		// Another set of columns (a signed-in donor) is its own statement.
		const third = claimDonation(`card-prepared-3-${pot.id}`, {
			potId: pot.id,
			donorId: makeDonor('prepared').id,
			amountCents: 500,
			tipCents: 0,
			method: 'CARD',
		})
		expect(third).toMatchObject({ created: true, donation: { isQuick: false, amountCents: 500 } })
	})

	test('attachPayIn records the pay-in once, with a fresh update time', async () => {
		const pot = makePot(demoCharity('GENERATED').id)
		const { donation } = claimDonation(`card-prepared-attach-${pot.id}`, quickGift(pot.id))
		await new Promise((resolve) => setTimeout(resolve, 5))
		attachPayIn(donation.id, 'payin-first')
		attachPayIn(donation.id, 'payin-second')
		const row = getDb().select().from(donations).where(eq(donations.id, donation.id)).get()!
		expect(row.providerPayInId).toBe('payin-first')
		expect(row.updatedAt.getTime()).toBeGreaterThan(donation.updatedAt.getTime())
	})
})

test('recordProviderEvent stores an event once, with its dates', () => {
	const event = {
		eventType: 'PAYIN_NORMAL_SUCCEEDED',
		resourceId: `prepared-${Date.now()}`,
		date: 1_700_000_000,
	}
	expect(recordProviderEvent(event)).toBe(true)
	expect(recordProviderEvent(event)).toBe(false)
	const rows = getDb()
		.select()
		.from(providerEvents)
		.where(eq(providerEvents.resourceId, event.resourceId))
		.all()
	expect(rows).toHaveLength(1)
	expect(rows[0]!.occurredAt.getTime()).toBe(1_700_000_000_000)
})

test('handled events are marked processed with the time they were handled', async () => {
	const event = {
		eventType: 'TRANSFER_NORMAL_SUCCEEDED',
		resourceId: `prepared-${Date.now()}`,
		date: 1_700_000_000,
	}
	recordProviderEvent(event)
	const before = Date.now()
	await handlePendingEvents(createSandboxProvider(), { freshOnly: true })
	const [row] = getDb()
		.select()
		.from(providerEvents)
		.where(eq(providerEvents.resourceId, event.resourceId))
		.all()
	expect(row).toMatchObject({ attempts: 1, error: null })
	expect(row!.processedAt!.getTime()).toBeGreaterThanOrEqual(before)
	expect(row!.processedAt!.getTime()).toBeLessThanOrEqual(Date.now())
})

test('a gift counted into its pot marks the pot changed now (the sitemap reads it)', async () => {
	const charity = demoCharity('GENERATED')
	// The totals' statement is built by an earlier gift: its update time must not be that one's.
	await giveAndSettle(makePot(charity.id).id, { quickEmail: 'avant@exemple.fr' }, 500)
	await new Promise((resolve) => setTimeout(resolve, 20))
	const pot = makePot(charity.id)
	const before = Date.now()
	await giveAndSettle(pot.id, { quickEmail: 'apres@exemple.fr' }, 700)
	const row = getDb().select().from(pots).where(eq(pots.id, pot.id)).get()!
	expect(row.donationsTotalCents).toBe(700)
	expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(before)
})
