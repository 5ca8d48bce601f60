import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { WellbeingArticle } from '#app/components/site/pages/articles.tsx'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Mécénat et qualité de vie au travail',
		description:
			'Challenges sportifs, séminaires, départs : comment les cagnottes solidaires d’entreprise et l’abondement des dons des salariés renforcent la qualité de vie au travail.',
		keywords: [
			'qualité de vie au travail',
			'QVT',
			'QVCT',
			'don salarié',
			'abondement',
			'cagnotte entreprise',
		],
		path: links.wellbeing,
	})

export default function WellbeingPage() {
	return (
		<ContentPage
			title="Mécénat et qualité de vie au travail"
			lead="Donner ensemble pour donner du sens : la générosité embarquée au service de la QVT."
		>
			<WellbeingArticle />
		</ContentPage>
	)
}
