import { vaultErrorMessage } from '../lib/donations/payment-fields.ts'
import { paymentMessages } from '../lib/messages.ts'
import { quotaMessages } from '../lib/donations/quota-messages.ts'
import { refusalMessage } from '../lib/donations/payment-outcomes.ts'
import { providerTag } from '../lib/payments/provider-keys.ts'
import { returnUrl } from '../mail/urls.server.ts'
import { ensurePayer, ensurePotPayee, ensureQuickPayer, potHasWallet } from '../payments/parties.server.ts'
import {
	type BrowserInfo,
	type PaymentProvider,
	type TxResult,
	isDefiniteRefusal,
	idempotencyKeyOf,
	isPaymentProviderError,
} from '../payments/provider.ts'
import { isQuotaRefusal, reserveCalls, withReservedCalls } from '../payments/quota.server.ts'
import { withOneRetry } from '../payments/retry.ts'
import { getDb } from '../platform/db.server.ts'
import { type CardRegistration } from '#machines/donation-payment.ts'
import { type PaymentFlow, flowKey } from './flow.server.ts'
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
import { cardPaymentCalls, isQuotaWait, markQuotaWait } from './quota-wait.server.ts'

/**
 * The card sequence (docs/requirements.md#spec-3-4 "Card"): a card registration for the flow, the browser posts the card data
 * straight to the provider's vault (our server never sees them), the vault sends the browser back to
 * `cardReturnPath` with a token, then the pay-in, with a 3-D Secure redirect when the bank asks for one.
 */

type VaultError = ReturnType<typeof vaultErrorMessage>

/** What a card step did, for the driver to report to the flow (app/donations/driver.server.ts). */
export type CardReport =
	| { kind: 'cardRegistered'; registration: CardRegistration; payerId: string }
	| { kind: 'cardRefused'; message: string; field: VaultError['field'] }
	| {
			kind: 'payInStarted'
			donationId: number
			status: 'SUCCEEDED' | 'FAILED' | 'CREATED'
			redirectUrl: string | null
			message: string | null
	  }

/**
 * A fresh card registration for a flow in the card state (one per attempt: a registration is used once).
 * Returns what happened, in order, and the message to show when no registration could be made.
 */
export async function cardRegistrationFor(
	provider: PaymentProvider,
	flow: PaymentFlow,
): Promise<{ reports: CardReport[]; error: string | null }> {
	const { context } = flow.snapshot
	const used = context.registration && findDonationByAttempt(`card-${context.registration.id}`)
	// Waiting for the provider's budget: the « paiement en cours » page resumes it; nothing to do here.
	if (used && isQuotaWait(used)) return { reports: [], error: null }
	const reports: CardReport[] = []
	if (used) {
		// The registration was used meanwhile (a return handled in another tab, or settled by the reconciliation):
		// a failure asks for the card again, anything else ends this flow.
		if (used.status !== 'FAILED') {
			const status = paymentStatusOf(used.status)
			const started = { donationId: used.id, status, redirectUrl: null, message: null }
			return { reports: [{ kind: 'payInStarted', ...started }], error: null }
		}
		reports.push({ kind: 'cardRefused', message: refusalMessage(used.resultCode), field: null })
	} else if (context.registration) return { reports, error: null }
	const { quickIdentity } = context
	// The step's calls taken at once when they are known (a quick donor's user, then the registration): one
	// write of the budget, and nothing sent unless both can be.
	const calls = context.payerId ? 1 : quickIdentity ? 2 : 0
	if (calls === 0) return registerCard(provider, flow, reports)
	const reserved = await withReservedCalls(calls, () => registerCard(provider, flow, reports))
	return reserved.ok ? reserved.value : { reports, error: quotaMessages.busyStart }
}

async function registerCard(
	provider: PaymentProvider,
	flow: PaymentFlow,
	reports: CardReport[],
): Promise<{ reports: CardReport[]; error: string | null }> {
	const { context } = flow.snapshot
	const failed = (error: string) => ({ reports, error })
	let payerId = context.payerId
	try {
		const { quickIdentity } = context
		// A quick donor's provider user is made here, not with the identity: this step waits for the call budget.
		if (!payerId && quickIdentity) payerId = await ensureQuickPayer(provider, flowKey(flow), quickIdentity)
		if (!payerId) {
			if (!flow.userId) return failed(paymentMessages.cardPreregistrationFailed)
			const payer = await ensurePayer(provider, flow.userId)
			if (!payer.ok) return failed(paymentMessages.paymentAccountNotValidated)
			payerId = payer.providerUserId
		}
		const attempt = context.registrationCount + 1
		const registration = await provider.createCardRegistration(
			{ userId: payerId, currency: 'EUR', cardType: 'CB_VISA_MASTERCARD' },
			{ idempotencyKey: `cr-${flowKey(flow)}-${attempt}` },
		)
		reports.push({
			kind: 'cardRegistered',
			payerId,
			registration: {
				id: registration.cardRegistrationId,
				url: registration.cardRegistrationUrl,
				preregistrationData: registration.preregistrationData,
				accessKey: registration.accessKey,
			},
		})
		return { reports, error: null }
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		// No budget yet: the page says so and asks again by itself, under the same registration key.
		if (isQuotaRefusal(error)) return failed(quotaMessages.busyStart)
		return failed(paymentMessages.cardPreregistrationFailed)
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
 * Where a card payment stands (`refused`: the card is asked again), and what the driver reports to the flow
 * (a refusal, or the pay-in started).
 */
export type CardPayment = { answer: PaymentOutcome | QuotaWait | 'refused'; report: CardReport | null }

const answer = (value: PaymentOutcome | QuotaWait): CardPayment => ({ answer: value, report: null })
const refused = (refusal: { message: string; field: VaultError['field'] }): CardPayment => ({
	answer: 'refused',
	report: { kind: 'cardRefused', message: refusal.message, field: refusal.field },
})

type CardReturn = { potId: number; registrationId: string; query: URLSearchParams; ipAddress: string }

/**
 * The vault's return (GET, `?reg=…&data=…` or `&errorCode=…`). Safe to replay: the donation of a
 * registration is claimed once (`card-<registrationId>`), so a second hit only reads where it stands — or,
 * when it waits for the provider's call budget, goes on with it under the same keys.
 */
export async function completeCardPayment(
	provider: PaymentProvider,
	request: Request,
	flow: PaymentFlow | null,
	i: CardReturn & {
		/** The attempt's donation as this request read it first (`findDonationByAttempt`), with its flow. */
		known: ReturnType<typeof findDonationByAttempt>
	},
): Promise<CardPayment> {
	const attemptKey = `card-${i.registrationId}`
	const { known } = i
	// A replay: where it stands (claimed by another request since it was read, the claim below finds it).
	if (known && !isQuotaWait(known)) return answer(outcomeOf(known))
	const context = flow?.snapshot.context
	if (
		!flow ||
		!context ||
		!flow.snapshot.matches('card') ||
		context.registration?.id !== i.registrationId ||
		context.potId !== i.potId ||
		!context.payerId
	) {
		return answer({ status: 'STALE', potId: i.potId })
	}
	const data = i.query.get('data')
	if (!data) return refused(vaultErrorMessage(i.query.get('errorCode') ?? ''))
	// The attempt's donation claimed and the whole step's calls taken at once, in one transaction: once
	// started, the step never stops half-way for lack of budget; without budget it waits, marked so.
	const { donation, reservation } = getDb().transaction(() => {
		const claim = claimDonation(attemptKey, donationValues(context, flow.userId, 'CARD'))
		if (!claim.created && !isQuotaWait(claim.donation)) return { donation: claim.donation, reservation: null }
		const calls = reserveCalls(cardPaymentCalls(potHasWallet(i.potId)))
		if (!calls.ok) markQuotaWait(claim.donation.id)
		return { donation: claim.donation, reservation: calls }
	})
	if (!reservation) return answer(outcomeOf(donation))
	const waiting: QuotaWait = { wait: { potId: i.potId, donationId: donation.id, since: donation.createdAt } }
	if (!reservation.ok) return answer(waiting)
	const wait = (): QuotaWait => {
		markQuotaWait(donation.id)
		return waiting
	}
	return reservation.run(() => payWithCard(provider, request, context, donation, data, i, wait))
}

async function payWithCard(
	provider: PaymentProvider,
	request: Request,
	context: PaymentFlow['snapshot']['context'],
	donation: { id: number; status: string; createdAt: Date } & Parameters<typeof outcomeOf>[0],
	data: string,
	i: CardReturn,
	wait: () => QuotaWait,
): Promise<CardPayment> {
	let payInRequested = false
	try {
		const card = await provider.completeCardRegistration({
			cardRegistrationId: i.registrationId,
			registrationData: `data=${data}`,
		})
		if (card.status !== 'VALIDATED' || !card.cardId) {
			const refusal = vaultErrorMessage(card.resultCode ?? '')
			failDonation(donation.id, card.resultCode ?? 'CARD_REGISTRATION_ERROR', refusal.message)
			return refused(refusal)
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
		const settled = await settleAndRead(payIn, donation.id)
		const report: CardReport = {
			kind: 'payInStarted',
			donationId: donation.id,
			status: payIn.status,
			redirectUrl: payIn.status === 'CREATED' ? (payIn.nextAction?.url ?? null) : null,
			message: payIn.status === 'FAILED' ? refusalMessage(payIn.resultCode) : null,
		}
		if (payIn.status === 'CREATED' && payIn.nextAction)
			return { answer: { status: 'REDIRECT', url: payIn.nextAction.url }, report }
		return { answer: settled, report }
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		// No budget (ours, or the provider's 429): the same step goes on later under the same keys — a
		// repeated registration update answers the same card, a repeated pay-in key the same pay-in (R1).
		if (isQuotaRefusal(error)) return answer(wait())
		if (payInRequested && !isDefiniteRefusal(error)) {
			// The pay-in may exist (a timeout, a 5xx): the donation stays pending, never "failed" — asking the
			// donor to pay again could charge twice. The reconciliation reads the outcome under the same key.
			console.error('Card pay-in outcome unknown, left to the reconciliation:', donation.id, error.code)
			return {
				answer: outcomeOf({ ...donation, status: 'CREATED' }),
				report: {
					kind: 'payInStarted',
					donationId: donation.id,
					status: 'CREATED',
					redirectUrl: null,
					message: null,
				},
			}
		}
		failDonation(donation.id, error.code.slice(0, 60), error.message.slice(0, 255))
		return refused({ message: paymentMessages.cardPreregistrationFailed, field: null })
	}
}

/**
 * Applies a pay-in the provider just answered with, and reads its donation back. `attachTo`: the donation
 * that asked for it (a new pay-in), its id recorded in the same transaction as the status.
 */
async function settleAndRead(payIn: TxResult, attachTo?: number) {
	if (payIn.status !== 'CREATED') await settlePayIn(payIn, attachTo)
	else if (attachTo !== undefined) attachPayIn(attachTo, payIn.id)
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
