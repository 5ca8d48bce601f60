/**
 * The French texts of the charity onboarding (/association-espace/:charityId/inscription, ADR 028) that the
 * spec does not give: derived in its style (ADR 006). Shared by the pages, the services and the tests.
 */
export const onboardingMessages = {
	legalNameRequired: 'La dénomination officielle de l’association est obligatoire',
	legalFormRequired: 'Merci de choisir la forme juridique de l’association',
	legalIdTypeRequired: 'Merci de choisir le type de numéro d’identification (SIREN ou RNA)',
	legalIdRequired: 'Le numéro d’identification de l’association est obligatoire',
	sirenInvalid: 'Le numéro SIREN doit comporter 9 chiffres et être valide',
	rnaInvalid: 'Le numéro RNA doit commencer par W, suivi de 9 chiffres',
	legalCategoryRequired: 'Merci de choisir la catégorie de l’association pour les reçus fiscaux',
	decreeDateRequired: 'La date du décret de reconnaissance d’utilité publique est obligatoire',
	decreeDateInFuture: 'La date du décret ne peut pas être dans le futur',
	headOfficeAddressRequired: 'L’adresse du siège est obligatoire',
	headOfficePostalCodeRequired: 'Le code postal du siège est obligatoire',
	headOfficeCityRequired: 'La ville du siège est obligatoire',
	headOfficeCountryRequired: 'Le pays du siège est obligatoire',
	representativeUnderage: 'Le représentant légal doit être majeur',
	representativeNationalityRequired: 'La nationalité du représentant légal est obligatoire',
	identitySaved: 'L’identité de l’association est enregistrée',
	representativeSaved: 'Le représentant légal est enregistré',
	identityFirst: 'Renseignez d’abord l’identité de l’association et son représentant légal',
	fileTypeInvalid: 'Seuls les fichiers pdf, jpeg, jpg et png sont acceptés',
	fileTooSmall: 'Le fichier est trop petit pour être lisible (1 Ko au moins)',
	identityFileTooSmall:
		'Le fichier est trop petit pour être lisible (32 Ko au moins pour une pièce d’identité)',
	documentRequired: 'Merci de choisir un fichier',
	documentSent: 'Le document a été envoyé ; il sera examiné par notre prestataire de paiement',
	documentNotReplaceable: 'Ce document est déjà validé ou en cours d’examen',
	bankAccountSaved: 'Le compte bancaire de l’association est enregistré',
	bankAccountRefused: 'Le compte bancaire a été refusé par notre prestataire de paiement',
	bankAccountPending: 'Le compte bancaire sera actif après la confirmation demandée',
	bankAccountBusy:
		'Un compte bancaire de l’association est déjà en cours d’enregistrement ; réessayez dans un instant',
	providerUnavailable:
		'Notre prestataire de paiement ne répond pas pour le moment ; vos informations sont enregistrées, réessayez plus tard',
	/** The charity space's summary while the charity is not verified at the provider (ADR 030). */
	verificationTitle: 'Les cagnottes ne reçoivent pas encore de dons',
	verificationPending: (openPots: number) =>
		`Tant que l’inscription de l’association n’est pas validée par notre prestataire de paiement, ${
			openPots === 0
				? 'les cagnottes ouvertes à son profit ne pourront pas recevoir de dons'
				: openPots === 1
					? 'la cagnotte ouverte à son profit ne peut pas recevoir de dons'
					: `les ${openPots} cagnottes ouvertes à son profit ne peuvent pas recevoir de dons`
		} : elles peuvent déjà être créées et partagées. Il reste à faire :`,
	verificationUnderReview: 'en cours de vérification par notre prestataire de paiement',
	verificationAllSent:
		'Tout est envoyé : notre prestataire de paiement vérifie les informations de l’association. Les dons s’ouvriront dès sa validation.',
} as const
