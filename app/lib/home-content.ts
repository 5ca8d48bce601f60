import { type AccountKind, ACCOUNT_KINDS, kindOfRole } from './account-kind.ts'

/**
 * Home page content and rules (spec 2 §1 and §2 "Home page"). Pure: the route and its components read it;
 * the figures and claims are the spec's stated ones, written in French.
 */

/**
 * The creation cards a visitor sees: individuals to anonymous or private users, companies to anonymous,
 * enterprise or manager users.
 */
export function creatorCards(role: string | null | undefined): AccountKind[] {
	const kind = kindOfRole(role)
	return kind ? [kind] : [...ACCOUNT_KINDS]
}

/** The slide shown after moving `delta` slides from `index`, wrapping at both ends. */
export function cycleIndex(index: number, delta: number, length: number): number {
	if (length <= 0) return 0
	return (((index + delta) % length) + length) % length
}

const nbsp = '\u00a0'

export const keyFigures = [
	{ value: `+${nbsp}de${nbsp}100`, label: 'associations partenaires' },
	{ value: `2${nbsp}millions`, label: 'd’euros de dons collectés' },
	{ value: `+${nbsp}de${nbsp}20${nbsp}000`, label: 'donateurs' },
	{ value: '17', label: 'objectifs de développement durable' },
	{ value: `+${nbsp}de${nbsp}50${nbsp}000`, label: 'bénéficiaires' },
	{ value: `+${nbsp}de${nbsp}2${nbsp}000`, label: 'cagnottes solidaires' },
] as const

export type ClaimIcon = 'gift' | 'shield' | 'heart' | 'receipt' | 'percent' | 'clock'

export const claims: ReadonlyArray<{ icon: ClaimIcon; title: string; text: string }> = [
	{
		icon: 'gift',
		title: 'Création gratuite',
		text: 'Ouvrir une cagnotte solidaire ne vous coûte rien, que vous soyez un particulier ou une entreprise.',
	},
	{
		icon: 'heart',
		title: 'Aucun frais pour les donateurs',
		text: 'Vos proches donnent le montant de leur choix : les frais de fonctionnement sont pris en charge par les seules associations partenaires.',
	},
	{
		icon: 'shield',
		title: 'Des dons protégés',
		text: 'Les dons sont conservés sur un compte séquestre au nom de l’association, puis lui sont reversés.',
	},
	{
		icon: 'percent',
		title: `66 à 75${nbsp}% de réduction d’impôt`,
		text: `Les particuliers déduisent 66 à 75${nbsp}% de leur don de leur impôt sur le revenu, les entreprises 60${nbsp}% de leur impôt sur les sociétés.`,
	},
	{
		icon: 'receipt',
		title: `100${nbsp}% des dons pour l’association`,
		text: 'Chaque euro donné va à la cause choisie, et chaque donateur reçoit automatiquement son reçu fiscal.',
	},
	{
		icon: 'clock',
		title: 'Prête en 4 minutes environ',
		text: 'Choisissez l’événement et l’association, personnalisez votre page : votre cagnotte est en ligne.',
	},
]

/** The four-step explainer. */
export const steps = [
	{
		title: 'Choisissez une association',
		text: `Parmi plus de 100 associations partenaires, trouvez la cause qui vous tient à cœur.`,
	},
	{
		title: 'Personnalisez votre cagnotte',
		text: 'Un nom, une photo, un mot pour expliquer votre démarche : votre cagnotte vous ressemble.',
	},
	{
		title: 'Invitez votre communauté',
		text: 'Partagez le lien à vos proches, collègues ou clients, par e-mail ou sur les réseaux sociaux.',
	},
	{
		title: 'Donnez et profitez de la déduction fiscale',
		text: `Chaque donateur reçoit son reçu fiscal : 66 à 75${nbsp}% de réduction d’impôt pour les particuliers, 60${nbsp}% pour les entreprises.`,
	},
] as const

/** The two creation cards. */
export const creatorCardContent: Record<
	AccountKind,
	{ title: string; audience: string; text: string; rate: string }
> = {
	particular: {
		title: 'Je suis un particulier',
		audience: 'Pour moi ou mes proches',
		text: 'Anniversaire, mariage, naissance, départ à la retraite, défi sportif : transformez vos cadeaux en dons pour une association.',
		rate: `Vos donateurs déduisent 66 à 75${nbsp}% de leur don de leurs impôts.`,
	},
	company: {
		title: 'Je suis une entreprise',
		audience: 'Pour mon entreprise',
		text: 'Séminaire, challenge sportif solidaire, cadeaux clients, départ d’un collaborateur : engagez vos équipes autour d’une cause.',
		rate: `Les dons de votre entreprise sont déductibles à hauteur de 60${nbsp}%.`,
	},
}
