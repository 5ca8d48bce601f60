/**
 * The rules of payouts (ADR 027): the platform's fee setting and its amount, when a closed pot may be paid
 * out to its charity, and the references a payout carries. Pure: shared by the services and their tests.
 */

/** The platform's fee on payouts (`PLATFORM_FEE`): none, a percentage, or a plan billed to the charity. */
export type FeeSetting =
	| { kind: 'none' }
	/** basis points: 250 is 2.5 %. */
	| { kind: 'percent'; basisPoints: number }
	| { kind: 'plan' }

/** The largest percentage accepted: a typo (25 for 2.5) must not take a quarter of a pot. */
const MAX_PERCENT_BASIS_POINTS = 2000

/** `none`, `plan`, or `percent:N` with N from 0.01 to 20 and at most two decimals; null otherwise. */
export function parseFeeSetting(text: string): FeeSetting | null {
	const value = text.trim().toLowerCase()
	if (value === 'none' || value === '') return { kind: 'none' }
	if (value === 'plan') return { kind: 'plan' }
	const match = /^percent:(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(value)
	if (!match) return null
	const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
	if (basisPoints <= 0 || basisPoints > MAX_PERCENT_BASIS_POINTS) return null
	return { kind: 'percent', basisPoints }
}

/** The setting as written on a payout row (`percent:2.5`), so its statement says how its fee was computed. */
export function feeRuleOf(setting: FeeSetting): string {
	if (setting.kind !== 'percent') return setting.kind
	const whole = Math.trunc(setting.basisPoints / 100)
	const decimals = String(setting.basisPoints % 100)
		.padStart(2, '0')
		.replace(/0+$/, '')
	return decimals ? `percent:${whole}.${decimals}` : `percent:${whole}`
}

/** The fee in cents on a payout of `amountCents`: rounded down, in the charity's favour; none under a plan. */
export function payoutFee(amountCents: number, setting: FeeSetting): number {
	if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 0
	if (setting.kind !== 'percent') return 0
	return Math.floor((amountCents * setting.basisPoints) / 10_000)
}

/** French wording of a fee rule for statements: `2,5 % du montant versé`. */
export function feeRuleLabel(rule: string): string {
	if (rule.startsWith('percent:'))
		return `${rule.slice('percent:'.length).replace('.', ',')} % du montant versé`
	if (rule === 'plan') return 'aucun (abonnement facturé à part)'
	return 'aucun'
}

/** How long a closed pot waits for its pending payments (direct debits) before it is paid out anyway. */
export const PENDING_PAYMENTS_WAIT_MS = 14 * 24 * 60 * 60 * 1000

export type PayoutCandidate = {
	closingDate: Date
	/** Donations of the pot still CREATED (a direct debit or a wire on its way, a card at 3-D Secure). */
	pendingDonations: number
	/** Σ SUCCEEDED donations − Σ payouts CREATED or SUCCEEDED, in cents (negative when the charity owes). */
	ledgerBalanceCents: number
	/** A payout of the pot is CREATED (sent or about to be). */
	inFlight: boolean
	/** The charity's ACTIVE payout bank account, if any. */
	activeBankAccountId: number | null
	/** The pot's latest payout attempt, when it FAILED: the bank account it used. */
	lastFailedBankAccountId: number | null
	/** The active account's payee name check holds payouts (NO_MATCH, MATCH_NOT_POSSIBLE; no liability). */
	payeeCheckHeld?: boolean
}

export type PayoutBlocker =
	| 'open'
	| 'pending-payments'
	| 'nothing-to-pay'
	| 'in-flight'
	| 'no-bank-account'
	| 'failed-with-this-account'
	| 'payee-name-unverified'

/**
 * Why this pot cannot be paid out now, or null when it can (ADR 027): closed, its pending payments settled
 * or waited for 14 days, money to pay, nothing in flight, and a bank account that did not just fail and whose
 * holder name the bank did not reject (payee name check).
 */
export function payoutBlocker(pot: PayoutCandidate, now: Date): PayoutBlocker | null {
	if (now.getTime() <= pot.closingDate.getTime()) return 'open'
	if (pot.inFlight) return 'in-flight'
	if (pot.pendingDonations > 0 && now.getTime() - pot.closingDate.getTime() < PENDING_PAYMENTS_WAIT_MS)
		return 'pending-payments'
	if (pot.ledgerBalanceCents <= 0) return 'nothing-to-pay'
	if (pot.activeBankAccountId === null) return 'no-bank-account'
	if (pot.lastFailedBankAccountId === pot.activeBankAccountId) return 'failed-with-this-account'
	if (pot.payeeCheckHeld) return 'payee-name-unverified'
	return null
}

/**
 * The idempotency key of a payout attempt, from the random key made for its row (`payout-<key>`): never from
 * the pot's id and attempt number (ADR 030: a restored backup would make `donnons-payout-12-1` again, and
 * the provider would answer the earlier payout). Rows from before keep their `donnons-payout-<pot>-<n>`.
 */
export function payoutIdempotencyKey(randomKey: string) {
	return `payout-${randomKey}`
}

/** What the charity's bank statement shows (Mangopay's BankWireRef: 12 characters at most). */
export function payoutBankWireRef(potId: number) {
	const ref = `Donnons ${potId}`
	return ref.length <= 12 ? ref : `DN${potId}`.slice(0, 12)
}

/** The last four characters of an IBAN (already normalised). */
export function ibanLast4(iban: string) {
	return iban.slice(-4)
}
