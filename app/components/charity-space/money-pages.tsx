import { Link, NavLink } from '@remix-run/react'
import { type ReactNode } from 'react'
import { ErrorList } from '../form-errors.tsx'

/** The money pages of a charity's space (ADR 027): their own small navigation, links only. */
export function CharityMoneyNav({ charityId }: { charityId: number }) {
	const base = `/association-espace/${charityId}`
	const links = [
		{ to: `${base}/cagnottes`, label: 'Cagnottes' },
		{ to: `${base}/dons`, label: 'Dons' },
		{ to: `${base}/recus`, label: 'Reçus fiscaux' },
		{ to: `${base}/versements`, label: 'Versements' },
	]
	return (
		<nav aria-label="Finances de l’association" className="mb-6">
			<ul className="flex flex-wrap gap-x-4 gap-y-1">
				<li>
					<Link to={base} className="text-brand-dark underline">
						Accueil de l’association
					</Link>
				</li>
				{links.map((link) => (
					<li key={link.to}>
						<NavLink to={link.to} className="text-brand-dark underline aria-[current=page]:font-bold">
							{link.label}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}

const inputClass =
	'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

/** A labelled control of a filter form (GET), with its error read back by assistive technologies. */
export function FilterField({
	id,
	label,
	error,
	children,
}: {
	id: string
	label: string
	error?: string
	children: (props: {
		id: string
		'aria-invalid'?: true
		'aria-describedby'?: string
		className: string
	}) => ReactNode
}) {
	return (
		<div>
			<label htmlFor={id} className="mb-1 block font-medium">
				{label}
			</label>
			{children({
				id,
				className: inputClass,
				...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
			})}
			<ErrorList id={`${id}-error`} errors={error ? [error] : null} />
		</div>
	)
}

/** A plain table of label/value pairs (figures), accessible: a caption and row headers. */
export function FiguresTable({
	caption,
	rows,
}: {
	caption: string
	rows: { label: string; value: ReactNode }[]
}) {
	return (
		<table className="mb-6 w-full max-w-2xl text-left">
			<caption className="mb-2 text-left text-xl font-semibold">{caption}</caption>
			<tbody>
				{rows.map((row) => (
					<tr key={row.label} className="border-b border-pink-100">
						<th scope="row" className="py-2 pr-4 font-normal">
							{row.label}
						</th>
						<td className="py-2 text-right font-semibold tabular-nums">{row.value}</td>
					</tr>
				))}
			</tbody>
		</table>
	)
}

type PayoutRow = {
	id: number
	requestedOn: string
	paidOn: string | null
	amount: string
	fee: string
	net: string
	statusLabel: string
	failureReason: string | null
}

/**
 * The cells a payouts table shares, in the charity's space and in /admin: dates, amounts, status (and why it
 * failed), and the statement's links under `statementBase` (`…/versements`).
 */
export function PayoutCells({ payout: p, statementBase }: { payout: PayoutRow; statementBase: string }) {
	return (
		<>
			<td>{p.requestedOn}</td>
			<td>{p.paidOn ?? '—'}</td>
			<td className="tabular-nums">{p.amount}</td>
			<td className="tabular-nums">{p.fee}</td>
			<td className="tabular-nums">{p.net}</td>
			<td>
				{p.statusLabel}
				{p.failureReason ? <span className="block text-sm text-muted">{p.failureReason}</span> : null}
			</td>
			<td>
				<a
					href={`${statementBase}/${p.id}/releve.pdf`}
					className="text-brand-dark underline"
					aria-label={`Relevé du versement n° ${p.id} en PDF`}
				>
					PDF
				</a>{' '}
				·{' '}
				<a
					href={`${statementBase}/${p.id}/releve.csv`}
					className="text-brand-dark underline"
					aria-label={`Relevé du versement n° ${p.id} en CSV`}
				>
					CSV
				</a>
			</td>
		</>
	)
}
