import { and, desc, eq, inArray } from 'drizzle-orm'
import { charities, payoutBankAccounts } from '#db/schema/index.ts'
import { authMessages, derivedMessages, paymentMessages } from '../lib/messages.ts'
import {
	bicError,
	ibanError,
	maskIban,
	normalizeBic,
	normalizeIban,
} from '../lib/donations/payment-fields.ts'
import {
	payeeCheckBlocksPayouts,
	type PayeeCheck,
	type PayeeVerification,
	vopLiabilityAccepted,
} from '../lib/payments/payee-check.ts'
import { ibanLast4 } from '../lib/payouts/payouts.ts'
import { ensureCharityOwner } from '../payments/parties.server.ts'
import {
	type Address,
	idempotencyKeyOf,
	isDefiniteRefusal,
	type PaymentProvider,
	type Redirect,
} from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'

/**
 * A charity's bank account for payouts (ADR 027): checked here, registered at the provider as a payout
 * Recipient of the charity's OWNER user, kept as a masked IBAN and the Recipient's id. The charity onboarding
 * (KYC and its screens) calls it; the demo seed too. The row is written first (PENDING): its id makes the
 * idempotency key `charity-bank-<id>`, so a retried call never registers the account twice. The bank's payee
 * name check (Verification of Payee) comes back with the Recipient and is kept on the row: a NO_MATCH or
 * MATCH_NOT_POSSIBLE account holds the payouts unless MANGOPAY_VOP_LIABILITY=accepted (ADR 030).
 */

export type PayoutBankAccountInput = {
	iban: string
	/** Optional for a SEPA IBAN; checked when given. */
	bic?: string
	holderName: string
	address: Address
}

export type PayoutBankAccountField = 'iban' | 'bic' | 'holderName' | 'addressLine1' | 'postalCode' | 'city'

export type RegisterBankAccountResult =
	| { ok: true; bankAccountId: number; status: 'ACTIVE'; verification: PayeeVerification | null }
	/** The provider asks the charity's representative to confirm (SCA): the account activates afterwards. */
	| {
			ok: true
			bankAccountId: number
			status: 'PENDING'
			nextAction: Redirect
			verification: PayeeVerification | null
	  }
	| { ok: false; errors: Partial<Record<PayoutBankAccountField, string>> }
	/** The provider refused the account (a definite 4xx): its message, for the operator. */
	| { ok: false; refused: string }

const HOLDER_MAX = 100

/** The French messages of the form's fields, or an empty object when everything is valid. */
function payoutBankAccountErrors(input: PayoutBankAccountInput) {
	const errors: Partial<Record<PayoutBankAccountField, string>> = {}
	const iban = ibanError(input.iban)
	if (iban) errors.iban = iban
	if (input.bic?.trim()) {
		const bic = bicError(input.bic)
		if (bic) errors.bic = bic
	}
	const holder = input.holderName.trim()
	if (!holder) errors.holderName = derivedMessages.bankAccountHolderRequired
	else if (holder.length > HOLDER_MAX) errors.holderName = derivedMessages.fieldTooLong
	if (!input.address.addressLine1.trim()) errors.addressLine1 = authMessages.addressRequired
	if (!input.address.postalCode.trim()) errors.postalCode = authMessages.postalCodeRequired
	if (!input.address.city.trim()) errors.city = authMessages.cityRequired
	return errors
}

export async function registerPayoutBankAccount(
	provider: PaymentProvider,
	charityId: number,
	input: PayoutBankAccountInput,
): Promise<RegisterBankAccountResult> {
	const errors = payoutBankAccountErrors(input)
	if (Object.keys(errors).length > 0) return { ok: false, errors }
	const iban = normalizeIban(input.iban)
	const bic = input.bic?.trim() ? normalizeBic(input.bic) : undefined
	const holderName = input.holderName.trim()
	const ownerId = await ensureCharityOwner(provider, charityId)
	const db = getDb()
	const row = db
		.insert(payoutBankAccounts)
		.values({ charityId, holderName, ibanMasked: maskIban(iban), ibanLast4: ibanLast4(iban), bic })
		.returning({ id: payoutBankAccounts.id, providerKey: payoutBankAccounts.providerKey })
		.get()
	let created: Awaited<ReturnType<PaymentProvider['createPayoutRecipient']>>
	try {
		created = await provider.createPayoutRecipient(
			{ userId: ownerId, ownerName: holderName, iban, bic, address: input.address },
			{ idempotencyKey: idempotencyKeyOf(row.providerKey) },
		)
	} catch (error) {
		// An unclear answer (timeout, 5xx) leaves the row PENDING, unused: the caller may try again.
		if (!isDefiniteRefusal(error)) throw error
		const reason = error instanceof Error ? error.message.slice(0, 500) : String(error)
		db.update(payoutBankAccounts)
			.set({ status: 'FAILED', failureReason: reason })
			.where(eq(payoutBankAccounts.id, row.id))
			.run()
		return { ok: false, refused: reason || paymentMessages.ibanInvalid }
	}
	const verification = created.verification
	db.update(payoutBankAccounts)
		.set({ providerRecipientId: created.recipientId, ...payeeCheckColumns(verification) })
		.where(eq(payoutBankAccounts.id, row.id))
		.run()
	if (created.nextAction && created.status !== 'ACTIVE')
		return {
			ok: true,
			bankAccountId: row.id,
			status: 'PENDING',
			nextAction: created.nextAction,
			verification,
		}
	activatePayoutBankAccount(row.id)
	return { ok: true, bankAccountId: row.id, status: 'ACTIVE', verification }
}

/** The payee name check as stored on the account (all null when none was made). */
function payeeCheckColumns(v: PayeeVerification | null) {
	return {
		vopCheck: v?.check ?? null,
		vopMessage: v?.message?.slice(0, 500) ?? null,
		vopSuggestedName: v?.suggestedName ?? null,
		vopId: v?.id ?? null,
	}
}

/** Whether the platform signed Mangopay's liability amendment (MANGOPAY_VOP_LIABILITY=accepted). */
export function vopLiabilityIsAccepted() {
	return vopLiabilityAccepted(getEnv().MANGOPAY_VOP_LIABILITY)
}

/** Whether payouts to this account are held by its payee name check (NO_MATCH, MATCH_NOT_POSSIBLE). */
export function payoutsHeldByPayeeCheck(account: { vopCheck: PayeeCheck | null }) {
	return payeeCheckBlocksPayouts(account.vopCheck, vopLiabilityIsAccepted())
}

type ReregisterResult =
	| RegisterBankAccountResult
	/** Not the charity's account with a suggested name, or the provider no longer gives its details. */
	| { ok: false; gone: true }

/**
 * After a CLOSE_MATCH: the same account registered again under the name the bank gave. The IBAN is not kept
 * here (only masked): it is read back from the provider's Recipient, and passes through.
 */
export async function reregisterWithSuggestedName(
	provider: PaymentProvider,
	charityId: number,
	bankAccountId: number,
): Promise<ReregisterResult> {
	const account = getDb()
		.select()
		.from(payoutBankAccounts)
		.where(and(eq(payoutBankAccounts.id, bankAccountId), eq(payoutBankAccounts.charityId, charityId)))
		.get()
	if (!account?.providerRecipientId || account.vopCheck !== 'CLOSE_MATCH' || !account.vopSuggestedName)
		return { ok: false, gone: true }
	const recipient = await provider.getPayoutRecipient(account.providerRecipientId)
	if (!recipient.iban || !recipient.address) return { ok: false, gone: true }
	return registerPayoutBankAccount(provider, charityId, {
		iban: recipient.iban,
		bic: recipient.bic ?? undefined,
		holderName: account.vopSuggestedName,
		address: recipient.address,
	})
}

/**
 * Makes a registered account the charity's payout account, in ONE transaction: the previous ACTIVE one is
 * REPLACED (a pot whose payout failed with it becomes payable again with this one).
 */
function activatePayoutBankAccount(bankAccountId: number) {
	return getDb().transaction(
		(tx) => {
			const account = tx
				.select()
				.from(payoutBankAccounts)
				.where(eq(payoutBankAccounts.id, bankAccountId))
				.get()
			if (!account?.providerRecipientId || account.status !== 'PENDING') return false
			tx.update(payoutBankAccounts)
				.set({ status: 'REPLACED' })
				.where(
					and(eq(payoutBankAccounts.charityId, account.charityId), eq(payoutBankAccounts.status, 'ACTIVE')),
				)
				.run()
			tx.update(payoutBankAccounts)
				.set({ status: 'ACTIVE' })
				.where(eq(payoutBankAccounts.id, account.id))
				.run()
			return true
		},
		{ behavior: 'immediate' },
	)
}

/** The charity's ACTIVE payout account, if any. */
export function activePayoutBankAccount(charityId: number) {
	return getDb()
		.select()
		.from(payoutBankAccounts)
		.where(and(eq(payoutBankAccounts.charityId, charityId), eq(payoutBankAccounts.status, 'ACTIVE')))
		.orderBy(desc(payoutBankAccounts.id))
		.get()
}

/**
 * The charities whose ACTIVE account's payee name check holds their payouts, for /admin/versements (none when
 * the platform took the liability).
 */
export function accountsHoldingPayouts(limit = 100) {
	if (vopLiabilityIsAccepted()) return []
	return getDb()
		.select({
			charityId: payoutBankAccounts.charityId,
			charityName: charities.name,
			holderName: payoutBankAccounts.holderName,
			iban: payoutBankAccounts.ibanMasked,
			check: payoutBankAccounts.vopCheck,
		})
		.from(payoutBankAccounts)
		.innerJoin(charities, eq(charities.id, payoutBankAccounts.charityId))
		.where(
			and(
				eq(payoutBankAccounts.status, 'ACTIVE'),
				inArray(payoutBankAccounts.vopCheck, ['NO_MATCH', 'MATCH_NOT_POSSIBLE']),
			),
		)
		.orderBy(charities.name)
		.limit(limit)
		.all()
}
