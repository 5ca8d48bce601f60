import { type donations } from '#db/schema/index.ts'

/** Where a payment stands, for the route to answer with (see `respondWithOutcome`). */
export type PaymentOutcome =
	| {
			status: 'SUCCEEDED' | 'FAILED' | 'CREATED'
			potId: number
			donationId: number
			payInId: string | null
			resultCode: string | null
	  }
	| { status: 'REDIRECT'; url: string }
	| { status: 'STALE'; potId: number }

type DonationStatus = (typeof donations.$inferSelect)['status']

/** The payment's own outcome: a donation refunded later was paid all the same. */
export const paymentStatusOf = (status: DonationStatus) => (status === 'REFUNDED' ? 'SUCCEEDED' : status)

export const outcomeOf = (donation: typeof donations.$inferSelect): PaymentOutcome => ({
	status: paymentStatusOf(donation.status),
	potId: donation.potId,
	donationId: donation.id,
	payInId: donation.providerPayInId,
	resultCode: donation.resultCode,
})
