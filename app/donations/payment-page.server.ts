import { redirect } from '@remix-run/node'
import { type SessionUser } from '../auth/session.server.ts'
import { giftRefusal, giftRefusalMessage } from '../lib/pots/pot-gifts.ts'
import { paymentMessages, toastTitles } from '../lib/messages.ts'
import { type PaymentMethod } from '../lib/donations/payment-methods.ts'
import {
	hasPostalAddress,
	paymentProfileMessage,
	paymentProfileProblem,
} from '../lib/donations/payment-profile.ts'
import { type PaymentQuery, parsePaymentQuery, paymentQueryString } from '../lib/donations/payment-query.ts'
import { returnUrl } from '../mail/urls.server.ts'
import { paymentProfileOf } from '../payments/parties.server.ts'
import { redirectWithToast } from '../platform/toast.server.ts'
import { requireActivePot } from '../pots/pot-page.server.ts'
import { isMatchingPayment } from '../pots/matching.server.ts'
import { type PaymentFlow } from './flow.server.ts'
import { cardReturnPath } from './paths.ts'
import { profilePath } from '#app/lib/account/account-kind.ts'

/**
 * An active pot that takes gifts, by the route's id; otherwise home, or the pot page with why not: 'La
 * cagnotte est déjà fermée', or suspended by an operator (ADR 026). Every donation entry calls it first.
 */
export async function loadPayablePot(
	id: string | undefined,
	matchingPayer?: { userId: number; amountCents: number; tipCents: number } | null,
) {
	return payableOrRefused(payablePot(id, matchingPayer))
}

/**
 * `loadPayablePot`'s reads and verdict, synchronous (for a request's read snapshot): the active pot (a missing
 * or inactive one sends home) and why it takes no gift, if so. `payableOrRefused` answers the refusal.
 */
export function payablePot(
	id: string | undefined,
	matchingPayer?: { userId: number; amountCents: number; tipCents: number } | null,
) {
	const pot = requireActivePot(id)
	const refusal = giftRefusal(pot, new Date())
	// A closed company pot still takes its company's matching payment (app/pots/matching.server.ts).
	if (refusal === 'closed' && matchingPayer && isMatchingPayment(pot, matchingPayer))
		return { pot, refusal: null }
	return { pot, refusal }
}

/** The pot of `payablePot`, or the pot page with why it takes no gift. */
export async function payableOrRefused({ pot, refusal }: ReturnType<typeof payablePot>) {
	if (refusal) {
		throw await redirectWithToast(`/participate/${pot.id}`, {
			type: 'error',
			title: toastTitles.attention,
			description: giftRefusalMessage(refusal),
		})
	}
	return pot
}

/** The signed-in payer and the amounts of a payment page's query, for the matching payment's check. */
export function matchingPayerOf(request: Request, user: { id: number } | null) {
	const q = user ? parsePaymentQuery(new URL(request.url).searchParams) : null
	return q && user ? { userId: user.id, amountCents: q.amountCents, tipCents: q.tipCents } : null
}

export function readPaymentQuery(request: Request, potId: number) {
	const query = parsePaymentQuery(new URL(request.url).searchParams)
	if (!query) throw redirect(`/participate/${potId}`)
	return query
}

/**
 * What the account lacks to pay: the blocking message of docs/requirements.md#spec-3-5, with the profile to fix it; given the
 * page to come back to, the profile returns there once saved complete (`?redirectTo=`).
 */
export function profileBlock(
	user: SessionUser,
	method: PaymentMethod,
	profile = paymentProfileOf(user.id),
	returnTo?: string,
) {
	const profileUrl = returnTo
		? `${profilePath(user.role)}?${new URLSearchParams({ redirectTo: returnTo })}`
		: profilePath(user.role)
	if (!profile) return { message: paymentMessages.paymentAccountNotValidated, profileUrl }
	const problem = paymentProfileProblem(profile)
	if (problem) return { message: paymentProfileMessage(problem), profileUrl }
	if (method === 'sepa' && !hasPostalAddress(profile))
		return { message: paymentMessages.profileIncomplete, profileUrl }
	return null
}

/** The payment flow's input for a signed-in donor's donation. */
export const flowInput = (potId: number, q: PaymentQuery) => ({
	potId,
	amountCents: q.amountCents,
	tipCents: q.tipCents,
	isVisible: !q.hide,
	isAnonymous: q.anonymous,
	quick: false,
	method: q.method,
	pageQuery: paymentQueryString(q),
})

/** A refusal of the card vault under its field (the flow's message otherwise goes above the form). */
export function cardNotices(flow: PaymentFlow, otherError: string | null = null) {
	const { error, errorField } = flow.snapshot.context
	if (otherError) return { error: otherError, cardErrors: null }
	return errorField && error
		? { error: null, cardErrors: { [errorField]: error } }
		: { error, cardErrors: null }
}

/** The card form's target: the provider's vault, which sends the browser back to us with a token. */
export function cardFormOf(request: Request, flow: PaymentFlow) {
	const registration = flow.snapshot.context.registration
	if (!registration || !flow.snapshot.matches('card')) return null
	return {
		action: registration.url,
		data: registration.preregistrationData,
		accessKeyRef: registration.accessKey,
		returnURL: returnUrl(request, cardReturnPath(flow.snapshot.context.potId, registration.id)),
	}
}
