import { type ReactNode } from 'react'

type ContentPageProps = {
	title: string
	/** One or two sentences under the title. */
	lead?: ReactNode
	/** "Mis à jour le …" for legal texts. */
	updated?: string
	children: ReactNode
}

/**
 * The frame of an editorial or legal page: one h1, an optional lead, then the page's sections written with
 * plain h2 / h3 / p / ul / table elements, styled by `.prose-page` (app/styles/tailwind.css).
 */
export function ContentPage({ title, lead, updated, children }: ContentPageProps) {
	return (
		<article className="container-page py-10">
			<header className="mb-8 max-w-3xl">
				<h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
				{lead ? <p className="mt-3 text-lg text-muted">{lead}</p> : null}
				{updated ? <p className="mt-2 text-sm text-muted">Mis à jour le {updated}</p> : null}
			</header>
			<div className="prose-page max-w-3xl">{children}</div>
		</article>
	)
}
