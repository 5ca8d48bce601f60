import { Link, useFetcher, useLocation, useNavigation } from '@remix-run/react'
import { useRef, useState } from 'react'
import type { CharityCardData, CharitySearchResult, FilterOptions } from '#app/catalogue/types.ts'
import { type CharityFilters, serializeCharityFilters } from '#app/lib/catalogue/charity-filters.ts'
import { potMessages } from '#app/lib/messages.ts'
import { links } from '#app/lib/site/site-links.ts'
import { CharityCard } from './charity-card.tsx'
import { CharityDetails, type CharityDetailsData } from './charity-details.tsx'
import { CategoryBar, CharityFilterPanel } from './charity-filter-panel.tsx'
import { Pagination } from '../pagination.tsx'
import { SdgExplainer } from './sdg-explainer.tsx'

/** The charity details in a modal dialog, loaded from the charity page's loader (JavaScript only). */
function useCharityDialog(detailsLoadUrl: (charity: CharityCardData) => string) {
	const dialog = useRef<HTMLDialogElement>(null)
	const fetcher = useFetcher<CharityDetailsData>()
	const [selected, setSelected] = useState<CharityCardData | null>(null)
	const open = (charity: CharityCardData) => {
		setSelected(charity)
		fetcher.load(detailsLoadUrl(charity))
		dialog.current?.showModal()
	}
	const ready =
		selected && fetcher.state === 'idle' && fetcher.data?.charity?.id === selected.id ? fetcher.data : null
	const element = (
		<dialog
			ref={dialog}
			aria-labelledby="charity-dialog-title"
			className="m-auto max-h-[92vh] w-full max-w-5xl overflow-y-auto rounded-2xl p-0 shadow-xl backdrop:bg-black/50"
			onClick={(event) => {
				if (event.target === event.currentTarget) event.currentTarget.close()
			}}
			onClose={() => setSelected(null)}
		>
			<div className="p-4 sm:p-6">
				<div className="mb-3 flex justify-end">
					<button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
						Fermer
					</button>
				</div>
				{ready ? (
					<CharityDetails data={ready} titleId="charity-dialog-title" headingLevel={2} />
				) : (
					<p id="charity-dialog-title" role="status" className="py-12 text-center text-muted">
						{selected ? `Chargement de la présentation de ${selected.name}…` : null}
					</p>
				)}
			</div>
		</dialog>
	)
	return { open, element }
}

/**
 * The charity search shared by step 1 of the creation flow and the partner charities list: category bar,
 * filter panel, '{n} associations à découvrir', 12 cards per page, paging, the empty alert, the loading
 * overlay (JavaScript) and the goals explainer.
 */
export function CharitySearchView({
	basePath,
	filters,
	options,
	result,
	cardAction,
	detailsHref,
	detailsLoadUrl,
	categoryBar = 'shown',
}: {
	/** Step 1 keeps the quick category bar closed until asked for (docs/requirements.md#spec-2-2 "off by default"). */
	categoryBar?: 'shown' | 'on-demand'
	basePath: string
	filters: CharityFilters
	options: FilterOptions
	result: CharitySearchResult
	cardAction: (charity: CharityCardData) => { href: string; label: string }
	detailsHref: (charity: CharityCardData) => string
	detailsLoadUrl: (charity: CharityCardData) => string
}) {
	const navigation = useNavigation()
	const location = useLocation()
	const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname
	const dialog = useCharityDialog(detailsLoadUrl)
	const n = result.total
	return (
		<>
			{categoryBar === 'shown' ? (
				<CategoryBar action={basePath} filters={filters} categories={options.categories} />
			) : (
				// A disclosure: opens without JavaScript, and stays open while a category is chosen.
				<details open={filters.categories.length > 0} className="my-6">
					<summary className="btn-secondary inline-flex cursor-pointer">Filtrer par cause</summary>
					<CategoryBar action={basePath} filters={filters} categories={options.categories} />
				</details>
			)}
			<div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
				<div className="space-y-6">
					<CharityFilterPanel action={basePath} filters={filters} options={options} />
					<section
						aria-labelledby="qui-sommes-nous"
						className="rounded-2xl border border-pink-100 p-4 text-sm"
					>
						<h2 id="qui-sommes-nous" className="mb-1 font-bold">
							Qui sommes-nous ?
						</h2>
						<p className="text-muted">
							Donnons relie vos évènements aux associations : création gratuite, aucun frais pour les
							donateurs, 100 % des dons reversés à l’association et reçus fiscaux automatiques.{' '}
							<Link to={links.about} className="text-brand-dark underline">
								En savoir plus sur Donnons
							</Link>
						</p>
					</section>
				</div>
				<section aria-labelledby="charity-results-title" className="relative">
					<h2 id="charity-results-title" className="mb-4 text-2xl font-bold">
						{`${n} ${n > 1 ? 'associations' : 'association'} à découvrir`}
					</h2>
					<div
						role="status"
						aria-live="polite"
						className={
							loading
								? 'absolute inset-0 z-10 flex items-start justify-center rounded-2xl bg-white/80 pt-24'
								: 'sr-only'
						}
					>
						{loading ? (
							<p className="rounded-full bg-white px-5 py-3 font-semibold text-brand-dark shadow">
								{potMessages.loadingResults}
							</p>
						) : null}
					</div>
					{result.items.length ? (
						<ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
							{result.items.map((charity) => (
								<li key={charity.id}>
									<CharityCard
										charity={charity}
										detailsHref={detailsHref(charity)}
										onMore={dialog.open}
										action={cardAction(charity)}
									/>
								</li>
							))}
						</ul>
					) : (
						<div role="alert" className="rounded-lg border-l-4 border-brand-dark bg-paper p-4">
							<p className="font-semibold">{potMessages.noCharityFound}</p>
							<p className="mt-1 text-sm">
								<Link
									to={`${basePath}${serializeCharityFilters({ evt: filters.evt, type: filters.type })}`}
									className="underline"
								>
									Voir toutes les associations
								</Link>
							</p>
						</div>
					)}
					<Pagination
						page={result.page}
						pageCount={result.pageCount}
						label="Pages de résultats"
						hrefFor={(page) => `${basePath}${serializeCharityFilters({ ...filters, page })}`}
					/>
				</section>
			</div>
			{dialog.element}
			<SdgExplainer sdgs={options.sdgs} />
		</>
	)
}
