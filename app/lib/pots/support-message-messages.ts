/** The French texts of the words of support (« Mots de soutien », issue 27 item 3). */
export const SUPPORT_MESSAGE_MAX = 280

export const supportMessageMessages = {
	sectionTitle: 'Mots de soutien',
	fieldLabel: 'Mot de soutien (facultatif)',
	fieldHint: `${SUPPORT_MESSAGE_MAX} caractères au maximum, en texte simple. Il paraîtra sur la page de la cagnotte une fois votre don réussi, avec votre nom, ou « Anonyme » si vous donnez anonymement.`,
	save: 'Enregistrer mon mot',
	tooLong: (count: number) =>
		`Votre mot de soutien compte ${count} caractères : ${SUPPORT_MESSAGE_MAX} au maximum.`,
	tooMany: 'Vous avez envoyé beaucoup de mots de soutien en peu de temps. Réessayez dans une heure.',
	noPayment:
		'Aucun don en cours pour cette cagnotte : choisissez d’abord le montant de votre don, puis laissez votre mot.',
	saved:
		'Votre mot de soutien est enregistré. Il paraîtra sur la page de la cagnotte une fois votre don réussi.',
	removedByDonor: 'Votre mot de soutien est retiré.',
	yourMessage: 'Votre mot de soutien :',
	none: 'Aucun mot de soutien pour l’instant.',
	organiserIntro:
		'Les mots laissés avec un don réussi. Un mot masqué n’apparaît plus sur la page de la cagnotte ; vous pouvez l’afficher à nouveau.',
	hide: 'Masquer',
	show: 'Afficher à nouveau',
	hiddenBadge: 'Masqué',
	hidden: 'Le mot de soutien est masqué sur la page de la cagnotte.',
	shown: 'Le mot de soutien est de nouveau affiché sur la page de la cagnotte.',
	notFound: 'Ce mot de soutien n’existe plus.',
	remove: 'Supprimer définitivement',
	removed: 'Le mot de soutien est supprimé définitivement.',
	operatorIntro:
		'La suppression est définitive : le mot disparaît de la page de la cagnotte et de la vue de l’organisateur.',
	anonymous: 'Anonyme',
} as const
