import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import {
	OrganiserGuestList,
	OrganiserParticipations,
} from '#app/components/pots/organiser-participations.tsx'
import {
	ClosePotForm,
	ClosingDateForm,
	type OrganiserActionData,
} from '#app/components/pots/organiser-pot-forms.tsx'
import { OrganiserPrintSection } from '#app/components/pots/organiser-print.tsx'
import { OrganiserNewsSection } from '#app/components/pots/organiser-news.tsx'
import { organiserNewsView } from '#app/pots/news-page.server.ts'
import { closingDateBounds, formatDisplayDate, parisDay } from '#app/lib/dates.ts'
import { derivedMessages, paymentMessages, toastTitles } from '#app/lib/messages.ts'
import { formatEuros } from '#app/lib/money.ts'
import { parseNewClosingDate } from '#app/lib/pots/organiser.ts'
import { closePot } from '#app/donations/close-pot.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import {
	changeClosingDate,
	isOrganiserPotClosed,
	listInvitedGuests,
	listParticipations,
	organiserPath,
	requireOrganiserPot,
} from '#app/pots/organiser.server.ts'
import { GoalProgress } from '#app/components/pots/goal-progress.tsx'
import { PotEmbed } from '#app/components/pots/pot-embed.tsx'
import { widgetLinks } from '#app/pots/widget.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { OrganiserSupportMessages } from '#app/components/pots/support-messages.tsx'
import { listOrganiserSupportMessages } from '#app/pots/support-messages.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { OrganiserMatching } from '#app/components/pots/organiser-matching.tsx'
import { answerMatching, organiserMatching } from '#app/pots/matching.server.ts'
import { labelMatchingPayment } from '#app/lib/pots/matching.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data ? `Gérer « ${data.pot.name} » — Donnons` : 'Gérer ma cagnotte — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

/** The organiser's view of a pot (docs/requirements.md#spec-3-4 terms), for its creator only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { pot } = await requireOrganiserPot(request, params.id)
	const now = new Date()
	const matching = organiserMatching(pot, now)
	return {
		pot: {
			id: pot.id,
			name: pot.name,
			charityName: pot.charityName,
			totalCents: pot.totalCents,
			donationsCount: pot.donationsCount,
			donatorsCount: pot.donatorsCount,
			goalCents: pot.goalCents,
			closingDay: parisDay(pot.closingDate),
			closingLabel: formatDisplayDate(pot.closingDate),
		},
		closed: isOrganiserPotClosed(pot, now),
		bounds: closingDateBounds(now),
		participations: labelMatchingPayment(listParticipations(pot.id), matching?.donationId ?? null),
		guests: listInvitedGuests(pot.id, pot.creatorId),
		widget: widgetLinks(request, pot),
		news: organiserNewsView(pot.id, now),
		supportMessages: listOrganiserSupportMessages(pot.id),
		matching,
	}
}

const failure = (body: OrganiserActionData) => data(body, { status: 400 })

export async function action({ request, params }: ActionFunctionArgs) {
	const { pot, user } = await requireOrganiserPot(request, params.id)
	const form = await readForm(request)
	const intent = form.get('intent')
	if (intent === 'matching') return answerMatching(pot, user.id, form)
	if (intent !== 'closing-date' && intent !== 'close')
		return failure({ intent: 'close', error: derivedMessages.formNotSubmittedProperly })
	const now = new Date()
	if (isOrganiserPotClosed(pot, now)) return failure({ intent, error: paymentMessages.potAlreadyClosed })

	if (intent === 'closing-date') {
		const value = String(form.get('closing_date') ?? '').slice(0, 40)
		const parsed = parseNewClosingDate(value, now)
		if (!parsed.ok) return failure({ intent, error: parsed.error, value })
		changeClosingDate(pot.id, user.id, parsed.day)
		return redirectWithToast(organiserPath(pot.id), {
			type: 'success',
			title: toastTitles.update,
			description: derivedMessages.potClosingDateChanged,
		})
	}

	if (form.get('confirm') !== 'yes')
		return failure({ intent, error: derivedMessages.potCloseConfirmRequired })
	const closed = await closePot(pot.id, user.id, await getPaymentProvider(), now)
	if (!closed) return failure({ intent, error: paymentMessages.potAlreadyClosed })
	return redirectWithToast(organiserPath(pot.id), {
		type: 'success',
		title: toastTitles.success,
		description: derivedMessages.potClosedByOrganiser,
	})
}

export default function OrganiserPot() {
	const { pot, closed, bounds, participations, guests, widget, news, supportMessages, matching } =
		useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>() ?? null
	const result = answer && 'error' in answer ? answer : null
	return (
		<div className="container-page py-10">
			<p className="mb-2 text-muted">Gérer ma cagnotte</p>
			<h1 className="mb-2 text-3xl font-bold">{pot.name}</h1>
			<p className="mb-6 text-muted">
				Au profit de {pot.charityName} ·{' '}
				<Link to={`/participate/${pot.id}`} className="text-brand-dark underline">
					Voir la page de la cagnotte
				</Link>
			</p>

			<section aria-labelledby="summary-title" className="mb-10">
				<h2 id="summary-title" className="sr-only">
					En résumé
				</h2>
				<dl className="grid gap-4 sm:grid-cols-4">
					<Figure term="Statut" value={closed ? 'Clôturée' : 'En cours'} />
					<Figure term="Collecté" value={formatEuros(pot.totalCents)} />
					<Figure term="Participants" value={String(pot.donatorsCount)} />
					<Figure term="Fin de la collecte" value={pot.closingLabel} />
				</dl>
				<GoalProgress
					collectedCents={pot.totalCents}
					goalCents={pot.goalCents}
					raiseHref={closed ? null : widget.editUrl}
				/>
			</section>

			{closed ? null : <PotEmbed snippet={widget.snippet} amountLinks={widget.amountLinks} />}
			{matching ? (
				<OrganiserMatching
					matching={matching}
					closed={closed}
					closingDay={pot.closingDay}
					lastResult={answer && 'result' in answer ? answer.result : null}
					payUrl={matching.payUrl}
				/>
			) : null}

			<section aria-labelledby="participations-title" className="mb-10">
				<div className="mb-4 flex flex-wrap items-center justify-between gap-4">
					<h2 id="participations-title" className="text-2xl font-bold">
						Participations ({participations.length})
					</h2>
					<a href={`/mes-cagnottes/${pot.id}/participations.csv`} className="btn-secondary" download>
						Exporter les participations (CSV)
					</a>
				</div>
				<OrganiserParticipations participations={participations} />
			</section>

			<OrganiserNewsSection potId={pot.id} news={news} />
			<OrganiserSupportMessages potId={pot.id} messages={supportMessages} />
			<OrganiserPrintSection potId={pot.id} />

			<section aria-labelledby="guests-title" className="mb-10">
				<h2 id="guests-title" className="mb-4 text-2xl font-bold">
					Invités par email ({guests.length})
				</h2>
				<OrganiserGuestList guests={guests} />
			</section>

			{closed ? (
				<p className="rounded border border-pink-100 bg-paper p-4">
					Cette cagnotte est clôturée : elle ne reçoit plus de dons.
				</p>
			) : (
				<div className="grid gap-8 md:grid-cols-2">
					<section aria-labelledby="closing-date-title">
						<h2 id="closing-date-title" className="mb-4 text-2xl font-bold">
							Date de fin de collecte
						</h2>
						<ClosingDateForm current={pot.closingDay} min={bounds.min} max={bounds.max} result={result} />
					</section>
					<section aria-labelledby="close-title">
						<h2 id="close-title" className="mb-4 text-2xl font-bold">
							Clôturer la cagnotte
						</h2>
						<ClosePotForm result={result} />
					</section>
				</div>
			)}
		</div>
	)
}

function Figure({ term, value }: { term: string; value: string }) {
	return (
		<div className="rounded-2xl border border-pink-100 p-4">
			<dt className="text-muted">{term}</dt>
			<dd className="text-xl font-bold">{value}</dd>
		</div>
	)
}
