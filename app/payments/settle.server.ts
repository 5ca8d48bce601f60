import { eq } from 'drizzle-orm'
import { charities, donations, pots, taxReceipts, users } from '#db/schema/index.ts'
import { getDb } from '../db.server.ts'
import { getEnv } from '../env.server.ts'
import { DONATION_CONFIRMED_KIND, donationConfirmedEmail } from '../mail/donation-email.server.ts'
import { sendMail } from '../mail/mailer.server.ts'
import { applyPayInStatus } from './apply.server.ts'
import { type TxResult } from './provider.ts'

/** The site's address for links in mails sent outside a request (webhooks, background jobs). */
export function siteUrl(path: string) {
	const env = getEnv()
	return `${(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')}${path}`
}

/**
 * Applies a re-fetched pay-in (one transaction: donation, pot totals, receipt — `applyPayInStatus`), then,
 * when this call is the one that made the donation succeed, e-mails the donor. A replay changes nothing
 * and sends nothing.
 */
export async function settlePayIn(
	payIn: Pick<TxResult, 'id' | 'status' | 'resultCode' | 'resultMessage' | 'executedAt'>
) {
	const result = applyPayInStatus(payIn)
	if (result.changed && result.status === 'SUCCEEDED') await sendDonationConfirmation(result.donationId)
	return result
}

export async function sendDonationConfirmation(donationId: number) {
	const row = getDb()
		.select({
			donation: donations,
			potName: pots.name,
			charityName: charities.name,
			donorEmail: users.email,
			donorFirstName: users.firstName,
			receiptNumber: taxReceipts.number,
		})
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.leftJoin(users, eq(users.id, donations.donorId))
		.leftJoin(taxReceipts, eq(taxReceipts.donationId, donations.id))
		.where(eq(donations.id, donationId))
		.get()
	const to = row?.donorEmail ?? row?.donation.quickEmail
	if (!row || !to) return
	const content = donationConfirmedEmail({
		firstName: row.donorFirstName ?? row.donation.quickFirstName ?? '',
		amountCents: row.donation.amountCents,
		tipCents: row.donation.tipCents,
		potName: row.potName,
		charityName: row.charityName,
		potUrl: siteUrl(`/participate/${row.donation.potId}`),
		receiptNumber: row.receiptNumber,
	})
	await sendMail({ to, ...content, kind: DONATION_CONFIRMED_KIND })
}
