import { suspensionMessages } from '../admin/admin-messages.ts'
import { isPotClosed } from '../dates.ts'
import { paymentMessages } from '../payment-messages.ts'

/**
 * Whether a pot takes a gift now (ADR 026): not when an operator suspended it or its charity (the money would
 * go to a charity Donnons no longer vouches for), nor once its closing date is past. Pure; every donation
 * entry asks it through `loadPayablePot` (app/donations/payment-page.server.ts).
 */
type GiftRefusal = 'suspended' | 'charity-suspended' | 'closed' | 'charity-unverified'

/**
 * `charityVerifiedAt`: when the provider reported the pot's charity verified (KYB validated); null while it
 * is not — the provider would refuse the pay-in (002951, ADR 030), so no gift is taken before then.
 */
export function giftRefusal(
	pot: {
		closingDate: Date
		suspendedAt: Date | null
		charityActive?: boolean
		charityVerifiedAt?: Date | null
	},
	now: Date,
): GiftRefusal | null {
	if (pot.suspendedAt) return 'suspended'
	if (pot.charityActive === false) return 'charity-suspended'
	if (isPotClosed(pot.closingDate, now)) return 'closed'
	return pot.charityVerifiedAt === null ? 'charity-unverified' : null
}

export const giftRefusalMessage = (refusal: GiftRefusal) =>
	refusal === 'suspended'
		? suspensionMessages.potSuspended
		: refusal === 'charity-suspended'
			? suspensionMessages.charityOfPotSuspended
			: refusal === 'charity-unverified'
				? suspensionMessages.charityUnverified
				: paymentMessages.potAlreadyClosed

/** The pot page's notice for a refusal that is not the pot's end: its title and text; `info` when it is temporary. */
export function suspensionNotice(
	refusal: GiftRefusal | null,
): { title: string; text: string; tone?: 'info' } | null {
	if (refusal === 'charity-unverified')
		return {
			title: suspensionMessages.charityUnverifiedTitle,
			text: suspensionMessages.charityUnverified,
			tone: 'info',
		}
	if (refusal === 'suspended')
		return { title: suspensionMessages.potSuspendedTitle, text: suspensionMessages.potSuspended }
	if (refusal === 'charity-suspended')
		return {
			title: suspensionMessages.charityOfPotSuspendedTitle,
			text: suspensionMessages.charityOfPotSuspended,
		}
	return null
}
