import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { QualityCharterContent } from '#app/components/site/pages/quality-charter.tsx'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Charte qualité des associations partenaires',
		description:
			'Les 6 critères de sélection des associations partenaires de Donnons, les conditions de l’utilité publique et les labels reconnus : IDEAS, Don en Confiance, Epic, Do Good.',
		keywords: [
			'charte qualité',
			'sélection des associations',
			'utilité publique',
			'label IDEAS',
			'Don en Confiance',
			'label Do Good',
		],
		path: links.qualityCharter,
	})

export default function QualityCharterPage() {
	return (
		<ContentPage
			title="Notre charte qualité"
			lead="Comment nous sélectionnons et suivons les associations partenaires qui reçoivent vos dons."
		>
			<QualityCharterContent />
		</ContentPage>
	)
}
