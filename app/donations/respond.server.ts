import { type SubmissionResult } from '@conform-to/react'
import { redirect } from '@remix-run/node'
import { generic, paymentMessages, toastTitles } from '../lib/messages.ts'
import { refusalMessage } from '../lib/donations/payment-outcomes.ts'
import { quotaMessages } from '../lib/donations/quota-messages.ts'
import { isPaymentProviderError } from '../payments/provider.ts'
import { isQuotaRefusal } from '../payments/quota.server.ts'
import { redirectWithToast, type ToastInput } from '../platform/toast.server.ts'
import { type PaymentOutcome } from './outcome.server.ts'

/**
 * What a checkout step answers with (app/donations/checkout.server.ts, quick.server.ts): where a payment
 * stands, or a page to go to with an optional toast. The route turns it into its Response with `respond`.
 */
export type CheckoutAnswer =
	{ kind: 'outcome'; outcome: PaymentOutcome } | { kind: 'redirect'; url: string; toast: ToastInput | null }

/**
 * A card payment waiting for the provider's call budget: the « paiement en cours » page (`resumeUrl`) resumes
 * the same attempt; `since` is when it was claimed (ms).
 */
export type CheckoutWait = { kind: 'wait'; potId: number; since: number; resumeUrl: string }

/** A page of the checkout to render, with the flow cookie to set when the visitor had none. */
export type CheckoutPage<T> = { kind: 'page'; page: T; headers: Headers | null }

/** A form the donor must correct: the route answers with its result and this status. */
export type CheckoutFormError = { kind: 'invalid'; result: SubmissionResult<string[]>; status: number }

export const answerWith = (outcome: PaymentOutcome): CheckoutAnswer => ({ kind: 'outcome', outcome })

export const redirectTo = (url: string, toast: ToastInput | null = null): CheckoutAnswer => ({
	kind: 'redirect',
	url,
	toast,
})

/**
 * A provider failure the donor can do nothing about: the spec's generic message, nothing half-done. A step
 * the provider's call budget refused (a mandate, a transfer) says so: nothing was sent, try again shortly.
 */
export function providerFailure(error: unknown, to: string, message: string = generic.error): CheckoutAnswer {
	if (!isPaymentProviderError(error)) throw error
	console.error('Payment provider error:', error.code, error.message)
	const description = isQuotaRefusal(error) ? quotaMessages.busyForm : message
	return redirectTo(to, { type: 'error', title: toastTitles.attention, description })
}

export async function respond(answer: CheckoutAnswer) {
	if (answer.kind === 'outcome') return respondWithOutcome(answer.outcome)
	return answer.toast ? redirectWithToast(answer.url, answer.toast) : redirect(answer.url)
}

/**
 * The answer to a payment step (docs/requirements.md#spec-3-4): the provider's page when it asks for the donor; on success the
 * confirmation page with 'Merci de votre générosité !…' (title 'Félicitations'); on a refusal the pot page
 * with the reason; while the bank has not answered, the pot page with the pending notice (`transactionId`).
 */
async function respondWithOutcome(outcome: PaymentOutcome) {
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
