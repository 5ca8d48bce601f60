import { Form, Link, useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import {
	canContinue,
	CREATE_ENTRY_PATH,
	type CreateChoiceErrors,
	type EventOptions,
	parseEventId,
} from '#app/lib/pots/create-choice.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { type AccountKind } from '#app/lib/account/account-kind.ts'

const typeChoices: ReadonlyArray<{ value: AccountKind; label: string; hint: string }> = [
	{ value: 'particular', label: 'Pour moi ou mes proches', hint: 'Anniversaire, mariage, naissance…' },
	{ value: 'company', label: 'Pour mon entreprise', hint: 'Séminaire, challenge, cadeaux clients…' },
]

const groupLabels: Record<AccountKind, string> = {
	particular: 'Événements personnels',
	company: 'Événements d’entreprise',
}

type FormProps = {
	options: EventOptions
	defaultType: AccountKind | null
	defaultEvt: number | null
	errors?: CreateChoiceErrors | null
	/** Called just before a valid choice navigates to step 1 (the modal closes itself). */
	onNavigate?: () => void
}

/**
 * The create-pot entry form (docs/requirements.md#spec-2-2-create-pot-entry-popup "Create-pot entry popup"): a GET form that works without JavaScript
 * (both audiences' events in two groups, the server checks the choice). With JavaScript the list shows
 * only the chosen audience's events and 'Suivant' stays disabled until a type and an event are chosen.
 */
export function CreatePotForm({ options, defaultType, defaultEvt, errors, onNavigate }: FormProps) {
	const hydrated = useHydrated()
	const navigate = useNavigate()
	const id = useId()
	const [type, setType] = useState<AccountKind | null>(defaultType)
	const [evt, setEvt] = useState(defaultEvt ? String(defaultEvt) : '')
	const evtId = parseEventId(evt)
	const ready = type !== null && canContinue(type, evtId, options)
	const alertId = `${id}-alert`
	const selectId = `${id}-evt`
	const hasErrors = Boolean(errors?.type || errors?.evt)

	function chooseType(next: AccountKind) {
		setType(next)
		if (evtId !== null && !options[next].some((option) => option.id === evtId)) setEvt('')
	}

	return (
		<Form
			method="get"
			action={CREATE_ENTRY_PATH}
			noValidate
			className="space-y-6"
			onSubmit={(event) => {
				if (!hydrated || !type || !evtId || !ready) return
				event.preventDefault()
				onNavigate?.()
				navigate(createPaths.assocs(type, evtId))
			}}
		>
			{hasErrors ? (
				<div
					id={alertId}
					role="alert"
					className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900"
				>
					<p className="font-semibold">Attention</p>
					<ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
						{errors?.type ? <li>{errors.type}</li> : null}
						{errors?.evt ? <li>{errors.evt}</li> : null}
					</ul>
				</div>
			) : null}
			<fieldset aria-describedby={errors?.type ? alertId : undefined}>
				<legend className="mb-3 font-semibold">Pour qui créez-vous cette cagnotte ?</legend>
				<div className="grid gap-3 sm:grid-cols-2">
					{typeChoices.map((choice) => (
						<label
							key={choice.value}
							className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-gray-300 p-4 transition-colors hover:border-brand-dark has-[:checked]:border-brand-dark has-[:checked]:bg-paper"
						>
							<input
								type="radio"
								name="type"
								value={choice.value}
								checked={type === choice.value}
								onChange={() => chooseType(choice.value)}
								required
								aria-invalid={errors?.type ? true : undefined}
								className="mt-1 h-5 w-5 shrink-0 accent-brand-dark"
							/>
							<span>
								<span className="block font-semibold">{choice.label}</span>
								<span className="block text-sm text-muted">{choice.hint}</span>
							</span>
						</label>
					))}
				</div>
			</fieldset>
			<div>
				<label htmlFor={selectId} className="mb-1 block font-semibold">
					Pour quel événement ?
				</label>
				<select
					id={selectId}
					name="evt"
					value={evt}
					onChange={(event) => setEvt(event.target.value)}
					disabled={hydrated && !type}
					required
					aria-invalid={errors?.evt ? true : undefined}
					aria-describedby={errors?.evt ? alertId : undefined}
					className="w-full rounded-lg border border-gray-500 bg-white px-3 py-2.5 disabled:bg-gray-100 disabled:text-muted aria-[invalid=true]:border-red-700"
				>
					<option value="">
						{hydrated && !type ? 'Choisissez d’abord pour qui' : 'Choisissez un événement'}
					</option>
					{hydrated
						? type
							? options[type].map((option) => (
									<option key={option.id} value={option.id}>
										{option.name}
									</option>
								))
							: null
						: (['particular', 'company'] as const).map((group) => (
								<optgroup key={group} label={groupLabels[group]}>
									{options[group].map((option) => (
										<option key={option.id} value={option.id}>
											{option.name}
										</option>
									))}
								</optgroup>
							))}
				</select>
			</div>
			<div className="flex justify-end">
				<button type="submit" className="btn-primary min-w-32" disabled={hydrated && !ready}>
					Suivant
				</button>
			</div>
		</Form>
	)
}

export type DialogProps = {
	defaultType: AccountKind | null
	options: EventOptions | null
	failed: boolean
	fallbackHref: string
	onClose: () => void
}

/** The entry form in a modal dialog, open from its mount; ./create-pot-trigger.tsx imports it on demand. */
export function CreatePotDialog({ defaultType, options, failed, fallbackHref, onClose }: DialogProps) {
	const dialog = useRef<HTMLDialogElement>(null)
	const titleId = useId()
	useEffect(() => {
		const element = dialog.current
		if (element && !element.open) element.showModal()
	}, [])
	const close = () => dialog.current?.close()
	return (
		<dialog
			ref={dialog}
			aria-labelledby={titleId}
			onClose={onClose}
			className="m-auto w-[calc(100%-2rem)] max-w-xl rounded-2xl p-0 text-ink shadow-2xl backdrop:bg-ink/60"
		>
			<div className="border-t-8 border-brand p-6 sm:p-8">
				<div className="mb-6 flex items-start justify-between gap-4">
					<div>
						<h2 id={titleId} className="text-2xl font-bold">
							Créer une cagnotte solidaire
						</h2>
						<p className="mt-1 text-sm text-muted">
							Gratuit, sans frais pour vos donateurs, en 4 minutes environ.
						</p>
					</div>
					<button
						type="button"
						onClick={close}
						className="rounded-full p-2 text-2xl leading-none text-muted hover:bg-paper hover:text-ink"
					>
						<span aria-hidden="true">×</span>
						<span className="sr-only">Fermer</span>
					</button>
				</div>
				{options ? (
					<CreatePotForm options={options} defaultType={defaultType} defaultEvt={null} onNavigate={close} />
				) : failed ? (
					<p role="alert">
						Les événements n’ont pas pu être chargés.{' '}
						<Link to={fallbackHref} className="font-semibold text-brand-dark underline">
							Continuer sur la page de création
						</Link>
					</p>
				) : (
					<p role="status" className="text-muted">
						Chargement des événements…
					</p>
				)}
			</div>
		</dialog>
	)
}
