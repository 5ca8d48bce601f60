import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { CookiePolicy } from '#app/components/site/legal/cookie-policy.tsx'
import { legalTextsUpdated } from '#app/lib/site/legal-terms.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'
import { getConsent } from '#app/platform/consent.server.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Politique cookies',
		description:
			'Les cookies utilisés par Donnons : cookies nécessaires à la connexion et au paiement, mesure d’audience soumise à votre accord et conservée 13 mois, et le formulaire pour changer d’avis.',
		keywords: ['politique cookies', 'cookies', 'consentement', 'mesure d’audience', 'CNIL'],
		path: links.cookies,
	})

/** The cookie policy shows the visitor's current choice and lets them change it (docs/requirements.md#spec-1-2, docs/requirements.md#spec-3-9). */
export async function loader({ request }: LoaderFunctionArgs) {
	return { consent: await getConsent(request) }
}

export default function CookiePolicyPage() {
	const { consent } = useLoaderData<typeof loader>()
	return (
		<ContentPage
			title="Politique cookies"
			lead="Ce que Donnons dépose dans votre navigateur, et comment garder la main dessus."
			updated={legalTextsUpdated}
		>
			<CookiePolicy consent={consent} redirectTo={links.cookies} />
		</ContentPage>
	)
}
