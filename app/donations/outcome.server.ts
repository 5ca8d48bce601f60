import { redirect } from '@remix-run/node'
import { generic, paymentMessages, toastTitles } from '../lib/messages.ts'
import { refusalMessage } from '../lib/payment-outcomes.ts'
import { redirectWithToast } from '../platform/toast.server.ts'
import { isPaymentProviderError } from '../payments/provider.ts'
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

/**
 * The answer to a payment step (spec 3 §4): the provider's page when it asks for the donor; on success the
 * confirmation page with 'Merci de votre générosité !…' (title 'Félicitations'); on a refusal the pot page
 * with the reason; while the bank has not answered, the pot page with the pending notice (`transactionId`).
 */
export async function respondWithOutcome(outcome: PaymentOutcome) {
	switch (outcome.status) {
		case 'REDIRECT':
			return redirect(outcome.url)
		case 'SUCCEEDED':
			return redirectWithToast(`/participate/${outcome.potId}/confirmation`, {
				type: 'success',
				title: toastTitles.congratulations,
				description: paymentMessages.donationSucceeded,
			})
		case 'FAILED':
			return redirectWithToast(`/participate/${outcome.potId}`, {
				type: 'error',
				title: toastTitles.attention,
				description: refusalMessage(outcome.resultCode),
			})
		case 'CREATED':
			return redirect(
				`/participate/${outcome.potId}?${new URLSearchParams({
					transactionId: outcome.payInId ?? 'pending',
				})}`,
			)
		case 'STALE':
			return redirect(`/participate/${outcome.potId}`)
	}
}

/** A provider failure the donor can do nothing about: the spec's generic message, nothing half-done. */
export async function respondWithProviderError(error: unknown, to: string, message: string = generic.error) {
	if (!isPaymentProviderError(error)) throw error
	console.error('Payment provider error:', error.code, error.message)
	return redirectWithToast(to, { type: 'error', title: toastTitles.attention, description: message })
}
