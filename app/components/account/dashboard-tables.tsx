import { Link } from '@remix-run/react'
import { HelpHeadroomSummary } from '#app/components/donations/help-headroom.tsx'
import { type ReactNode } from 'react'
import { type DashboardData } from '#app/account/types.ts'
import {
	type DashboardTable,
	dashboardLabels as L,
	hasTableToggle,
	toggleTableSearch,
} from '#app/lib/account/dashboard.ts'
import { derivedMessages } from '#app/lib/messages.ts'
import { MonthlyGiftsTable } from './dashboard-monthly.tsx'
import { TableFrame, cell as td } from './dashboard-table.tsx'
import { GoalProgress } from '../pots/goal-progress.tsx'

type DashboardBase = '/particular/dashboard' | '/company/dashboard'

/**
 * The member-area dashboard (docs/requirements.md#spec-1-2): the two figures, 'Mes participations', 'Mes dons mensuels',
 * 'Mes cagnottes', and the yearly statements. Each table shows 10 rows; from 10 rows a 'Voir tout' /
 * 'Voir moins' link (`?tout=<table>`) expands or collapses it — a plain link without JavaScript, a
 * client-side navigation that keeps the scroll position with it.
 */
export function DashboardView({ data, base }: { data: DashboardData; base: DashboardBase }) {
	return (
		<div className="space-y-10">
			<dl className="grid gap-4 sm:grid-cols-2">
				<Figure label={L.totalGiven} value={data.given} />
				<Figure label={L.totalReceived} value={data.received} />
			</dl>
			<Section id="participations" title={L.participations} data={data} base={base}>
				<Participations data={data} />
				<Statements statements={data.statements} />
				{data.headroom ? <HelpHeadroomSummary headroom={data.headroom} /> : null}
			</Section>
			<Section id="mensuels" title={L.monthly} data={data} base={base}>
				<MonthlyGiftsTable rows={data.monthly.rows} base={base} expanded={data.expanded} />
			</Section>
			<Section id="cagnottes" title={L.pots} data={data} base={base}>
				<OwnPots data={data} />
			</Section>
		</div>
	)
}

function Figure({ label, value }: { label: string; value: string }) {
	return (
		<div className="rounded-xl border border-pink-100 bg-white p-5 shadow-sm">
			<dt className="text-sm font-semibold text-muted">{label}</dt>
			<dd className="mt-1 text-3xl font-bold">{value}</dd>
		</div>
	)
}

const TABLE_OF: Record<DashboardTable, 'participations' | 'monthly' | 'pots'> = {
	participations: 'participations',
	mensuels: 'monthly',
	cagnottes: 'pots',
}

function Section(props: {
	id: DashboardTable
	title: string
	data: DashboardData
	base: DashboardBase
	children: ReactNode
}) {
	const { id, title, data, base } = props
	const table = data[TABLE_OF[id]]
	const expanded = data.expanded.includes(id)
	return (
		<section aria-labelledby={`${id}-title`} id={id}>
			<h2 id={`${id}-title`} className="mb-3 text-2xl font-bold">
				{title}
			</h2>
			{table.total === 0 ? <p className="text-muted">{emptyText(id)}</p> : props.children}
			{hasTableToggle(table.total) ? (
				<p className="mt-3">
					<Link
						to={`${base}${toggleTableSearch(data.expanded, id)}#${id}`}
						preventScrollReset
						replace
						className="font-semibold text-brand-dark underline"
					>
						{expanded ? L.showLess : L.showAll}
						<span className="sr-only"> – {title}</span>
					</Link>
				</p>
			) : null}
		</section>
	)
}

const emptyText = (id: DashboardTable) =>
	id === 'participations'
		? 'Vous n’avez pas encore participé à une cagnotte.'
		: id === 'mensuels'
			? 'Vous n’avez pas de don mensuel.'
			: 'Vous n’avez pas encore créé de cagnotte.'

function Participations({ data }: { data: DashboardData }) {
	return (
		<TableFrame
			label={L.participations}
			head={['Cagnotte', 'Association', 'Montant', 'Date', 'Paiement', 'Statut', 'Reçu fiscal']}
		>
			{data.participations.rows.map((row) => (
				<tr key={row.id}>
					<td className={td}>
						<Link to={`/participate/${row.potId}`} title={row.potFullName} className="underline">
							{row.potName}
						</Link>
					</td>
					<td className={td}>{row.charityName}</td>
					<td className={`${td} whitespace-nowrap`}>{row.amount}</td>
					<td className={td}>{row.date}</td>
					<td className={td}>{row.paymentStatus}</td>
					<td className={td}>{row.potStatus}</td>
					<td className={td}>
						{row.receipt.kind === 'link' ? (
							// A plain link: the PDF opens in the browser; if it cannot be served, the route answers
							// its own French 404 page (no JavaScript needed to explain it).
							<a
								href={row.receipt.href}
								className={row.receipt.cancelled ? 'text-muted underline' : 'font-semibold underline'}
							>
								{row.receipt.label}
							</a>
						) : (
							row.receipt.text
						)}
					</td>
				</tr>
			))}
		</TableFrame>
	)
}

function Statements({ statements }: { statements: DashboardData['statements'] }) {
	if (statements.length === 0) return null
	return (
		<ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
			{statements.map((s) => (
				<li key={s.year}>
					<a href={s.href} className="underline">
						{derivedMessages.yearlyStatement} {s.year}
					</a>
				</li>
			))}
		</ul>
	)
}

function OwnPots({ data }: { data: DashboardData }) {
	const head = ['Cagnotte', 'Association', 'Clôture', 'Collecté']
	head.push(data.company ? 'Paiement' : 'Participants', 'Statut', 'Actions')
	return (
		<TableFrame label={L.pots} head={head}>
			{data.pots.rows.map((pot) => (
				<tr key={pot.id}>
					<td className={td}>
						<Link to={`/participate/${pot.id}`} title={pot.fullName} className="underline">
							{pot.name}
						</Link>
					</td>
					<td className={td}>{pot.charityName}</td>
					<td className={td}>{pot.closingDate}</td>
					<td className={td}>
						<span className="whitespace-nowrap">{pot.collected}</span>
						<GoalProgress collectedCents={pot.totalCents} goalCents={pot.goalCents} compact />
					</td>
					<td className={td}>{data.company ? pot.paymentStatus : pot.contributors}</td>
					<td className={td}>{pot.status}</td>
					<td className={td}>
						{/* The organiser's view of the pot (/mes-cagnottes/{id}) is built separately (app/pots/organiser.server.ts). */}
						<Link to={`/mes-cagnottes/${pot.id}`} className="underline">
							Gérer<span className="sr-only"> la cagnotte {pot.fullName}</span>
						</Link>
					</td>
				</tr>
			))}
		</TableFrame>
	)
}
