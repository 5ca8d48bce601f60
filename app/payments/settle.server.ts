import { and, eq, isNull } from 'drizzle-orm'
import { charities, donations, pots, taxReceipts, users } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { DONATION_CONFIRMED_KIND, donationConfirmedEmail } from '../mail/donation-email.server.ts'
import { sendMail } from '../mail/mailer.server.ts'
import { applyPayInStatus } from './apply.server.ts'
import { type PaymentProvider, type TxResult } from './provider.ts'

/** The site's address for links in mails sent outside a request (webhooks, background jobs). */
export function siteUrl(path: string) {
	const env = getEnv()
	return `${(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')}${path}`
}

type FetchedPayIn = Pick<TxResult, 'id' | 'status' | 'resultCode' | 'resultMessage' | 'executedAt'> &
	Partial<Pick<Awaited<ReturnType<PaymentProvider['getPayIn']>>, 'tag' | 'debited' | 'creditedWalletId'>>

/**
 * Applies a re-fetched pay-in (one transaction: donation, pot totals, receipt — `applyPayInStatus`), then,
 * when this call is the one that made the donation succeed, e-mails the donor. A replay changes nothing
 * and sends nothing. A pay-in we do not know by id but that carries our `donation-<id>` tag is the one of a
 * donation whose answer was lost (a timeout, a crash): it is attached to it first, if the amounts agree.
 */
export async function settlePayIn(payIn: FetchedPayIn) {
	let result = applyPayInStatus(payIn)
	if (!result.changed && result.reason === 'unknown-pay-in' && adoptTaggedPayIn(payIn))
		result = applyPayInStatus(payIn)
	if (result.changed && result.status === 'SUCCEEDED') await sendDonationConfirmation(result.donationId)
	return result
}

function adoptTaggedPayIn(payIn: FetchedPayIn) {
	const id = /^donation-(\d{1,12})$/.exec(payIn.tag ?? '')?.[1]
	if (!id || !payIn.debited) return false
	const row = getDb()
		.select({ donation: donations, walletId: pots.providerWalletId })
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.where(eq(donations.id, Number(id)))
		.get()
	if (!row || row.donation.providerPayInId || row.donation.status === 'SUCCEEDED') return false
	if (
		row.walletId !== payIn.creditedWalletId ||
		payIn.debited.amount !== row.donation.amountCents + row.donation.tipCents
	)
		return false
	// A donation failed for want of a pay-in (NO_PAYIN) gets it back: the money did come.
	getDb()
		.update(donations)
		.set({
			providerPayInId: payIn.id,
			status: 'CREATED',
			resultCode: null,
			resultMessage: null,
			failedAt: null,
		})
		.where(and(eq(donations.id, row.donation.id), isNull(donations.providerPayInId)))
		.run()
	return true
}

export async function sendDonationConfirmation(donationId: number) {
	const row = getDb()
		.select({
			donation: donations,
			potName: pots.name,
			charityName: charities.name,
			receiptType: charities.receiptType,
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
		receipt: row.donation.isQuick ? 'none' : row.receiptType === 'GENERATED' ? 'platform' : 'charity',
	})
	await sendMail({ to, ...content, kind: DONATION_CONFIRMED_KIND })
}
