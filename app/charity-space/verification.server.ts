import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import { charities, pots, users } from '#db/schema/index.ts'
import { type DbOrTx } from '#db/client.server.ts'
import { createPaths } from '../lib/pots/create-paths.ts'
import { queueMail } from '../mail/mailer.server.ts'
import { giftsOpenEmail } from '../mail/templates.server.ts'
import { siteUrl } from '../mail/urls.server.ts'
import { isPaymentProviderError, type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'

/**
 * Whether a charity is verified at the provider (ADR 030): its legal user's KYC level REGULAR, as the
 * provider reports it (R3: asked again, never inferred from our rows). Since 24 June 2026 a pay-in to an
 * unverified beneficiary is refused (002951), so its pots take no gift until then (giftRefusal).
 */

/** The open pots of a charity, with their organisers (accounts still present). */
function openPotsOf(tx: DbOrTx, charityId: number, now: Date) {
	return tx
		.select({ id: pots.id, name: pots.name, email: users.email })
		.from(pots)
		.innerJoin(users, eq(users.id, pots.creatorId))
		.where(
			and(
				eq(pots.charityId, charityId),
				eq(pots.isActive, true),
				gt(pots.closingDate, now),
				isNull(users.deletedAt),
			),
		)
		.all()
}

/**
 * Records the charity verified and, in the same transaction, e-mails each organiser of its open pots once
 * that gifts are open. Only the first report does anything: returns whether it was this one.
 */
export function markCharityVerified(charityId: number, now = new Date()) {
	return getDb().transaction((tx) => {
		const changed = tx
			.update(charities)
			.set({ providerVerifiedAt: now })
			.where(and(eq(charities.id, charityId), isNull(charities.providerVerifiedAt)))
			.run().changes
		if (!changed) return false
		const charity = tx
			.select({ name: charities.name })
			.from(charities)
			.where(eq(charities.id, charityId))
			.get()
		const byOrganiser = new Map<string, Array<{ name: string; url: string }>>()
		for (const pot of openPotsOf(tx, charityId, now)) {
			const list = byOrganiser.get(pot.email) ?? []
			list.push({ name: pot.name, url: siteUrl(createPaths.pot(pot.id)) })
			byOrganiser.set(pot.email, list)
		}
		for (const [to, list] of byOrganiser) {
			const content = giftsOpenEmail({ charityName: charity?.name ?? '', pots: list })
			queueMail(tx, { to, kind: 'charity-gifts-open', ...content })
		}
		return true
	})
}

/**
 * Asks the provider whether the charity's legal user is REGULAR now, and records it the first time. A
 * provider failure leaves the charity as it was (the next KYC notification or page view asks again).
 */
export async function refreshCharityVerification(provider: PaymentProvider, charityId: number) {
	const charity = getDb()
		.select({ userId: charities.providerUserId, verifiedAt: charities.providerVerifiedAt })
		.from(charities)
		.where(eq(charities.id, charityId))
		.get()
	if (!charity?.userId) return false
	if (charity.verifiedAt) return true
	try {
		const user = await provider.getUser(charity.userId)
		if (user.kycLevel !== 'REGULAR') return false
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		console.error(`Charity ${charityId}: verification not read: ${error.code}`)
		return false
	}
	markCharityVerified(charityId)
	return true
}

/** The charity's verification as recorded: pots take gifts only once it is set. */
export function isCharityVerified(charityId: number) {
	const row = getDb()
		.select({ at: charities.providerVerifiedAt })
		.from(charities)
		.where(eq(charities.id, charityId))
		.get()
	return Boolean(row?.at)
}

/**
 * Asks the provider again about every charity that has its legal user but is not recorded verified yet: a
 * KYC notification lost, or a deployment upgraded with charities verified at the provider before this record
 * existed. Run by the payment jobs (at the jobs' priority of the call budget); returns how many opened.
 */
export async function refreshUnverifiedCharities(provider: PaymentProvider) {
	const waiting = getDb()
		.select({ id: charities.id })
		.from(charities)
		.where(and(isNotNull(charities.providerUserId), isNull(charities.providerVerifiedAt)))
		.all()
	let opened = 0
	for (const { id } of waiting) if (await refreshCharityVerification(provider, id)) opened++
	return opened
}
