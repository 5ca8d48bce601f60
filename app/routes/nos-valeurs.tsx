import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { KeyFigures } from '#app/components/site/home-sections.tsx'
import { getKeyFigures } from '#app/site/home.server.ts'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { ValuesContent } from '#app/components/site/pages/values.tsx'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Nos valeurs et notre histoire',
		description:
			'L’histoire de Donnons, nos valeurs, nos offres pour les particuliers, les entreprises et les associations, et notre engagement de reverser 0,5 % de notre chiffre d’affaires.',
		keywords: ['Donnons', 'nos valeurs', 'cagnotte solidaire', 'histoire', 'engagement associatif'],
		path: links.about,
	})

export function loader() {
	return { figures: getKeyFigures() }
}

export default function ValuesPage() {
	const { figures } = useLoaderData<typeof loader>()
	return (
		<ContentPage
			title="Nos valeurs"
			lead="Donnons est née d’une conviction : chaque fête, chaque départ, chaque défi d’équipe peut devenir un don utile."
		>
			<ValuesContent figures={<KeyFigures figures={figures} />} />
		</ContentPage>
	)
}
