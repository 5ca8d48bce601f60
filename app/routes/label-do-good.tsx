import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { DoGoodLabelContent } from '#app/components/site/pages/do-good-label.tsx'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Label Do Good',
		description:
			'Le label Do Good de Donnons évalue les associations sur environ 30 critères répartis en 6 axes et attribue de 1 à 3 étoiles après un audit d’environ 2 mois.',
		keywords: ['label Do Good', 'label associatif', 'audit association', 'transparence', 'impact'],
		path: links.doGoodLabel,
	})

export default function DoGoodLabelPage() {
	return (
		<ContentPage
			title="Le label Do Good"
			lead="Environ 30 critères, 6 axes, de 1 à 3 étoiles : le label qui distingue les associations les plus exemplaires."
		>
			<DoGoodLabelContent />
		</ContentPage>
	)
}
