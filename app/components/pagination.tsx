import { Link } from '@remix-run/react'

/** The page numbers to show: the first, the last, and the current one with its neighbours. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
	const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
	const sorted = [...pages].sort((a, b) => a - b)
	const result: Array<number | 'gap'> = []
	sorted.forEach((n, i) => {
		const previous = sorted[i - 1]
		if (previous != null && n - previous > 1) result.push('gap')
		result.push(n)
	})
	return result
}

const linkClass =
	'inline-flex min-w-10 items-center justify-center rounded-full border border-gray-300 px-3 py-2 text-sm'

/** Plain links (`page` in the URL), so paging works without JavaScript and can be shared. */
export function Pagination({
	page,
	pageCount,
	hrefFor,
	label = 'Pagination',
}: {
	page: number
	pageCount: number
	hrefFor: (page: number) => string
	label?: string
}) {
	if (pageCount <= 1) return null
	return (
		<nav aria-label={label} className="mt-8">
			<ul className="flex flex-wrap items-center justify-center gap-2">
				{page > 1 ? (
					<li>
						<Link to={hrefFor(page - 1)} className={`${linkClass} hover:bg-paper`} rel="prev">
							Page précédente
						</Link>
					</li>
				) : null}
				{pageWindow(page, pageCount).map((n, i) =>
					n === 'gap' ? (
						<li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
							…
						</li>
					) : (
						<li key={n}>
							<Link
								to={hrefFor(n)}
								aria-label={`Page ${n}`}
								aria-current={n === page ? 'page' : undefined}
								className={`${linkClass} ${
									n === page ? 'border-brand-dark bg-brand-dark font-semibold text-white' : 'hover:bg-paper'
								}`}
							>
								{n}
							</Link>
						</li>
					),
				)}
				{page < pageCount ? (
					<li>
						<Link to={hrefFor(page + 1)} className={`${linkClass} hover:bg-paper`} rel="next">
							Page suivante
						</Link>
					</li>
				) : null}
			</ul>
		</nav>
	)
}
