import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { PricingContent } from '#app/components/site/pages/pricing.tsx'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Tarifs',
		description:
			'Création de cagnotte gratuite et illimitée, aucun frais pour les donateurs, reçu fiscal intégral. Formules des associations partenaires : 21 €, 50 € par mois ou 450 € par an.',
		keywords: ['tarifs', 'cagnotte gratuite', 'sans frais', 'association partenaire', 'reçu fiscal'],
		path: links.pricing,
	})

export default function PricingPage() {
	return (
		<ContentPage
			title="Nos tarifs"
			lead="Gratuit pour les organisateurs et les donateurs : seules les associations partenaires paient les frais de fonctionnement."
		>
			<PricingContent />
		</ContentPage>
	)
}
