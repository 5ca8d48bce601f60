import { TableScroll } from '#app/components/table-scroll.tsx'
import { formatDisplayDate } from '#app/lib/dates.ts'
import { formatEuros } from '#app/lib/money.ts'
import { invitationMessages } from '#app/lib/pots/invitation-messages.ts'
import {
	type OrganiserParticipation,
	PARTICIPATION_STATUS_LABELS,
	participationMethodLabel,
} from '#app/lib/pots/organiser.ts'

/** Every participation of the pot, for its organiser: hidden and anonymous ones too, with their flags. */
export function OrganiserParticipations({ participations }: { participations: OrganiserParticipation[] }) {
	if (!participations.length) return <p className="text-muted">Aucune participation pour le moment.</p>
	const cell = 'border-b border-pink-100 px-3 py-2 text-left align-top'
	return (
		<TableScroll labelledBy="participations-caption" hint className="mb-0">
			<table className="w-full min-w-[48rem] border-collapse text-sm">
				<caption id="participations-caption" className="sr-only">
					Participations à la cagnotte
				</caption>
				<thead>
					<tr>
						{[
							'Date',
							'Donateur',
							'Email',
							'Montant',
							'Pourboire',
							'Moyen de paiement',
							'Statut',
							'Affichage',
						].map((title) => (
							<th key={title} scope="col" className={`${cell} font-semibold`}>
								{title}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{participations.map((p) => (
						<tr key={p.id}>
							<td className={cell}>{formatDisplayDate(p.createdAt)}</td>
							<td className={cell}>
								{p.donorName}
								{p.isQuick ? <span className="block text-muted">Don rapide</span> : null}
							</td>
							<td className={`${cell} break-all`}>{p.email}</td>
							<td className={`${cell} whitespace-nowrap`}>{formatEuros(p.amountCents)}</td>
							<td className={`${cell} whitespace-nowrap`}>{p.tipCents ? formatEuros(p.tipCents) : '—'}</td>
							<td className={cell}>{participationMethodLabel(p)}</td>
							<td className={cell}>{PARTICIPATION_STATUS_LABELS[p.status]}</td>
							<td className={cell}>{visibilityLabel(p)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</TableScroll>
	)
}

function visibilityLabel(p: OrganiserParticipation) {
	const flags = [p.isAnonymous ? 'Nom masqué' : null, p.isVisible ? null : 'Montant masqué'].filter(Boolean)
	return flags.length ? flags.join(', ') : 'Public'
}

/** The addresses invited by e-mail, and who declined. */
export function OrganiserGuestList({ guests }: { guests: { email: string; declined: boolean }[] }) {
	if (!guests.length) return <p className="text-muted">Aucune invitation envoyée par email.</p>
	return (
		<ul aria-label="Invités par email" className="list-disc space-y-1 pl-6">
			{guests.map(({ email, declined }) => (
				<li key={email} className="break-all">
					{email}
					{declined ? <span className="text-muted"> — {invitationMessages.declinedLabel}</span> : null}
				</li>
			))}
		</ul>
	)
}
