import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { Field, RadioGroup, SelectField } from '#app/components/forms.tsx'
import { formatEuros } from '#app/lib/money.ts'
import { headroomMessages } from '#app/lib/receipts/headroom-messages.ts'
import { links } from '#app/lib/site/site-links.ts'
import {
	BODY_TYPES,
	PROFILES,
	type SimulatorResult,
	simulatorSchema,
} from '#app/lib/receipts/tax-simulator.ts'

type TaxSimulatorProps = {
	/** yyyy-MM-dd (Paris): the default gift date. */
	today: string
	lastResult: SubmissionResult<string[]> | null
	result: SimulatorResult | null
}

/**
 * The fields are not `required` in HTML: the fields of the other profile are hidden by CSS, and a hidden
 * required field would block the form without JavaScript. The server checks what each profile needs.
 */
const notRequired = { required: false, autoComplete: 'off' }
const amountInput = { ...notRequired, inputMode: 'decimal' as const }

/**
 * The simulator: a GET form on this page (it works without JavaScript: the loader computes the result and
 * the page shows it; with JavaScript, Remix loads it without a full reload). The fields of the profile not
 * chosen are hidden with CSS `:has()`, so this works without JavaScript too.
 */
export function TaxSimulator({ today, lastResult, result }: TaxSimulatorProps) {
	const navigation = useNavigation()
	const busy = navigation.state === 'loading' && navigation.location.pathname === links.taxDeduction
	const [form, fields] = useForm({
		id: 'tax-simulator',
		lastResult,
		defaultValue: { profil: 'particulier', type: 'interet-general', date: today },
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: simulatorSchema(today) }),
	})
	const failed = lastResult?.status === 'error'
	return (
		<div className="rounded-lg border border-pink-100 bg-paper p-5">
			<Form
				method="get"
				action={links.taxDeduction}
				preventScrollReset
				replace
				{...getFormProps(form)}
				className="group/simulator space-y-4"
			>
				<RadioGroup meta={fields.profil} legend="Vous donnez en tant que" options={PROFILES} />
				<Field
					meta={fields.montant}
					label="Montant du don (€)"
					hint="Par exemple 150 ou 1 234,56"
					inputProps={amountInput}
				/>
				<SelectField meta={fields.type} label="Organisme bénéficiaire" options={BODY_TYPES} />
				<div className="space-y-4 group-has-[input[value=entreprise]:checked]/simulator:hidden">
					<Field
						meta={fields.date}
						type="date"
						inputProps={notRequired}
						label="Date du don (particuliers)"
						hint="Le plafond du taux de 75 % dépend de la date du don."
					/>
					<Field
						meta={fields.revenu}
						inputProps={amountInput}
						label="Revenu net imposable du foyer (€, particuliers)"
						hint="Il figure sur votre dernier avis d’impôt. Saisissez 0 si vous n’êtes pas imposable."
					/>
					<Field
						meta={fields.deja}
						inputProps={amountInput}
						label={headroomMessages.simulatorLabel}
						hint={headroomMessages.simulatorHint}
					/>
				</div>
				<div className="space-y-4 group-has-[input[value=particulier]:checked]/simulator:hidden">
					<Field
						meta={fields.ca}
						inputProps={amountInput}
						label="Chiffre d’affaires hors taxes de l’exercice (€, entreprises)"
						hint="Il sert à calculer le plafond de 5 ‰."
					/>
				</div>
				<button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
					Calculer ma réduction
				</button>
			</Form>
			<section
				aria-labelledby="simulator-result-title"
				aria-live="polite"
				aria-busy={busy || undefined}
				className="mt-6"
			>
				<h3 id="simulator-result-title" className="text-lg font-semibold">
					Résultat de la simulation
				</h3>
				{result ? (
					<SimulatorFigures result={result} />
				) : failed ? (
					<p className="text-red-800">
						Le calcul n’a pas pu être fait : corrigez les champs signalés ci-dessus.
					</p>
				) : (
					<p className="text-muted">Remplissez le formulaire pour voir votre réduction d’impôt.</p>
				)}
			</section>
		</div>
	)
}

function SimulatorFigures({ result }: { result: SimulatorResult }) {
	const figures = [
		{ label: 'Réduction d’impôt', value: result.reductionCents, id: 'reduction' },
		{ label: 'Coût réel du don', value: result.netCostCents, id: 'net-cost' },
		{ label: 'Montant reporté', value: result.carriedOverCents, id: 'carried-over' },
	]
	return (
		<>
			<dl className="mt-3 grid gap-3 sm:grid-cols-3">
				{figures.map((figure) => (
					<div key={figure.id} className="rounded border border-pink-100 bg-white p-3">
						<dt className="text-sm text-muted">{figure.label}</dt>
						<dd className="text-xl font-bold" data-figure={figure.id}>
							{formatEuros(figure.value)}
						</dd>
					</div>
				))}
			</dl>
			<div className="mt-3 space-y-2">
				{result.explanation.map((sentence) => (
					<p key={sentence}>{sentence}</p>
				))}
			</div>
			<p className="mt-2 text-sm text-muted">
				Estimation au centime près : votre déclaration arrondit la réduction à l’euro le plus proche.
			</p>
		</>
	)
}
