// Split out of app/lib/messages.ts (which re-exports it) so a page loads only the messages it uses: the
// site shell carried every message of the site (bench:js, ADR 042). Spec texts, verbatim: see messages.ts.

/** Donation and payment flows (docs/requirements.md#spec-3-4, docs/requirements.md#spec-3-5, docs/requirements.md#spec-3-8; the pending notice is also in docs/requirements.md#spec-1-8). */
export const paymentMessages = {
	amountRequired: 'Merci de saisir le montant de votre don',
	amountMinimum: 'La contribution minimum est de 1,00 €',
	potAlreadyClosed: 'La cagnotte est déjà fermée',
	cardNumberInvalid: "Votre numéro de carte n'est pas valide",
	cardNumberRequiredLong: 'Votre numéro de carte est obligatoire',
	cardNumberInvalidLong: 'Votre numéro de carte est invalide',
	cardExpiryInvalid: "Votre date de validité n'est pas valide",
	cardExpiryRequiredLong: 'La date de fin de validité de votre carte est obligatoire',
	cardExpiryInvalidLong: 'La date de fin de validité de votre carte est invalide',
	cvcInvalid: "Votre crypto n'est pas valide",
	cvcRequiredLong: 'Le cryptogramme visuel de votre carte est obligatoire',
	cvcInvalidLong: 'Le cryptogramme visuel de votre carte est invalide',
	ibanRequired: 'Votre IBAN est obligatoire',
	ibanInvalid: 'Votre IBAN est invalide',
	bicRequired: 'Votre BIC est obligatoire',
	bicInvalid: 'Votre BIC est invalide',
	debitDayRequired: 'La date de prélèvement est obligatoire',
	companyMissingSirenOrLegalForm:
		"Votre entreprise n'a pas renseigné son numéro de SIREN et/ou sa forme légale. Merci de mettre à jour ces informations dans votre profil.",
	/** SEPA transfer without a payment-provider profile. */
	profileIncomplete:
		'Votre profil est incomplet, merci de le mettre à jour et vérifier que votre adresse est valide.',
	/** Paying while logged in without a payment-provider profile. */
	paymentAccountNotValidated:
		'Vous ne pouvez pas effectuer de paiement. Veuillez mettre à jour votre profil afin de valider votre compte Mangopay.',
	/** Shorter variant wording of the previous message. */
	paymentAccountNotValidatedShort:
		'Vous ne pouvez pas effectuer un paiement. Veuillez mettre à jour votre profil',
	cardPreregistrationFailed:
		"Une erreur technique s'est produite avec le prestataire de paiement, réessayez plus tard",
	mandateWithoutRedirect: 'Un problème technique est survenu. Merci de réessayer ultérieurement.',
	/** Success (title 'Félicitations'). */
	donationSucceeded: 'Merci de votre générosité ! Votre don a été réalisé avec succès.',
} as const
