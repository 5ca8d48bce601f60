// Split out of app/lib/messages.ts (which re-exports it) so a page loads only the messages it uses: the
// site shell carried every message of the site (bench:js, ADR 042). Spec texts, verbatim: see messages.ts.

/** Info notices (docs/requirements.md#spec-1-8, docs/requirements.md#spec-3-2 and docs/requirements.md#spec-3-8). */
export const infoMessages = {
	/** The visitor denied cookies. */
	cookieDenied: 'Nous avons bien noté vos préférences',
	/** The pot page is reached with a transactionId query parameter (payment return). */
	paymentPending:
		'Votre paiement est en cours de traitement. Un email de confirmation vous sera envoyé une fois le paiement accepté.',
} as const
