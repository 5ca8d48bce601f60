import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { TermsOfUse } from '#app/components/site/legal/terms.tsx'
import { legalTextsUpdated } from '#app/lib/site/legal-terms.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Conditions générales d’utilisation',
		description:
			'Les conditions générales d’utilisation de Donnons : cagnottes solidaires de 2 à 365 jours, paiements par Mangopay, aucun frais pour les donateurs, reçus fiscaux des associations, vos droits.',
		keywords: ['conditions générales d’utilisation', 'CGU', 'cagnotte solidaire', 'Mangopay', 'reçu fiscal'],
		path: links.terms,
	})

/** The terms of use (docs/requirements.md#spec-3-2 "Static pages", §9 "Terms"). */
export default function TermsPage() {
	return (
		<ContentPage
			title="Conditions générales d’utilisation"
			lead="Les règles du jeu entre Donnons, les organisateurs de cagnottes, les participants et les associations partenaires."
			updated={legalTextsUpdated}
		>
			<TermsOfUse />
		</ContentPage>
	)
}
