import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EventSelection } from '#app/components/event-cards.tsx'
import { listEventCards } from '#app/site/home.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Cagnotte solidaire pour un événement personnel — Donnons' },
	{
		name: 'description',
		content:
			'Anniversaire, mariage, naissance, pot de départ, défi sportif : choisissez l’événement de votre cagnotte solidaire et faites de vos cadeaux des dons pour une association.',
	},
]

export function loader() {
	return { events: listEventCards('particular') }
}

/** Event selection for individuals (spec 2 §2 "Event selection page"). */
export default function ParticularEventSelection() {
	const { events } = useLoaderData<typeof loader>()
	return <EventSelection type="particular" events={events} />
}
