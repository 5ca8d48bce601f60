import { type MetaFunction } from '@remix-run/node'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { PrivacyPolicy } from '#app/components/site/legal/privacy.tsx'
import { legalTextsUpdated } from '#app/lib/site/legal-terms.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Politique de confidentialité',
		description:
			'Comment Donnons traite vos données personnelles : compte, dons, cagnottes, reçus fiscaux, lettre d’information ; destinataires, durées de conservation et vos droits.',
		keywords: ['politique de confidentialité', 'données personnelles', 'RGPD', 'CNIL', 'droit d’accès'],
		path: links.privacy,
	})

/** The privacy policy (GDPR articles 13 and 14). */
export default function PrivacyPage() {
	return (
		<ContentPage
			title="Politique de confidentialité"
			lead="Les données que Donnons recueille, ce qu’il en fait, avec qui il les partage, combien de temps il les garde, et vos droits."
			updated={legalTextsUpdated}
		>
			<PrivacyPolicy />
		</ContentPage>
	)
}
