import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
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
// Summed by SQLite over the pot's rows: a pot of 10 000 gifts costs no object per gift.
const giftSums = (db: DbOrTx) =>
	db
		.select({
			collectedCents: sql<number>`coalesce(sum(${donations.amountCents}), 0)`,
			giftsCount: sql<number>`count(*)`,
			refundedCents: sql<number>`coalesce(sum(case when ${refund} then ${donations.amountCents} end), 0)`,
			refundsCount: sql<number>`count(case when ${refund} then 1 end)`,
			chargedBackCents: sql<number>`coalesce(sum(case when ${chargeBack} then ${donations.amountCents} end), 0)`,
			chargeBacksCount: sql<number>`count(case when ${chargeBack} then 1 end)`,
		})
		.from(donations)
		.where(
			and(
				eq(donations.potId, sql.placeholder('potId')),
				or(eq(donations.status, 'SUCCEEDED'), isNotNull(donations.reversal)),
			),
		)
		.prepare()
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
 * « Où va l'argent » of one pot, read from the ledger in one transaction (a consistent snapshot): its gifts
 * that came in (and those whose money went back), its payouts, and why what is left waits.
 */
export function potMoneyAccount(potId: number, now = new Date()): PotMoney | null {
	return getDb().transaction((tx) => {
		const pot = prepared(tx, charityVerifiedAt).get({ potId })
		const state = potPayoutState(tx, potId)
		if (!pot || !state) return null
		const gifts = prepared(tx, giftSums).get({ potId })!
		const attempts = prepared(tx, payoutAttempts).all({ potId })
		const reference = payoutBankWireRef(potId)
		return potMoney(
			gifts,
			attempts.map((attempt) => ({ ...attempt, reference })),
			{ blocker: payoutBlocker(state, now), charityVerified: pot.verifiedAt !== null },
		)
	})
}
