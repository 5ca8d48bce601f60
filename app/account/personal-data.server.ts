import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import {
	bankAccounts,
	charities,
	companies,
	donations,
	flows,
	kycDocuments,
	mandates,
	newsletterSubscribers,
	potInvitations,
	pots,
	sessions,
	subscriptions,
	supportMessages,
	taxReceipts,
	users,
	verifications,
} from '#db/schema/index.ts'
import { DELETED_ACCOUNT_NAME, deletedEmailOf } from '../lib/account/personal-data.ts'
import { verifyPassword } from '../auth/password.server.ts'
import { consumeRateLimit } from '../auth/rate-limit.server.ts'
import { cancelUnusedMandates } from '../donations/mandate-cancel.server.ts'
import { type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'

/**
 * Personal data (GDPR; tests/integration/personal-data.test.ts): the export of everything the platform holds on a user, and the deletion
 * of the account. Deleting keeps the rows the law and the donors need — donations, issued tax receipts
 * (immutable: migration 0005), pots — and erases or replaces every personal field of the account.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** Everything held on the user, as a JSON-ready object (no password hash, no session token, masked IBANs). */
export function exportPersonalData(userId: number, cookieConsent: string | null, now = new Date()) {
	const db = getDb()
	const user = db.select().from(users).where(eq(users.id, userId)).get()
	if (!user) return null
	const company = db.select().from(companies).where(eq(companies.userId, userId)).get()
	const gifts = db
		.select({
			donation: donations,
			potName: pots.name,
			charityName: charities.name,
			receiptNumber: taxReceipts.number,
			supportMessage: supportMessages.body,
		})
		.from(donations)
		.innerJoin(pots, eq(pots.id, donations.potId))
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.leftJoin(taxReceipts, eq(taxReceipts.donationId, donations.id))
		.leftJoin(supportMessages, eq(supportMessages.donationId, donations.id))
		.where(eq(donations.donorId, userId))
		.orderBy(asc(donations.createdAt), asc(donations.id))
		.all()
	const monthly = db
		.select({ sub: subscriptions, potName: pots.name })
		.from(subscriptions)
		.innerJoin(pots, eq(pots.id, subscriptions.potId))
		.where(eq(subscriptions.donorId, userId))
		.orderBy(asc(subscriptions.id))
		.all()
	const userMandates = db
		.select({ mandate: mandates, bank: bankAccounts })
		.from(mandates)
		.innerJoin(bankAccounts, eq(bankAccounts.id, mandates.bankAccountId))
		.where(eq(mandates.userId, userId))
		.orderBy(asc(mandates.id))
		.all()
	const ownPots = db
		.select({ pot: pots, charityName: charities.name })
		.from(pots)
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(eq(pots.creatorId, userId))
		.orderBy(asc(pots.id))
		.all()
	const invitations = db
		.select({ potId: potInvitations.potId, email: potInvitations.email, sentAt: potInvitations.sentAt })
		.from(potInvitations)
		.where(eq(potInvitations.inviterId, userId))
		.orderBy(asc(potInvitations.id))
		.all()
	const receipts = db
		.select()
		.from(taxReceipts)
		.where(eq(taxReceipts.donorId, userId))
		.orderBy(asc(taxReceipts.year), asc(taxReceipts.number))
		.all()
	const newsletter = db
		.select()
		.from(newsletterSubscribers)
		.where(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`)
		.get()
	const openSessions = db
		.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
		.from(sessions)
		.where(eq(sessions.userId, userId))
		.orderBy(asc(sessions.createdAt))
		.all()
	const documents = db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId)).all()

	return {
		exportedAt: now.toISOString(),
		notice:
			'Données personnelles détenues par Donnons sur votre compte. Les montants sont en centimes d’euro.',
		account: {
			id: user.id,
			email: user.email,
			role: user.role,
			gender: user.gender,
			firstName: user.firstName,
			lastName: user.lastName,
			phone: user.phone,
			birthDate: user.birthDate,
			addressLine1: user.addressLine1,
			postCode: user.postCode,
			city: user.city,
			countryIso: user.countryIso,
			socialLogin: user.socialProvider,
			paymentProfile: Boolean(user.providerUserId),
			kycLevel: user.kycLevel,
			createdAt: iso(user.createdAt),
			updatedAt: iso(user.updatedAt),
		},
		company: company
			? {
					name: company.name,
					siren: company.siren,
					legalForm: company.legalForm,
					addressLine1: company.addressLine1,
					postCode: company.postCode,
					city: company.city,
					countryIso: company.countryIso,
					representative: {
						gender: company.repGender,
						firstName: company.repFirstName,
						lastName: company.repLastName,
						email: company.repEmail,
						birthDate: company.repBirthDate,
						nationalityIso: company.repNationalityIso,
						addressLine1: company.repAddressLine1,
						postCode: company.repPostCode,
						city: company.repCity,
						countryIso: company.repCountryIso,
					},
				}
			: null,
		donations: gifts.map(({ donation: d, potName, charityName, receiptNumber, supportMessage }) => ({
			id: d.id,
			potId: d.potId,
			potName,
			charityName,
			amountCents: d.amountCents,
			tipCents: d.tipCents,
			method: d.method,
			monthly: d.subscriptionId !== null,
			period: d.period,
			status: d.status,
			hideAmount: !d.isVisible,
			anonymous: d.isAnonymous,
			createdAt: iso(d.createdAt),
			succeededAt: iso(d.succeededAt),
			receiptNumber,
			supportMessage,
		})),
		subscriptions: monthly.map(({ sub, potName }) => ({
			id: sub.id,
			potId: sub.potId,
			potName,
			amountCents: sub.amountCents,
			tipCents: sub.tipCents,
			debitDay: sub.debitDay,
			status: sub.status,
			hideAmount: !sub.isVisible,
			anonymous: sub.isAnonymous,
			createdAt: iso(sub.createdAt),
		})),
		mandates: userMandates.map(({ mandate, bank }) => ({
			id: mandate.id,
			status: mandate.status,
			bankReference: mandate.bankReference,
			ibanMasked: bank.ibanMasked,
			bic: bank.bic,
			accountHolder: bank.ownerName,
			addressLine1: bank.addressLine1,
			postCode: bank.postCode,
			city: bank.city,
			createdAt: iso(mandate.createdAt),
		})),
		pots: ownPots.map(({ pot, charityName }) => ({
			id: pot.id,
			name: pot.name,
			charityName,
			closingDate: iso(pot.closingDate),
			totalCents: pot.donationsTotalCents,
			donationsCount: pot.donationsCount,
			createdAt: iso(pot.createdAt),
		})),
		invitationsSent: invitations.map((i) => ({ potId: i.potId, email: i.email, sentAt: iso(i.sentAt) })),
		receipts: receipts.map((r) => ({
			number: r.number,
			year: r.year,
			amountCents: r.amountCents,
			issuedAt: iso(r.issuedAt),
			status: r.status,
		})),
		consents: {
			termsAcceptedAt: iso(user.termsAcceptedAt),
			cookies: cookieConsent,
			newsletter: newsletter
				? {
						email: newsletter.email,
						subscribedAt: iso(newsletter.createdAt),
						confirmedAt: iso(newsletter.confirmedAt),
						unsubscribedAt: iso(newsletter.unsubscribedAt),
					}
				: null,
		},
		identityDocuments: documents.map((d) => ({ type: d.type, status: d.status, sentAt: iso(d.createdAt) })),
		sessions: openSessions.map((s) => ({
			createdAt: iso(s.createdAt),
			expiresAt: iso(s.expiresAt),
			device: s.userAgent,
		})),
	}
}

const DELETION_ATTEMPTS = { limit: 5, windowMs: 15 * 60_000 }

/** Whether the account asks for a password to confirm (an account made with Facebook may have none). */
export function accountHasPassword(userId: number) {
	const row = getDb().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get()
	return Boolean(row?.hash)
}

/**
 * Checks the confirmation: the account's password when it has one (5 tries a quarter of an hour), a ticked
 * box otherwise.
 */
export async function checkDeletionConfirmation(
	userId: number,
	input: { password: string; confirmed: boolean },
): Promise<'ok' | 'wrong-password' | 'too-many' | 'unconfirmed'> {
	const row = getDb().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get()
	if (!row) return 'wrong-password'
	if (!row.hash) return input.confirmed ? 'ok' : 'unconfirmed'
	if (!consumeRateLimit(`delete-account:${userId}`, DELETION_ATTEMPTS)) return 'too-many'
	return (await verifyPassword(input.password, row.hash)) ? 'ok' : 'wrong-password'
}

/**
 * Deletes an account (already confirmed). One transaction: every session and pending link goes, the monthly
 * gifts stop (CANCELED), personal fields are erased or replaced (the e-mail by a unique undeliverable
 * placeholder, the names by 'Compte supprimé'), the password and social identifiers go, so nobody can
 * sign in to it again; bank account holders and addresses are erased (masked IBANs stay with the mandates),
 * the newsletter subscription of the address goes. Donations, tax receipts (their frozen content keeps the
 * donor's data as issued), pots (shown as by 'Compte supprimé') and identity-document records stay.
 * Then the signed mandates are cancelled at the provider.
 */
export async function deleteAccount(userId: number, provider: PaymentProvider, now = new Date()) {
	const db = getDb()
	const done = db.transaction(
		(tx) => {
			const user = tx.select().from(users).where(eq(users.id, userId)).get()
			if (!user || user.deletedAt) return null
			const placeholder = deletedEmailOf(userId)
			tx.update(subscriptions)
				.set({ status: 'CANCELED' })
				.where(
					and(
						eq(subscriptions.donorId, userId),
						inArray(subscriptions.status, ['ACTIVE', 'MANDATE_REACTIVATED']),
					),
				)
				.run()
			tx.delete(sessions).where(eq(sessions.userId, userId)).run()
			tx.delete(verifications).where(eq(verifications.userId, userId)).run()
			tx.delete(verifications).where(eq(verifications.target, user.email)).run()
			tx.delete(flows).where(eq(flows.userId, userId)).run()
			// The addresses they invited to pots are theirs to take away too.
			tx.delete(potInvitations).where(eq(potInvitations.inviterId, userId)).run()
			// So are the words of support they left with their gifts (issue 27 item 3).
			const supported = tx
				.delete(supportMessages)
				.where(
					inArray(
						supportMessages.donationId,
						tx.select({ id: donations.id }).from(donations).where(eq(donations.donorId, userId)),
					),
				)
				.returning({ potId: supportMessages.potId })
				.all()
			for (const { potId } of supported) invalidatePotPages(potId)
			tx.delete(newsletterSubscribers)
				.where(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`)
				.run()
			tx.update(users)
				.set({
					email: placeholder,
					passwordHash: null,
					gender: null,
					firstName: DELETED_ACCOUNT_NAME,
					lastName: '',
					phone: null,
					birthDate: null,
					addressLine1: null,
					postCode: null,
					city: null,
					socialProvider: null,
					socialId: null,
					deletedAt: now,
				})
				.where(eq(users.id, userId))
				.run()
			tx.update(companies)
				.set({
					name: DELETED_ACCOUNT_NAME,
					logoPath: null,
					addressLine1: null,
					postCode: null,
					city: null,
					repGender: null,
					repFirstName: DELETED_ACCOUNT_NAME,
					repLastName: '',
					repEmail: placeholder,
					repBirthDate: null,
					repAddressLine1: null,
					repPostCode: null,
					repCity: null,
				})
				.where(eq(companies.userId, userId))
				.run()
			tx.update(bankAccounts)
				.set({ ownerName: DELETED_ACCOUNT_NAME, addressLine1: '', postCode: '', city: '', isActive: false })
				.where(eq(bankAccounts.userId, userId))
				.run()
			return tx
				.select({ id: mandates.id })
				.from(mandates)
				.where(eq(mandates.userId, userId))
				.all()
				.map((m) => m.id)
		},
		{ behavior: 'immediate' },
	)
	if (!done) return false
	await cancelUnusedMandates(provider, done)
	return true
}
