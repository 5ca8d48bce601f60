import { type LoaderFunctionArgs } from '@remix-run/node'
import { returnFromCardVault } from '#app/donations/checkout.server.ts'
import { respond } from '#app/donations/respond.server.ts'

/**
 * The card vault's return (GET `?reg=…&data=…` or `&errorCode=…`): the card is registered, the donation
 * saved and paid (spec 3 §4 "Card"). Safe to replay: a second hit reads where the payment stands.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
	return respond(await returnFromCardVault(request, params.id, context.clientIp))
}
