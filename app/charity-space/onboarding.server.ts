import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import { charities, charityMembers, charityOnboardings, payoutBankAccounts, users } from '#db/schema/index.ts'
import { formatFrenchDate, type IsoDay } from '../lib/dates.ts'
import { type OnboardingState } from '../lib/charity-space/charity-onboarding.ts'
import { maskIban, normalizeBic, normalizeIban } from '../lib/donations/payment-fields.ts'
import {
	activePayoutBankAccount,
	type PayoutBankAccountInput,
	registerPayoutBankAccount,
	type RegisterBankAccountResult,
} from '../payouts/bank-account.server.ts'
import { epochSeconds } from '../payments/parties.server.ts'
import { isPaymentProviderError, type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'
import { withLease } from '../platform/leases.server.ts'
import { latestCharityKyc } from './kyc.server.ts'
import { legalToReview, pendingLegal } from './legal-review.server.ts'

/**
 * The charity onboarding's steps (ADR 028), each saved on its own: the legal identity (on the catalogue's
 * charity row, which the tax receipts read, and `charity_onboardings`), the legal representative, then the
 * provider's legal user is given the real details. Every save is one transaction: a step is either all
 * written and marked done, or not written at all.
 */

type IdentityValues = {
	legal_name: string
	legal_form: NonNullable<typeof charityOnboardings.$inferSelect.legalForm>
	legal_id_type: 'SIREN' | 'RNA'
	legal_id: string
	legal_category: NonNullable<typeof charities.$inferSelect.legalCategory>
	decree_date: IsoDay | null
	address_line_1: string
	post_code: string
	city: string
	country_iso: string
}

type RepresentativeValues = {
	first_name: string
	last_name: string
	birth_date: IsoDay
	nationality_iso: string
	address_line_1: string
	post_code: string
	city: string
	country_iso: string
}

function onboardingRow(charityId: number) {
	return getDb().select().from(charityOnboardings).where(eq(charityOnboardings.charityId, charityId)).get()
}

/** What the forms show again: the saved values, or empty ones. */
export function onboardingValues(charityId: number) {
	const charity = getDb().select().from(charities).where(eq(charities.id, charityId)).get()
	if (!charity) throw new Error(`Unknown charity ${charityId}`)
	const row = onboardingRow(charityId)
	// What the members sent last, even while it waits for an operator's approval.
	const sent = { ...charity, ...pendingLegal(getDb(), charityId).values }
	return {
		identity: {
			legal_name: row?.legalName ?? charity.name,
			legal_form: row?.legalForm ?? '',
			legal_id_type: charity.legalIdType ?? '',
			legal_id: charity.legalId ?? '',
			legal_category: sent.legalCategory ?? '',
			decree_date: sent.publicUtilityDecreeDate ?? '',
			address_line_1: sent.addressLine1 ?? '',
			post_code: sent.postCode ?? '',
			city: sent.city ?? '',
			country_iso: row?.headOfficeCountryIso ?? 'FR',
		},
		representative: {
			first_name: row?.repFirstName ?? '',
			last_name: row?.repLastName ?? '',
			birth_date: row?.repBirthDate ? formatFrenchDate(row.repBirthDate) : '',
			nationality_iso: row?.repNationalityIso ?? 'FR',
			address_line_1: row?.repAddressLine1 ?? '',
			post_code: row?.repPostCode ?? '',
			city: row?.repCity ?? '',
			country_iso: row?.repCountryIso ?? 'FR',
		},
	}
}

/** The overview's state: which steps are done (documents as last known; the KYC page re-fetches them). */
export function onboardingState(charityId: number): OnboardingState & { providerSynced: boolean } {
	const row = onboardingRow(charityId)
	return {
		identityDone: Boolean(row?.identityCompletedAt),
		representativeDone: Boolean(row?.representativeCompletedAt),
		providerSynced: Boolean(row?.providerSyncedAt),
		documents: latestCharityKyc(charityId).progress,
		bankAccount: Boolean(activePayoutBankAccount(charityId)),
	}
}

/**
 * Saves step 1. The provider's copy is then stale: it is sent again with the representative. What the tax
 * receipts print (address, legal category, decree date) waits for an operator's approval when it changes
 * (legal-review.server.ts).
 */
export function saveIdentity(charityId: number, v: IdentityValues) {
	const now = new Date()
	getDb().transaction((tx) => {
		tx.update(charities)
			.set({ legalIdType: v.legal_id_type, legalId: v.legal_id })
			.where(eq(charities.id, charityId))
			.run()
		const pendingLegalJson = legalToReview(tx, charityId, {
			addressLine1: v.address_line_1,
			postCode: v.post_code,
			city: v.city,
			legalCategory: v.legal_category,
			publicUtilityDecreeDate: v.decree_date,
		})
		const fields = {
			legalName: v.legal_name,
			legalForm: v.legal_form,
			headOfficeCountryIso: v.country_iso,
			identityCompletedAt: now,
			providerSyncedAt: null,
			pendingLegalJson,
			legalSubmittedAt: pendingLegalJson ? now : null,
			legalRejectionReason: null,
		}
		tx.insert(charityOnboardings)
			.values({ charityId, ...fields })
			.onConflictDoUpdate({ target: charityOnboardings.charityId, set: fields })
			.run()
	})
}

/** Saves step 2 (the provider's copy becomes stale). */
export function saveRepresentative(charityId: number, v: RepresentativeValues) {
	const fields = {
		repFirstName: v.first_name,
		repLastName: v.last_name,
		repBirthDate: v.birth_date,
		repNationalityIso: v.nationality_iso,
		repAddressLine1: v.address_line_1,
		repPostCode: v.post_code,
		repCity: v.city,
		repCountryIso: v.country_iso,
		representativeCompletedAt: new Date(),
		providerSyncedAt: null,
	}
	getDb()
		.insert(charityOnboardings)
		.values({ charityId, ...fields })
		.onConflictDoUpdate({ target: charityOnboardings.charityId, set: fields })
		.run()
}

type SyncResult = { ok: true } | { ok: false; reason: 'incomplete' | 'provider' }

/** The charity's contact at the provider: its first member's e-mail (the person the operator invited). */
function contactEmailOf(charityId: number) {
	return getDb()
		.select({ email: users.email })
		.from(charityMembers)
		.innerJoin(users, eq(users.id, charityMembers.userId))
		.where(and(eq(charityMembers.charityId, charityId), isNotNull(charityMembers.acceptedAt)))
		.orderBy(asc(charityMembers.acceptedAt), asc(charityMembers.id))
		.get()?.email
}

/** The onboarding's random key for creating the legal user (made now for a row older than it). */
function providerUserKeyOf(charityId: number, row: typeof charityOnboardings.$inferSelect) {
	if (row.providerUserKey) return row.providerUserKey
	const key = `charity-user-${randomBytes(10).toString('hex')}`
	getDb()
		.update(charityOnboardings)
		.set({ providerUserKey: key })
		.where(and(eq(charityOnboardings.charityId, charityId), isNull(charityOnboardings.providerUserKey)))
		.run()
	return onboardingRow(charityId)?.providerUserKey ?? key
}

/**
 * Gives the provider the charity's real details: creates its legal user (OWNER, ORGANIZATION) the first time,
 * with its legal name, identifier, head office, legal representative and a member's e-mail; afterwards sends
 * the changed details. Needs steps 1 and 2 — no user is ever created with placeholder data. A provider failure
 * leaves `provider_synced_at` empty, and the next step tries again.
 */
export async function syncCharityLegalUser(
	provider: PaymentProvider,
	charityId: number,
): Promise<SyncResult> {
	const charity = getDb().select().from(charities).where(eq(charities.id, charityId)).get()
	const row = onboardingRow(charityId)
	if (!charity || !row?.identityCompletedAt || !row.representativeCompletedAt)
		return { ok: false, reason: 'incomplete' }
	if (row.providerSyncedAt && charity.providerUserId) return { ok: true }
	const email = contactEmailOf(charityId)
	if (!email || !row.repFirstName || !row.repLastName) return { ok: false, reason: 'incomplete' }
	// The provider checks the real details: the head office as sent, even before an operator approves it.
	const office = { ...charity, ...pendingLegal(getDb(), charityId).values }
	const details = {
		name: row.legalName ?? charity.name,
		companyNumber: charity.legalId ?? undefined,
		headquartersAddress:
			office.addressLine1 && office.postCode && office.city
				? {
						addressLine1: office.addressLine1,
						postalCode: office.postCode,
						city: office.city,
						country: row.headOfficeCountryIso,
					}
				: undefined,
		legalRepresentative: {
			firstName: row.repFirstName,
			lastName: row.repLastName,
			birthday: epochSeconds(row.repBirthDate),
			nationality: row.repNationalityIso ?? undefined,
			countryOfResidence: row.repCountryIso ?? undefined,
		},
	}
	try {
		if (charity.providerUserId) await provider.updateLegalUser(charity.providerUserId, details)
		else {
			const created = await provider.createLegalUser(
				{
					...details,
					category: 'OWNER',
					legalPersonType: 'ORGANIZATION',
					email,
					termsAccepted: true,
					tag: `charity-${charity.id}`,
				},
				{ idempotencyKey: providerUserKeyOf(charityId, row) },
			)
			getDb()
				.update(charities)
				.set({ providerUserId: created.userId })
				.where(and(eq(charities.id, charityId), isNull(charities.providerUserId)))
				.run()
		}
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		console.error(`Charity ${charityId}: provider user not sent: ${error.code} ${error.message}`)
		return { ok: false, reason: 'provider' }
	}
	// Marked as sent only if no step was saved again meanwhile (each save stamps its step anew): otherwise
	// the newer details stay to be sent.
	getDb()
		.update(charityOnboardings)
		.set({ providerSyncedAt: new Date() })
		.where(
			and(
				eq(charityOnboardings.charityId, charityId),
				eq(charityOnboardings.identityCompletedAt, row.identityCompletedAt),
				eq(charityOnboardings.representativeCompletedAt, row.representativeCompletedAt),
			),
		)
		.run()
	return { ok: true }
}

/**
 * A bank account registration under way is claimed in the database (a lease, app/platform/leases.server.ts),
 * one per charity: a second request meanwhile (a double click, on this worker or another) waits for it
 * instead of registering a second recipient at the provider that would replace the first. The claim lasts
 * REGISTERING_MS so that a process that dies mid-registration frees it.
 */
const REGISTERING_MS = 3 * 60_000
const WAIT_POLL_MS = 100
const registeringLease = (charityId: number) => `charity-bank-account:${charityId}`

export type CharityBankAccountResult =
	| RegisterBankAccountResult
	/** The same account was just registered by the request this one waited for, and awaits the SCA step. */
	| { ok: false; awaitingConfirmation: true }
	/** Another registration of the charity still runs after `waitMs`. */
	| { ok: false; busy: true }

/**
 * After waiting for another registration: when it registered this very account (the charity's newest one,
 * known to the provider, made within the claim's time), its answer; null when this one must be registered.
 */
function registeredMeanwhile(
	charityId: number,
	input: PayoutBankAccountInput,
): CharityBankAccountResult | null {
	const newest = getDb()
		.select()
		.from(payoutBankAccounts)
		.where(eq(payoutBankAccounts.charityId, charityId))
		.orderBy(desc(payoutBankAccounts.id))
		.get()
	const iban = normalizeIban(input.iban)
	const bic = input.bic?.trim() ? normalizeBic(input.bic) : null
	if (
		!newest?.providerRecipientId ||
		newest.createdAt.getTime() < Date.now() - REGISTERING_MS ||
		newest.ibanMasked !== maskIban(iban) ||
		(newest.bic ?? null) !== bic ||
		newest.holderName !== input.holderName.trim()
	)
		return null
	if (newest.status !== 'ACTIVE') return { ok: false, awaitingConfirmation: true }
	return {
		ok: true,
		bankAccountId: newest.id,
		status: 'ACTIVE',
		verification: newest.vopCheck
			? {
					id: newest.vopId,
					check: newest.vopCheck,
					message: newest.vopMessage,
					suggestedName: newest.vopSuggestedName,
				}
			: null,
	}
}

/**
 * Step 4: registers the charity's payout bank account, one registration of a charity at a time across the
 * server's processes. The same account sent again while its registration is under way (a double click) gets
 * that registration's answer once it is over, instead of a second recipient at the provider replacing the
 * first; another account is registered after it.
 */
export async function registerCharityBankAccount(
	provider: PaymentProvider,
	charityId: number,
	input: PayoutBankAccountInput,
	{ waitMs = 30_000 } = {},
): Promise<CharityBankAccountResult> {
	const lease = registeringLease(charityId)
	// Each request is its own holder: a second one in this very process waits too.
	const registration = await withLease(
		lease,
		REGISTERING_MS,
		async (waited) =>
			(waited && registeredMeanwhile(charityId, input)) ||
			(await registerPayoutBankAccount(provider, charityId, input)),
		{ waitMs, pollMs: WAIT_POLL_MS },
	)
	return registration.held ? registration.value : { ok: false, busy: true }
}
