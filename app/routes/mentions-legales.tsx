import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ContentPage } from '#app/components/site/content-page.tsx'
import { LegalNotice } from '#app/components/site/legal/legal-notice.tsx'
import { legalTextsUpdated } from '#app/lib/site/legal-terms.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { links } from '#app/lib/site/site-links.ts'
import { getEnv } from '#app/platform/env.server.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Mentions légales',
		description:
			'Mentions légales de Donnons : éditeur Donnons SAS, directeur de la publication, hébergeur, prestataire de paiement Mangopay S.A. et propriété intellectuelle.',
		keywords: ['mentions légales', 'éditeur', 'hébergeur', 'Donnons SAS', 'Mangopay'],
		path: links.legalNotice,
	})

/** The host is the operator's setting (HOSTING_PROVIDER). */
export function loader() {
	return { hostingProvider: getEnv().HOSTING_PROVIDER ?? null }
}

export default function LegalNoticePage() {
	const { hostingProvider } = useLoaderData<typeof loader>()
	return (
		<ContentPage title="Mentions légales" updated={legalTextsUpdated}>
			<LegalNotice hostingProvider={hostingProvider} />
		</ContentPage>
	)
}
