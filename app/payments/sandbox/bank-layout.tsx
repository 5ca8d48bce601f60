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

const inputClass =
	'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

/**
 * The card number, expiry and CVC inputs of the bank's card pages (the hosted card page and the vault's
 * form). The expiry takes MMAA or MM/AA: the bank keeps its digits only.
 */
export function CardInputs({ invalid = false }: { invalid?: boolean }) {
	return (
		<>
			<div>
				<label htmlFor="cardNumber" className="mb-1 block font-medium">
					Numéro de carte
				</label>
				<input
					id="cardNumber"
					name="cardNumber"
					required
					inputMode="numeric"
					autoComplete="cc-number"
					aria-invalid={invalid ? true : undefined}
					className={inputClass}
				/>
			</div>
			<div className="grid grid-cols-2 gap-4">
				<div>
					<label htmlFor="cardExpirationDate" className="mb-1 block font-medium">
						Date d’expiration (MMAA)
					</label>
					<input
						id="cardExpirationDate"
						name="cardExpirationDate"
						required
						inputMode="numeric"
						autoComplete="cc-exp"
						maxLength={5}
						className={inputClass}
					/>
				</div>
				<div>
					<label htmlFor="cardCvx" className="mb-1 block font-medium">
						Cryptogramme (CVC)
					</label>
					<input
						id="cardCvx"
						name="cardCvx"
						required
						inputMode="numeric"
						autoComplete="cc-csc"
						maxLength={4}
						className={inputClass}
					/>
				</div>
			</div>
		</>
	)
}
