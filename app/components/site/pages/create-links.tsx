import { Link } from '@remix-run/react'
import { links } from '#app/lib/site/site-links.ts'

/**
 * The two ways into pot creation, for an individual and for a company. Inside `.prose-page` (whose links are
 * underlined brand text), the buttons keep their own colours with important utilities.
 */
export function CreatePotLinks({ label = 'Créer une cagnotte' }: { label?: string }) {
	return (
		<p className="flex flex-wrap gap-3">
			<Link to={links.selectParticular} className="btn-primary text-white! no-underline!">
				{label}
				<span className="sr-only"> pour un événement personnel</span>
			</Link>
			<Link to={links.selectCompany} className="btn-secondary no-underline!">
				{label}
				<span className="sr-only"> pour mon entreprise</span>
			</Link>
		</p>
	)
}
