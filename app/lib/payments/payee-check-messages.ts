import { type PayeeCheck } from './payee-check.ts'

/**
 * The French texts of the payee name check (Verification of Payee) that the spec does not give, derived in
 * its style (ADR 006): the charity's bank-account page, its payouts, /admin/versements and the bank-transfer
 * instructions to donors. Shared by the pages, the services and the tests.
 */
export const payeeCheckMessages = {
	heading: 'Vérification du nom du titulaire',
	results: {
		MATCH: 'La banque confirme que le nom du titulaire correspond au compte.',
		CLOSE_MATCH:
			'La banque indique que le nom du titulaire correspond presque au compte : les versements risquent de ne pas arriver.',
		NO_MATCH:
			'La banque indique que le nom du titulaire ne correspond pas au compte : nous ne pouvons pas verser les fonds sur ce compte.',
		MATCH_NOT_POSSIBLE:
			'La banque n’a pas pu vérifier le nom du titulaire de ce compte : nous ne pouvons pas verser les fonds sur ce compte pour le moment.',
	} satisfies Record<PayeeCheck, string>,
	shortLabels: {
		MATCH: 'Nom vérifié',
		CLOSE_MATCH: 'Nom presque conforme',
		NO_MATCH: 'Nom non conforme',
		MATCH_NOT_POSSIBLE: 'Vérification impossible',
	} satisfies Record<PayeeCheck, string>,
	suggestedName: (name: string) => `Nom connu de la banque : « ${name} ».`,
	useSuggestedName: (name: string) => `Enregistrer le compte au nom de « ${name} »`,
	useSuggestedNameHint:
		'Le compte est enregistré à nouveau avec le nom donné par la banque, le même IBAN et la même adresse.',
	reenter:
		'Vérifiez le nom exact du titulaire sur le relevé d’identité bancaire (RIB) de l’association, puis enregistrez le compte à nouveau.',
	liabilityAccepted:
		'Les versements restent possibles : la plateforme en a pris la responsabilité auprès de son prestataire de paiement.',
	payoutsHeld:
		'Les versements sont suspendus : la banque n’a pas confirmé que le nom du titulaire correspond au compte bancaire enregistré. Enregistrez le compte avec le nom exact du titulaire (inscription, étape « Compte bancaire »).',
	payoutFailed:
		'La banque a refusé le versement : le nom du titulaire ne correspond pas au compte bancaire (vérification du nom du bénéficiaire). Enregistrez le compte avec le nom exact du titulaire (inscription, étape « Compte bancaire ») ; le versement sera refait sur ce compte.',
	adminHeldHeading: 'Versements suspendus : nom du titulaire non vérifié',
	adminHeldIntro:
		'La banque n’a pas confirmé le nom du titulaire du compte de ces associations : leurs cagnottes ne sont pas versées tant que l’association n’a pas enregistré son compte avec le nom exact.',
	suggestionGone: 'Ce compte ne peut plus être enregistré à nouveau : saisissez-le dans le formulaire.',
	wireHolderLabel: 'Titulaire du compte (à saisir exactement)',
	wireHolderHint:
		'Votre banque vérifie ce nom avant le virement : saisissez-le tel quel pour éviter une alerte ou un refus.',
} as const
