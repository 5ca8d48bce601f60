import { type CatalogueCategory } from './types.ts'

/** The eight charity categories, in the order shown on the home page and in the filters. */
export const categories: CatalogueCategory[] = [
	{ slug: 'femme', name: 'Femme', position: 1 },
	{ slug: 'humanitaire', name: 'Humanitaire', position: 2 },
	{ slug: 'enfant', name: 'Enfant', position: 3 },
	{ slug: 'environnement', name: 'Environnement', position: 4 },
	{ slug: 'solidarite', name: 'Solidarité', position: 5 },
	{ slug: 'animaux', name: 'Animaux', position: 6 },
	{ slug: 'sante', name: 'Santé', position: 7 },
	{ slug: 'education', name: 'Éducation', position: 8 },
]
