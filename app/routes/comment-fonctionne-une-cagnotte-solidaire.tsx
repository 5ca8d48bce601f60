import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { HowItWorksContent } from '#app/components/site/pages/how-it-works.tsx'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Comment fonctionne une cagnotte solidaire',
		description:
			'Choisissez une association, créez votre cagnotte gratuitement, partagez-la : les dons vont directement à l’association et chaque donateur reçoit son reçu fiscal.',
		keywords: [
			'cagnotte solidaire',
			'comment ça marche',
			'collecte pour une association',
			'reçu fiscal',
			'cagnotte entreprise',
		],
		path: links.howItWorks,
	})

export default function HowItWorksPage() {
	return (
		<ContentPage
			title="Comment fonctionne une cagnotte solidaire ?"
			lead="De la création de la cagnotte au reçu fiscal de chaque donateur : les étapes, pour vous comme pour votre entreprise."
		>
			<HowItWorksContent />
		</ContentPage>
	)
}
