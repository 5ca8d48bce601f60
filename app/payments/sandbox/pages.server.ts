import { getEnv } from '#app/platform/env.server.ts'
import { type TokenizeInput, tokenizeCard } from './cards.server.ts'
import { sandboxOrigin } from './core.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

/** Shared by the simulator's browser pages (app/routes/sandbox.*.tsx). */

/** Every sandbox page is a 404 unless the sandbox provider is the active one. */
export function requireSandbox() {
	if (getEnv().paymentProvider !== 'sandbox') throw httpError(404)
}

/** The control and scenario pages also need the demo mode. */
export function requireSandboxDemo() {
	requireSandbox()
	if (!getEnv().isDemo) throw httpError(404)
}

/** Return URLs must stay on this site (the sandbox bank must not become an open redirect). */
function isAllowedReturnUrl(url: string, request: Request) {
	try {
		const target = new URL(url)
		return (
			['http:', 'https:'].includes(target.protocol) &&
			[sandboxOrigin(), new URL(request.url).origin].includes(target.origin)
		)
	} catch {
		return false
	}
}

const field = (form: FormData, name: string) => {
	const value = form.get(name)
	return typeof value === 'string' ? value : ''
}

/**
 * POST /sandbox/tokenize/:registrationId, as Mangopay's vault: with `returnURL` (plain HTML form) a 302 to
 * `returnURL?data=<token>` or `?errorCode=<code>`; without, a 200 text/plain `data=…` / `errorCode=…`.
 */
export async function tokenizeResponse(request: Request, registrationId: string) {
	requireSandbox()
	const form = await readForm(request)
	const input: TokenizeInput = {
		registrationId,
		accessKeyRef: field(form, 'accessKeyRef'),
		data: field(form, 'data'),
		cardNumber: field(form, 'cardNumber'),
		cardExpirationDate: field(form, 'cardExpirationDate'),
		cardCvx: field(form, 'cardCvx'),
	}
	const returnUrl = field(form, 'returnURL')
	const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
	if (returnUrl && !isAllowedReturnUrl(returnUrl, request))
		return new Response('errorCode=105205', { status: 400, headers })
	const outcome = tokenizeCard(input)
	const [name, value] = 'data' in outcome ? ['data', outcome.data] : ['errorCode', outcome.errorCode]
	if (!returnUrl) return new Response(`${name}=${value}`, { status: 200, headers })
	const target = new URL(returnUrl)
	target.searchParams.set(name, value)
	return new Response(null, {
		status: 302,
		headers: { location: target.toString(), 'cache-control': 'no-store' },
	})
}

export function formField(form: FormData, name: string) {
	return field(form, name)
}

/** French labels of the card data errors (vault codes). */
export const cardErrorMessages: Record<string, string> = {
	'02625': 'Le numéro de carte n’est pas valide.',
	'02626': 'La date d’expiration n’est pas valide ou la carte a expiré (format MMAA).',
	'02627': 'Le cryptogramme (CVC) n’est pas valide : 3 chiffres au dos de la carte.',
}
