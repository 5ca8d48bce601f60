import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { type DbOrTx, readSnapshot } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { charities, donations, payouts, pots } from '#db/schema/index.ts'
import { payoutBankWireRef, payoutBlocker } from '../lib/payouts/payouts.ts'
import { potMoney, type PotMoney } from '../lib/payouts/pot-money.ts'
import { getDb } from '../platform/db.server.ts'
import { potPayoutState } from './ledger.server.ts'

// A pot page's every rendered view reads these: built and prepared once per connection (docs/performance.md).
const charityVerifiedAt = (db: DbOrTx) =>
	db
		.select({ verifiedAt: charities.providerVerifiedAt })
		.from(pots)
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(eq(pots.id, sql.placeholder('potId')))
		.prepare()
const refund = sql`${donations.reversal} = 'REFUND'`
const chargeBack = sql`${donations.reversal} in ('CHARGEBACK', 'LATE_FAILURE')`
// What came in is the pot's stored totals (ADR 018: its succeeded gifts, adjusted in the ledger's own
// transactions) plus the gifts whose money went back. Those are a few rows reached by donations_pot_idx, so a
// pot of 100 000 gifts costs what a pot of 10 does (bench:pot-scale); summing every gift did not.
const storedTotals = (db: DbOrTx) =>
	db
		.select({ totalCents: pots.donationsTotalCents, count: pots.donationsCount })
		.from(pots)
		.where(eq(pots.id, sql.placeholder('potId')))
		.prepare()
const reversedSums = (db: DbOrTx) =>
	db
		.select({
			reversedCents: sql<number>`coalesce(sum(${donations.amountCents}), 0)`,
			reversedCount: sql<number>`count(*)`,
			refundedCents: sql<number>`coalesce(sum(case when ${refund} then ${donations.amountCents} end), 0)`,
			refundsCount: sql<number>`count(case when ${refund} then 1 end)`,
			chargedBackCents: sql<number>`coalesce(sum(case when ${chargeBack} then ${donations.amountCents} end), 0)`,
			chargeBacksCount: sql<number>`count(case when ${chargeBack} then 1 end)`,
		})
		.from(donations)
		.where(
			and(
				eq(donations.potId, sql.placeholder('potId')),
				inArray(donations.status, ['FAILED', 'REFUNDED']),
				isNotNull(donations.reversal),
			),
		)
		.prepare()
function giftSums(tx: DbOrTx, potId: number, stored: { totalCents: number; count: number }) {
	const { reversedCents, reversedCount, ...reversed } = prepared(tx, reversedSums).get({ potId })!
	return {
		collectedCents: stored.totalCents + reversedCents,
		giftsCount: stored.count + reversedCount,
		...reversed,
	}
}
const payoutAttempts = (db: DbOrTx) =>
	db
		.select({
			status: payouts.status,
			amountCents: payouts.amountCents,
			feeCents: payouts.feeCents,
			succeededAt: payouts.succeededAt,
		})
		.from(payouts)
		.where(
			and(eq(payouts.potId, sql.placeholder('potId')), inArray(payouts.status, ['CREATED', 'SUCCEEDED'])),
		)
		.orderBy(asc(payouts.id))
		.prepare()

/**
 * What « Où va l'argent » is computed from, read in the caller's snapshot: the same for every visitor until a
 * write bumps the pot's page version (app/pots/pot-page-data.server.ts keeps it). No clock: `potMoneyFrom`
 * adds the time.
 */
export function potMoneyFacts(tx: DbOrTx, potId: number) {
	const pot = prepared(tx, charityVerifiedAt).get({ potId })
	const stored = prepared(tx, storedTotals).get({ potId })
	const state = stored && potPayoutState(tx, potId, stored.totalCents)
	if (!pot || !stored || !state) return null
	const reference = payoutBankWireRef(potId)
	return {
		gifts: giftSums(tx, potId, stored),
		attempts: prepared(tx, payoutAttempts)
			.all({ potId })
			.map((attempt) => ({ ...attempt, reference })),
		state,
		charityVerified: pot.verifiedAt !== null,
	}
}

export type PotMoneyFacts = NonNullable<ReturnType<typeof potMoneyFacts>>

/** The same on the app's connection, in the caller's snapshot (the pot page's kept data reads it so). */
export const potMoneyFactsOf = (potId: number) => potMoneyFacts(getDb(), potId)

/** « Où va l'argent » at `now` (whether the pot is still open, whether pending gifts are still awaited). */
export function potMoneyFrom(facts: PotMoneyFacts | null, now: Date): PotMoney | null {
	if (!facts) return null
	return potMoney(facts.gifts, facts.attempts, {
		blocker: payoutBlocker(facts.state, now),
		charityVerified: facts.charityVerified,
	})
}

/**
 * « Où va l'argent » of one pot, read from the ledger as one consistent snapshot: its gifts
 * that came in (and those whose money went back), its payouts, and why what is left waits. A read-only
 * snapshot: a rendered pot page takes no write lock (db/client.server.ts).
 */
export function potMoneyAccount(potId: number, now = new Date()): PotMoney | null {
	const tx = getDb()
	return potMoneyFrom(
		readSnapshot(tx, () => potMoneyFacts(tx, potId)),
		now,
	)
}
