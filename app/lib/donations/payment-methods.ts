/**
 * The payment methods of the payment page (docs/requirements.md#spec-3-4), in the order of its tabs, with their labels. The
 * donation-payment machine names the same methods in its own union (a machine imports only xstate): the
 * labels' record must cover every one of them.
 */
import { type PaymentMethod } from '#machines/donation-payment.ts'

export { type PaymentMethod }

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
	card: 'Carte bancaire (CB)',
	unique: 'Prélèvement unique',
	monthly: 'Je donne tous les mois',
	sepa: 'Virement SEPA',
}

export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as readonly PaymentMethod[]

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
	PAYMENT_METHODS.includes(value as PaymentMethod)
