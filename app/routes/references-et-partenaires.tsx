import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { ReferencesContent } from '#app/components/site/pages/references.tsx'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Références et partenaires',
		description:
			'Entreprises, fondations et réseaux partenaires de Donnons, et les organismes, labels et textes officiels de référence pour nos paiements et nos reçus fiscaux.',
		keywords: ['partenaires', 'références', 'Mangopay', 'labels associatifs', 'mécénat'],
		path: links.references,
	})

export default function ReferencesPage() {
	return (
		<ContentPage
			title="Références et partenaires"
			lead="Les organisations qui nous font confiance et les références sur lesquelles nous nous appuyons."
		>
			<ReferencesContent />
		</ContentPage>
	)
}
