import { generic } from '../lib/messages.ts'
import { type PaymentQuery } from '../lib/donations/payment-query.ts'
import { getPaymentProvider } from '../payments/index.server.ts'
import { type PaymentProvider } from '../payments/provider.ts'
import { type DonationPaymentContext, type DonationPaymentEvent } from '#machines/donation-payment.ts'
import { type CardReport, type QuotaWait, cardRegistrationFor, completeCardPayment } from './card.server.ts'
import { type DirectDebitReport, startDirectDebit } from './direct-debit.server.ts'
import { type PaymentFlow, isFinished, openPaymentFlow, sendPaymentEvent } from './flow.server.ts'
import { type PaymentOutcome } from './outcome.server.ts'
import { paymentPagePath, routeFor } from './paths.ts'
import { flowInput } from './payment-page.server.ts'
import { abandonUnsignedMandateGift } from './unsigned-mandate.server.ts'
import { startWire } from './wire.server.ts'
import { attachSupportMessage } from '../pots/support-messages.server.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * The checkout driver: the one module that sends events to the donation-payment machine. The checkout's
 * entries (checkout.server.ts, quick.server.ts) call its typed steps; the services by method (card,
 * direct debit, wire) do the provider calls and the ledger and return what happened (plain values), which
 * this module reports to the flow. Where a state is shown: `routeFor` (paths.ts).
 */

/** What a step did, as the services return it. */
type StepReport =
	CardReport | DirectDebitReport | { kind: 'wireReady'; donationId: number; wire: WireDetails }
type WireDetails = NonNullable<DonationPaymentContext['wire']>

/** The machine's event for a service's report: the one translation of outcomes into events. */
function eventOf(report: StepReport): DonationPaymentEvent {
	switch (report.kind) {
		case 'cardRegistered':
			return { type: 'REGISTRATION_READY', registration: report.registration, payerId: report.payerId }
		case 'cardRefused':
			return { type: 'CARD_REFUSED', message: report.message, field: report.field }
		case 'payInStarted': {
			const { donationId, status, redirectUrl, message } = report
			return { type: 'PAYIN_STARTED', donationId, status, redirectUrl, message }
		}
		case 'attemptOver':
			return { type: 'ATTEMPT_FAILED', message: generic.error }
		case 'mandateExists':
			return { type: 'MANDATE_EXISTS', donationId: report.donationId, subscriptionId: report.subscriptionId }
		case 'mandateStarted': {
			const { donationId, subscriptionId, redirectUrl } = report
			return { type: 'MANDATE_STARTED', donationId, subscriptionId, redirectUrl }
		}
		case 'wireReady':
			return { type: 'WIRE_READY', donationId: report.donationId, wire: report.wire }
	}
}

function report(flow: PaymentFlow, step: StepReport) {
	const donationId = 'donationId' in step ? step.donationId : null
	if (!donationId) return sendPaymentEvent(flow, eventOf(step))
	// The donor's word of support goes with the donation this attempt made (issue 27 item 3): the flow's new
	// state and the message's donation in one transaction, one commit.
	return getDb().transaction(() => {
		const next = sendPaymentEvent(flow, eventOf(step))
		attachSupportMessage(flow.id, donationId)
		return next
	})
}

/** Gives a flow in the card state a fresh card registration (one per attempt: a registration is used once). */
export async function prepareCard(
	provider: PaymentProvider,
	flow: PaymentFlow,
): Promise<PaymentFlow | { error: string }> {
	if (!flow.snapshot.matches('card')) return flow
	const { reports, error } = await cardRegistrationFor(provider, flow)
	for (const step of reports) flow = report(flow, step)
	return error === null ? flow : { error }
}

/** The donor's flow for this donation, on the requested tab; the card tab gets its card registration. */
export async function preparePaymentFlow(request: Request, potId: number, q: PaymentQuery, userId: number) {
	let flow = await openPaymentFlow(request, flowInput(potId, q), userId)
	if (flow.snapshot.matches('mandateSignature') && flow.snapshot.context.method !== q.method) {
		// Another method while the mandate is unsigned: its gift is given up (a late signature debits nothing)
		// and a new flow starts, with new attempt keys.
		abandonUnsignedMandateGift(flow.snapshot.context)
		sendPaymentEvent(flow, { type: 'ATTEMPT_FAILED', message: '' })
		flow = await openPaymentFlow(request, flowInput(potId, q), userId)
	}
	// The transfer details are shown once, on their own tab.
	if (flow.snapshot.matches('wireDetails') && q.method !== 'sepa')
		return { redirect: paymentPagePath(potId, q, 'sepa') }
	const onATab =
		flow.snapshot.matches('card') || flow.snapshot.matches('directDebit') || flow.snapshot.matches('wire')
	if (onATab && flow.snapshot.context.method !== q.method) {
		flow = sendPaymentEvent(flow, { type: 'CHOOSE_METHOD', method: q.method })
	}
	let providerError: string | null = null
	for (let round = 0; round < 2 && flow.snapshot.matches('card'); round++) {
		const prepared = await prepareCard(await getPaymentProvider(), flow)
		if ('error' in prepared) {
			providerError = prepared.error
			break
		}
		flow = prepared
		// The attempt behind it had ended elsewhere: a new flow for this donation.
		if (isFinished(flow)) flow = await openPaymentFlow(request, flowInput(potId, q), userId)
	}
	return { flow, providerError }
}

/**
 * The card vault's return: the payment, or `retry` (the page to ask for the card again, the refusal shown),
 * with the refusal and the field it is about (none when the card itself was refused).
 */
export async function payByCard(
	...[provider, request, flow, i]: Parameters<typeof completeCardPayment>
): Promise<PaymentOutcome | QuotaWait | { retry: string; error: string; field: string | null }> {
	const { answer, report: step } = await completeCardPayment(provider, request, flow, i)
	const after = flow && step ? report(flow, step) : flow
	if (answer !== 'refused') return answer
	// A refusal is reported on the flow of this very registration: it exists.
	const refusal = step?.kind === 'cardRefused' ? step : null
	return { retry: routeFor(after!.snapshot), error: refusal?.message ?? '', field: refusal?.field ?? null }
}

/** The direct-debit form: the mandate to sign, or the debit through a mandate already signed. */
export async function payByDirectDebit(
	...args: Parameters<typeof startDirectDebit>
): Promise<PaymentOutcome> {
	const { outcome, report: step } = await startDirectDebit(...args)
	if (step) report(args[1], step)
	return outcome
}

/** The transfer request: null when the payment page now shows the details (or will, another request asking). */
export async function payByWire(...args: Parameters<typeof startWire>): Promise<PaymentOutcome | null> {
	const started = await startWire(...args)
	if (started.kind === 'inProgress') return null
	if (started.kind === 'over') {
		report(args[1], { kind: 'attemptOver' })
		return started.outcome
	}
	report(args[1], { kind: 'wireReady', donationId: started.donationId, wire: started.wire })
	return null
}

/** "I noted the transfer details": they are forgotten; the page of the flow's new state. */
export function acknowledgeWire(flow: PaymentFlow) {
	return routeFor(sendPaymentEvent(flow, { type: 'WIRE_ACKNOWLEDGED' }).snapshot)
}

/** The quick donor's identity, given or to edit again. */
export function identifyQuickDonor(flow: PaymentFlow, identity: DonationPaymentContext['quickIdentity']) {
	return sendPaymentEvent(flow, identity ? { type: 'IDENTIFIED', identity } : { type: 'EDIT_IDENTITY' })
}

/** Back from 3-D Secure: the pay-in's status, re-fetched. */
export function reportPayInReturn(flow: PaymentFlow, status: 'SUCCEEDED' | 'FAILED' | 'CREATED') {
	return sendPaymentEvent(flow, { type: 'PAYIN_RESULT', status, message: null })
}

/** Back from the mandate signature, signed or refused. */
export function reportMandateReturn(flow: PaymentFlow, signed: boolean) {
	return sendPaymentEvent(flow, { type: 'MANDATE_RETURNED', signed })
}
