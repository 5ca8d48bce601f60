import { Form, useNavigation } from '@remix-run/react'
import { ErrorList } from '../form-errors.tsx'

export type OrganiserActionData = { intent: 'closing-date' | 'close'; error: string; value?: string }

/** Changes the end date: from tomorrow to today + 365 days, as when the pot was created. */
export function ClosingDateForm({
	current,
	min,
	max,
	result,
}: {
	current: string
	min: string
	max: string
	result: OrganiserActionData | null
}) {
	const busy = useNavigation().formData?.get('intent') === 'closing-date'
	const error = result?.intent === 'closing-date' ? result.error : null
	return (
		<Form method="post" noValidate className="space-y-3">
			<input type="hidden" name="intent" value="closing-date" />
			<div>
				<label htmlFor="closing_date" className="mb-1 block font-medium">
					Nouvelle date de fin de collecte
				</label>
				<input
					id="closing_date"
					name="closing_date"
					type="date"
					min={min}
					max={max}
					defaultValue={result?.intent === 'closing-date' ? (result.value ?? current) : current}
					required
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? 'closing_date-hint closing_date-error' : 'closing_date-hint'}
					className="rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700"
				/>
				<p id="closing_date-hint" className="mt-1 text-sm text-muted">
					Entre demain et dans 365 jours.
				</p>
				<ErrorList id="closing_date-error" errors={error ? [error] : null} />
			</div>
			<button type="submit" className="btn-secondary" disabled={busy}>
				Modifier la date de fin
			</button>
		</Form>
	)
}

/** Closing asks for a ticked confirmation: the same step with or without JavaScript. */
export function ClosePotForm({ result }: { result: OrganiserActionData | null }) {
	const busy = useNavigation().formData?.get('intent') === 'close'
	const error = result?.intent === 'close' ? result.error : null
	return (
		<Form method="post" noValidate className="space-y-3">
			<input type="hidden" name="intent" value="close" />
			<div className="flex items-start gap-2">
				<input
					id="confirm-close"
					name="confirm"
					type="checkbox"
					value="yes"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? 'confirm-close-error' : undefined}
					className="mt-1 h-4 w-4 accent-brand-dark"
				/>
				<label htmlFor="confirm-close">
					Je confirme : la cagnotte ne recevra plus de dons et les dons mensuels s’arrêteront.
				</label>
			</div>
			<ErrorList id="confirm-close-error" errors={error ? [error] : null} />
			<button type="submit" className="btn-primary" disabled={busy}>
				Clôturer la cagnotte
			</button>
		</Form>
	)
}
