import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { charities, donations, payouts, pots } from '#db/schema/index.ts'
import { payoutBankWireRef, payoutBlocker } from '../lib/payouts/payouts.ts'
import { potMoney, type PotMoney } from '../lib/payouts/pot-money.ts'
import { getDb } from '../platform/db.server.ts'
import { potPayoutState } from './ledger.server.ts'

/**
 * « Où va l'argent » of one pot, read from the ledger in one transaction (a consistent snapshot): its gifts
 * that came in (and those whose money went back), its payouts, and why what is left waits.
 */
export function potMoneyAccount(potId: number, now = new Date()): PotMoney | null {
	return getDb().transaction((tx) => {
		const pot = tx
			.select({ verifiedAt: charities.providerVerifiedAt })
			.from(pots)
			.innerJoin(charities, eq(charities.id, pots.charityId))
			.where(eq(pots.id, potId))
			.get()
		const state = potPayoutState(tx, potId)
		if (!pot || !state) return null
		// Summed by SQLite over the pot's rows: a pot of 10 000 gifts costs no object per gift.
		const refund = sql`${donations.reversal} = 'REFUND'`
		const chargeBack = sql`${donations.reversal} in ('CHARGEBACK', 'LATE_FAILURE')`
		const gifts = tx
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
				and(eq(donations.potId, potId), or(eq(donations.status, 'SUCCEEDED'), isNotNull(donations.reversal))),
			)
			.get()!
		const attempts = tx
			.select({
				status: payouts.status,
				amountCents: payouts.amountCents,
				feeCents: payouts.feeCents,
				succeededAt: payouts.succeededAt,
			})
			.from(payouts)
			.where(and(eq(payouts.potId, potId), inArray(payouts.status, ['CREATED', 'SUCCEEDED'])))
			.orderBy(asc(payouts.id))
			.all()
		const reference = payoutBankWireRef(potId)
		return potMoney(
			gifts,
			attempts.map((attempt) => ({ ...attempt, reference })),
			{ blocker: payoutBlocker(state, now), charityVerified: pot.verifiedAt !== null },
		)
	})
}
