/**
 * The press page's articles (spec 3 "Other routes": articles with external links, a video, an invitation
 * to contact us; texts trimmed at 60 characters, 180 for the long one). The first article is the featured
 * one, shown with the long excerpt. The titles are the press logos of the home page (db/catalogue).
 */
import { truncateText } from '../truncate.ts'

export const PRESS_TEXT_MAX = 60
export const PRESS_FEATURED_TEXT_MAX = 180

type PressArticle = {
	outlet: string
	/** ISO date of publication. */
	date: string
	headline: string
	text: string
	url: string
}

type PressCard = PressArticle & { excerpt: string; featured: boolean }

export const pressArticles: readonly PressArticle[] = [
	{
		outlet: 'La Gazette Solidaire',
		date: '2025-11-18',
		headline: 'Donnons, la cagnotte qui reverse tout aux associations',
		text: 'Anniversaires, pots de départ, mariages : la plateforme parisienne propose de remplacer le cadeau commun par un don à une association vérifiée. La création est gratuite, les donateurs ne paient aucun frais et reçoivent leur reçu fiscal sans rien demander. Une manière simple de faire de chaque fête un geste utile.',
		url: 'https://presse.donnons.org/la-gazette-solidaire-cagnotte-associations',
	},
	{
		outlet: 'Horizon Info',
		date: '2025-09-02',
		headline: 'Le don en entreprise change d’échelle',
		text: 'Challenges sportifs, séminaires et cadeaux clients deviennent des collectes pour des associations choisies par les salariés eux-mêmes.',
		url: 'https://presse.donnons.org/horizon-info-don-entreprise',
	},
	{
		outlet: 'Radio Parenthèse',
		date: '2025-06-12',
		headline: 'Trois questions à la fondatrice de Donnons',
		text: 'Pourquoi une cagnotte solidaire plutôt qu’une cagnotte classique ? Réponses sur la transparence, les reçus fiscaux et le choix des associations.',
		url: 'https://presse.donnons.org/radio-parenthese-entretien',
	},
	{
		outlet: 'Le Courrier Citoyen',
		date: '2025-03-27',
		headline: 'Reçus fiscaux : ce qui change pour les petits dons',
		text: 'Les reçus fiscaux automatiques évitent aux petites associations des heures de saisie, et aux donateurs d’oublier leur réduction d’impôt.',
		url: 'https://presse.donnons.org/le-courrier-citoyen-recus-fiscaux',
	},
	{
		outlet: 'Mag’Éthique',
		date: '2024-12-05',
		headline: 'Cinq plateformes pour donner autrement à Noël',
		text: 'Parmi nos coups de cœur, Donnons sélectionne ses associations partenaires selon une charte qualité publique et des labels reconnus.',
		url: 'https://presse.donnons.org/mag-ethique-donner-autrement',
	},
	{
		outlet: 'La Gazette Solidaire',
		date: '2024-09-20',
		headline: 'Quand le pot de départ devient un don',
		text: 'Reportage dans une PME de l’Ouest où chaque départ en retraite se fête désormais par une cagnotte au profit d’une association locale.',
		url: 'https://presse.donnons.org/la-gazette-solidaire-pot-de-depart',
	},
]

/** The text shown on a card: 180 characters for the featured (first) article, 60 for the others, then '…'. */
export function pressExcerpt(text: string, featured: boolean) {
	return truncateText(text, featured ? PRESS_FEATURED_TEXT_MAX : PRESS_TEXT_MAX)
}

/** '18 novembre 2025'. */
export function pressDate(isoDate: string) {
	return new Intl.DateTimeFormat('fr-FR', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	}).format(new Date(`${isoDate}T00:00:00Z`))
}

export function pressCards(): PressCard[] {
	return pressArticles.map((article, index) => ({
		...article,
		featured: index === 0,
		excerpt: pressExcerpt(article.text, index === 0),
	}))
}

/** The presentation video shown on the press and values pages (played only on request). */
export const presentationVideoUrl = 'https://www.youtube.com/watch?v=Dn7pQ4rK2sW'
