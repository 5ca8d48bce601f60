import { consumeRateLimit } from '../auth/rate-limit.server.ts'
import { type SessionUser } from '../auth/session.server.ts'
import { parseWithNotice } from '../lib/form-validation.ts'
import { toastTitles } from '../lib/messages.ts'
import { SupportMessageSchema } from '../lib/pots/support-message-schema.ts'
import { supportMessageMessages } from '../lib/pots/support-message-messages.ts'
import { safeRedirect } from '../lib/safe-redirect.ts'
import { flowSupportMessage, saveFlowSupportMessage } from '../pots/support-messages.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { type PaymentFlow, isFinished, loadPaymentFlow } from './flow.server.ts'
import { loadPayablePot } from './payment-page.server.ts'
import { type CheckoutAnswer, type CheckoutFormError, redirectTo } from './respond.server.ts'

/**
 * A donor's word of support on the gift being paid (issue 27 item 3): kept on the payment flow, it goes with the
 * donation the flow makes. The quick donor writes it with their identity (quick.server.ts); a signed-in donor
 * on the payment page, through /participate/:id/mot-de-soutien.
 */

const HOUR = 60 * 60 * 1000
/**
 * Against floods: ten new or changed messages an hour on one pot from one address (a donor correcting theirs
 * stays well under), sixty an hour in all from one address.
 */
export const SUPPORT_MESSAGE_LIMITS = {
	pot: { limit: 10, windowMs: HOUR },
	ip: { limit: 60, windowMs: HOUR },
}

/**
 * Keeps the flow's message (null removes it). A new or changed text counts against the sender's address; over
 * the limit the message is refused with its French reason, and nothing is stored.
 */
export function leaveSupportMessage(
	flow: PaymentFlow,
	potId: number,
	body: string | null,
	clientIp: string,
): { ok: true } | { ok: false; error: string } {
	if (body !== null && body !== flowSupportMessage(flow.id)) {
		const potOk = consumeRateLimit(`support-message:pot:${potId}:ip:${clientIp}`, SUPPORT_MESSAGE_LIMITS.pot)
		const ipOk = consumeRateLimit(`support-message:ip:${clientIp}`, SUPPORT_MESSAGE_LIMITS.ip)
		if (!potOk || !ipOk) return { ok: false, error: supportMessageMessages.tooMany }
	}
	saveFlowSupportMessage(flow.id, potId, body)
	return { ok: true }
}

/** The signed-in donor's unfinished flow for this pot (not a quick one), or null. */
async function donorFlow(request: Request, potId: number, user: SessionUser) {
	const { flow } = await loadPaymentFlow(request, user.id)
	const c = flow?.snapshot.context
	return flow && !isFinished(flow) && c?.potId === potId && !c.quick ? flow : null
}

/** The message already left on the signed-in donor's gift to this pot, if any. */
export async function currentSupportMessage(request: Request, potId: number, user: SessionUser) {
	const flow = await donorFlow(request, potId, user)
	return flow ? flowSupportMessage(flow.id) : null
}

/** Where the form came from (`?back=`, a path of this site): the payment page it was on, or the pot's page. */
const backTo = (request: Request, potId: number) =>
	safeRedirect(new URL(request.url).searchParams.get('back'), `/participate/${potId}`)

/** The page of the message form on its own: the pot and the message left so far. */
export async function showSupportMessageForm(
	request: Request,
	potParam: string | undefined,
	user: SessionUser,
) {
	const pot = await loadPayablePot(potParam)
	const back = backTo(request, pot.id)
	return {
		pot: { id: pot.id, name: pot.name },
		message: await currentSupportMessage(request, pot.id, user),
		back,
	}
}

/** The signed-in donor's message form: saved on their gift in progress, then back to the payment page. */
export async function postSupportMessage(
	request: Request,
	potParam: string | undefined,
	user: SessionUser,
	clientIp: string,
): Promise<CheckoutAnswer | CheckoutFormError> {
	const pot = await loadPayablePot(potParam)
	const form = await readForm(request)
	const back = backTo(request, pot.id)
	const submission = parseWithNotice(form, SupportMessageSchema)
	if (submission.status !== 'success') return { kind: 'invalid', result: submission.reply(), status: 400 }
	const flow = await donorFlow(request, pot.id, user)
	if (!flow)
		return {
			kind: 'invalid',
			result: submission.reply({ formErrors: [supportMessageMessages.noPayment] }),
			status: 409,
		}
	const left = leaveSupportMessage(flow, pot.id, submission.value.message, clientIp)
	if (!left.ok)
		return {
			kind: 'invalid',
			result: submission.reply({ fieldErrors: { message: [left.error] } }),
			status: 429,
		}
	// Saved in the background when the field lost the focus (the page said so itself): no message for later.
	if (form.get('background') === '1') return redirectTo(back)
	return redirectTo(back, {
		type: 'success',
		title: toastTitles.update,
		description: submission.value.message
			? supportMessageMessages.saved
			: supportMessageMessages.removedByDonor,
	})
}
