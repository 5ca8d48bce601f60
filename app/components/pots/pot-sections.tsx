import { Link, useFetcher, useLocation } from '@remix-run/react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { formatEuros } from '#app/lib/money.ts'
import { PARTICIPANTS_CURSOR_PARAM } from '#app/lib/pots/participants-cursor.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'

type ParticipantView = { id: number; name: string; amountCents: number | null }

type Props = {
	wordTitle: string
	descriptionHtml: string
	participants: ParticipantView[]
	total: number
	/** How many came before this page (a no-JavaScript visitor following "Afficher les N suivants"). */
	shownBefore: number
	nextCount: number
	nextCursor: string | null
}

type NextPage = { participants: ParticipantView[]; nextCount: number; nextCursor: string | null }

type Tab = 'word' | 'participants'

/**
 * The creator's word and the participants (docs/requirements.md#spec-3-2). With JavaScript: an accessible tablist. Without: both
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

/**
 * A page of 50 participants. "Afficher les N suivants" is a link to the next page (its cursor in `apres`);
 * with JavaScript the next page is fetched and appended in place instead.
 */
function ParticipantsPanel({ participants, total, shownBefore, nextCount, nextCursor }: Props) {
	const { pathname } = useLocation()
	const fetcher = useFetcher<NextPage>()
	const [more, setMore] = useState<{
		items: ParticipantView[]
		nextCount: number
		nextCursor: string | null
	}>({ items: [], nextCount, nextCursor })
	// The server's page changed (a navigation, a revalidation after a gift): start again from it.
	const first = participants[0]?.id
	useEffect(() => setMore({ items: [], nextCount, nextCursor }), [first, nextCount, nextCursor])
	useEffect(() => {
		const page = fetcher.data
		if (fetcher.state !== 'idle' || !page) return
		setMore((current) => ({
			items: [
				...current.items,
				...page.participants.filter((p) => !current.items.some((c) => c.id === p.id)),
			],
			nextCount: page.nextCount,
			nextCursor: page.nextCursor,
		}))
	}, [fetcher.state, fetcher.data])
	if (!participants.length)
		return <p className="text-muted">Aucun participant pour le moment : soyez le premier !</p>
	const shown = [...participants, ...more.items]
	const href = (cursor: string) => `?${PARTICIPANTS_CURSOR_PARAM}=${encodeURIComponent(cursor)}#participants`
	return (
		<>
			<p className="mb-2 text-sm text-muted">
				{shownBefore > 0
					? `Participations ${shownBefore + 1} à ${shownBefore + shown.length} sur ${total}`
					: `${shown.length} participation${shown.length > 1 ? 's' : ''} affichée${shown.length > 1 ? 's' : ''} sur ${total}`}
			</p>
			<ul className="divide-y divide-pink-100">
				{shown.map((p) => (
					<li key={p.id} className="flex justify-between gap-4 py-2">
						<span className="font-medium">{p.name}</span>
						<span className="text-muted">
							{p.amountCents === null ? 'Montant masqué' : formatEuros(p.amountCents)}
						</span>
					</li>
				))}
			</ul>
			<div className="mt-4 flex flex-wrap gap-3">
				{more.nextCount > 0 && more.nextCursor ? (
					<Link
						to={href(more.nextCursor)}
						preventScrollReset
						className="btn-secondary"
						onClick={(event) => {
							if (!more.nextCursor) return
							event.preventDefault()
							fetcher.load(
								`${pathname}?index&${PARTICIPANTS_CURSOR_PARAM}=${encodeURIComponent(more.nextCursor)}`,
							)
						}}
						aria-disabled={fetcher.state !== 'idle' || undefined}
					>
						Afficher les {more.nextCount} suivants
					</Link>
				) : null}
				{shownBefore > 0 ? (
					<Link to={`${pathname}#participants`} className="btn-secondary">
						Revenir aux premiers participants
					</Link>
				) : null}
			</div>
		</>
	)
}
