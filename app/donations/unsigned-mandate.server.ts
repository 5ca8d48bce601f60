import { and, eq, isNull } from 'drizzle-orm'
import { subscriptions } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { type PaymentFlow } from './flow.server.ts'
import { failDonation } from './ledger.server.ts'

/**
 * The donor chose another method while the mandate was unsigned: its one-off gift fails and its subscription
 * is cancelled, so a signature arriving later debits nothing.
 */
export function abandonUnsignedMandateGift(c: PaymentFlow['snapshot']['context']) {
	if (c.donationId) failDonation(c.donationId, 'ABANDONED', 'Another payment method was chosen')
	if (c.subscriptionId) {
		getDb()
			.update(subscriptions)
			.set({ status: 'CANCELED' })
			.where(and(eq(subscriptions.id, c.subscriptionId), isNull(subscriptions.lastChargedPeriod)))
			.run()
	}
}
