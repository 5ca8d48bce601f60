import { type ComponentType } from 'react'
import { serverHtml } from '#app/components/site/server-html.tsx'
import { partId } from '#app/lib/site/part-id.ts'

/**
 * The pot page's parts that print the same HTML for the same data and have nothing to do in the browser: the
 * cause, the goal's progress, the company's matching, the news, the words of support and « Où va l'argent ».
 * The server renders them and the browser keeps that HTML (site/server-html.tsx), so the first load of a pot
 * page does not carry their code (bench:js, docs/decisions/050-pot-parts-as-server-html.md).
 *
 * A part's id is its name and a hash of its props: the browser keeps the HTML of the page first loaded for the
 * same id only, that is for the same data. Another pot after a client-side navigation, or new figures after a
 * revalidation, give another id, and the part's component is imported and rendered instead.
 */
const cause = import.meta.env.SSR ? (await import('./pot-cause.tsx')).PotCause : null
const goal = import.meta.env.SSR ? (await import('./goal-progress.tsx')).GoalProgress : null
const matching = import.meta.env.SSR ? (await import('./pot-matching.tsx')).PotMatching : null
const news = import.meta.env.SSR ? (await import('./news-list.tsx')).PotNewsSection : null
const support = import.meta.env.SSR ? (await import('./support-messages.tsx')).PotSupportMessages : null
const money = import.meta.env.SSR ? (await import('./pot-money.tsx')).PotMoneySection : null

const load = () => import('./pot-parts-components.ts')

function part<P extends object>(name: string, Island: ComponentType<P & { id: string }>) {
	return function Part(props: P) {
		const id = partId(name, props)
		// A new id is a new element: the island reads the HTML it may keep when it mounts.
		return <Island key={id} id={id} {...props} />
	}
}

export const PotCause = part(
	'pot-cause',
	serverHtml(cause, () => load().then((m) => m.PotCause)),
)
export const GoalProgress = part(
	'pot-goal',
	serverHtml(goal, () => load().then((m) => m.GoalProgress)),
)
export const PotMatching = part(
	'pot-matching',
	serverHtml(matching, () => load().then((m) => m.PotMatching)),
)
export const PotNewsSection = part(
	'pot-news',
	serverHtml(news, () => load().then((m) => m.PotNewsSection)),
)
export const PotSupportMessages = part(
	'pot-support',
	serverHtml(support, () => load().then((m) => m.PotSupportMessages)),
)
export const PotMoneySection = part(
	'pot-money',
	serverHtml(money, () => load().then((m) => m.PotMoneySection)),
)
