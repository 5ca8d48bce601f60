import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { AccessibilityStatement } from '#app/components/site/legal/accessibility.tsx'
import { legalTextsUpdated } from '#app/lib/site/legal-terms.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Déclaration d’accessibilité',
		description:
			'Déclaration d’accessibilité de Donnons (RGAA 4.1.2) : site non conforme en l’absence d’audit, tests réalisés, contenus non accessibles et leurs alternatives, contact et voies de recours.',
		keywords: ['accessibilité', 'RGAA', 'déclaration d’accessibilité', 'Défenseur des droits', 'handicap'],
		path: links.accessibility,
	})

/** The accessibility statement (RGAA 4.1 model). */
export default function AccessibilityPage() {
	return (
		<ContentPage title="Déclaration d’accessibilité" updated={legalTextsUpdated}>
			<AccessibilityStatement />
		</ContentPage>
	)
}
