import { vaultErrorMessage } from '../lib/donations/payment-fields.ts'
import { paymentMessages } from '../lib/messages.ts'
import { quotaMessages } from '../lib/donations/quota-messages.ts'
import { refusalMessage } from '../lib/donations/payment-outcomes.ts'
import { providerTag } from '../lib/payments/provider-keys.ts'
import { returnUrl } from '../mail/urls.server.ts'
import { ensurePayer, ensurePotPayee, ensureQuickPayer } from '../payments/parties.server.ts'
import {
	type BrowserInfo,
	type PaymentProvider,
	type TxResult,
	isDefiniteRefusal,
	idempotencyKeyOf,
	isPaymentProviderError,
} from '../payments/provider.ts'
import { isQuotaRefusal, withReservedCalls } from '../payments/quota.server.ts'
import { withOneRetry } from '../payments/retry.ts'
import { type PaymentFlow, flowKey, sendPaymentEvent } from './flow.server.ts'
import {
	attachPayIn,
	claimDonation,
	donationValues,
	failDonation,
	findDonationByAttempt,
	getDonationByPayIn,
	settlePayIn,
} from './ledger.server.ts'
import { type PaymentOutcome, outcomeOf, paymentStatusOf } from './outcome.server.ts'
import { paymentReturnPath } from './paths.ts'
import { CARD_PAYMENT_CALLS, isQuotaWait, markQuotaWait } from './quota-wait.server.ts'

/**
 * The card sequence (docs/requirements.md#spec-3-4 "Card"): a card registration for the flow, the browser posts the card data
 * straight to the provider's vault (our server never sees them), the vault sends the browser back to
 * `cardReturnPath` with a token, then the pay-in, with a 3-D Secure redirect when the bank asks for one.
 */

/** Gives a flow in the card state a fresh card registration (one per attempt: a registration is used once). */
export async function ensureCardRegistration(
	provider: PaymentProvider,
	flow: PaymentFlow,
): Promise<PaymentFlow | { error: string }> {
	if (!flow.snapshot.matches('card')) return flow
	const used =
		flow.snapshot.context.registration &&
		findDonationByAttempt(`card-${flow.snapshot.context.registration.id}`)
	// Waiting for the provider's budget: the « paiement en cours » page resumes it; nothing to do here.
	if (used && isQuotaWait(used)) return flow
	if (used) {
		// The registration was used meanwhile (a return handled in another tab, or settled by the reconciliation):
		// a failure asks for the card again, anything else ends this flow.
		if (used.status !== 'FAILED') {
			return sendPaymentEvent(flow, {
				type: 'PAYIN_STARTED',
				donationId: used.id,
				status: paymentStatusOf(used.status),
				redirectUrl: null,
				message: null,
			})
		}
		flow = sendPaymentEvent(flow, { type: 'CARD_REFUSED', message: refusalMessage(used.resultCode) })
	}
	if (flow.snapshot.context.registration) return flow
	let payerId = flow.snapshot.context.payerId
	try {
		const { quickIdentity } = flow.snapshot.context
		// A quick donor's provider user is made here, not with the identity: this step waits for the call budget.
		if (!payerId && quickIdentity) payerId = await ensureQuickPayer(provider, flowKey(flow), quickIdentity)
		if (!payerId) {
			if (!flow.userId) return { error: paymentMessages.cardPreregistrationFailed }
			const payer = await ensurePayer(provider, flow.userId)
			if (!payer.ok) return { error: paymentMessages.paymentAccountNotValidated }
			payerId = payer.providerUserId
		}
		const attempt = flow.snapshot.context.registrationCount + 1
		const registration = await provider.createCardRegistration(
			{ userId: payerId!, currency: 'EUR', cardType: 'CB_VISA_MASTERCARD' },
			{ idempotencyKey: `cr-${flowKey(flow)}-${attempt}` },
		)
		return sendPaymentEvent(flow, {
			type: 'REGISTRATION_READY',
			payerId: payerId!,
			registration: {
				id: registration.cardRegistrationId,
				url: registration.cardRegistrationUrl,
				preregistrationData: registration.preregistrationData,
				accessKey: registration.accessKey,
			},
		})
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		// No budget yet: the page says so and asks again by itself, under the same registration key.
		if (isQuotaRefusal(error)) return { error: quotaMessages.busyStart }
		return { error: paymentMessages.cardPreregistrationFailed }
	}
}

/** The browser's details for 3-D Secure 2: from the page's script when it ran, else from the headers. */
function browserInfoFrom(request: Request, query: URLSearchParams): BrowserInfo {
	const num = (name: string, fallback: number, min: number, max: number) => {
		const value = Number(query.get(name))
		return Number.isInteger(value) && value >= min && value <= max && query.get(name) !== null
			? value
			: fallback
	}
	const js = query.get('js') === '1'
	return {
		acceptHeader: request.headers.get('accept')?.slice(0, 255) || 'text/html',
		javaEnabled: false,
		javascriptEnabled: js,
		language: (request.headers.get('accept-language')?.split(',')[0] ?? 'fr-FR').slice(0, 8) || 'fr-FR',
		colorDepth: num('cd', 24, 1, 48),
		screenHeight: num('sh', 1080, 1, 100_000),
		screenWidth: num('sw', 1920, 1, 100_000),
		timeZoneOffset: num('tz', -60, -840, 840),
		userAgent: request.headers.get('user-agent')?.slice(0, 255) || 'unknown',
	}
}

/** The provider's call budget is short: the donation is kept, claimed, for the « paiement en cours » page. */
export type QuotaWait = { wait: { potId: number; donationId: number; since: Date } }

/**
 * The vault's return (GET, `?reg=…&data=…` or `&errorCode=…`). Safe to replay: the donation of a
 * registration is claimed once (`card-<registrationId>`), so a second hit only reads where it stands — or,
 * when it waits for the provider's call budget, goes on with it under the same keys.
 */
export async function completeCardPayment(
	provider: PaymentProvider,
	request: Request,
	flow: PaymentFlow | null,
	i: { potId: number; registrationId: string; query: URLSearchParams; ipAddress: string },
): Promise<PaymentOutcome | QuotaWait | { retry: PaymentFlow; error: string; field: string | null }> {
	const attemptKey = `card-${i.registrationId}`
	const known = findDonationByAttempt(attemptKey)
	if (known && !isQuotaWait(known)) return outcomeOf(known)
	const context = flow?.snapshot.context
	if (
		!flow ||
		!context ||
		!flow.snapshot.matches('card') ||
		context.registration?.id !== i.registrationId ||
		context.potId !== i.potId ||
		!context.payerId
	) {
		return { status: 'STALE', potId: i.potId }
	}
	const data = i.query.get('data')
	if (!data) {
		const refusal = vaultErrorMessage(i.query.get('errorCode') ?? '')
		return {
			retry: sendPaymentEvent(flow, { type: 'CARD_REFUSED', message: refusal.message, field: refusal.field }),
			error: refusal.message,
			field: refusal.field,
		}
	}
	const { donation, created } = claimDonation(attemptKey, donationValues(context, flow.userId, 'CARD'))
	if (!created && !isQuotaWait(donation)) return outcomeOf(donation)
	const wait = (): QuotaWait => {
		markQuotaWait(donation.id)
		return { wait: { potId: i.potId, donationId: donation.id, since: donation.createdAt } }
	}
	// The whole step's calls are taken at once: once started, it never stops half-way for lack of budget.
	const reserved = await withReservedCalls(CARD_PAYMENT_CALLS, () =>
		payWithCard(provider, request, flow, context, donation, data, i, wait),
	)
	return reserved.ok ? reserved.value : wait()
}

async function payWithCard(
	provider: PaymentProvider,
	request: Request,
	flow: PaymentFlow,
	context: PaymentFlow['snapshot']['context'],
	donation: { id: number; status: string; createdAt: Date } & Parameters<typeof outcomeOf>[0],
	data: string,
	i: { potId: number; registrationId: string; query: URLSearchParams; ipAddress: string },
	wait: () => QuotaWait,
): Promise<PaymentOutcome | QuotaWait | { retry: PaymentFlow; error: string; field: string | null }> {
	let payInRequested = false
	try {
		const card = await provider.completeCardRegistration({
			cardRegistrationId: i.registrationId,
			registrationData: `data=${data}`,
		})
		if (card.status !== 'VALIDATED' || !card.cardId) {
			const refusal = vaultErrorMessage(card.resultCode ?? '')
			failDonation(donation.id, card.resultCode ?? 'CARD_REGISTRATION_ERROR', refusal.message)
			return {
				retry: sendPaymentEvent(flow, {
					type: 'CARD_REFUSED',
					message: refusal.message,
					field: refusal.field,
				}),
				error: refusal.message,
				field: refusal.field,
			}
		}
		const { walletId, beneficiaries } = await ensurePotPayee(provider, context.potId)
		payInRequested = true
		const payIn = await withOneRetry(() =>
			provider.createCardPayIn(
				{
					authorId: context.payerId!,
					creditedWalletId: walletId,
					debited: { amount: context.amountCents + context.tipCents, currency: 'EUR' },
					fees: { amount: context.tipCents, currency: 'EUR' },
					cardId: card.cardId!,
					secureModeReturnUrl: returnUrl(request, paymentReturnPath(context.potId)),
					ipAddress: i.ipAddress,
					browserInfo: browserInfoFrom(request, i.query),
					statementDescriptor: 'DONNONS',
					tag: providerTag('donation', donation),
					beneficiaries,
				},
				{ idempotencyKey: idempotencyKeyOf(donation.providerKey) },
			),
		)
		attachPayIn(donation.id, payIn.id)
		const settled = await settleAndRead(payIn)
		sendPaymentEvent(flow, {
			type: 'PAYIN_STARTED',
			donationId: donation.id,
			status: payIn.status,
			redirectUrl: payIn.status === 'CREATED' ? (payIn.nextAction?.url ?? null) : null,
			message: payIn.status === 'FAILED' ? refusalMessage(payIn.resultCode) : null,
		})
		if (payIn.status === 'CREATED' && payIn.nextAction)
			return { status: 'REDIRECT', url: payIn.nextAction.url }
		return settled
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		// No budget (ours, or the provider's 429): the same step goes on later under the same keys — a
		// repeated registration update answers the same card, a repeated pay-in key the same pay-in (R1).
		if (isQuotaRefusal(error)) return wait()
		if (payInRequested && !isDefiniteRefusal(error)) {
			// The pay-in may exist (a timeout, a 5xx): the donation stays pending, never "failed" — asking the
			// donor to pay again could charge twice. The reconciliation reads the outcome under the same key.
			console.error('Card pay-in outcome unknown, left to the reconciliation:', donation.id, error.code)
			sendPaymentEvent(flow, {
				type: 'PAYIN_STARTED',
				donationId: donation.id,
				status: 'CREATED',
				redirectUrl: null,
				message: null,
			})
			return outcomeOf({ ...donation, status: 'CREATED' })
		}
		failDonation(donation.id, error.code.slice(0, 60), error.message.slice(0, 255))
		return {
			retry: sendPaymentEvent(flow, {
				type: 'CARD_REFUSED',
				message: paymentMessages.cardPreregistrationFailed,
			}),
			error: paymentMessages.cardPreregistrationFailed,
			field: null,
		}
	}
}

/** Applies a pay-in the provider just answered with, and reads its donation back. */
async function settleAndRead(payIn: TxResult) {
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
