import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { loadCharitySearchPage } from '#app/catalogue/search-page.server.ts'
import { CharitySearchView } from '#app/components/catalogue/charity-search-view.tsx'
import { serializeCharityFilters } from '#app/lib/catalogue/charity-filters.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { links } from '#app/lib/site/site-links.ts'
import { pageMeta } from '#app/lib/site/seo.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Nos associations partenaires',
		description:
			'Découvrez les associations partenaires de Donnons et créez une cagnotte solidaire à leur profit : dons déductibles des impôts, reçus fiscaux automatiques.',
		keywords: ['associations partenaires', 'cagnotte solidaire', 'don association', 'réduction d’impôt'],
		path: links.partnerCharities,
	})

export function loader({ request }: LoaderFunctionArgs) {
	return loadCharitySearchPage(request)
}

/** The partner charities list (docs/requirements.md#spec-2-2): the step 1 search without the step indicator. */
export default function PartnerCharities() {
	const { filters, options, result } = useLoaderData<typeof loader>()
	const carried = serializeCharityFilters({ type: filters.type, evt: filters.evt })
	return (
		<div className="container-page py-8">
			<h1 className="mb-2 text-3xl font-bold">Nos associations partenaires</h1>
			<p className="mb-2 text-muted">
				Toutes nos associations sont vérifiées : choisissez celle que vous voulez soutenir et créez votre
				cagnotte solidaire en quelques minutes.
			</p>
			<CharitySearchView
				basePath={links.partnerCharities}
				filters={filters}
				options={options}
				result={result}
				cardAction={(charity) => ({
					href: `${createPaths.charity(charity.slug)}${carried}`,
					label: 'Créer une cagnotte',
				})}
				detailsHref={(charity) => `${createPaths.charity(charity.slug)}${carried}`}
				detailsLoadUrl={(charity) => `${createPaths.charity(charity.slug)}${carried}`}
			/>
		</div>
	)
}
