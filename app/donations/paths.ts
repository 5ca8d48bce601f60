import { type PaymentMethod } from '../lib/donations/payment-methods.ts'
import { type PaymentQuery, paymentQueryString } from '../lib/donations/payment-query.ts'
import { type DonationPaymentContext } from '#machines/donation-payment.ts'
import { type CheckoutStep } from './checkout-step.ts'

/** The addresses of the checkout pages, and the provider's return addresses into them. */

export const paymentPagePath = (potId: number, q: PaymentQuery, method?: PaymentMethod) =>
	`/participate/${potId}/payment?${paymentQueryString(q, method)}`

/** Where the card vault sends the browser back with its token. */
export const cardReturnPath = (potId: number, registrationId: string) =>
	`/participate/${potId}/carte?${new URLSearchParams({ reg: registrationId })}`

/** The « paiement en cours » page: the vault's return again, resumed once the provider's budget frees. */
export const paymentWaitPath = (potId: number, vaultQuery: URLSearchParams) =>
	`/participate/${potId}/paiement-en-cours?${vaultQuery}`

/** The confirmation page, also the return address of 3-D Secure and of the mandate signature. */
export const paymentReturnPath = (potId: number) => `/participate/${potId}/confirmation`

/** A flow's place: its state and what its page needs (the pot, the quick page or not, the page's query). */
type FlowPlace = {
	value: CheckoutStep
	context: Pick<DonationPaymentContext, 'potId' | 'quick' | 'pageQuery'>
}

/**
 * The page of the site that shows a state of the donation-payment flow, in one place. The provider's own pages
 * (3-D Secure, the mandate signature) are not states' pages: the payment page offers to resume them.
 */
export function routeFor({ value, context: c }: FlowPlace): string {
	switch (value) {
		case 'start':
		case 'quickIdentity':
		case 'card':
		case 'directDebit':
		case 'wire':
		case 'wireDetails':
		case 'secureMode':
		case 'mandateSignature':
			return `/participate/${c.potId}/${c.quick ? 'quick-payment' : 'payment'}?${c.pageQuery}`
		case 'succeeded':
			return paymentReturnPath(c.potId)
		case 'pending':
		case 'failed':
		case 'wireAwaited':
			return `/participate/${c.potId}`
	}
}
