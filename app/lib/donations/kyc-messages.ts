/** Company KYC (ADR 033): a document type already waiting for the provider's check is not sent again. */
export const kycPendingMessages = {
	alreadyPending:
		'Ce document a déjà été envoyé et attend la vérification de notre partenaire de paiement : vous pourrez en ' +
		'envoyer un autre une fois cette vérification faite.',
} as const
