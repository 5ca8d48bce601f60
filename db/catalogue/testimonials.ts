import { type CatalogueTestimonial } from './types.ts'

/** Home page testimonials (fictional people). */
export const testimonials: CatalogueTestimonial[] = [
	{
		name: 'Camille et Théo',
		role: 'Jeunes mariés',
		age: 31,
		description:
			'Nous avions déjà tout ce qu’il fallait pour la maison. Nos invités ont remplacé la liste de mariage par une cagnotte pour La Maison des Aubes : 4 200 € collectés, et des messages magnifiques qui nous ont émus aux larmes le jour J.',
		palette: ['#f9a8d4', '#9d174d'],
		companyLogo: false,
	},
	{
		name: 'Gérard Lemoine',
		role: 'Jeune retraité de la SNCF',
		age: 62,
		description:
			'Pour mon pot de départ, mes collègues voulaient m’offrir un vélo. Je leur ai proposé de soutenir plutôt Les Veilleurs de Nuit Nantais, avec qui je fais des maraudes. Quarante ans de boulot qui se terminent par 1 800 € pour la rue : je n’aurais pas rêvé mieux.',
		palette: ['#fbbf24', '#78350f'],
		companyLogo: false,
	},
	{
		name: 'Sophie Marchal',
		role: 'Directrice des ressources humaines, Atelier Verdier',
		age: null,
		description:
			'Notre challenge sportif solidaire a réuni 230 salariés sur trois sites. Tout était simple à organiser, les reçus fiscaux ont été envoyés automatiquement et les équipes parlent encore de la journée de plantation de haies avec Racines Bocagères.',
		palette: ['#93c5fd', '#1e3a8a'],
		companyLogo: true,
		company: 'Atelier Verdier',
	},
	{
		name: 'Inès Belkacem',
		role: 'Étudiante en master',
		age: 22,
		description:
			'Pour mes 22 ans, j’ai demandé à mes amis de participer à une cagnotte pour Escale Écoute plutôt que de m’offrir des cadeaux. On était fauchés mais motivés : 640 € au final, soit une vingtaine de consultations pour des jeunes comme nous.',
		palette: ['#c4b5fd', '#6d28d9'],
		companyLogo: false,
	},
	{
		name: 'Yannick Le Goff',
		role: 'Traileur amateur',
		age: 44,
		description:
			'J’ai couru le tour du golfe du Morbihan en deux jours, et chaque kilomètre était parrainé par mes proches. La cagnotte pour Les Gardiens de l’Estran a dépassé 3 000 € : la meilleure motivation pour tenir dans les derniers kilomètres !',
		palette: ['#67e8f9', '#155e75'],
		companyLogo: false,
	},
]
