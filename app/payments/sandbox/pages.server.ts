import { getEnv } from '#app/platform/env.server.ts'
import { type TokenizeInput, tokenizeCard } from './cards.server.ts'
import { sandboxOrigin } from './core.server.ts'
import { readForm } from '#app/platform/forms.server.ts'

/** Shared by the simulator's browser pages (app/routes/sandbox.*.tsx). */

/**
 * The 404 of a sandbox URL while the simulator is off: a French page of its own, since the vault route
 * (`/sandbox/tokenize/…`) is a resource route that the app's error page does not cover.
 */
function sandboxNotFound() {
	const html =
		'<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
		'<meta name="robots" content="noindex"><title>Page introuvable – Donnons</title></head>' +
		'<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">' +
		'<main><h1>Page introuvable</h1><p>La page que vous cherchez n’existe pas ou plus.</p>' +
		'<p><a href="/">Retour à l’accueil</a></p></main></body></html>'
	return new Response(html, {
		status: 404,
		headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
	})
}

/**
 * The guard of every `/sandbox/*` route (loader and action): a 404 unless the sandbox simulator is the active
 * payment provider, i.e. in demo mode or with PAYMENT_SANDBOX=true, never beside real Mangopay payments.
 */
export function requireSandbox() {
	if (getEnv().paymentProvider !== 'sandbox') throw sandboxNotFound()
}

/** The control and scenario pages also need the demo mode. */
export function requireSandboxDemo() {
	requireSandbox()
	if (!getEnv().isDemo) throw sandboxNotFound()
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
