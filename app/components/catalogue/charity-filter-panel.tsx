import { Form, Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import type { FilterOptions } from '#app/catalogue/types.ts'
import {
	carriedFilters,
	type CharityFilters,
	serializeCharityFilters,
} from '#app/lib/catalogue/charity-filters.ts'

type Choice = { value: string; label: string }

/** One kind of filter as checkboxes in a disclosure (opened when something is ticked): no JavaScript needed. */
function ChoiceGroup({
	legend,
	name,
	choices,
	selected,
}: {
	legend: string
	name: string
	choices: Choice[]
	selected: ReadonlyArray<string>
}) {
	const count = selected.length
	return (
		<details open={count > 0} className="rounded-lg border border-gray-300 bg-white">
			<summary className="flex items-center justify-between px-3 py-2 font-medium">
				<span>
					{legend}
					{count ? (
						<span className="ml-2 rounded-full bg-brand-dark px-2 text-xs text-white">{count}</span>
					) : null}
				</span>
				<span aria-hidden="true">▾</span>
			</summary>
			<fieldset className="max-h-64 overflow-y-auto border-t border-gray-200 px-3 py-2">
				<legend className="sr-only">{legend}</legend>
				<div className="grid gap-1">
					{choices.map((choice) => (
						<label key={choice.value} className="flex items-start gap-2 text-sm">
							<input
								type="checkbox"
								name={name}
								value={choice.value}
								defaultChecked={selected.includes(choice.value)}
								className="mt-0.5 h-4 w-4 shrink-0 accent-brand-dark"
							/>
							<span>{choice.label}</span>
						</label>
					))}
				</div>
			</fieldset>
		</details>
	)
}

/**
 * The search panel (spec 2 "Step 1": keywords, countries, regions, causes, goals; 'Rechercher' and
 * 'Voir tout'). A GET form: the filters land in the URL, work without JavaScript and can be shared.
 */
export function CharityFilterPanel({
	action,
	filters,
	options,
}: {
	action: string
	filters: CharityFilters
	options: FilterOptions
}) {
	const carried = carriedFilters(filters)
	// A new key when the filters change by a link ('Voir tout', a category, the back button), so the
	// uncontrolled fields show the current state.
	const key = serializeCharityFilters({ ...filters, page: 1 })
	return (
		<section aria-labelledby="charity-search-title" className="rounded-2xl bg-paper p-4 sm:p-6">
			<h2 id="charity-search-title" className="mb-4 text-xl font-bold">
				Rechercher une association
			</h2>
			<Form key={key} method="get" action={action} className="space-y-3">
				{carried.evt != null ? <input type="hidden" name="evt" value={carried.evt} /> : null}
				{carried.type ? <input type="hidden" name="type" value={carried.type} /> : null}
				<div>
					<label htmlFor="charity-search-q" className="mb-1 block font-medium">
						Mots-clés
					</label>
					<input
						id="charity-search-q"
						type="search"
						name="q"
						defaultValue={filters.q}
						maxLength={100}
						placeholder="Nom, mission, ville…"
						className="w-full rounded border border-gray-500 bg-white px-3 py-2"
					/>
				</div>
				<div className="grid gap-3">
					<ChoiceGroup
						legend="Causes"
						name="cause"
						choices={options.categories.map((c) => ({ value: c.slug, label: c.name }))}
						selected={filters.categories}
					/>
					<ChoiceGroup
						legend="Objectifs de développement durable"
						name="odd"
						choices={options.sdgs.map((g) => ({ value: String(g.number), label: `${g.number}. ${g.title}` }))}
						selected={filters.sdgs.map(String)}
					/>
					<ChoiceGroup
						legend="Pays"
						name="pays"
						choices={options.countries.map((c) => ({ value: c.code, label: c.name }))}
						selected={filters.countries}
					/>
					<ChoiceGroup
						legend="Régions"
						name="region"
						choices={options.regions.map((r) => ({ value: r.code, label: r.name }))}
						selected={filters.regions}
					/>
				</div>
				<div className="flex flex-wrap gap-3 pt-1">
					<button type="submit" className="btn-primary">
						Rechercher
					</button>
					<Link to={`${action}${serializeCharityFilters(carried)}`} className="btn-secondary">
						Voir tout
					</Link>
				</div>
			</Form>
		</section>
	)
}

function Chip({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
	return (
		<Link
			to={to}
			aria-current={current ? 'page' : undefined}
			className={`inline-block rounded-full border px-4 py-1.5 text-sm font-medium ${
				current ? 'border-brand-dark bg-brand-dark text-white' : 'border-pink-200 bg-white hover:bg-paper'
			}`}
		>
			{children}
		</Link>
	)
}

/** The quick category bar: 'Toutes les causes' plus one link per category (the rest of the search is reset). */
export function CategoryBar({
	action,
	filters,
	categories,
}: {
	action: string
	filters: CharityFilters
	categories: FilterOptions['categories']
}) {
	const carried = carriedFilters(filters)
	const only = filters.categories.length === 1 ? filters.categories[0] : null
	const plain =
		!filters.q &&
		!filters.countries.length &&
		!filters.regions.length &&
		!filters.sdgs.length &&
		!filters.assoc
	return (
		<nav aria-label="Causes" className="my-6">
			<ul className="flex flex-wrap gap-2">
				<li>
					<Chip
						to={`${action}${serializeCharityFilters(carried)}`}
						current={plain && !filters.categories.length}
					>
						Toutes les causes
					</Chip>
				</li>
				{categories.map((category) => (
					<li key={category.slug}>
						<Chip
							to={`${action}${serializeCharityFilters({ ...carried, categories: [category.slug] })}`}
							current={plain && only === category.slug}
						>
							{category.name}
						</Chip>
					</li>
				))}
			</ul>
		</nav>
	)
}
