import { Link } from '@remix-run/react'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { type AccountKind } from '#app/lib/account/account-kind.ts'

type EventCardView = { id: number; name: string; description: string; imageUrl: string }

/**
 * Cards of event types (docs/requirements.md#spec-2-2-event-selection-page "Event selection page"). The whole card is clickable through the heading's
 * link (stretched over the card), so the link's accessible name stays the event's name.
 */
function EventCards({ type, events }: { type: AccountKind; events: EventCardView[] }) {
	return (
		<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
			{events.map((event) => (
				<li
					key={event.id}
					className="group relative flex flex-col overflow-hidden rounded-2xl border border-pink-100 bg-white shadow-sm transition-shadow focus-within:ring-4 focus-within:ring-brand-dark hover:shadow-lg"
				>
					<img
						src={event.imageUrl}
						alt=""
						width={800}
						height={500}
						loading="lazy"
						className="aspect-[8/5] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
					/>
					<div className="flex flex-1 flex-col gap-2 p-5">
						<h2 className="text-lg font-bold">
							<Link
								to={createPaths.assocs(type, event.id)}
								className="text-ink after:absolute after:inset-0 after:content-[''] group-hover:text-brand-dark focus-visible:outline-none"
							>
								{event.name}
							</Link>
						</h2>
						<p className="flex-1 text-sm leading-relaxed text-muted">{event.description}</p>
						<span aria-hidden="true" className="mt-2 text-sm font-semibold text-brand-dark">
							Choisir cet événement →
						</span>
					</div>
				</li>
			))}
		</ul>
	)
}

const copy: Record<AccountKind, { eyebrow: string; intro: string; other: string; otherLabel: string }> = {
	particular: {
		eyebrow: 'Cagnotte solidaire entre proches',
		intro:
			'Choisissez l’occasion de votre cagnotte : vous sélectionnerez ensuite l’association qui recevra les dons de vos proches.',
		other: 'Vous organisez un événement d’entreprise ?',
		otherLabel: 'Voir les événements pour les entreprises',
	},
	company: {
		eyebrow: 'Cagnotte solidaire d’entreprise',
		intro:
			'Choisissez l’occasion qui rassemble vos équipes, vos clients ou vos partenaires : vous sélectionnerez ensuite l’association soutenue.',
		other: 'Vous créez une cagnotte à titre personnel ?',
		otherLabel: 'Voir les événements pour les particuliers',
	},
}

/** The whole event selection page, for one audience. */
export function EventSelection({ type, events }: { type: AccountKind; events: EventCardView[] }) {
	const text = copy[type]
	const other: AccountKind = type === 'company' ? 'particular' : 'company'
	return (
		<>
			<section className="bg-paper">
				<div className="container-page py-10 text-center">
					<p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-dark">{text.eyebrow}</p>
					<h1 className="mb-3 text-3xl font-bold sm:text-4xl">
						Pour quel événement créez-vous votre cagnotte ?
					</h1>
					<p className="mx-auto max-w-2xl text-lg text-muted">{text.intro}</p>
				</div>
			</section>
			<div className="container-page py-10">
				{events.length ? (
					<EventCards type={type} events={events} />
				) : (
					<p className="text-center text-muted">Aucun événement n’est proposé pour le moment.</p>
				)}
				<p className="mt-10 text-center text-muted">
					{text.other}{' '}
					<Link to={createPaths.selectEvent(other)} className="font-semibold text-brand-dark underline">
						{text.otherLabel}
					</Link>
				</p>
			</div>
		</>
	)
}
