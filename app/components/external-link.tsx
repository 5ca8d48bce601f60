import { type ReactNode } from 'react'

/** A link to another site: opens in a new tab, and says so to screen readers (in its accessible name). */
export function ExternalLink({
	href,
	children,
	className,
}: {
	href: string
	children: ReactNode
	className?: string
}) {
	return (
		<a href={href} target="_blank" rel="noopener noreferrer" className={className}>
			{children}
			<span className="sr-only"> (s’ouvre dans un nouvel onglet)</span>
		</a>
	)
}
