/**
 * Mangopay Sandbox test data and result codes the simulator reproduces (docs/provider.md#ref-1i).
 * Codes marked "sim" are the simulator's choice where the reference lists none.
 */
import { TOKENIZE_ERRORS } from '#app/lib/payments/card-vault-codes.ts'
import { PAYOUT_VOP_FAILED, PAYOUT_VOP_FAILED_MESSAGE } from '#app/lib/payments/payee-check.ts'
import { BENEFICIARY_NOT_VERIFIED } from '../provider.ts'

/** Test cards: everything else that passes Luhn behaves as frictionless. */
const CHALLENGE_CARDS = new Set(['4970105181818183', '5033951000000004', '375989111111119'])
export const FRICTIONLESS_CARD = '4970107111111119'
export const CHALLENGE_CARD = '4970105181818183'

export { REGISTRATION_RESULTS, TOKENIZE_ERRORS } from '#app/lib/payments/card-vault-codes.ts'
export const REGISTRATION_TOKEN_ERROR = { code: '105299', message: 'Token input Error' }
export const REGISTRATION_DATA_INVALID = { code: '105206', message: 'Registration data: Invalid format' }

export const RESULTS = {
	success: { code: '000000', message: 'Success' },
	threeDsFailed: { code: '101301', message: '3DSecure authentication has failed' },
	threeDsExpired: { code: '101304', message: '3DSecure authentication session has expired' },
	/** Web card session over 15 min, bank wire not received within a month. */
	expired: { code: '101109', message: 'The payment period has expired' },
	/** sim: the person cancelled on the hosted card page. */
	cancelled: { code: '001031', message: 'User has cancelled the payment' },
	insufficientFunds: { code: '001830', message: 'Insufficient funds' },
	/** sim: the code Mangopay uses for an insufficient wallet balance. */
	walletBalance: { code: '001001', message: 'Unsufficient wallet balance' },
	/** Refund of a direct debit within 7 days. */
	refundTooEarly: { code: '001405', message: 'Refund not possible within 7 days of the pay-in' },
	/** sim: payout by a user who is not KYC REGULAR. */
	kycLimit: { code: '002998', message: 'Blocked due to the bank account owner’s KYC limitations' },
	/** A payout the receiving bank (or Mangopay) refused: the funds go back to the wallet. */
	payoutRefused: { code: '121001', message: 'The bank wire has been refused' },
	/** A payout to a Recipient whose payee name check is NO_MATCH or MATCH_NOT_POSSIBLE (no liability signed). */
	vopFailed: { code: PAYOUT_VOP_FAILED, message: PAYOUT_VOP_FAILED_MESSAGE },
	mandateExpired: { code: '001807', message: 'The mandate was not confirmed within 1 hour' },
	/** sim: the person refused to sign, or the platform cancelled. */
	mandateRefused: { code: '001806', message: 'The mandate was refused or cancelled' },
	/** The pay-in's beneficiary (declared, or the credited wallet's owner) is not KYC verified (24 June 2026). */
	beneficiaryNotVerified: {
		code: BENEFICIARY_NOT_VERIFIED,
		message: 'The beneficiary of the payment is not verified',
	},
} as const

export const MANDATE_MOCKS = { success: 'Successful', penniless: 'Penniless', fickle: 'Fickle' } as const

export const KYC_REFUSALS: Record<string, string> = {
	refuse_unreadable: 'DOCUMENT_UNREADABLE',
	refuse_not_accepted: 'DOCUMENT_NOT_ACCEPTED',
	refuse_expired: 'DOCUMENT_HAS_EXPIRED',
	refuse_incomplete: 'DOCUMENT_INCOMPLETE',
	refuse_missing: 'DOCUMENT_MISSING',
	refuse_do_not_match_user_data: 'DOCUMENT_DO_NOT_MATCH_USER_DATA',
	refuse_do_not_match_account_data: 'DOCUMENT_DO_NOT_MATCH_ACCOUNT_DATA',
	refuse_falsified: 'DOCUMENT_FALSIFIED',
	refuse_underage: 'UNDERAGE_PERSON',
	refuse_underage_person: 'UNDERAGE_PERSON',
	refuse_specific_case: 'SPECIFIC_CASE',
}

/** The simulated bank account wires are paid into (Mangopay: "do not hardcode bank details"). */
export const WIRE_BANK_ACCOUNT = {
	ownerName: 'MANGOPAY SA',
	iban: 'FR7618829754160173622224154',
	bic: 'CMBRFR2BARK',
	ownerAddress: { addressLine1: '2 Avenue Amélie', city: 'Luxembourg', postalCode: 'L-1125', country: 'LU' },
}

function luhnValid(number: string) {
	if (!/^\d{13,19}$/.test(number)) return false
	let sum = 0
	for (let i = 0; i < number.length; i++) {
		let digit = Number(number[number.length - 1 - i])
		if (i % 2 === 1) {
			digit *= 2
			if (digit > 9) digit -= 9
		}
		sum += digit
	}
	return sum % 10 === 0
}

/** MMYY, not before the current month of `at`. */
function expiryValid(mmyy: string, at: number) {
	const match = /^(\d{2})(\d{2})$/.exec(mmyy)
	if (!match) return false
	const month = Number(match[1])
	const year = 2000 + Number(match[2])
	if (month < 1 || month > 12) return false
	const today = new Date(at)
	return year * 12 + month >= today.getUTCFullYear() * 12 + today.getUTCMonth() + 1
}

/** Any 3 digits, or 4 for AMEX (Sandbox: 1234). */
function cvxValid(cvx: string, number: string) {
	return number.startsWith('34') || number.startsWith('37') ? /^\d{4}$/.test(cvx) : /^\d{3}$/.test(cvx)
}

/** Checks card data as the vault does; null when fine, else the vault's error code. */
export function cardDataError(
	i: { cardNumber: string; cardExpirationDate: string; cardCvx: string },
	at: number,
) {
	// As Mangopay's vault: the number without any separator.
	const number = i.cardNumber
	if (!/^\d+$/.test(number) || !luhnValid(number)) return TOKENIZE_ERRORS.cardNumber
	if (!expiryValid(i.cardExpirationDate.replace(/\D/g, ''), at)) return TOKENIZE_ERRORS.expiry
	if (!cvxValid(i.cardCvx.trim(), number)) return TOKENIZE_ERRORS.cvx
	return null
}

export function cardBehaviour(number: string) {
	return CHALLENGE_CARDS.has(number.replace(/[\s-]/g, ''))
		? ('CHALLENGE' as const)
		: ('FRICTIONLESS' as const)
}

export function maskCard(number: string) {
	const clean = number.replace(/[\s-]/g, '')
	return `${clean.slice(0, 6)}${'X'.repeat(Math.max(clean.length - 10, 0))}${clean.slice(-4)}`
}

/**
 * The simulated banks' payee name checks (Verification of Payee) on payout Recipients. Every association of
 * the sandbox shares Mangopay's test IBAN (FR76 3000 4000 0312 3456 7890 143), so a bank knows each account
 * under the name of the provider user it is registered for (a legal user's Name, a natural user's first and
 * last names), and compares the holder name entered with it (app/lib/payments/payee-check.ts): MATCH, CLOSE_MATCH with
 * the bank's name, or NO_MATCH. The bank of VOP_UNREACHABLE_IBAN takes no part in the scheme:
 * MATCH_NOT_POSSIBLE. The fake Mangopay server of the tests follows the same rule.
 */
export const VOP_UNREACHABLE_IBAN = 'DE02120300000000202051'
