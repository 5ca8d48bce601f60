import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { returnFromCardVault } from '#app/donations/checkout.server.ts'
import { respond } from '#app/donations/respond.server.ts'

/**
 * The card vault's return (GET `?reg=…&data=…` or `&errorCode=…`): the card is registered, the donation
 * saved and paid (docs/requirements.md#spec-3-4 "Card"). Safe to replay: a second hit reads where the payment stands. When the
 * provider's call budget is short, the « paiement en cours » page takes over the same attempt.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const answer = await returnFromCardVault(request, params.id, context.clientIp)
	if (answer.kind === 'wait') return redirect(answer.resumeUrl)
	return respond(answer)
}
