import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { PressContent } from '#app/components/site/pages/press.tsx'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Revue de presse',
		description:
			'Articles, reportages et entretiens consacrés à Donnons, la cagnotte solidaire au profit des associations, et contact presse.',
		keywords: ['revue de presse', 'Donnons', 'cagnotte solidaire', 'contact presse'],
		path: links.press,
	})

export default function PressPage() {
	return (
		<ContentPage
			title="Revue de presse"
			lead="Ce que les médias disent de Donnons et de la cagnotte solidaire."
		>
			<PressContent />
		</ContentPage>
	)
}
