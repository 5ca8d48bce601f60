/**
 * The cards of the references and partners page (spec 3 "Other routes": about 21 cards with a logo, a title
 * cut at 44 characters plus two dots, a description and an external link). The logos are drawn from the
 * name (app/components/site/pages/references.tsx), like the footer's partner logos.
 */
import { truncateText } from '../truncate.ts'

const REFERENCE_TITLE_MAX = 44
const REFERENCE_TITLE_ELLIPSIS = '..'

export type ReferenceGroup = 'partner' | 'reference'

type Reference = {
	name: string
	group: ReferenceGroup
	description: string
	url: string
}

type ReferenceCard = Reference & { title: string; slug: string }

export const referenceGroups: Record<ReferenceGroup, { title: string; intro: string }> = {
	partner: {
		title: 'Ils nous font confiance',
		intro:
			'Entreprises, fondations et réseaux qui utilisent Donnons pour leurs collectes ou qui nous accompagnent au quotidien.',
	},
	reference: {
		title: 'Nos références',
		intro:
			'Les organismes, labels et textes officiels sur lesquels reposent nos paiements, nos reçus fiscaux et la sélection des associations.',
	},
}

/** Partner showcase pages live on the partners' site (app/lib/site/site-links.ts `externalLinks.becomePartner`). */
const showcase = (slug: string) => `https://partenaires.donnons.org/${slug}`

export const references: readonly Reference[] = [
	{
		name: 'Fondation Aster',
		group: 'partner',
		description:
			'Fondation abritée engagée pour l’insertion des jeunes : elle double chaque année les cagnottes de ses salariés au profit de l’éducation.',
		url: showcase('fondation-aster'),
	},
	{
		name: 'Mutuelle des Tilleuls',
		group: 'partner',
		description:
			'Mutuelle santé régionale : ses 400 salariés soutiennent une association de santé choisie ensemble à chaque fin d’année.',
		url: showcase('mutuelle-des-tilleuls'),
	},
	{
		name: 'Coopérative Lumen',
		group: 'partner',
		description:
			'Coopérative d’énergie renouvelable : elle remplace ses cadeaux clients par une cagnotte pour des associations environnementales.',
		url: showcase('cooperative-lumen'),
	},
	{
		name: 'Collectif Boussole',
		group: 'partner',
		description:
			'Réseau de bénévoles qui aide les petites associations à ouvrir leur page partenaire et à préparer leur dossier de vérification.',
		url: showcase('collectif-boussole'),
	},
	{
		name: 'Atelier Verdier',
		group: 'partner',
		description:
			'Menuiserie familiale de 25 personnes : ses départs en retraite et ses naissances se fêtent désormais par une cagnotte solidaire.',
		url: showcase('atelier-verdier'),
	},
	{
		name: 'Atelier Lumière',
		group: 'partner',
		description:
			'Studio de design lyonnais : son challenge sportif de printemps a transformé les kilomètres parcourus par l’équipe en dons.',
		url: showcase('atelier-lumiere'),
	},
	{
		name: 'Cabinet Marceau & Associés, experts-comptables solidaires',
		group: 'partner',
		description:
			'Cabinet d’expertise comptable qui conseille gratuitement nos associations partenaires sur leurs reçus fiscaux et leurs comptes annuels.',
		url: showcase('cabinet-marceau'),
	},
	{
		name: 'Mangopay, établissement de monnaie électronique agréé',
		group: 'reference',
		description:
			'Notre prestataire de paiement : il encaisse les dons, vérifie l’identité des associations et verse les fonds sur leur compte.',
		url: 'https://mangopay.com/fr',
	},
	{
		name: 'Autorité de contrôle prudentiel et de résolution (REGAFI)',
		group: 'reference',
		description:
			'Le registre officiel des établissements financiers agréés en France, où figure l’agrément de notre prestataire de paiement.',
		url: 'https://www.regafi.fr',
	},
	{
		name: 'Don en Confiance',
		group: 'reference',
		description:
			'Organisme de contrôle de la générosité du public : son label est l’un de ceux que notre charte qualité reconnaît.',
		url: 'https://www.donenconfiance.org',
	},
	{
		name: 'Label IDEAS',
		group: 'reference',
		description:
			'Label de bonne gouvernance, de gestion financière et d’évaluation de l’action des associations et fondations.',
		url: 'https://ideas.asso.fr',
	},
	{
		name: 'Epic Foundation',
		group: 'reference',
		description:
			'Fondation qui sélectionne des organisations à fort impact au terme d’un processus de 45 points d’analyse.',
		url: 'https://epic.foundation',
	},
	{
		name: 'France générosités',
		group: 'reference',
		description:
			'Le syndicat des organisations qui font appel à la générosité du public : études, baromètres et bonnes pratiques de la collecte.',
		url: 'https://www.francegenerosites.org',
	},
	{
		name: 'Admical',
		group: 'reference',
		description:
			'L’association de référence du mécénat d’entreprise en France : ressources et repères pour construire une politique de mécénat.',
		url: 'https://admical.org',
	},
	{
		name: 'Le Mouvement associatif',
		group: 'reference',
		description:
			'La voix des associations auprès des pouvoirs publics, qui porte les enjeux de la vie associative et de son financement.',
		url: 'https://lemouvementassociatif.org',
	},
	{
		name: 'ESS France',
		group: 'reference',
		description:
			'La chambre française de l’économie sociale et solidaire, qui fédère associations, coopératives, mutuelles et fondations.',
		url: 'https://www.ess-france.org',
	},
	{
		name: 'Service-public.fr : réduction d’impôt pour les dons aux associations',
		group: 'reference',
		description:
			'La fiche officielle qui détaille les taux de 66 % et de 75 % et le plafond de 20 % du revenu imposable.',
		url: 'https://www.service-public.fr/particuliers/vosdroits/F426',
	},
	{
		name: 'impots.gouv.fr',
		group: 'reference',
		description:
			'Le site de l’administration fiscale, où déclarer vos dons (cases 7UF et 7UD) à l’aide des reçus fiscaux que nous émettons.',
		url: 'https://www.impots.gouv.fr',
	},
	{
		name: 'associations.gouv.fr',
		group: 'reference',
		description:
			'Le portail de l’État pour la vie associative : statuts, reconnaissance d’utilité publique, rescrit fiscal et financements.',
		url: 'https://www.associations.gouv.fr',
	},
	{
		name: 'CNIL',
		group: 'reference',
		description:
			'La Commission nationale de l’informatique et des libertés, garante du respect de vos données personnelles.',
		url: 'https://www.cnil.fr',
	},
	{
		name: 'Objectifs de développement durable des Nations unies',
		group: 'reference',
		description:
			'Les 17 objectifs à atteindre d’ici 2030, auxquels nous rattachons l’action de chaque association partenaire.',
		url: 'https://www.un.org/sustainabledevelopment/fr/objectifs-de-developpement-durable/',
	},
]

/** A card's title: the name cut at 44 characters, then '..' (spec 3 "Other routes"). */
export function referenceTitle(name: string) {
	return truncateText(name, REFERENCE_TITLE_MAX, REFERENCE_TITLE_ELLIPSIS)
}

/** 'Fondation Aster' → 'fondation-aster': a stable id for the card's heading. */
export function referenceSlug(name: string) {
	return name
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
}

export function referenceCards(group?: ReferenceGroup): ReferenceCard[] {
	return references
		.filter((reference) => !group || reference.group === group)
		.map((reference) => ({
			...reference,
			title: referenceTitle(reference.name),
			slug: referenceSlug(reference.name),
		}))
}
