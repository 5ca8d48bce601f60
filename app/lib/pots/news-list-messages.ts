/**
 * The texts of a pot's public news list (news-list.tsx, on the pot page): their own module, so the pot page does
 * not carry the organiser's forms' texts (bench:js). `newsMessages` (news-messages.ts) includes them.
 */
export const newsListMessages = {
	sectionTitle: 'Actualités',
	edit: 'Modifier',
	delete: 'Supprimer',
	empty: 'Aucune actualité pour le moment.',
	postedOn: (date: string) => `Publiée le ${date}`,
	editedOn: (date: string) => `modifiée le ${date}`,
	byCharity: (charity: string) => `Message de l’association ${charity}`,
	imageAlt: 'Photo jointe à l’actualité',
	sentTo: (count: number) => `Envoyée par e-mail à ${recipientsLabel(count)}`,
	notSent: 'Publiée sans e-mail',
} as const

/** « 1 personne », « 12 personnes », « aucune personne ». */
export function recipientsLabel(count: number): string {
	if (count === 0) return 'aucune personne'
	return count === 1 ? '1 personne' : `${count} personnes`
}
