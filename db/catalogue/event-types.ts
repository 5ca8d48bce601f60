import { type CatalogueEventType } from './types.ts'

/** Event types offered to individuals (« particulier ») and to companies (« entreprise »). */
export const eventTypes: CatalogueEventType[] = [
	{
		slug: 'anniversaire',
		audience: 'particulier',
		name: 'Anniversaire',
		description:
			'Plutôt qu’un énième cadeau, invitez vos proches à soutenir la cause qui vous ressemble. Chaque bougie soufflée devient un geste utile.',
		position: 1,
		palette: ['#f59e0b', '#e7348f'],
	},
	{
		slug: 'mariage',
		audience: 'particulier',
		name: 'Mariage',
		description:
			'Remplacez une partie de la liste de mariage par une cagnotte solidaire : vos invités célèbrent votre union tout en soutenant une association qui vous tient à cœur.',
		position: 2,
		palette: ['#f9a8d4', '#a21caf'],
	},
	{
		slug: 'naissance',
		audience: 'particulier',
		name: 'Naissance',
		description:
			'Fêtez l’arrivée de bébé en offrant un coup de pouce à d’autres enfants. Famille et amis participent en quelques clics, même à distance.',
		position: 3,
		palette: ['#7dd3fc', '#f0abfc'],
	},
	{
		slug: 'pot-de-depart',
		audience: 'particulier',
		name: 'Pot de départ',
		description:
			'Un collègue change de vie ? Transformez la traditionnelle enveloppe en don pour une association qu’il a choisie : un au revoir qui laisse une trace.',
		position: 4,
		palette: ['#34d399', '#0f766e'],
	},
	{
		slug: 'retraite',
		audience: 'particulier',
		name: 'Départ à la retraite',
		description:
			'Des années d’engagement méritent une belle fête. Proposez aux invités de marquer ce nouveau chapitre par un don à la cause préférée du jeune retraité.',
		position: 5,
		palette: ['#fbbf24', '#b45309'],
	},
	{
		slug: 'fetes-de-fin-d-annee',
		audience: 'particulier',
		name: 'Fêtes de fin d’année',
		description:
			'Noël, Hanoukka ou réveillon entre amis : mettez en commun une partie du budget cadeaux pour offrir un hiver plus doux à ceux qui en ont besoin.',
		position: 6,
		palette: ['#dc2626', '#166534'],
	},
	{
		slug: 'defi-sportif',
		audience: 'particulier',
		name: 'Défi sportif',
		description:
			'Marathon, trail, traversée à vélo : chaque kilomètre parcouru motive vos supporters à donner. Votre effort devient une collecte pour la bonne cause.',
		position: 7,
		palette: ['#22d3ee', '#1d4ed8'],
	},
	{
		slug: 'hommage',
		audience: 'particulier',
		name: 'Hommage / In memoriam',
		description:
			'Honorez la mémoire d’un proche en soutenant une cause qui lui était chère. Une manière apaisée de rassembler celles et ceux qui l’ont aimé.',
		position: 8,
		palette: ['#a5b4fc', '#4338ca'],
	},
	{
		slug: 'cremaillere',
		audience: 'particulier',
		name: 'Crémaillère',
		description:
			'Nouveau foyer, nouvelles habitudes : proposez à vos invités de participer à une cagnotte pour aider d’autres familles à trouver un toit.',
		position: 9,
		palette: ['#fdba74', '#c2410c'],
	},
	{
		slug: 'autre-evenement-personnel',
		audience: 'particulier',
		name: 'Autre évènement',
		description:
			'Diplôme, bar-mitsvah, communion, fête des voisins ou simple envie de donner : toutes les occasions sont bonnes pour agir ensemble.',
		position: 10,
		palette: ['#e7348f', '#7c3aed'],
	},
	{
		slug: 'seminaire',
		audience: 'entreprise',
		name: 'Séminaire',
		description:
			'Donnez du sens à votre séminaire : chaque participant oriente une part du budget vers une association choisie ensemble, et l’équipe repart fière de son impact.',
		position: 1,
		palette: ['#60a5fa', '#1e3a8a'],
	},
	{
		slug: 'challenge-sportif-solidaire',
		audience: 'entreprise',
		name: 'Challenge sportif solidaire',
		description:
			'Pas, kilomètres ou longueurs de piscine se convertissent en dons. Un challenge fédérateur qui réunit sièges, agences et télétravailleurs autour d’une même cause.',
		position: 2,
		palette: ['#2dd4bf', '#0e7490'],
	},
	{
		slug: 'arrondi-sur-salaire',
		audience: 'entreprise',
		name: 'Arrondi sur salaire',
		description:
			'Les salariés volontaires arrondissent leur fiche de paie au profit d’une association, l’entreprise peut abonder : de petits centimes pour un grand effet.',
		position: 3,
		palette: ['#a3e635', '#3f6212'],
	},
	{
		slug: 'cadeaux-clients',
		audience: 'entreprise',
		name: 'Fin d’année / cadeaux clients',
		description:
			'Remplacez les cadeaux d’affaires par un don collectif et annoncez-le à vos clients et partenaires. Un geste élégant qui marque davantage les esprits.',
		position: 4,
		palette: ['#f87171', '#7f1d1d'],
	},
	{
		slug: 'depart-collaborateur',
		audience: 'entreprise',
		name: 'Départ d’un collaborateur',
		description:
			'Saluez le parcours d’un collègue en réunissant les contributions de toute l’équipe pour la cause de son choix, avec un message personnalisé de l’entreprise.',
		position: 5,
		palette: ['#c4b5fd', '#5b21b6'],
	},
	{
		slug: 'anniversaire-entreprise',
		audience: 'entreprise',
		name: 'Anniversaire d’entreprise',
		description:
			'10, 20 ou 50 ans d’aventure : célébrez votre histoire en soutenant votre territoire. Salariés, clients et fournisseurs peuvent tous participer.',
		position: 6,
		palette: ['#fcd34d', '#92400e'],
	},
	{
		slug: 'semaine-qvt',
		audience: 'entreprise',
		name: 'Semaine de la QVT',
		description:
			'Pendant la semaine de la qualité de vie au travail, associez bien-être et solidarité : ateliers, défis et dons à une association de santé ou de prévention.',
		position: 7,
		palette: ['#86efac', '#15803d'],
	},
	{
		slug: 'journee-solidaire',
		audience: 'entreprise',
		name: 'Journée solidaire',
		description:
			'Une journée pour agir ensemble : bénévolat sur le terrain le matin, collecte l’après-midi. La cagnotte prolonge l’engagement des équipes.',
		position: 8,
		palette: ['#fb7185', '#be123c'],
	},
	{
		slug: 'mecenat-de-competences',
		audience: 'entreprise',
		name: 'Mécénat de compétences',
		description:
			'Vos collaborateurs mettent leur savoir-faire au service d’une association ; la cagnotte finance le matériel et les projets qu’ils accompagnent.',
		position: 9,
		palette: ['#93c5fd', '#0f172a'],
	},
]
