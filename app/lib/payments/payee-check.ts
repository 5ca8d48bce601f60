/**
 * Verification of Payee (VoP, Regulation (EU) 2024/886): the payee's bank compares the account holder's name
 * a payer enters with the name it holds for the IBAN. Mangopay runs the check when a payout Recipient is
 * created and returns `RecipientVerificationOfPayee` (docs: guides/vop/recipients-payouts); a payout to a
 * Recipient whose result is NO_MATCH or MATCH_NOT_POSSIBLE fails with `121030` unless the platform signed
 * the liability amendment. Pure rules, shared by the services, the simulated banks and their tests.
 */

const PAYEE_CHECKS = ['MATCH', 'CLOSE_MATCH', 'NO_MATCH', 'MATCH_NOT_POSSIBLE'] as const
export type PayeeCheck = (typeof PAYEE_CHECKS)[number]

/** The result of one check, as the provider returns it with a Recipient (created or re-read). */
export type PayeeVerification = {
	/** `RecipientVerificationId`. */
	id: string | null
	check: PayeeCheck
	/** `RecipientVerificationMessage`, verbatim (English). */
	message: string | null
	/** On a CLOSE_MATCH: the name the bank holds, read from the message. */
	suggestedName: string | null
}

/** Mangopay's result code for a payout refused by the name check. */
export const PAYOUT_VOP_FAILED = '121030'
export const PAYOUT_VOP_FAILED_MESSAGE =
	'Verification of Payee failed: account name and IBAN do not match. Please provide matching details to proceed with the payout'

export function isPayeeCheck(value: unknown): value is PayeeCheck {
	return typeof value === 'string' && (PAYEE_CHECKS as readonly string[]).includes(value)
}

/** The settings value by which the platform says it signed Mangopay's liability amendment. */
export function vopLiabilityAccepted(setting: string | undefined) {
	return setting?.trim().toLowerCase() === 'accepted'
}

/**
 * Whether payouts to an account with this result are held: NO_MATCH and MATCH_NOT_POSSIBLE are, unless the
 * platform took the liability. No result (an account registered before the checks existed, or outside
 * SEPA) is not held: the provider checks again at the payout, and a `121030` is explained then.
 */
export function payeeCheckBlocksPayouts(check: PayeeCheck | null, liabilityAccepted: boolean) {
	if (liabilityAccepted || check === null) return false
	return check === 'NO_MATCH' || check === 'MATCH_NOT_POSSIBLE'
}

/** Mangopay's messages (the documented ones; the last is the simulators' wording for "not possible"). */
const PAYEE_CHECK_MESSAGES = {
	MATCH: 'Account name fully matches account identifier.',
	CLOSE_MATCH: (name: string) =>
		`Account name partially matches account identifier. Name returned by check: ${name}. Payment made to this account may not reach its intended counterparty.`,
	NO_MATCH:
		'Account name does not match account identifier. Payment made to this account may not reach its intended counterparty.',
	MATCH_NOT_POSSIBLE:
		'Account name could not be checked against account identifier. Payment made to this account may not reach its intended counterparty.',
} as const

export function payeeCheckMessage(check: PayeeCheck, bankName: string) {
	return check === 'CLOSE_MATCH' ? PAYEE_CHECK_MESSAGES.CLOSE_MATCH(bankName) : PAYEE_CHECK_MESSAGES[check]
}

/** The bank's name in a CLOSE_MATCH message (`… Name returned by check: Jane Doe. Payment made …`). */
export function suggestedNameFromMessage(message: string | null | undefined): string | null {
	if (!message) return null
	const match =
		/Name returned by check:\s*(.+?)\.\s+Payment made to this account/is.exec(message) ??
		/Name returned by check:\s*(.+?)\.?\s*$/is.exec(message)
	const name = match?.[1]?.trim()
	return name ? name.slice(0, 100) : null
}

/** One provider answer → our result; unknown or missing checks (outside VoP's scope) give null. */
export function toPayeeVerification(
	raw: { id?: string | null; check?: string | null; message?: string | null } | null | undefined,
): PayeeVerification | null {
	if (!raw || !isPayeeCheck(raw.check)) return null
	const message = raw.message ?? null
	return {
		id: raw.id ?? null,
		check: raw.check,
		message,
		suggestedName: raw.check === 'CLOSE_MATCH' ? suggestedNameFromMessage(message) : null,
	}
}

/** Words of a legal form, not of the name: « Association Les Amis » and « Les Amis » are the same payee. */
const LEGAL_FORM_WORDS = new Set([
	'association',
	'asso',
	'assoc',
	'loi',
	'1901',
	'1908',
	'fondation',
	'fonds',
	'dotation',
	'federation',
	'ong',
	'sa',
	'sas',
	'sasu',
	'sarl',
	'eurl',
	'scop',
	'scic',
	'gie',
	'ste',
	'societe',
])
/** Articles and linking words: a missing « les » or « de » is a close match, not a match. */
const LINKING_WORDS = new Set(['le', 'la', 'les', 'l', 'de', 'des', 'du', 'd', 'et', 'a', 'au', 'aux', 'en'])

/** The words that name the payee: case, accents, punctuation and legal-form words removed. */
function holderNameWords(name: string) {
	const words = name
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/œ/g, 'oe')
		.replace(/æ/g, 'ae')
		.replace(/ß/g, 'ss')
		.replace(/&/g, ' et ')
		.replace(/[^a-z0-9]+/g, ' ')
		.trim()
		.split(' ')
		.filter(Boolean)
	const named = words.filter((w) => !LEGAL_FORM_WORDS.has(w))
	// A name made only of legal-form words (« Association ») is compared as it is.
	return named.length > 0 ? named : words
}

/** The comparison key of a name: its naming words, in order. */
export function normalizeHolderName(name: string) {
	return holderNameWords(name).join(' ')
}

function levenshtein(a: string, b: string) {
	let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
	for (let i = 1; i <= a.length; i++) {
		const current = [i]
		for (let j = 1; j <= b.length; j++)
			current[j] = Math.min(
				(previous[j] ?? 0) + 1,
				(current[j - 1] ?? 0) + 1,
				(previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
			)
		previous = current
	}
	return previous[b.length] ?? 0
}

/**
 * A bank's comparison of the name entered with the name it holds: MATCH when they are the same once case,
 * accents, punctuation and legal-form words are set aside; CLOSE_MATCH for the same words in another order
 * or without their articles, or a typo (at most one character in five differs); NO_MATCH otherwise.
 */
export function compareHolderNames(entered: string, held: string): 'MATCH' | 'CLOSE_MATCH' | 'NO_MATCH' {
	const a = normalizeHolderName(entered)
	const b = normalizeHolderName(held)
	if (!a || !b) return 'NO_MATCH'
	if (a === b) return 'MATCH'
	const core = (name: string) =>
		holderNameWords(name)
			.filter((w) => !LINKING_WORDS.has(w))
			.sort()
			.join(' ')
	if (core(entered) && core(entered) === core(held)) return 'CLOSE_MATCH'
	const longest = Math.max(a.length, b.length)
	if (levenshtein(a, b) <= Math.max(1, Math.floor(longest / 5))) return 'CLOSE_MATCH'
	return 'NO_MATCH'
}
