import { suspensionMessages } from './admin-messages.ts'
import { isPotClosed } from './dates.ts'
import { paymentMessages } from './messages.ts'

/**
 * Whether a pot takes a gift now (ADR 026): not when an operator suspended it, nor once its closing date is
 * past. Pure; every donation entry asks it through `loadPayablePot` (app/donations/payment-page.server.ts).
 */
export type GiftRefusal = 'suspended' | 'closed'

export function giftRefusal(
	pot: { closingDate: Date; suspendedAt: Date | null },
	now: Date,
): GiftRefusal | null {
	if (pot.suspendedAt) return 'suspended'
	return isPotClosed(pot.closingDate, now) ? 'closed' : null
}

export const giftRefusalMessage = (refusal: GiftRefusal) =>
	refusal === 'suspended' ? suspensionMessages.potSuspended : paymentMessages.potAlreadyClosed
