/**
 * The figures the legal pages state (docs/requirements.md#spec-3-9 "Terms"), in one place so that the terms of use, the privacy
 * policy and the cookie policy never disagree, and so that a test can hold them to the rules the code
 * applies (closing-date bounds, guest list size, consent cookie lifetime).
 */
export const legalTerms = {
	/** A pot collects for 2 to 365 days. */
	collectionMinDays: 2,
	collectionMaxDays: 365,
	/** Guests invited by e-mail to one pot. */
	maxInvitedParticipants: 500,
	/** Right of withdrawal, from registration. */
	withdrawalDays: 14,
	/** Notice before Donnons ends the contract (outside a serious breach). */
	terminationNoticeDays: 30,
	/** Changes to the terms apply this many days after their publication. */
	changesEffectiveDays: 30,
	/** A payment operation may be disputed within this many months. */
	disputeMonths: 13,
	/** Records of an opposition (card or debit) are kept this long. */
	oppositionRecordsMonths: 18,
	/** Anti-money-laundering thresholds over a calendar year: identity documents are then required. */
	amlYearlyParticipationsEuros: 2500,
	amlYearlyRefundRequestsEuros: 1000,
	/** Personal data are kept at most this long after the account is closed. */
	dataAfterClosureYears: 3,
	/** Archives of bank operations. */
	bankArchivesYears: 2,
	/** Card data, and with a deferred debit card. */
	cardDataMonths: 13,
	cardDataDeferredDebitMonths: 15,
	/** Audience-measurement cookies and the cookie choice itself. */
	audienceCookiesMonths: 13,
	/** Answer to a request about one's personal data. */
	dataRequestReplyMonths: 2,
	/** Minimum age to open an account. */
	minimumAge: 18,
} as const

/** The day the legal texts were last changed, as shown under their titles. */
export const legalTextsUpdated = '23 novembre 2026'

/** Whole euros the French way: 2500 → "2 500 €" (narrow no-break space between thousands). */
export function formatWholeEuros(euros: number): string {
	return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(euros)}\u00a0€`
}
