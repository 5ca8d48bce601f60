import { type ActionFunctionArgs } from '@remix-run/node'
import { requireSandbox, tokenizeResponse } from '#app/payments/sandbox/pages.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

/** The demo bank's card vault: the card registration URL points here (resource route, POST only). */
export function action({ request, params }: ActionFunctionArgs) {
	return tokenizeResponse(request, params.registrationId ?? '')
}

export function loader() {
	requireSandbox()
	return httpError(405, { allow: 'POST' })
}
