import { type StateValueFrom } from 'xstate'
import { type donationPaymentMachine } from '#machines/donation-payment.ts'

/**
 * Where a donor stands in the donation checkout, as the loaders tell the pages: a state of the
 * donation-payment machine, typed by it (a renamed state breaks the pages' comparisons at compile time).
 */
export type CheckoutStep = StateValueFrom<typeof donationPaymentMachine>
