import { eq, sql } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { charities, donations, payoutItems, payouts, pots, users } from '#db/schema/index.ts'
import {
	PAYOUT_DONOR_KIND,
	PAYOUT_ORGANISER_KIND,
	payoutDonorEmail,
	payoutOrganiserEmail,
} from '../mail/payout-email.server.ts'
import { queueMail } from '../mail/mailer.server.ts'
import { siteUrl } from '../mail/urls.server.ts'

/**
 * Queues, inside the payout's success transaction, the organiser's e-mail and one e-mail per distinct donor
 * of the donations it carried (by lower-cased address; the organiser's own address gets only theirs).
 * Returns the outbox rows' ids.
 */
export function queuePayoutEmails(tx: DbOrTx, payoutId: number, paidAt: Date) {
	const head = tx
		.select({
			payout: payouts,
			potName: pots.name,
			charityName: charities.name,
			organiserEmail: users.email,
			organiserFirstName: users.firstName,
		})
		.from(payouts)
		.innerJoin(pots, eq(pots.id, payouts.potId))
		.innerJoin(charities, eq(charities.id, payouts.charityId))
		.innerJoin(users, eq(users.id, pots.creatorId))
		.where(eq(payouts.id, payoutId))
		.get()
	if (!head) return []
	const potUrl = siteUrl(`/participate/${head.payout.potId}`)
	// Each donor once: an account's address, or a quick donor's; their gifts carried by this payout summed.
	const email = sql<string>`lower(coalesce(${users.email}, ${donations.quickEmail}))`
	const donors = tx
		.select({
			email,
			firstName: sql<string>`max(coalesce(${users.firstName}, ${donations.quickFirstName}, ''))`,
			giftsCents: sql<number>`sum(${payoutItems.amountCents})`,
			gifts: sql<number>`count(*)`,
		})
		.from(payoutItems)
		.innerJoin(donations, eq(donations.id, payoutItems.donationId))
		.leftJoin(users, eq(users.id, donations.donorId))
		.where(eq(payoutItems.payoutId, payoutId))
		.groupBy(email)
		.all()
	const donationsCount = donors.reduce((n, donor) => n + Number(donor.gifts), 0)
	const ids = [
		queueMail(tx, {
			to: head.organiserEmail,
			kind: PAYOUT_ORGANISER_KIND,
			...payoutOrganiserEmail({
				firstName: head.organiserFirstName,
				potName: head.potName,
				charityName: head.charityName,
				amountCents: head.payout.amountCents,
				feeCents: head.payout.feeCents,
				donationsCount,
				paidAt,
				potUrl,
			}),
		}),
	]
	const organiser = head.organiserEmail.toLowerCase()
	for (const donor of donors) {
		if (!donor.email || donor.email === organiser) continue
		ids.push(
			queueMail(tx, {
				to: donor.email,
				kind: PAYOUT_DONOR_KIND,
				...payoutDonorEmail({
					firstName: donor.firstName,
					potName: head.potName,
					charityName: head.charityName,
					giftsCents: Number(donor.giftsCents),
					paidAt,
					potUrl,
				}),
			}),
		)
	}
	return ids
}
