/** The operator's review of what a charity's tax receipts print about it (ADR 033). */
export const legalReviewMessages = {
	heading: 'Identité légale à valider (reçus fiscaux)',
	intro:
		'Ces informations figureront sur les reçus fiscaux de l’association une fois validées. Tant qu’elles ne le ' +
		'sont pas, les reçus gardent les précédentes.',
	approve: 'Valider pour les reçus fiscaux',
	reject: 'Refuser',
	reasonLabel: 'Motif du refus (visible par l’association)',
	approved: (name: string) => `L’identité légale de ${name} figurera désormais sur ses reçus fiscaux.`,
	rejected: (name: string) => `La modification de l’identité légale de ${name} a été refusée.`,
	notPending: 'Aucune modification de l’identité légale n’attend de validation.',
	waiting:
		'Votre adresse et votre catégorie juridique ont été transmises à l’équipe Donnons : elles figureront sur vos ' +
		'reçus fiscaux une fois validées.',
	refusedBecause: (reason: string) =>
		`La dernière modification de votre identité légale a été refusée : ${reason}`,
} as const
