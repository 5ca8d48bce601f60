import { type StateValueFrom } from 'xstate'
import { type donationPaymentMachine } from '#machines/donation-payment.ts'

/**
 * Where a donor stands in the donation checkout: a state of the donation-payment machine, typed by it (a
 * renamed state breaks `viewOf` and `routeFor` at compile time). The pages see only the view.
 */
export type CheckoutStep = StateValueFrom<typeof donationPaymentMachine>

/**
 * What a checkout page shows for a step: a form, the transfer details, or only its notices. The pages
 * render by view, never by a state's name (the mapping is here, next to the steps).
 */
export type CheckoutView =
	'identity-form' | 'card-form' | 'bank-form' | 'wire-request' | 'wire-details' | 'notices'

export function viewOf(step: CheckoutStep): CheckoutView {
	switch (step) {
		case 'quickIdentity':
			return 'identity-form'
		case 'card':
			return 'card-form'
		case 'directDebit':
			return 'bank-form'
		case 'wire':
			return 'wire-request'
		case 'wireDetails':
			return 'wire-details'
		default:
			return 'notices'
	}
}
