import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { getSessionUser, requireUser } from '#app/auth/session.server.ts'
import { findDonationByAttempt } from '#app/donations/ledger.server.ts'
import { loadPaymentFlow } from '#app/donations/flow.server.ts'
import { completeCardPayment } from '#app/donations/card.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { respondWithOutcome } from '#app/donations/outcome.server.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { paymentNotCurrent } from '#app/lib/payment-outcomes.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { loadPayablePot } from '#app/donations/payment-page.server.ts'

/**
 * The card vault's return (GET `?reg=…&data=…` or `&errorCode=…`): the card is registered, the donation
 * saved and paid (spec 3 §4 "Card"). Safe to replay: a second hit reads where the payment stands.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const potId = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null
	const query = new URL(request.url).searchParams
	const registrationId = query.get('reg') ?? ''
	if (!potId || !/^[\w-]{1,64}$/.test(registrationId)) throw redirect('/')
	const user = await getSessionUser(request)
	const { flow, signedOut } = await loadPaymentFlow(request, user?.id ?? null)
	// Signed out on the way (session expired, logout in another tab): sign in again, then back here to pay.
	if (signedOut) await requireUser(request)
	// About to charge: the pot must still be open (a replay of a finished payment only reads it).
	if (!findDonationByAttempt(`card-${registrationId}`)) await loadPayablePot(params.id)
	const ipAddress =
		typeof context.clientIp === 'string' && context.clientIp !== 'unknown' ? context.clientIp : '127.0.0.1'
	const result = await completeCardPayment(await getPaymentProvider(), request, flow, {
		potId,
		registrationId,
		query,
		ipAddress,
	})
	if ('retry' in result) {
		// Back to the page the donor came from, the refusal shown: the next attempt gets a fresh registration.
		const c = result.retry.snapshot.context
		return redirect(`/participate/${potId}/${c.quick ? 'quick-payment' : 'payment'}?${c.pageQuery}`)
	}
	if (result.status === 'STALE') {
		// A page that was no longer current (another payment started since, a long pause): nothing was charged.
		return redirectWithToast(`/participate/${potId}`, {
			type: 'error',
			title: toastTitles.attention,
			description: paymentNotCurrent,
		})
	}
	return respondWithOutcome(result)
}
