import { getSessionUser, requireUser, type SessionUser } from '../auth/session.server.ts'
import { parseWithNotice } from '../lib/form-validation.ts'
import { generic, paymentMessages, toastTitles } from '../lib/messages.ts'
import { mandateFormSchema, monthlyFormSchema } from '../lib/donations/payment-fields.ts'
import { PAYMENT_METHODS, type PaymentMethod } from '../lib/donations/payment-methods.ts'
import {
	mandateNotSigned,
	mandateNotSignedYet,
	paymentNotCurrent,
	wireAwaited,
} from '../lib/donations/payment-outcomes.ts'
import { returnUrl } from '../mail/urls.server.ts'
import { getPaymentProvider } from '../payments/index.server.ts'
import { ensurePayer, paymentProfileOf } from '../payments/parties.server.ts'
import { isPaymentProviderError } from '../payments/provider.ts'
import { withProviderPriority } from '../payments/quota.server.ts'
import { requireActivePot } from '../pots/pot-page.server.ts'
import { recentReceipt } from '../receipts/documents.server.ts'
import { recapHeadroom } from '../receipts/headroom.server.ts'
import { receiptPath } from '../receipts/paths.ts'
import { settleReturnedPayIn } from './card.server.ts'
import { type CheckoutStep, viewOf } from './checkout-step.ts'
import {
	acknowledgeWire,
	payByCard,
	payByDirectDebit,
	payByWire,
	preparePaymentFlow,
	reportMandateReturn,
	reportPayInReturn,
} from './driver.server.ts'
import { flowMandateId, loadPaymentFlow, resumePaymentFlow, storedPaymentFlow } from './flow.server.ts'
import { findDonationByAttempt } from './ledger.server.ts'
import { processMandate } from './mandate.server.ts'
import { paymentPagePath, paymentReturnPath, paymentWaitPath, routeFor } from './paths.ts'
import {
	cardFormOf,
	cardNotices,
	flowInput,
	loadPayablePot,
	matchingPayerOf,
	payableOrRefused,
	payablePot,
	profileBlock,
	readPaymentQuery,
} from './payment-page.server.ts'
import { isQuotaWait } from './quota-wait.server.ts'
import {
	answerWith,
	type CheckoutAnswer,
	type CheckoutWait,
	type CheckoutFormError,
	type CheckoutPage,
	providerFailure,
	redirectTo,
} from './respond.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { readSnapshot } from '#db/client.server.ts'
import { getFlowOwner } from '#app/flows/flow-store.server.ts'
import { parseId } from '../lib/ids.ts'

/**
 * The donation checkout (docs/requirements.md#spec-3-2 and docs/requirements.md#spec-3-4): what each payment page and each return from the provider does.
 * Every route of the checkout makes one call here and turns the answer into its Response; together with the
 * services next to it, this is the only code that moves the donation-payment machine. A missing or closed
 * pot and a malformed query still throw their redirect, as the routes' other guards do.
 */

const potSummary = (pot: { id: number; name: string; charityName: string }) => ({
	id: pot.id,
	name: pot.name,
	charityName: pot.charityName,
})

/** The payment page (docs/requirements.md#spec-3-2 "participate/{id}/payment"): four tabs, each its own URL. */
export async function showPaymentPage(request: Request, potParam: string | undefined, user: SessionUser) {
	const pot = await loadPayablePot(potParam, matchingPayerOf(request, user))
	const q = readPaymentQuery(request, pot.id)
	const hrefs = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, paymentPagePath(pot.id, q, m)])) as Record<
		PaymentMethod,
		string
	>
	const summary = {
		pot: potSummary(pot),
		q,
		hrefs,
		totalCents: q.amountCents + q.tipCents,
		// The 75 % headroom (issue 28): what is left this year, and what this gift would use of it.
		headroom: recapHeadroom(user, pot, q.amountCents),
	}
	// Read once: the block below and the bank form's defaults use the same account details.
	const profile = paymentProfileOf(user.id)
	const block = profileBlock(user, q.method, profile, paymentPagePath(pot.id, q))
	if (block) {
		const page = {
			...summary,
			block,
			state: 'blocked' as const,
			view: 'notices' as const,
			card: null,
			error: null,
			cardErrors: null,
			wire: null,
			resumeUrl: null,
			defaults: null,
		}
		return { kind: 'page', page, headers: null } satisfies CheckoutPage<typeof page>
	}
	const prepared = await preparePaymentFlow(request, pot.id, q, user.id)
	if (prepared.redirect !== undefined) return redirectTo(prepared.redirect)
	const { flow, providerError } = prepared
	const { snapshot } = flow
	const step: CheckoutStep = snapshot.value
	const page = {
		...summary,
		block: null,
		state: step,
		view: viewOf(step),
		card: cardFormOf(request, flow),
		...cardNotices(flow, providerError),
		wire: snapshot.context.wire,
		resumeUrl:
			snapshot.matches('secureMode') || snapshot.matches('mandateSignature')
				? snapshot.context.redirectUrl
				: null,
		defaults: {
			bank_account_holder: user.companyName ?? `${user.firstName} ${user.lastName}`,
			bank_account_address_line_1: (profile?.company?.addressLine1 ?? profile?.addressLine1) || '',
			bank_account_postal_code: (profile?.company?.postCode ?? profile?.postCode) || '',
			bank_account_city: (profile?.company?.city ?? profile?.city) || '',
		},
	}
	return { kind: 'page', page, headers: flow.headers } satisfies CheckoutPage<typeof page>
}

/** A form of the payment page: the mandate, the SEPA transfer request, or "I noted the transfer details". */
export async function submitPaymentPage(
	request: Request,
	potParam: string | undefined,
	user: SessionUser,
): Promise<CheckoutAnswer | CheckoutFormError> {
	const pot = await loadPayablePot(potParam, matchingPayerOf(request, user))
	const q = readPaymentQuery(request, pot.id)
	const here = paymentPagePath(pot.id, q)
	if (profileBlock(user, q.method)) return redirectTo(here)
	const form = await readForm(request)
	const intent = form.get('intent')
	// Only an unfinished flow of this donation, on the tab the form came from: anything else (a second submit
	// after the first finished, a form from another tab) shows the page again rather than paying.
	const flow = await resumePaymentFlow(request, flowInput(pot.id, q), user.id)
	if (!flow || flow.snapshot.context.method !== q.method) return redirectTo(here)
	if (intent === 'acknowledge') {
		if (!flow.snapshot.matches('wireDetails')) return redirectTo(`/participate/${pot.id}`)
		if (form.get('noted') !== 'true') return redirectTo(here)
		return redirectTo(acknowledgeWire(flow), {
			type: 'info',
			title: 'Virement attendu',
			description: wireAwaited,
		})
	}
	const provider = await getPaymentProvider()
	try {
		if (intent === 'mandate' && flow.snapshot.matches('directDebit')) {
			const submission = parseWithNotice(form, q.method === 'monthly' ? monthlyFormSchema : mandateFormSchema)
			if (submission.status !== 'success') return { kind: 'invalid', result: submission.reply(), status: 400 }
			const payer = await ensurePayer(provider, user.id)
			if (!payer.ok) return redirectTo(here)
			const value = submission.value
			const outcome = await payByDirectDebit(provider, flow, {
				userId: user.id,
				payerId: payer.providerUserId,
				form: value,
				debitDay: 'debit_day' in value && typeof value.debit_day === 'number' ? value.debit_day : null,
				returnUrl: returnUrl(request, paymentReturnPath(pot.id)),
			})
			return answerWith(outcome)
		}
		if (intent === 'wire' && flow.snapshot.matches('wire')) {
			const payer = await ensurePayer(provider, user.id)
			if (!payer.ok) return redirectTo(here)
			const outcome = await payByWire(provider, flow, { userId: user.id, payerId: payer.providerUserId })
			return outcome ? answerWith(outcome) : redirectTo(here)
		}
	} catch (error) {
		// A mandate the provider could not give (docs/requirements.md#spec-3-8: "when the mandate returns no RedirectURL").
		const message = intent === 'mandate' ? paymentMessages.mandateWithoutRedirect : generic.error
		return providerFailure(error, here, message)
	}
	return redirectTo(here)
}

/**
 * The card vault's return (GET `?reg=…&data=…` or `&errorCode=…`): the card is registered, the donation
 * saved and paid (docs/requirements.md#spec-3-4 "Card"). Safe to replay: a second hit reads where the payment stands.
 */
export async function returnFromCardVault(
	request: Request,
	potParam: string | undefined,
	clientIp: unknown,
): Promise<CheckoutAnswer | CheckoutWait> {
	const potId = parseId(potParam)
	const query = new URL(request.url).searchParams
	const registrationId = query.get('reg') ?? ''
	if (!potId || !/^[\w-]{1,64}$/.test(registrationId)) return redirectTo('/')
	const user = await getSessionUser(request)
	const owner = await getFlowOwner(request)
	// The flow, the attempt's donation and the pot: one read snapshot (ADR 073).
	const { loaded, known, payable } = readSnapshot(getDb(), () => {
		const loaded = storedPaymentFlow(owner, user?.id ?? null)
		const known = findDonationByAttempt(`card-${registrationId}`)
		const { flow } = loaded
		// About to charge: the pot must still be open (a replay of a finished payment only reads it).
		const payable =
			!known || isQuotaWait(known)
				? payablePot(
						potParam,
						user && flow
							? {
									userId: user.id,
									amountCents: flow.snapshot.context.amountCents,
									tipCents: flow.snapshot.context.tipCents,
								}
							: null,
					)
				: null
		return { loaded, known, payable }
	})
	const { flow, signedOut } = loaded
	// Signed out on the way (session expired, logout in another tab): sign in again, then back here to pay.
	if (signedOut) await requireUser(request)
	if (payable) await payableOrRefused(payable)
	const ipAddress = typeof clientIp === 'string' && clientIp !== 'unknown' ? clientIp : '127.0.0.1'
	const result = await payByCard(await getPaymentProvider(), request, flow, {
		potId,
		registrationId,
		query,
		ipAddress,
		known,
	})
	if ('wait' in result) {
		// The provider's call budget is short: the « paiement en cours » page resumes this very attempt.
		return {
			kind: 'wait',
			potId,
			since: result.wait.since.getTime(),
			resumeUrl: paymentWaitPath(potId, query),
		}
	}
	if ('retry' in result) {
		// The vault refused the card itself: back to the pot page with the reason, as a 3-D Secure refusal.
		if (!result.field)
			return redirectTo(`/participate/${potId}`, {
				type: 'error',
				title: toastTitles.attention,
				description: result.error,
			})
		// A field typed wrong: back to the card form, the field's message shown, with a fresh registration.
		return redirectTo(result.retry)
	}
	if (result.status === 'STALE') {
		// A page that was no longer current (another payment started since, a long pause): nothing was charged.
		return redirectTo(`/participate/${potId}`, {
			type: 'error',
			title: toastTitles.attention,
			description: paymentNotCurrent,
		})
	}
	return answerWith(result)
}

/**
 * The thank-you page (docs/requirements.md#spec-3-2 "participate/{id}/confirmation"), also the provider's return URL: with
 * `transactionId` (3-D Secure) the pay-in is re-fetched and applied; with `MandateId` the signed mandate's
 * donation is debited (docs/requirements.md#spec-3-4). Both are GETs that may be replayed: nothing is done twice.
 */
export function returnFromBank(request: Request, potParam: string | undefined) {
	// The provider's returns rank after donors' payments for the call budget (quota.server.ts).
	return withProviderPriority('return', () => applyBankReturn(request, potParam))
}

async function applyBankReturn(request: Request, potParam: string | undefined) {
	const pot = requireActivePot(potParam)
	const query = new URL(request.url).searchParams
	const user = await getSessionUser(request)
	// The flow and the provider only for a provider's return (3-D Secure, a mandate): the plain thank-you page,
	// every card gift's last page, reads neither (s17-gift).
	const returning = async () => ({
		provider: await getPaymentProvider(),
		flow: (await loadPaymentFlow(request, user?.id ?? null)).flow,
	})
	// The donor's receipt of a gift to this pot just made, to download from the thank-you page.
	const receipt = user ? recentReceipt(user.id, pot.id) : null
	const thanks = (pending: boolean) =>
		({
			kind: 'page',
			page: {
				pot: potSummary(pot),
				pending,
				receipt: receipt && { number: receipt.number, url: receiptPath(receipt.number) },
			},
			headers: null,
		}) satisfies CheckoutPage<unknown>
	const transactionId = query.get('transactionId')
	if (transactionId) {
		const { provider, flow } = await returning()
		const outcome = await settleReturnedPayIn(provider, pot.id, transactionId)
		// Only the flow of this very pay-in: replaying an older return must not close the current payment.
		if (
			flow?.snapshot.matches('secureMode') &&
			'donationId' in outcome &&
			outcome.donationId === flow.snapshot.context.donationId
		) {
			reportPayInReturn(flow, outcome.status)
		}
		return answerWith(outcome)
	}
	const mandateId = query.get('MandateId')
	// A debit through an already signed mandate comes here at once, still pending.
	if (!mandateId) return thanks(query.get('pending') === 'true')
	const { provider, flow } = await returning()
	let result: Awaited<ReturnType<typeof processMandate>>
	try {
		result = await processMandate(provider, mandateId)
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		// The bank could not be asked just now: the reconciliation will; the donor must not pay twice.
		return thanks(true)
	}
	if (!result) return redirectTo(`/participate/${pot.id}`)
	// Only the flow waiting on this very mandate: replaying an older return must not close the current one.
	const waiting =
		flow?.snapshot.matches('mandateSignature') && flowMandateId(flow) === result.mandateRowId ? flow : null
	if (result.status === 'UNSIGNED') {
		// Back without signing: the mandate can still be signed from the payment page ('Continuer').
		if (waiting) return redirectTo(routeFor(waiting.snapshot))
		return redirectTo(`/participate/${pot.id}`, { type: 'info', description: mandateNotSignedYet })
	}
	if (waiting) reportMandateReturn(waiting, result.status === 'SIGNED')
	if (result.status === 'FAILED') {
		return redirectTo(`/participate/${pot.id}`, {
			type: 'error',
			title: toastTitles.attention,
			description: mandateNotSigned,
		})
	}
	return thanks(true)
}
