/**
 * The donation carried from the recap to the payment pages in the query (docs/requirements.md#spec-3-2: amount, tip, hide,
 * anonymous; amounts in cents). Anything malformed yields null: the page sends the donor back to the pot.
 */
import { MAX_INPUT_CENTS, MIN_DONATION_CENTS } from '../money.ts'
import { isPaymentMethod, type PaymentMethod } from './payment-methods.ts'

/** A tip above this is surely a typing slip in a crafted URL: refused rather than charged. */
const MAX_TIP_CENTS = 100_000

export type PaymentQuery = {
	amountCents: number
	tipCents: number
	hide: boolean
	anonymous: boolean
	method: PaymentMethod
}

const cents = (value: string | null, min: number, max: number) => {
	if (value === null || !/^\d{1,12}$/.test(value)) return null
	const n = Number(value)
	return n >= min && n <= max ? n : null
}

export function parsePaymentQuery(query: URLSearchParams): PaymentQuery | null {
	const amountCents = cents(query.get('amount'), MIN_DONATION_CENTS, MAX_INPUT_CENTS)
	const tipCents =
		query.get('tip') === null || query.get('tip') === '' ? 0 : cents(query.get('tip'), 0, MAX_TIP_CENTS)
	if (amountCents === null || tipCents === null) return null
	const mode = query.get('mode')
	return {
		amountCents,
		tipCents,
		hide: query.get('hide') === 'true',
		anonymous: query.get('anonymous') === 'true',
		method: isPaymentMethod(mode) ? mode : 'card',
	}
}

/** The query of a payment page for a donation (the tab included unless it is the default card). */
export function paymentQueryString(q: PaymentQuery, method: PaymentMethod = q.method) {
	const params = new URLSearchParams({ amount: String(q.amountCents), tip: String(q.tipCents) })
	if (q.hide) params.set('hide', 'true')
	if (q.anonymous) params.set('anonymous', 'true')
	if (method !== 'card') params.set('mode', method)
	return params.toString()
}
