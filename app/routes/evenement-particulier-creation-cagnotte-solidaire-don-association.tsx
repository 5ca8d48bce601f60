import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { EventSelection } from '#app/components/pots/event-cards.tsx'
import { listEventCards } from '#app/site/home.server.ts'
import { pageMeta } from '#app/lib/site/seo.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'

export const meta: MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Cagnotte solidaire pour un événement personnel',
		description:
			'Anniversaire, mariage, naissance, pot de départ, défi sportif : choisissez l’événement de votre cagnotte solidaire et faites de vos cadeaux des dons pour une association.',
		keywords: ['cagnotte anniversaire', 'cagnotte mariage', 'cagnotte solidaire', 'don association'],
		path: createPaths.selectEvent('particular'),
	})

export function loader() {
	return { events: listEventCards('particular') }
}

/** Event selection for individuals (docs/requirements.md#spec-2-2-event-selection-page "Event selection page"). */
export default function ParticularEventSelection() {
	const { events } = useLoaderData<typeof loader>()
	return <EventSelection type="particular" events={events} />
}
