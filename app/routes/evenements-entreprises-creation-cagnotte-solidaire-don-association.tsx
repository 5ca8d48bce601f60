import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EventSelection } from '#app/components/event-cards.tsx'
import { listEventCards } from '#app/site/home.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Cagnotte solidaire d’entreprise — choisissez votre événement — Donnons' },
	{
		name: 'description',
		content:
			'Séminaire, challenge sportif solidaire, cadeaux clients, départ d’un collaborateur : choisissez l’événement de la cagnotte solidaire de votre entreprise, dons déductibles à 60 %.',
	},
]

export function loader() {
	return { events: listEventCards('company') }
}

/** Event selection for companies (spec 2 §2 "Event selection page"). */
export default function CompanyEventSelection() {
	const { events } = useLoaderData<typeof loader>()
	return <EventSelection type="company" events={events} />
}
