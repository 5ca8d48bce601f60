/**
 * Every validation, error, success and info message of the three spec documents
 * (docs/requirements.md), copied verbatim, spelling mistakes and straight apostrophes
 * included ('au moin', 'envoie', 'Mot de passes non identiques', 'Ce champs'...).
 * Do not "fix" them here: the spec is the reference.
 *
 * Where the spec elides part of a message ("'... est trop court'"), the full
 * sentence is written out. Messages the spec needs but does not word (it says
 * "each with its own message" or gives none) live in `derivedMessages`, kept apart
 * so nobody mistakes them for spec text.
 */

import { generic } from './generic-messages.ts'

export { generic }
export { paymentMessages } from './payment-messages.ts'
export { infoMessages } from './info-messages.ts'

/** Notice titles (docs/requirements.md#spec-1-8, docs/requirements.md#spec-2-8, docs/requirements.md#spec-3-4 and docs/requirements.md#spec-3-8). Notices close after 5 s. */
export const toastTitles = {
	attention: 'Attention',
	success: 'Success',
	update: 'Mise à jour',
	congratulations: 'Félicitations',
	operationSucceeded: 'Opération réussie',
} as const

/** Login, registration, social completion, legal representative, forgot password (docs/requirements.md#spec-1-5, docs/requirements.md#spec-1-8). */
export const authMessages = {
	emailInvalid: 'Votre adresse email est invalide',
	emailRequired: 'Votre adresse email est obligatoire',
	emailNotValid: "L'email n'est pas valide",
	passwordRequired: 'Votre mot de passe est obligatoire',
	passwordConfirmationInvalid: 'Votre confirmation de mot de passe est invalide',
	passwordConfirmationMismatch: 'Votre confirmation de mot de passe doit être identique à votre mot de passe',
	firstNameRequired: 'Votre prénom est obligatoire',
	lastNameRequired: 'Votre nom est obligatoire',
	postalCodeRequired: 'Votre code postal est obligatoire',
	addressRequired: 'Votre adresse obligatoire',
	birthDateRequired: 'Votre date de naissance est obligatoire',
	cityRequired: 'Votre ville est obligatoire',
	termsRequired: 'Vous devez accepter les termes et conditions du site',
	underage: "Vous n'avez pas l'âge requis pour utiliser l'application",
	representativeFirstNameRequired: 'Le prénom du représentant légal est obligatoire',
	/** Forgot-password popup. */
	forgotPasswordEmailInvalid: "Votre email n'est pas valide",
	forgotPasswordEmailRequired: 'Votre email est obligatoire',
	/** Forgot-password failure, shown under the field. */
	forgotPasswordUnknownEmail: "L'email n'existe pas dans la base de données.",
	/** Forgot-password success. */
	passwordResetEmailSent: 'Un email est envoyé pour vous permettre de changer votre mot de passe',
	/** Company sign-up: the server's text is shown as such. */
	serverInvalidBirthDate: 'Invalid birth date',
	/** Login, registration, representative update failure (same text as `generic.error`). */
	generic: generic.error,
} as const

/** Profile pages and dashboards (docs/requirements.md#spec-1-8). */
export const profileMessages = {
	profileUpdated: 'Votre profil est mis à jour',
	logoUpdated: 'Votre logo a été mis à jour',
	emailUpdated: 'Votre email est mis à jour',
	passwordUpdated: 'Votre mot de passe est mis à jour',
	/** Company password update success. */
	companyDataUpdated: 'Vos donnees ont ete mis à jour',
	/** Private password update failure. */
	passwordsDoNotMatch: 'Mot de passes non identiques',
	/** Logo upload failure (docs/requirements.md#spec-1-8, docs/requirements.md#spec-2-8). */
	logoUploadFailed: "Une erreur s'est produite lors de l'upload de votre logo, réessayez plus tard",
} as const

/** Monthly subscriptions on the dashboards (docs/requirements.md#spec-1-8). */
export const subscriptionMessages = {
	stopped: 'Votre souscription a été arrêtée',
	reactivated: 'Votre souscription est de nouveau active',
	debitDayUpdated: 'Votre jour de prélèvement a été mis à jour',
} as const

/** Pot creation and editing, cause search (docs/requirements.md#spec-2-2, docs/requirements.md#spec-2-4, docs/requirements.md#spec-2-5, docs/requirements.md#spec-2-8). */
export const potMessages = {
	/** The title of the pot details form, in creation and in edit mode (docs/requirements.md#spec-2-2 "Step 2"). */
	detailsTitle: 'Création de votre cagnotte de la générosité',
	nameRequired: 'Le nom de votre cagnotte est obligatoire',
	nameTooShort: 'Le nom de votre cagnotte est trop court',
	nameTooLong: 'Le nom de votre cagnotte est trop long',
	descriptionRequired: 'La description de votre cagnotte est obligatoire',
	descriptionTooShort: 'La description de votre cagnotte est trop courte',
	descriptionTooLong: 'La description de votre cagnotte est trop longue',
	closingDateRequired: 'La date de fin de collecte est obligatoire',
	sharingRequired: "Merci de choisir une option de partage ou d'invitation",
	/** Any other pot form error. */
	fillFieldsProperly: 'Merci de bien remplir les champs',
	imageTooLarge: "La taille de l'image doit être inférieure à 2 Mo",
	eventTypeRequired: "Le type d'événement est obligatoire",
	accountTypeNotAllowed: 'Votre type de compte ne vous permet pas de créer ce type de cagnotte',
	/** Success (title 'Opération réussie'). */
	created: 'Votre cagnotte a été créée avec succès',
	noCharityFound: 'Aucune association partenaires trouvée...',
	loadingResults: 'Chargement des résultats, veuillez patienter ...',
} as const

/** Company identity documents (docs/requirements.md#spec-3-5, docs/requirements.md#spec-3-8). */
export const kycMessages = {
	fileTooLarge: 'Le fichier ne doit pas dépasser 7Mb',
	/** Success (title 'Opération réussie'). */
	documentsSent: 'Vos documents ont été envoyés avec succès',
} as const

/** Share by e-mail (docs/requirements.md#spec-1-5, docs/requirements.md#spec-1-8; docs/requirements.md#spec-3-5, docs/requirements.md#spec-3-8). */
export const shareMessages = {
	atLeastOneEmail: "Merci d'ajouter au moin un email",
	invalidEmailFormat: "Le format de l'email est invalide",
	sent: 'Un email a été envoyé à vos amis',
	failed: "Une erreur s'est produite lors de l'envoie des emails.",
} as const

/** 'Votre email [...] n'est pas valide' with the typed address in place of [...] (docs/requirements.md#spec-1-5). */
export function newsletterInvalidEmail(email: string): string {
	return `Votre email ${email.trim()} n'est pas valide`
}

/**
 * Newsletter sign-up in the footer (docs/requirements.md#spec-1-5, docs/requirements.md#spec-1-8). The double opt-in's own messages (confirmation sent,
 * links refused, unsubscribed) are not in the spec: `derivedMessages.newsletter*`.
 */
export const newsletterMessages = {
	/** Success (title 'Félicitations'). */
	subscribed: 'Vous êtes inscrits à la newsletter',
	invalidEmail: newsletterInvalidEmail,
} as const

/**
 * NOT spec text: messages the spec implies but does not word (the legal
 * representative form has "each field with its own message", company fields,
 * name/phone/postal code format errors, image type and file name rules...).
 * Written in the style of the spec's own messages; record the choice in an ADR.
 */
export const derivedMessages = {
	firstNameInvalid: "Votre prénom n'est pas valide",
	lastNameInvalid: "Votre nom n'est pas valide",
	genderRequired: 'Votre civilité est obligatoire',
	countryRequired: 'Votre pays est obligatoire',
	postalCodeInvalid: "Votre code postal n'est pas valide",
	phoneInvalid: "Votre numéro de téléphone n'est pas valide",
	companyNameRequired: 'Le nom de votre entreprise est obligatoire',
	sirenRequired: 'Votre numéro de SIREN est obligatoire',
	sirenInvalid: "Votre numéro de SIREN n'est pas valide",
	legalFormRequired: 'La forme légale de votre entreprise est obligatoire',
	representativeLastNameRequired: 'Le nom du représentant légal est obligatoire',
	representativeFirstNameInvalid: "Le prénom du représentant légal n'est pas valide",
	representativeLastNameInvalid: "Le nom du représentant légal n'est pas valide",
	representativeEmailRequired: "L'email du représentant légal est obligatoire",
	representativeBirthDateRequired: 'La date de naissance du représentant légal est obligatoire',
	representativeUnderage: 'Le représentant légal doit avoir au moins 18 ans',
	representativeAddressRequired: "L'adresse du représentant légal est obligatoire",
	representativePostalCodeRequired: 'Le code postal du représentant légal est obligatoire',
	representativeCityRequired: 'La ville du représentant légal est obligatoire',
	representativeCountryRequired: 'Le pays de résidence du représentant légal est obligatoire',
	companyAddressRequired: "L'adresse de votre entreprise est obligatoire",
	companyPostalCodeRequired: 'Le code postal de votre entreprise est obligatoire',
	companyCityRequired: 'La ville de votre entreprise est obligatoire',
	companyCountryRequired: 'Le pays de votre entreprise est obligatoire',
	closingDateOutOfRange: 'La date de fin de collecte doit être comprise entre demain et dans 365 jours',
	imageTypeInvalid: 'Seules les images .jpg, .jpeg et .png sont acceptées',
	imageFileNameInvalid: 'Le nom du fichier ne doit contenir ni caractères spéciaux ni accents',
	kycFileTypeInvalid: 'Seuls les fichiers pdf, jpeg, jpg, gif et png sont acceptés',
	tooManyGuests: 'Vous ne pouvez pas inviter plus de 500 personnes',
	passwordTooWeak:
		'Votre mot de passe doit contenir au moins 7 caractères, dont une minuscule, une majuscule, un chiffre et un symbole',
	wrongCredentials: 'Votre adresse email ou votre mot de passe est incorrect',
	emailTaken: 'Un compte existe déjà avec cette adresse email',
	tooManyAttempts: 'Trop de tentatives : merci de réessayer dans quelques minutes',
	formNotSubmittedProperly: "Le formulaire n'a pas été envoyé correctement, merci de réessayer",
	resetLinkInvalid: "Ce lien de réinitialisation n'est plus valide : demandez-en un nouveau",
	/** Newsletter double opt-in (docs/requirements.md#spec-1-5 words only the sign-up and 'Vous êtes inscrits à la newsletter'). */
	newsletterConfirmationSent:
		"Un email de confirmation vous a été envoyé : cliquez sur le lien qu'il contient pour valider votre inscription à la newsletter",
	newsletterConfirmLinkInvalid:
		"Ce lien de confirmation n'est plus valide : inscrivez-vous de nouveau à la newsletter en bas de page",
	newsletterUnsubscribeLinkInvalid: "Ce lien de désinscription n'est pas valide",
	newsletterUnsubscribed: 'Vous êtes désinscrit de la newsletter.',
	representativeAlreadyCompleted: 'Votre compte entreprise est déjà finalisé',
	/** Profile pages: the current password guards an e-mail or password change. */
	currentPasswordRequired:
		'Votre mot de passe actuel est obligatoire pour modifier votre email ou votre mot de passe',
	currentPasswordWrong: 'Votre mot de passe actuel est incorrect',
	nothingToChange: 'Aucune modification : saisissez une nouvelle adresse email ou un nouveau mot de passe',
	/** Profile pages: a new e-mail address is confirmed by a link sent to it. */
	emailChangeSent:
		"Un email de confirmation a été envoyé à votre nouvelle adresse : elle remplacera l'actuelle quand vous cliquerez sur le lien qu'il contient",
	emailChangeLinkInvalid:
		"Ce lien de confirmation n'est plus valide : modifiez à nouveau votre adresse depuis votre profil",
	/** Company logo: a PDF whose first page cannot be drawn (damaged, password-protected, no page). */
	logoPdfUnreadable:
		"Ce PDF n'a pas pu être lu (fichier endommagé, protégé par un mot de passe ou sans page) : essayez une image jpeg, jpg, gif ou png",
	logoTypeInvalid: 'Seuls les fichiers .pdf, .jpeg, .jpg, .gif et .png sont acceptés pour le logo',
	/** Company logo with JavaScript: a PDF skips the crop dialog. */
	logoPdfHint: 'Un logo en PDF est tiré de sa première page, recadrée en carré sur son centre.',
	completeProfileToPay:
		'Complétez votre profil et enregistrez-le : vous reviendrez ensuite à votre paiement.',
	socialLoginUnavailable: 'La connexion avec Facebook est indisponible pour le moment',
	potUpdated: 'Votre cagnotte a été mise à jour',
	/** The edit pages of a closed pot (past its end date, closed by its organiser, paid out): refused. */
	potClosedNoEdit: 'Cette cagnotte est terminée : elle ne peut plus être modifiée',
	/** The organiser's view of a pot (app/pots/organiser.server.ts): end date, closing. */
	potClosingDateChanged: 'La date de fin de collecte a été modifiée',
	potCloseConfirmRequired: 'Merci de cocher la case pour confirmer la clôture de la cagnotte',
	potClosedByOrganiser: 'Votre cagnotte est clôturée : elle ne reçoit plus de dons',
	/** Personal data (app/account/personal-data.server.ts): account deletion. */
	accountDeletionWrongPassword: 'Votre mot de passe est incorrect',
	accountDeletionConfirmRequired: 'Merci de cocher la case pour confirmer la suppression de votre compte',
	accountDeleted:
		"Votre compte a été supprimé. Vos dons et vos reçus fiscaux sont conservés comme la loi l'exige.",
	creatorTypeRequired: 'Merci de choisir pour qui vous créez cette cagnotte',
	eventTypeMismatch: 'Cet événement ne correspond pas au type de cagnotte choisi',
	socialSessionExpired: 'Votre connexion avec Facebook a expiré, merci de recommencer',
	/** Direct debit mandate forms (docs/requirements.md#spec-3-5 says "holder [...] required" without wording). */
	bankAccountHolderRequired: 'Le titulaire du compte est obligatoire',
	/** Any free-text field longer than its limit. */
	fieldTooLong: 'Ce champ est trop long',
	/** Dashboards: a donation whose money went back to the donor (status REFUNDED, not in docs/requirements.md#spec-1-4). */
	paymentRefunded: 'Paiement remboursé',
	/** Dashboards' tax-receipt cell: the link to the receipt, and to one cancelled since (refund, dispute). */
	receiptLink: 'Reçu fiscal',
	receiptCancelled: 'Reçu annulé',
	/** Dashboards: the link to the yearly statement of the receipts of a year. */
	yearlyStatement: 'Relevé annuel de vos dons',
	/** Subscription statuses (docs/requirements.md#spec-1-4 names the values only). */
	subscriptionActive: 'Actif',
	subscriptionClosed: 'Terminé',
	subscriptionCanceled: 'Arrêté',
	subscriptionMandateRefused: 'Mandat refusé',
	subscriptionMandateReactivated: 'Mandat réactivé',
	/** 'Reprendre' when the SEPA mandate was cancelled or refused: a new one must be signed. */
	subscriptionNeedsNewMandate:
		"Votre mandat de prélèvement n'est plus valable : pour reprendre ce don mensuel, signez un nouveau mandat depuis la page de la cagnotte.",
	/** 'Reprendre' on a pot that has closed meanwhile. */
	subscriptionPotClosed: 'La cagnotte est terminée : ce don mensuel ne peut plus reprendre.',
	/** Debit day outside 1 to 31. */
	debitDayInvalid: 'Le jour de prélèvement doit être compris entre 1 et 31',
	/** Tax deduction simulator (/deduction-fiscale-des-dons). */
	simulatorProfileRequired:
		"Merci de choisir si vous donnez en tant que particulier ou en tant qu'entreprise",
	simulatorAmountInvalid: 'Le montant doit être un nombre positif en euros, par exemple 1 234,56',
	simulatorAmountTooLarge: 'Le montant ne peut pas dépasser 1 000 000 000 €',
	simulatorBodyTypeRequired: "Merci de choisir le type d'organisme qui reçoit le don",
	simulatorDateOutOfRange:
		"La date du don doit être comprise entre le 1er janvier 2020 et le 31 décembre de l'année prochaine",
	simulatorIncomeRequired: 'Merci de saisir le revenu net imposable de votre foyer',
	simulatorIncomeInvalid: 'Le revenu doit être un nombre positif en euros, par exemple 42 000',
	simulatorIncomeTooLarge: 'Le revenu ne peut pas dépasser 1 000 000 000 €',
	simulatorTurnoverRequired: "Merci de saisir le chiffre d'affaires hors taxes de votre entreprise",
	simulatorTurnoverInvalid:
		"Le chiffre d'affaires doit être un nombre positif en euros, par exemple 1 500 000",
	simulatorTurnoverTooLarge: "Le chiffre d'affaires ne peut pas dépasser 1 000 000 000 000 €",
} as const
