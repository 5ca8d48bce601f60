import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { GiftPartnersContent } from '#app/components/site/pages/gift-partners.tsx'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Partenaires cadeaux',
		description:
			'Choisissez un cadeau chez les boutiques partenaires de Donnons en 3 étapes, et rejoignez le club des partenaires : votre adhésion déclenche un don de 30 € à une cagnotte.',
		keywords: ['cadeaux', 'partenaires', 'club des partenaires', 'cagnotte solidaire'],
		path: links.giftPartners,
	})

export default function GiftPartnersPage() {
	return (
		<ContentPage
			title="Partenaires cadeaux"
			lead="Offrez un cadeau chez nos partenaires en plus de votre participation à une cagnotte solidaire."
		>
			<GiftPartnersContent />
		</ContentPage>
	)
}
