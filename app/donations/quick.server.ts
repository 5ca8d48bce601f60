import { allowAttempt, consumeRateLimit, limits } from '../auth/rate-limit.server.ts'
import { type SessionUser, getSessionUser } from '../auth/session.server.ts'
import { maxBirthDateQuickDonation } from '../lib/dates.ts'
import { parseWithNotice } from '../lib/form-validation.ts'
import { derivedMessages } from '../lib/messages.ts'
import { applyCompanyQuickSurcharge } from '../lib/money.ts'
import { quickIdentitySchema } from '../lib/donations/payment-fields.ts'
import { withSupportMessage } from '../lib/pots/support-message-schema.ts'
import { flowSupportMessage } from '../pots/support-messages.server.ts'
import { getPaymentProvider } from '../payments/index.server.ts'
import { readSnapshot } from '#db/client.server.ts'
import { getFlowOwner } from '#app/flows/flow-store.server.ts'
import { getDb } from '../platform/db.server.ts'
import { checkHoneypot } from '../platform/honeypot.server.ts'
import { type CheckoutStep, viewOf } from './checkout-step.ts'
import { identifyQuickDonor, prepareCard } from './driver.server.ts'
import { openStoredPaymentFlow, resumeStoredPaymentFlow, storedPaymentFlow } from './flow.server.ts'
import {
	cardFormOf,
	cardNotices,
	payableOrRefused,
	payablePot,
	readPaymentQuery,
} from './payment-page.server.ts'
import {
	type CheckoutAnswer,
	type CheckoutFormError,
	type CheckoutPage,
	redirectTo,
} from './respond.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { leaveSupportMessage } from './support-message.server.ts'

/**
 * The quick donation (docs/requirements.md#spec-3-2 "participate/{id}/quick-payment"): who gives — a provider user is created
 * for them — then the card, without an account and without a tax receipt.
 */

/** The donation of a quick donor: the company 20 % rule on the tip (docs/requirements.md#spec-3-3, docs/requirements.md#spec-3-9). */
function quickDonation(request: Request, potId: number, user: SessionUser | null) {
	const q = readPaymentQuery(request, potId)
	const tipCents = user?.role === 'enterprise' ? applyCompanyQuickSurcharge(q.tipCents) : q.tipCents
	const input = {
		potId,
		amountCents: q.amountCents,
		tipCents,
		isVisible: !q.hide,
		isAnonymous: q.anonymous,
		quick: true,
		pageQuery: new URL(request.url).search.slice(1),
	}
	return { q, tipCents, input }
}

/**
 * What both quick steps read first, the cookies verified before: the pot and the stored flow (and, for the page,
 * its word of support) in one read snapshot, one read transaction instead of three or four (ADR 073).
 */
async function quickOpening(request: Request, potParam: string | undefined, withMessage: boolean) {
	const owner = await getFlowOwner(request)
	const user = await getSessionUser(request)
	const read = readSnapshot(getDb(), () => {
		const payable = payablePot(potParam)
		const loaded = storedPaymentFlow(owner, null)
		const message = withMessage && loaded.flow ? flowSupportMessage(loaded.flow.id) : null
		return { payable, loaded, message }
	})
	const pot = await payableOrRefused(read.payable)
	return { pot, ...quickDonation(request, pot.id, user), loaded: read.loaded, message: read.message }
}

/** The quick donation page: the identity form, then the card form with its fresh card registration. */
export async function showQuickPayment(request: Request, potParam: string | undefined, clientIp: string) {
	const { pot, q, tipCents, input, loaded, message } = await quickOpening(request, potParam, true)
	let flow = openStoredPaymentFlow(loaded, input, null)
	let error: string | null = null
	// Each card attempt needs a new registration: counted per IP, against card testing.
	const newAttempt = flow.snapshot.matches('card') && !flow.snapshot.context.registration
	if (newAttempt && !consumeRateLimit(`quick-card:ip:${clientIp}`, limits.quick.ip)) {
		error = derivedMessages.tooManyAttempts
	} else if (flow.snapshot.matches('card')) {
		const prepared = await prepareCard(await getPaymentProvider(), flow)
		if ('error' in prepared) error = prepared.error
		else flow = prepared
	}
	const { snapshot } = flow
	const step: CheckoutStep = snapshot.value
	const page = {
		pot: { id: pot.id, name: pot.name, charityName: pot.charityName },
		amountCents: q.amountCents,
		tipCents,
		state: step,
		view: viewOf(step),
		card: cardFormOf(request, flow),
		identity: snapshot.context.quickIdentity,
		// The stored flow's message; a flow started by this request has none.
		supportMessage: flow.id === loaded.flow?.id ? message : null,
		resumeUrl: snapshot.matches('secureMode') ? snapshot.context.redirectUrl : null,
		...cardNotices(flow, error),
		// « Modifier » goes back to the recap with the amount and the tip chosen (before any company surcharge).
		backUrl: `/participate/${pot.id}/tips?amount=${q.amountCents}&quick=true&tip=${q.tipCents}`,
		maxBirthDate: maxBirthDateQuickDonation(new Date()),
	}
	return { kind: 'page', page, headers: flow.headers } satisfies CheckoutPage<typeof page>
}

/** The quick donation's forms: the donor's identity (their provider user comes with the card), or "edit my details". */
export async function startQuickDonation(
	request: Request,
	potParam: string | undefined,
	clientIp: string,
): Promise<CheckoutAnswer | CheckoutFormError> {
	const { pot, input, loaded } = await quickOpening(request, potParam, false)
	const url = new URL(request.url)
	const here = url.pathname + url.search
	// Only the unfinished flow of this donation: a post never starts one.
	const flow = resumeStoredPaymentFlow(loaded, input)
	if (!flow) return redirectTo(here)
	const form = await readForm(request)
	if (form.get('intent') === 'edit') {
		identifyQuickDonor(flow, null)
		return redirectTo(here)
	}
	if (!flow.snapshot.matches('quickIdentity')) return redirectTo(here)
	checkHoneypot(form)
	const submission = parseWithNotice(form, withSupportMessage(quickIdentitySchema(new Date())))
	if (submission.status !== 'success') return { kind: 'invalid', result: submission.reply(), status: 400 }
	const v = submission.value
	// The attempt's counts, the word of support and the identity: one transaction, one commit (a refusal
	// commits the counts alone).
	return getDb().transaction((): CheckoutAnswer | CheckoutFormError => {
		if (!allowAttempt('quick', clientIp, v.email)) {
			return {
				kind: 'invalid',
				result: submission.reply({ formErrors: [derivedMessages.tooManyAttempts] }),
				status: 429,
			}
		}
		// The word of support, with the identity (issue 27 item 3): refused alone when sent too often.
		const left = leaveSupportMessage(flow, pot.id, v.message, clientIp)
		if (!left.ok)
			return {
				kind: 'invalid',
				result: submission.reply({ fieldErrors: { message: [left.error] } }),
				status: 429,
			}
		const identity = { firstName: v.firstname, lastName: v.name, email: v.email, birthDate: v.birth_date }
		identifyQuickDonor(flow, identity)
		return redirectTo(here)
	})
}
