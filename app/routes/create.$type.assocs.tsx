import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { loadCharitySearchPage } from '#app/catalogue/search-page.server.ts'
import { CharitySearchView } from '#app/components/catalogue/charity-search-view.tsx'
import { StepIndicator } from '#app/components/pots/step-indicator.tsx'
import { serializeCharityFilters } from '#app/lib/catalogue/charity-filters.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { type loader as rootLoader } from '#app/root.tsx'
import { kindOfSegment } from '#app/lib/account/account-kind.ts'

export const meta: MetaFunction = () => [
	{ title: 'Choisissez la cause qui vous tient à cœur — Donnons' },
	{
		name: 'description',
		content:
			'Recherchez parmi nos associations partenaires celle qui recevra les dons de votre cagnotte solidaire.',
	},
]

/** Step 1 of the creation flow (spec 2 "Step 1: cause selection"): /create/{particular|company}/assocs. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const type = kindOfSegment(params.type)
	if (!type) throw redirect('/')
	if (params.type !== type) throw redirect(`/create/${type}/assocs${new URL(request.url).search}`)
	return { type, ...loadCharitySearchPage(request) }
}

export default function CauseSelection() {
	const { type, filters, options, result } = useLoaderData<typeof loader>()
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const evt = filters.evt
	return (
		<div className="container-page py-8">
			<StepIndicator current="cause" signedIn={Boolean(root?.user)} />
			<h1 className="mb-2 text-3xl font-bold">Choisissez la cause qui vous tient à cœur !</h1>
			<p className="mb-2 text-muted">
				Les dons de votre cagnotte iront en totalité à l’association que vous choisissez.
			</p>
			<CharitySearchView
				categoryBar="on-demand"
				basePath={`/create/${type}/assocs`}
				filters={filters}
				options={options}
				result={result}
				cardAction={(charity) => ({
					href: createPaths.details(type, { evt, assoc: charity.id }),
					label: 'Choisir cette association',
				})}
				detailsHref={(charity) =>
					`${createPaths.charity(charity.slug)}${serializeCharityFilters({ type, evt })}`
				}
				detailsLoadUrl={(charity) =>
					`${createPaths.charity(charity.slug)}${serializeCharityFilters({ type, evt })}`
				}
			/>
		</div>
	)
}
