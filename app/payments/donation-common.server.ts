import { type donations } from '#db/schema/index.ts'
import { getDonationByPayIn, settlePayIn } from '../donations/ledger.server.ts'
import { type PaymentProvider, isPaymentProviderError, type TxResult } from './provider.ts'

type Donation = typeof donations.$inferSelect

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

export const outcomeOf = (donation: Donation): PaymentOutcome => ({
	status: donation.status,
	potId: donation.potId,
	donationId: donation.id,
	payInId: donation.providerPayInId,
	resultCode: donation.resultCode,
})

/**
 * One retry of a create* call under the same idempotency key: after a timeout or a 5xx the provider answers
 * with the original result if the first call went through (R1), so the retry never charges twice.
 */
export async function withOneRetry<T>(call: () => Promise<T>): Promise<T> {
	try {
		return await call()
	} catch (error) {
		if (!isPaymentProviderError(error) || !(error.retryable || error.status === null)) throw error
		return call()
	}
}

/** Applies a pay-in the provider just answered with, and reads its donation back. */
export async function settleAndRead(payIn: TxResult) {
	if (payIn.status !== 'CREATED') await settlePayIn(payIn)
	const donation = getDonationByPayIn(payIn.id)
	if (!donation) throw new Error(`Pay-in ${payIn.id} has no donation`)
	return outcomeOf(donation)
}

/**
 * A return from the provider with `transactionId` (3-D Secure, hosted card page): re-fetches the pay-in and
 * applies it (R3). Safe to replay; an unknown id or another pot's id is ignored.
 */
export async function settleReturnedPayIn(
	provider: PaymentProvider,
	potId: number,
	transactionId: string,
): Promise<PaymentOutcome> {
	const donation = /^[\w-]{1,64}$/.test(transactionId) ? getDonationByPayIn(transactionId) : undefined
	if (!donation || donation.potId !== potId) return { status: 'STALE', potId }
	if (donation.status !== 'CREATED') return outcomeOf(donation)
	try {
		return await settleAndRead(await provider.getPayIn(transactionId))
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		return outcomeOf(donation)
	}
}
