import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { CsrArticle } from '#app/components/site/pages/articles.tsx'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Mécénat d’entreprise et RSE',
		description:
			'Le mécénat d’entreprise : réduction d’impôt de 60 % jusqu’à 2 M€ et 40 % au-delà, plafond de 20 000 € ou 5 ‰ du chiffre d’affaires, et comment collecter avec Donnons.',
		keywords: ['mécénat', 'RSE', 'don entreprise', 'réduction d’impôt', 'cagnotte entreprise'],
		path: links.csr,
	})

export default function CsrPage() {
	return (
		<ContentPage
			title="Mécénat d’entreprise et RSE"
			lead="Réduction d’impôt, plafonds, bonnes pratiques : faire du mécénat un pilier de votre politique RSE."
		>
			<CsrArticle />
		</ContentPage>
	)
}
