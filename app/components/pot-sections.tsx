import { Link } from '@remix-run/react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { formatEuros } from '#app/lib/money.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'

type ParticipantView = { id: number; name: string; amountCents: number | null }

type Props = {
	wordTitle: string
	descriptionHtml: string
	participants: ParticipantView[]
	total: number
	nextCount: number
	nextPage: number
}

type Tab = 'word' | 'participants'

/**
 * The creator's word and the participants (spec 3 §2). With JavaScript: an accessible tablist. Without: both
 * sections one after the other, reached by anchor links.
 */
export function PotSections(props: Props) {
	const hydrated = useHydrated()
	const [tab, setTab] = useState<Tab>('word')
	const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ word: null, participants: null })
	useEffect(() => {
		if (window.location.hash === '#participants') setTab('participants')
	}, [])
	const word = <WordPanel {...props} />
	const list = <ParticipantsPanel {...props} />
	if (!hydrated) {
		return (
			<div className="mt-8">
				<nav aria-label="Sections de la cagnotte" className="mb-4 flex gap-4">
					<a href="#mot" className="font-semibold text-brand-dark underline">
						{props.wordTitle}
					</a>
					<a href="#participants" className="font-semibold text-brand-dark underline">
						Les Participants
					</a>
				</nav>
				<section id="mot" aria-labelledby="mot-title" className="mb-8">
					<h2 id="mot-title" className="mb-2 text-xl font-semibold">
						{props.wordTitle}
					</h2>
					{word}
				</section>
				<section id="participants" aria-labelledby="participants-title">
					<h2 id="participants-title" className="mb-2 text-xl font-semibold">
						Les Participants
					</h2>
					{list}
				</section>
			</div>
		)
	}
	const order: Tab[] = ['word', 'participants']
	function onKeyDown(event: KeyboardEvent) {
		if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return
		event.preventDefault()
		const next: Tab =
			event.key === 'Home'
				? 'word'
				: event.key === 'End'
					? 'participants'
					: tab === 'word'
						? 'participants'
						: 'word'
		setTab(next)
		tabs.current[next]?.focus()
	}
	const label: Record<Tab, string> = { word: props.wordTitle, participants: 'Les Participants' }
	return (
		<div className="mt-8">
			<div
				role="tablist"
				aria-label="Sections de la cagnotte"
				className="mb-4 flex gap-2 border-b border-pink-100"
			>
				{order.map((id) => (
					<button
						key={id}
						ref={(el) => {
							tabs.current[id] = el
						}}
						type="button"
						role="tab"
						id={`tab-${id}`}
						aria-selected={tab === id}
						aria-controls={`panel-${id}`}
						tabIndex={tab === id ? 0 : -1}
						onClick={() => setTab(id)}
						onKeyDown={onKeyDown}
						className={`-mb-px border-b-4 px-3 py-2 font-semibold ${
							tab === id ? 'border-brand-dark text-brand-dark' : 'border-transparent text-muted'
						}`}
					>
						{label[id]}
					</button>
				))}
			</div>
			<div role="tabpanel" id="panel-word" aria-labelledby="tab-word" hidden={tab !== 'word'} tabIndex={0}>
				<h2 className="sr-only">{props.wordTitle}</h2>
				{word}
			</div>
			<div
				role="tabpanel"
				id="panel-participants"
				aria-labelledby="tab-participants"
				hidden={tab !== 'participants'}
				tabIndex={0}
			>
				<h2 id="participants" className="sr-only">
					Les Participants
				</h2>
				{list}
			</div>
		</div>
	)
}

function WordPanel({ descriptionHtml }: Props) {
	return <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
}

function ParticipantsPanel({ participants, total, nextCount, nextPage }: Props) {
	if (!participants.length)
		return <p className="text-muted">Aucun participant pour le moment : soyez le premier !</p>
	return (
		<>
			<p className="mb-2 text-sm text-muted">
				{participants.length} participation{participants.length > 1 ? 's' : ''} affichée
				{participants.length > 1 ? 's' : ''} sur {total}
			</p>
			<ul className="divide-y divide-pink-100">
				{participants.map((p) => (
					<li key={p.id} className="flex justify-between gap-4 py-2">
						<span className="font-medium">{p.name}</span>
						<span className="text-muted">
							{p.amountCents === null ? 'Montant masqué' : formatEuros(p.amountCents)}
						</span>
					</li>
				))}
			</ul>
			{nextCount > 0 ? (
				<Link to={`?page=${nextPage}#participants`} preventScrollReset className="btn-secondary mt-4">
					Afficher les {nextCount} suivants
				</Link>
			) : null}
		</>
	)
}
