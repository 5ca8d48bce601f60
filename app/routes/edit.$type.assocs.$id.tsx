import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { loadCharitySearchPage } from '#app/catalogue/search-page.server.ts'
import { CharitySearchView } from '#app/components/catalogue/charity-search-view.tsx'
import { serializeCharityFilters } from '#app/lib/catalogue/charity-filters.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { charityLockMessage } from '#app/lib/pots/pot-charity-change.ts'
import { charityLockOfPot } from '#app/pots/charity-lock.server.ts'
import { requireOwnPot } from '#app/pots/pot-edit.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Choisir une autre association — Donnons' }]

/**
 * Step 1 with the pot loaded (spec 2 `.../assocs/:id`): its owner picks another charity, which the edit
 * form shows (`?evt&assoc`) and saves. Refused, with the reason, once money reached the pot (ADR 017).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot, type } = await requireOwnPot(request, params, 'assocs')
	const lock = charityLockOfPot(pot.id)
	if (lock)
		throw await redirectWithToast(createPaths.edit(type, pot.id), {
			type: 'error',
			title: toastTitles.attention,
			description: charityLockMessage(lock),
		})
	const page = loadCharitySearchPage(request)
	const evt = page.filters.evt ?? String(pot.eventTypeId)
	return { type, pot: { id: pot.id, name: pot.name }, ...page, filters: { ...page.filters, evt } }
}

export default function ChangeCharity() {
	const { type, pot, filters, options, result } = useLoaderData<typeof loader>()
	const evt = filters.evt
	return (
		<div className="container-page py-8">
			<p className="mb-4">
				<Link to={createPaths.edit(type, pot.id, { evt })} className="text-brand-dark underline">
					Revenir à la modification de la cagnotte
				</Link>
			</p>
			<h1 className="mb-2 text-3xl font-bold">Choisissez la cause qui vous tient à cœur !</h1>
			<p className="mb-2 text-muted">
				Choisissez la nouvelle association de « {pot.name} » : elle recevra la totalité des dons de la
				cagnotte une fois les modifications enregistrées.
			</p>
			<CharitySearchView
				categoryBar="on-demand"
				basePath={`/edit/${type}/assocs/${pot.id}`}
				filters={filters}
				options={options}
				result={result}
				cardAction={(charity) => ({
					href: createPaths.edit(type, pot.id, { evt, assoc: charity.id }),
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
