/**
 * The gift partners (spec 3 "Other routes", partenaires/cadeaux; §9 "Partner club gift"): shops whose gifts
 * can be bought for a pot's beneficiary. Their links go through our gift site, which sends the visitor on
 * to the shop with the pot attached to the order.
 */
export const PARTNER_CLUB_DONATION_EUROS = 30

type GiftPartner = { name: string; slug: string; offer: string; url: string }

const giftUrl = (slug: string) => `https://cadeaux.donnons.org/${slug}`

export const giftPartners: readonly GiftPartner[] = [
	{
		name: 'Maison Tisserand',
		slug: 'maison-tisserand',
		offer: 'Linge de maison en lin, tissé dans les Vosges',
		url: giftUrl('maison-tisserand'),
	},
	{
		name: 'Les Jardins d’Orée',
		slug: 'les-jardins-d-oree',
		offer: 'Plantes, bulbes et coffrets de jardinage',
		url: giftUrl('les-jardins-d-oree'),
	},
	{
		name: 'Chocolaterie Alba',
		slug: 'chocolaterie-alba',
		offer: 'Chocolats artisanaux et coffrets à partager',
		url: giftUrl('chocolaterie-alba'),
	},
	{
		name: 'Librairie La Vagabonde',
		slug: 'librairie-la-vagabonde',
		offer: 'Livres, beaux livres et cartes cadeaux',
		url: giftUrl('librairie-la-vagabonde'),
	},
	{
		name: 'Atelier Nuance',
		slug: 'atelier-nuance',
		offer: 'Céramiques faites main et ateliers d’initiation',
		url: giftUrl('atelier-nuance'),
	},
	{
		name: 'Papeterie Cerise',
		slug: 'papeterie-cerise',
		offer: 'Carnets, agendas et papeterie recyclée',
		url: giftUrl('papeterie-cerise'),
	},
]

/** The three steps of a gift bought from a partner (spec 3 "Other routes"). */
export const giftSteps = [
	{
		title: 'Cliquez sur le logo d’un partenaire',
		text: 'Choisissez une boutique ci-dessous : son site s’ouvre dans un nouvel onglet, relié à Donnons.',
	},
	{
		title: 'Choisissez un cadeau et ajoutez-le au panier',
		text: 'Parcourez la boutique comme d’habitude et ajoutez au panier le ou les cadeaux de votre choix.',
	},
	{
		title: 'Cliquez sur le logo au moment du paiement',
		text: 'À l’étape du paiement, cliquez sur le logo Donnons affiché par le partenaire : vous réglez sur le site du partenaire, qui vous livre directement.',
	},
] as const
