import { type PaymentMethod } from '../lib/donations/payment-methods.ts'
import { type PaymentQuery, paymentQueryString } from '../lib/donations/payment-query.ts'

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
