import { NavLink, Outlet } from '@remix-run/react'

type StaffLink = { to: string; label: string; end?: boolean }

/**
 * The layout of the operators' area and of the charity members' space (ADR 026): a heading, its own
 * navigation (a list of links: a page added under the area adds one entry), then the page.
 */
export function StaffArea({
	title,
	navLabel,
	links,
}: {
	title: string
	navLabel: string
	links: StaffLink[]
}) {
	const tab =
		'block rounded-t-lg px-2 py-2 font-semibold aria-[current=page]:border-b-4 aria-[current=page]:border-brand-dark sm:px-4'
	return (
		<div className="container-page py-8">
			<p className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">{title}</p>
			<nav aria-label={navLabel} className="mb-6 border-b border-pink-100">
				<ul className="flex flex-wrap gap-1 sm:gap-2">
					{links.map((link) => (
						<li key={link.to}>
							<NavLink to={link.to} end={link.end} className={tab}>
								{link.label}
							</NavLink>
						</li>
					))}
				</ul>
			</nav>
			<Outlet />
		</div>
	)
}

/** A small search form (GET): works the same with or without JavaScript. */
export function SearchForm({ label, q, placeholder }: { label: string; q: string; placeholder?: string }) {
	return (
		<form method="get" role="search" className="mb-6 flex flex-wrap items-end gap-2">
			<div className="grow">
				<label htmlFor="q" className="mb-1 block font-medium">
					{label}
				</label>
				<input
					id="q"
					name="q"
					type="search"
					defaultValue={q}
					placeholder={placeholder}
					className="w-full rounded border border-gray-500 px-3 py-2"
				/>
			</div>
			<button type="submit" className="btn-secondary">
				Rechercher
			</button>
		</form>
	)
}
