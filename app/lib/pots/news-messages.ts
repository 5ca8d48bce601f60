import { newsListMessages, recipientsLabel } from './news-list-messages.ts'

/** The French texts of a pot's news (« Actualités », issue 27 item 2). */
export const newsMessages = {
	...newsListMessages,
	formTitle: 'Publier une actualité',
	thankYouTitle: 'Remercier les donateurs',
	bodyLabel: 'Votre message',
	bodyRequired: 'Écrivez votre message.',
	bodyTooLong: 'Le message est trop long : 10 000 caractères au plus.',
	imageLabel: 'Photo (facultatif)',
	imageHint: 'Image .jpg ou .png de 2 Mo au plus.',
	imageRemove: 'Retirer la photo',
	audienceLegend: 'Qui recevra cette actualité par e-mail ?',
	audienceDonors: 'Tous les donateurs',
	audienceNone: 'Personne',
	audienceNoneHint: 'L’actualité est seulement publiée sur la page de la cagnotte.',
	audienceInvalid: 'Choisissez qui recevra cette actualité par e-mail.',
	submit: 'Publier',
	save: 'Enregistrer les modifications',
	deleteTitle: 'Supprimer cette actualité',
	deleteConfirm: 'Je confirme la suppression de cette actualité',
	deleteConfirmRequired: 'Cochez la case pour confirmer la suppression.',
	editTitle: 'Modifier une actualité',
	editNoResend: 'Modifier une actualité ne renvoie pas d’e-mail.',
	published: 'Votre actualité est publiée.',
	publishedAndSent: (count: number) =>
		`Votre actualité est publiée et envoyée par e-mail à ${recipientsLabel(count)}.`,
	updated: 'L’actualité est modifiée.',
	deleted: 'L’actualité est supprimée.',
	limitReached: (when: string) =>
		`Un e-mail d’actualité a déjà été envoyé ces dernières 24 heures. Prochain envoi possible le ${when}. Vous pouvez publier dès maintenant en choisissant « Personne ».`,
	rateLimited: 'Vous avez publié beaucoup d’actualités en peu de temps. Réessayez dans une heure.',
	yourNews: 'Vos actualités',
	byOrganiser: (name: string) => `Par ${name}`,
	backToPot: 'Retour à la gestion de la cagnotte',
	stopTitle: 'Ne plus recevoir les actualités de cette cagnotte',
	stopExplanation: (email: string) =>
		`L’adresse ${email} ne recevra plus les actualités de cette cagnotte par e-mail.`,
	stopButton: 'Me désinscrire',
	stopped: 'C’est noté : vous ne recevrez plus les actualités de cette cagnotte.',
	stopLinkInvalid: 'Ce lien n’est pas valide. Il a peut-être été mal copié.',
	notAllowed: 'Vous ne pouvez pas publier d’actualité pour cette cagnotte.',
	notFound: 'Cette actualité n’existe pas ou a été supprimée.',
} as const

/** What the « Tous les donateurs » choice says before sending. */
export function audienceCountLabel(count: number): string {
	if (count === 0) return 'Aucun donateur ne recevra d’e-mail pour le moment.'
	return count === 1 ? '1 personne recevra un e-mail.' : `${count} personnes recevront un e-mail.`
}
