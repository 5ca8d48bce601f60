/**
 * The texts of the operators' area (/admin), of the charity members' space (/association-espace) and of
 * suspensions (ADR 026). The spec does not word these pages: they are ours, kept apart from messages.ts.
 */
export const suspensionMessages = {
	/** The login form, for a suspended account whose password was right. */
	accountSuspended:
		'Ce compte est suspendu. Écrivez-nous à bonjour@donnons.org si vous pensez qu’il s’agit d’une erreur.',
	/** The pot page's notice, and the refusal of every donation to it. */
	potSuspendedTitle: 'Cette cagnotte est suspendue',
	potSuspended:
		'Cette cagnotte a été suspendue par l’équipe Donnons et ne reçoit plus de dons pour le moment.',
	/** The same, when it is the pot's charity that an operator suspended. */
	charityOfPotSuspendedTitle: 'Cette cagnotte ne reçoit plus de dons',
	charityOfPotSuspended:
		'L’association bénéficiaire de cette cagnotte a été suspendue par l’équipe Donnons : la cagnotte ne reçoit plus de dons pour le moment.',
	/** The pot page's notice, and the refusal of every donation, while the pot's charity is not verified (ADR 030). */
	charityUnverifiedTitle: 'Les dons ouvrent bientôt',
	charityUnverified:
		'L’association bénéficiaire de cette cagnotte termine son inscription auprès de notre partenaire de paiement : les dons seront ouverts dès qu’elle l’aura terminée. Vous pouvez déjà partager la cagnotte.',
} as const

export const adminMessages = {
	invitationSent: (email: string, charity: string) =>
		`Invitation envoyée à ${email} pour rejoindre ${charity}.`,
	alreadyMember: (email: string, charity: string) => `${email} est déjà membre de ${charity}.`,
	charityPublished: (charity: string) => `${charity} est publiée.`,
	charitySuspended: (charity: string) => `${charity} est suspendue : elle n’apparaît plus dans le catalogue.`,
	potSuspended: (pot: string) => `La cagnotte « ${pot} » est suspendue.`,
	potReopened: (pot: string) => `La cagnotte « ${pot} » est rouverte.`,
	potAlreadySuspended: (pot: string) =>
		`La cagnotte « ${pot} » était déjà suspendue : sa date et sa raison de suspension sont inchangées.`,
	potAlreadyOpen: (pot: string) => `La cagnotte « ${pot} » était déjà ouverte aux dons.`,
	accountSuspended: (email: string) => `Le compte ${email} est suspendu et ses sessions sont fermées.`,
	accountReactivated: (email: string) => `Le compte ${email} est réactivé.`,
	accountAlreadySuspended: (email: string) => `Le compte ${email} était déjà suspendu.`,
	accountAlreadyActive: (email: string) => `Le compte ${email} était déjà actif.`,
	cannotSuspendSelf: 'Vous ne pouvez pas suspendre votre propre compte.',
	mailRequeued: (to: string) => `Le mail à ${to} est remis dans la file d’envoi.`,
	mailNotResendable: 'Ce mail a déjà été envoyé ou n’existe plus.',
	notFound: 'Élément introuvable : la liste a peut-être changé. Rechargez la page.',
	payoutsCreated: (sent: number, succeeded: number, failed: number) =>
		`${sent} versement${sent > 1 ? 's' : ''} créé${sent > 1 ? 's' : ''} et envoyé${sent > 1 ? 's' : ''} à la banque` +
		(succeeded ? ` ; ${succeeded} déjà versé${succeeded > 1 ? 's' : ''}` : '') +
		(failed ? ` ; ${failed} refusé${failed > 1 ? 's' : ''}` : '') +
		'.',
	payoutsNoneWaiting:
		'Aucun versement créé : aucune cagnotte clôturée n’a d’argent à verser à une association dont le compte bancaire est enregistré.',
	payoutsNonePayable: (skipped: number) =>
		`Aucun versement créé : ${skipped} cagnotte${skipped > 1 ? 's' : ''} clôturée${skipped > 1 ? 's' : ''} ne ${skipped > 1 ? 'peuvent' : 'peut'} pas encore être versée${skipped > 1 ? 's' : ''} (paiements en attente, versement déjà en cours, vérification de l’association incomplète ou porte-monnaie insuffisant).`,
	payoutsSettled: (checked: number) =>
		`${checked} versement${checked > 1 ? 's' : ''} en cours mis à jour d’après la banque.`,
	reasonRequired: 'Indiquez la raison de la suspension',
	reasonTooLong: 'La raison ne doit pas dépasser 500 caractères',
} as const

export const invitationMessages = {
	invalid:
		'Ce lien d’invitation n’est plus valable : il a déjà servi ou a expiré. Demandez une nouvelle invitation à l’équipe Donnons.',
	signInFirst: (email: string) =>
		`Un compte Donnons existe déjà pour ${email} : connectez-vous avec ce compte pour accepter l’invitation.`,
	otherAccount: (email: string) =>
		`Cette invitation est adressée à ${email}. Déconnectez-vous, puis suivez de nouveau le lien de l’invitation.`,
	joined: (charity: string) => `Bienvenue ! Vous faites désormais partie de l’espace de ${charity}.`,
} as const
