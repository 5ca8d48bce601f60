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

export const outcomeOf = (donation: typeof donations.$inferSelect): PaymentOutcome => ({
	status: donation.status,
	potId: donation.potId,
	donationId: donation.id,
	payInId: donation.providerPayInId,
	resultCode: donation.resultCode,
})
