import { type CatalogueSdg } from './types.ts'

/** The 17 UN Sustainable Development Goals (Agenda 2030), official French titles and colours. */
export const sdgs: CatalogueSdg[] = [
	{ number: 1, title: 'Pas de pauvreté', shortTitle: 'Pas de pauvreté', colour: '#E5243B' },
	{ number: 2, title: 'Faim « zéro »', shortTitle: 'Faim « zéro »', colour: '#DDA63A' },
	{ number: 3, title: 'Bonne santé et bien-être', shortTitle: 'Bonne santé', colour: '#4C9F38' },
	{ number: 4, title: 'Éducation de qualité', shortTitle: 'Éducation de qualité', colour: '#C5192D' },
	{ number: 5, title: 'Égalité entre les sexes', shortTitle: 'Égalité des sexes', colour: '#FF3A21' },
	{ number: 6, title: 'Eau propre et assainissement', shortTitle: 'Eau propre', colour: '#26BDE2' },
	{
		number: 7,
		title: 'Énergie propre et d’un coût abordable',
		shortTitle: 'Énergie propre',
		colour: '#FCC30B',
	},
	{
		number: 8,
		title: 'Travail décent et croissance économique',
		shortTitle: 'Travail décent',
		colour: '#A21942',
	},
	{
		number: 9,
		title: 'Industrie, innovation et infrastructure',
		shortTitle: 'Innovation',
		colour: '#FD6925',
	},
	{ number: 10, title: 'Inégalités réduites', shortTitle: 'Inégalités réduites', colour: '#DD1367' },
	{ number: 11, title: 'Villes et communautés durables', shortTitle: 'Villes durables', colour: '#FD9D24' },
	{
		number: 12,
		title: 'Consommation et production responsables',
		shortTitle: 'Consommation responsable',
		colour: '#BF8B2E',
	},
	{
		number: 13,
		title: 'Mesures relatives à la lutte contre les changements climatiques',
		shortTitle: 'Lutte climatique',
		colour: '#3F7E44',
	},
	{ number: 14, title: 'Vie aquatique', shortTitle: 'Vie aquatique', colour: '#0A97D9' },
	{ number: 15, title: 'Vie terrestre', shortTitle: 'Vie terrestre', colour: '#56C02B' },
	{
		number: 16,
		title: 'Paix, justice et institutions efficaces',
		shortTitle: 'Paix et justice',
		colour: '#00689D',
	},
	{
		number: 17,
		title: 'Partenariats pour la réalisation des objectifs',
		shortTitle: 'Partenariats',
		colour: '#19486A',
	},
]

/** Goals every gift supports, whatever the charity (shown in addition to the charity's own goals). */
export const ALWAYS_SUPPORTED_SDGS: readonly number[] = [8, 11, 17]
