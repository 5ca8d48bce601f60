import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { getSessionUser } from '#app/auth/session.server.ts'
import { flowMandateId, loadPaymentFlow, sendPaymentEvent } from '#app/donations/flow.server.ts'
import { infoMessages, toastTitles } from '#app/lib/messages.ts'
import { mandateNotSigned, mandateNotSignedYet } from '#app/lib/payment-outcomes.ts'
import { processMandate } from '#app/donations/mandate.server.ts'
import { settleReturnedPayIn } from '#app/donations/card.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { respondWithOutcome } from '#app/donations/outcome.server.ts'
import { isPaymentProviderError } from '#app/payments/provider.ts'
import { requireActivePot } from '#app/pots/pot-page.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Merci pour votre don — Donnons' }]

/**
 * The thank-you page (spec 3 §2 "participate/{id}/confirmation"), also the provider's return URL: with
 * `transactionId` (3-D Secure) the pay-in is re-fetched and applied; with `MandateId` the signed mandate's
 * donation is debited (spec 3 §4). Both are GETs that may be replayed: nothing is done twice.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const pot = requireActivePot(params.id)
	const query = new URL(request.url).searchParams
	const user = await getSessionUser(request)
	const provider = await getPaymentProvider()
	const { flow } = await loadPaymentFlow(request, user?.id ?? null)
	const transactionId = query.get('transactionId')
	if (transactionId) {
		const outcome = await settleReturnedPayIn(provider, pot.id, transactionId)
		// Only the flow of this very pay-in: replaying an older return must not close the current payment.
		if (
			flow &&
			flow.snapshot.matches('secureMode') &&
			'donationId' in outcome &&
			outcome.donationId === flow.snapshot.context.donationId
		) {
			sendPaymentEvent(flow, { type: 'PAYIN_RESULT', status: outcome.status, message: null })
		}
		return respondWithOutcome(outcome)
	}
	const mandateId = query.get('MandateId')
	// A debit through an already signed mandate comes here at once, still pending.
	let pending = query.get('pending') === 'true'
	if (mandateId) {
		let result: Awaited<ReturnType<typeof processMandate>>
		try {
			result = await processMandate(provider, mandateId)
		} catch (error) {
			if (!isPaymentProviderError(error)) throw error
			// The bank could not be asked just now: the reconciliation will; the donor must not pay twice.
			return { pot: { id: pot.id, name: pot.name, charityName: pot.charityName }, pending: true }
		}
		if (!result) throw redirect(`/participate/${pot.id}`)
		// Only the flow waiting on this very mandate: replaying an older return must not close the current one.
		const waiting =
			flow && flow.snapshot.matches('mandateSignature') && flowMandateId(flow) === result.mandateRowId
				? flow
				: null
		if (result.status === 'UNSIGNED') {
			// Back without signing: the mandate can still be signed from the payment page ('Continuer').
			if (waiting) {
				throw redirect(`/participate/${pot.id}/payment?${waiting.snapshot.context.pageQuery}`)
			}
			throw await redirectWithToast(`/participate/${pot.id}`, {
				type: 'info',
				description: mandateNotSignedYet,
			})
		}
		if (waiting) sendPaymentEvent(waiting, { type: 'MANDATE_RETURNED', signed: result.status === 'SIGNED' })
		if (result.status === 'FAILED') {
			throw await redirectWithToast(`/participate/${pot.id}`, {
				type: 'error',
				title: toastTitles.attention,
				description: mandateNotSigned,
			})
		}
		pending = true
	}
	return { pot: { id: pot.id, name: pot.name, charityName: pot.charityName }, pending }
}

export default function ConfirmationPage() {
	const { pot, pending } = useLoaderData<typeof loader>()
	return (
		<div className="container-page max-w-2xl py-12 text-center">
			<h1 className="mb-4 text-3xl font-bold">Merci pour votre don !</h1>
			<p className="mb-8 text-lg">
				Votre générosité soutient <strong>{pot.charityName}</strong> à travers la cagnotte « {pot.name} ».
			</p>
			{/* A success is announced by the 'Félicitations' toast; a pending payment has no toast. */}
			{pending ? (
				<p role="status" className="mb-8 rounded border border-sky-700 bg-sky-50 p-3 text-sky-900">
					{infoMessages.paymentPending}
				</p>
			) : null}
			<div className="flex flex-wrap justify-center gap-4">
				<Link to={`/participate/${pot.id}`} className="btn-primary">
					Voir la cagnotte
				</Link>
				<Link to="/" className="btn-secondary">
					Retour à l'accueil
				</Link>
			</div>
		</div>
	)
}
