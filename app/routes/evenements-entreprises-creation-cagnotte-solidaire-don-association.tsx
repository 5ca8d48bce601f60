import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EventSelection } from '#app/components/pots/event-cards.tsx'
import { listEventCards } from '#app/site/home.server.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Cagnotte solidaire d’entreprise — choisissez votre événement',
		description:
			'Séminaire, challenge sportif solidaire, cadeaux clients, départ d’un collaborateur : choisissez l’événement de la cagnotte solidaire de votre entreprise, dons déductibles à 60 %.',
		keywords: ['cagnotte entreprise', 'mécénat', 'RSE', 'cagnotte solidaire'],
		path: createPaths.selectEvent('company'),
	})

export function loader() {
	return { events: listEventCards('company') }
}

/** Event selection for companies (docs/requirements.md#spec-2-2-event-selection-page "Event selection page"). */
export default function CompanyEventSelection() {
	const { events } = useLoaderData<typeof loader>()
	return <EventSelection type="company" events={events} />
}
