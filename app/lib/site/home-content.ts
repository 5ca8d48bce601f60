import { type AccountKind, ACCOUNT_KINDS, kindOfRole } from '../account/account-kind.ts'

/**
 * Home page content and rules (docs/requirements.md#spec-2-1 and docs/requirements.md#spec-2-2 "Home page"). Pure: the route and its components read it;
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

/** What the key figures are computed from (app/site/home.server.ts reads them from the database). */
export type SiteFigures = {
	charities: number
	pots: number
	collectedCents: number
	donors: number
	sdgs: number
}

const countFormatter = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })
const wholeEuros = new Intl.NumberFormat('fr-FR', {
	style: 'currency',
	currency: 'EUR',
	maximumFractionDigits: 0,
	minimumFractionDigits: 0,
})

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one)

/**
 * The home page's key figures (docs/requirements.md#spec-2-2 "key figures"), from the real data so they never contradict it: the
 * amount is rounded down to the euro, and a figure that is still zero is left out rather than shown.
 */
export function keyFiguresFrom(figures: SiteFigures): Array<{ value: string; label: string }> {
	const rows = [
		{
			n: figures.charities,
			value: countFormatter.format(figures.charities),
			label: plural(figures.charities, 'association partenaire', 'associations partenaires'),
		},
		{
			n: figures.collectedCents,
			value: wholeEuros.format(Math.floor(figures.collectedCents / 100)),
			label: 'de dons collectés',
		},
		{
			n: figures.donors,
			value: countFormatter.format(figures.donors),
			label: plural(figures.donors, 'donateur', 'donateurs'),
		},
		{
			n: figures.pots,
			value: countFormatter.format(figures.pots),
			label: plural(figures.pots, 'cagnotte solidaire créée', 'cagnottes solidaires créées'),
		},
		{
			n: figures.sdgs,
			value: countFormatter.format(figures.sdgs),
			label: plural(
				figures.sdgs,
				'objectif de développement durable soutenu',
				'objectifs de développement durable soutenus',
			),
		},
	]
	return rows.filter((row) => row.n > 0).map(({ value, label }) => ({ value, label }))
}

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
		text: 'Parmi nos associations partenaires, trouvez la cause qui vous tient à cœur.',
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
