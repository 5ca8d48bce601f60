import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm'
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
		const gifts = tx
			.select({ amountCents: donations.amountCents, status: donations.status, reversal: donations.reversal })
			.from(donations)
			.where(
				and(eq(donations.potId, potId), or(eq(donations.status, 'SUCCEEDED'), isNotNull(donations.reversal))),
			)
			.all()
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
