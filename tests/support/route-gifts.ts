import { createSession } from '#app/auth/session.server.ts'
import { tokenizeCard } from '#app/payments/sandbox/cards.server.ts'
import { FRICTIONLESS_CARD } from '#app/payments/sandbox/rules.ts'
import { loader as carteLoader } from '#app/routes/participate.$id.carte.tsx'
import { loader as paymentLoader } from '#app/routes/participate.$id.payment.tsx'
import { context, formRequest, run } from '#tests/integration/request.ts'
import { Jar } from './cookie-jar.ts'

/**
 * A browser going through the donation routes in an integration test (no server): a route's loader or
 * action called with the jar's cookies, and a card gift made the way a donor makes it — the payment page's
 * card form, the vault (the sandbox's tokenisation), the return to /participate/:id/carte.
 */

export const BASE = 'http://localhost:3000'

const potIdOf = (url: string) => /\/participate\/(\d+)/.exec(url)?.[1] ?? ''

/** A GET of `url` answered by `loader`; the jar takes the cookies it sets. */
export async function get(
	loader: (args: never) => unknown,
	url: string,
	jar: Jar,
	params: Record<string, string> = { id: potIdOf(url) },
) {
	const request = new Request(new URL(url, BASE), {
		headers: { cookie: jar.header, 'user-agent': 'vitest', accept: 'text/html' },
	})
	const res = await run(() => loader({ request, params, context: context() } as never))
	jar.take(res.headers)
	return res
}

/** A form POST of `fields` to `url` answered by `action`; the jar takes the cookies it sets. */
export async function post(
	action: (args: never) => unknown,
	url: string,
	fields: Record<string, string>,
	jar: Jar,
	params: Record<string, string> = { id: potIdOf(url) },
) {
	const request = formRequest(url, fields, jar.header)
	const res = await run(() => action({ request, params, context: context() } as never))
	jar.take(res.headers)
	return res
}

/** A browser signed in as the user. */
export async function signedIn(userId: number) {
	return new Jar().take(await createSession(userId, new Request(BASE)))
}

/** The card form of the payment page: where it posts and the vault's fields. */
type CardForm = { action?: string; data: string; accessKeyRef: string; returnURL: string }

/** What the card form posts to the vault, and the vault's answer: the return URL with `data=`. */
export function vaultReturn(card: CardForm, cardNumber: string = FRICTIONLESS_CARD) {
	const registrationId = new URL(card.returnURL).searchParams.get('reg')!
	const token = tokenizeCard({
		registrationId,
		accessKeyRef: card.accessKeyRef,
		data: card.data,
		cardNumber,
		cardExpirationDate: '1239',
		cardCvx: '123',
	})
	if (!('data' in token)) throw new Error(`tokenisation refused: ${token.errorCode}`)
	return { registrationId, url: `${card.returnURL}&data=${token.data}` }
}

/** The payment page opened for the pot (its card form) and the card sent to the vault: the return URL. */
export async function cardReturn(potId: number, jar: Jar, query = 'amount=2500&tip=300') {
	const page = await get(paymentLoader, `/participate/${potId}/payment?${query}`, jar)
	const { card, state } = page.body as { card: CardForm | null; state: string }
	if (!card) throw new Error(`no card form on the payment page (state ${state})`)
	return vaultReturn(card)
}

/** A card gift through the routes, up to the vault's return; that return's answer (a redirect when paid). */
export async function cardGift(potId: number, jar: Jar, query?: string) {
	const { url } = await cardReturn(potId, jar, query)
	return get(carteLoader, url, jar)
}
