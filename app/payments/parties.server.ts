import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { type DbOrTx, readSnapshot } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { charities, companies, pots, users } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import {
	paymentProfileProblem,
	type PaymentProfileInput,
	type PaymentProfileProblem,
} from '../lib/donations/payment-profile.ts'
import { providerTag } from '../lib/payments/provider-keys.ts'
import { idempotencyKeyOf, PaymentProviderError, type PaymentProvider } from './provider.ts'

/**
 * The payment-provider parties of ADR 010, created on demand with idempotency keys derived from our own
 * rows (the payer: the user's random provider key; the pot's wallet: the pot's key and its charity,
 * `<key>-c<charity id>`; a charity's user is its onboarding's, with the onboarding row's random key): a retry
 * or a crash between the provider's answer and our update gets the same object back instead of a second one.
 * Keys never come from ids alone (ADR 030: a restored backup gives ids out again); rows from before keep
 * `user-<id>-payer` and `pot-<id>-wallet-c<charity id>`.
 */

/** A birth date (ISO day) as the provider's Unix seconds, at noon UTC so no time zone moves the day. */
export const epochSeconds = (isoDay: string | null) =>
	isoDay ? Math.floor(Date.parse(`${isoDay}T12:00:00Z`) / 1000) : undefined

/** A user with their company (null for an individual), as the provider's profile needs them. */
export function loadAccount(userId: number) {
	return getDb()
		.select({ user: users, company: companies })
		.from(users)
		.leftJoin(companies, eq(companies.userId, users.id))
		.where(eq(users.id, userId))
		.get()
}

export function paymentProfileOf(userId: number): PaymentProfileInput | null {
	const row = loadAccount(userId)
	if (!row) return null
	const { user, company } = row
	return {
		role: user.role,
		firstName: user.firstName,
		lastName: user.lastName,
		addressLine1: user.addressLine1,
		postCode: user.postCode,
		city: user.city,
		company: company
			? {
					siren: company.siren,
					legalForm: company.legalForm,
					representativeCompleted: company.representativeCompletedAt !== null,
					addressLine1: company.addressLine1,
					postCode: company.postCode,
					city: company.city,
				}
			: null,
	}
}

/** The account's PAYER user at the provider, created the first time it pays. */
export async function ensurePayer(
	provider: PaymentProvider,
	userId: number,
): Promise<{ ok: true; providerUserId: string } | { ok: false; problem: PaymentProfileProblem }> {
	const row = loadAccount(userId)
	if (!row) return { ok: false, problem: 'no-profile' }
	if (row.user.providerUserId) return { ok: true, providerUserId: row.user.providerUserId }
	const profile = paymentProfileOf(userId)
	const problem = profile ? paymentProfileProblem(profile) : 'no-profile'
	if (problem) return { ok: false, problem }
	const { user, company } = row
	const opts = { idempotencyKey: idempotencyKeyOf(user.providerKey) }
	const created =
		user.role === 'enterprise' && company
			? await provider.createLegalUser(
					{
						category: 'PAYER',
						legalPersonType: 'BUSINESS',
						name: company.name,
						email: user.email,
						companyNumber: company.siren ?? undefined,
						legalRepresentative: {
							firstName: company.repFirstName,
							lastName: company.repLastName,
							email: company.repEmail,
							birthday: epochSeconds(company.repBirthDate),
							nationality: company.repNationalityIso,
							countryOfResidence: company.repCountryIso,
						},
						tag: providerTag('user', user),
					},
					opts,
				)
			: await provider.createNaturalUser(
					{
						category: 'PAYER',
						firstName: user.firstName,
						lastName: user.lastName,
						email: user.email,
						birthday: epochSeconds(user.birthDate),
						countryOfResidence: user.countryIso,
						tag: providerTag('user', user),
					},
					opts,
				)
	getDb().update(users).set({ providerUserId: created.userId }).where(eq(users.id, user.id)).run()
	return { ok: true, providerUserId: created.userId }
}

const filledOrUndefined = (value: string | null) => (value?.trim() ? value : undefined)

/** A postal address the provider accepts (every part given), or undefined. */
function addressOf(place: {
	addressLine1: string | null
	postCode: string | null
	city: string | null
	countryIso: string
}) {
	if (!place.addressLine1?.trim() || !place.postCode?.trim() || !place.city?.trim()) return undefined
	return {
		addressLine1: place.addressLine1,
		postalCode: place.postCode,
		city: place.city,
		country: place.countryIso,
	}
}

/**
 * Sends the account's current details to its provider user, when it has one (a profile change after the
 * first payment): the same fields as at creation, plus the postal address. Accounts that never paid have
 * nothing to update; their user is created from the new details at their first payment.
 */
export async function syncPayer(provider: PaymentProvider, userId: number) {
	const row = loadAccount(userId)
	const providerUserId = row?.user.providerUserId
	if (!row || !providerUserId) return { updated: false as const }
	const { user, company } = row
	if (user.role === 'enterprise' && company) {
		await provider.updateLegalUser(providerUserId, {
			name: company.name,
			email: user.email,
			companyNumber: filledOrUndefined(company.siren),
			headquartersAddress: addressOf(company),
			legalRepresentative: {
				firstName: company.repFirstName,
				lastName: company.repLastName,
				email: company.repEmail,
				birthday: epochSeconds(company.repBirthDate),
				nationality: company.repNationalityIso,
				countryOfResidence: company.repCountryIso,
			},
		})
	} else {
		await provider.updateNaturalUser(providerUserId, {
			firstName: user.firstName,
			lastName: user.lastName,
			email: user.email,
			birthday: epochSeconds(user.birthDate),
			countryOfResidence: user.countryIso,
			address: addressOf(user),
		})
	}
	return { updated: true as const }
}

/** A charity without its legal user at the provider: its onboarding has not created it yet (ADR 028). */
export class CharityNotOnboardedError extends PaymentProviderError {
	constructor(charityId: number) {
		super(
			`Charity ${charityId} has no provider user yet: its onboarding creates it`,
			'charity_not_onboarded',
			400,
		)
		this.name = 'CharityNotOnboardedError'
	}
}

/**
 * The charity's OWNER user (ORGANIZATION). Only the charity's onboarding creates it, with the real legal
 * details, once its identity and representative are saved (syncCharityLegalUser, ADR 028): nothing is ever
 * created here with placeholder data; a charity without it is refused.
 */
export async function ensureCharityOwner(_provider: PaymentProvider, charityId: number) {
	const charity = getDb()
		.select({ providerUserId: charities.providerUserId })
		.from(charities)
		.where(eq(charities.id, charityId))
		.get()
	if (!charity) throw new Error(`Unknown charity ${charityId}`)
	if (!charity.providerUserId) throw new CharityNotOnboardedError(charityId)
	return charity.providerUserId
}

/**
 * The pot's wallet and the beneficiary every pay-in to it declares (`FlowDescriptor.Beneficiaries`): its
 * charity's legal user, whose KYB the provider checks (refused with 002951 unless verified).
 */
export async function ensurePotPayee(provider: PaymentProvider, potId: number) {
	// Both rows in one read snapshot (ADR 073); the wallet made, if none, before the beneficiary's check.
	const db = getDb()
	const read = readSnapshot(db, () => ({
		pot: prepared(db, potWalletRow).get({ potId }),
		payee: prepared(db, potCharityUser).get({ potId }),
	}))
	const walletId = await walletOf(provider, potId, read.pot)
	return { walletId, beneficiaries: beneficiariesOf(potId, read.payee) }
}

/** The beneficiaries a pay-in or mandate for this pot declares: its charity's legal user (refused without). */
export function potBeneficiaries(potId: number) {
	return beneficiariesOf(potId, prepared(getDb(), potCharityUser).get({ potId }))
}

function beneficiariesOf(potId: number, row: { charityId: number; userId: string | null } | undefined) {
	if (!row) throw new Error(`Unknown pot ${potId}`)
	if (!row.userId) throw new CharityNotOnboardedError(row.charityId)
	return [row.userId]
}

// Every gift asks both (ensurePotPayee): built and prepared once per connection (db/prepared.ts).
const potCharityUser = (db: DbOrTx) =>
	db
		.select({ charityId: charities.id, userId: charities.providerUserId })
		.from(pots)
		.innerJoin(charities, eq(charities.id, pots.charityId))
		.where(eq(pots.id, sql.placeholder('potId')))
		.prepare()
const potWalletRow = (db: DbOrTx) =>
	db
		.select({
			id: pots.id,
			providerKey: pots.providerKey,
			charityId: pots.charityId,
			walletId: pots.providerWalletId,
		})
		.from(pots)
		.where(eq(pots.id, sql.placeholder('potId')))
		.prepare()

/** Whether the pot's wallet exists at the provider already (a card payment then needs no call for it). */
export const potHasWallet = (potId: number) =>
	Boolean(prepared(getDb(), potWalletRow).get({ potId })?.walletId)

/** The pot's wallet, owned by its charity (ADR 010): donations are the charity's from the first euro. */
export async function ensurePotWallet(provider: PaymentProvider, potId: number) {
	return walletOf(provider, potId, prepared(getDb(), potWalletRow).get({ potId }))
}

async function walletOf(
	provider: PaymentProvider,
	potId: number,
	pot: { id: number; providerKey: string; charityId: number; walletId: string | null } | undefined,
) {
	const db = getDb()
	if (!pot) throw new Error(`Unknown pot ${potId}`)
	if (pot.walletId) return pot.walletId
	const ownerId = await ensureCharityOwner(provider, pot.charityId)
	const { walletId } = await provider.createWallet(
		{
			ownerId,
			currency: 'EUR',
			description: `Cagnotte ${pot.id}`.slice(0, 255),
			tag: providerTag('pot', pot),
		},
		// The charity is in the key: a pot whose charity changed before any payment (ADR 017) gets a new wallet.
		{ idempotencyKey: idempotencyKeyOf(`${pot.providerKey}-c${pot.charityId}`) },
	)
	db.update(pots).set({ providerWalletId: walletId }).where(eq(pots.id, pot.id)).run()
	return walletId
}

/** Who gives without an account (docs/requirements.md#spec-3-2 "participate/{id}/quick-payment"). */
type QuickIdentity = { firstName: string; lastName: string; email: string; birthDate: string }

/**
 * The quick donor's provider user (docs/requirements.md#spec-3-4 "register a quick card (creating provider user…)"): one
 * per flow and identity, so a replay gets the same user and a corrected identity a new one.
 */
export async function ensureQuickPayer(provider: PaymentProvider, flowKey: string, identity: QuickIdentity) {
	const digest = crypto.createHash('sha256').update(JSON.stringify(identity)).digest('hex').slice(0, 8)
	const { userId } = await provider.createNaturalUser(
		{
			category: 'PAYER',
			firstName: identity.firstName,
			lastName: identity.lastName,
			email: identity.email,
			birthday: epochSeconds(identity.birthDate),
			tag: `quick-${flowKey}`,
		},
		{ idempotencyKey: `q-${flowKey}-${digest}` },
	)
	return userId
}
