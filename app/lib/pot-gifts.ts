import { suspensionMessages } from './admin-messages.ts'
import { isPotClosed } from './dates.ts'
import { paymentMessages } from './messages.ts'

/**
 * Whether a pot takes a gift now (ADR 026): not when an operator suspended it or its charity (the money would
 * go to a charity Donnons no longer vouches for), nor once its closing date is past. Pure; every donation
 * entry asks it through `loadPayablePot` (app/donations/payment-page.server.ts).
 */
export type GiftRefusal = 'suspended' | 'charity-suspended' | 'closed'

export function giftRefusal(
	pot: { closingDate: Date; suspendedAt: Date | null; charityActive?: boolean },
	now: Date,
): GiftRefusal | null {
	if (pot.suspendedAt) return 'suspended'
	if (pot.charityActive === false) return 'charity-suspended'
	return isPotClosed(pot.closingDate, now) ? 'closed' : null
}

export const giftRefusalMessage = (refusal: GiftRefusal) =>
	refusal === 'suspended'
		? suspensionMessages.potSuspended
		: refusal === 'charity-suspended'
			? suspensionMessages.charityOfPotSuspended
			: paymentMessages.potAlreadyClosed

/** The pot page's notice for a refusal that is not the pot's end: its title and text. */
export function suspensionNotice(refusal: GiftRefusal | null) {
	if (refusal === 'suspended')
		return { title: suspensionMessages.potSuspendedTitle, text: suspensionMessages.potSuspended }
	if (refusal === 'charity-suspended')
		return {
			title: suspensionMessages.charityOfPotSuspendedTitle,
			text: suspensionMessages.charityOfPotSuspended,
		}
	return null
}
