import { type ReactNode } from 'react'

/** The frame of every simulator page: clearly the demo bank, never a real one. */
export function BankPage({ title, children }: { title: string; children: ReactNode }) {
	return (
		<div className="container-page py-10">
			<div className="mx-auto max-w-xl rounded-2xl bg-white shadow-sm ring-1 ring-gray-300">
				<div className="rounded-t-2xl bg-gray-800 px-6 py-4 text-white">
					<p className="text-sm font-semibold uppercase tracking-wide">Banque de démonstration</p>
					<p className="text-sm">Simulation : aucun paiement réel, aucune donnée bancaire réelle.</p>
				</div>
				<div className="space-y-5 px-6 py-6">
					<h1 className="text-2xl font-bold">{title}</h1>
					{children}
				</div>
			</div>
		</div>
	)
}

export function Summary({ rows }: { rows: Array<[string, string]> }) {
	return (
		<dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
			{rows.map(([label, value]) => (
				<div key={label} className="contents">
					<dt className="font-medium">{label}</dt>
					<dd className="break-all">{value}</dd>
				</div>
			))}
		</dl>
	)
}

/** Shown when the step was already completed (a replayed or bookmarked page): the way back to Donnons. */
export function NoLongerPending({ message, returnUrl }: { message: string; returnUrl: string | null }) {
	return (
		<p role="status">
			{message}{' '}
			{returnUrl ? (
				<a href={returnUrl} className="font-medium text-brand-dark underline">
					Revenir sur Donnons
				</a>
			) : null}
		</p>
	)
}
