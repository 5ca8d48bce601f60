import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { z } from 'zod'
import { closingDateBounds } from '#app/lib/dates.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import {
	POT_COLOURS,
	potDetailsSchema,
	type PotDetailsInput,
	type PotDetailsValues,
} from '#app/lib/pots/pot-schemas.ts'
import { goalMessages } from '#app/lib/pots/goal-messages.ts'
import { useHydrated } from '#app/platform/use-hydrated.ts'
import { FormErrorSummary } from '../form-error-summary.tsx'
import { ErrorList, Field, RadioGroup, SelectField } from '../forms.tsx'
import { ImageCropInput } from '../image-crop-input.tsx'
import { RichTextEditor } from '../rich-text-editor.tsx'

const anything = z.object({}).passthrough()

const colourNames = [
	'Rose Donnons',
	'Framboise',
	'Rouge',
	'Orange',
	'Abricot',
	'Vert',
	'Émeraude',
	'Bleu',
	'Marine',
	'Indigo',
	'Violet',
	'Anthracite',
	'Chocolat',
	'Sapin',
]

/**
 * Step 2 of the creation flow, also the edit form (docs/requirements.md#spec-2-2-step-2-pot-details-form "Step 2: pot details form"). Company pots add
 * the colour, the logo and the sharing choice.
 */
export function PotDetailsForm({
	type,
	mode,
	defaults,
	eventTypes,
	defaultBanner,
	hiddenFields = {},
	lastResult,
}: {
	type: 'particular' | 'company'
	mode: 'create' | 'edit'
	defaults: PotDetailsValues
	eventTypes: Array<{ id: number; name: string }>
	defaultBanner: string
	/** Values the form carries as they are (the edit form's chosen charity). */
	hiddenFields?: Record<string, string>
	lastResult?: SubmissionResult<string[]> | null
}) {
	const schema = potDetailsSchema(new Date(), type)
	const [form, fields] = useForm<PotDetailsInput, Record<string, unknown>>({
		id: `pot-details-${type}`,
		lastResult,
		defaultValue: defaults,
		// 'précédent' keeps what was typed without validating it (the server saves it in the draft).
		onValidate: ({ formData, submitter }) =>
			parseWithNotice(
				formData,
				submitter?.getAttribute('value') === 'back' ? anything : schema,
			) as ReturnType<typeof parseWithNotice<typeof schema>>,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting'
	const bounds = closingDateBounds(new Date())
	const company = type === 'company'
	const hydrated = useHydrated()
	// With JavaScript an image's file input is hidden behind its 'Changer l’image' button.
	const imageTarget = (id: string) => (hydrated ? `${id}-change` : id)
	const summary = [
		{ id: fields.event_type.id, errors: fields.event_type.errors },
		{ id: fields.name.id, errors: fields.name.errors },
		{ id: fields.closing_date.id, errors: fields.closing_date.errors },
		{ id: fields.goal.id, errors: fields.goal.errors },
		{ id: fields.description.id, errors: fields.description.errors },
		{ id: imageTarget('banner'), errors: fields.banner.errors },
		...(company
			? [
					{ id: fields.color.id, errors: fields.color.errors },
					{ id: imageTarget('logo'), errors: fields.logo.errors },
					{ id: fields.sharing.id, errors: fields.sharing.errors },
				]
			: []),
	]
	return (
		<Form
			method="post"
			encType="multipart/form-data"
			{...getFormProps(form)}
			noValidate
			className="space-y-6"
		>
			<FormErrorSummary id={form.errorId} formErrors={form.errors} fields={summary} />
			{Object.entries(hiddenFields).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<SelectField
				meta={fields.event_type}
				label="Quel évènement ?"
				placeholder="Choisissez un évènement"
				options={eventTypes.map((e) => ({ value: String(e.id), label: e.name }))}
			/>
			<Field
				meta={fields.name}
				label="Nom de la cagnotte"
				hint="Entre 3 et 120 caractères."
				inputProps={{ maxLength: 120 }}
			/>
			<Field
				meta={fields.closing_date}
				label="Date de fin de collecte"
				type="date"
				optional
				hint="Format JJ-MM-AAAA. Sans date, la collecte se termine demain soir ; au plus tard dans 365 jours."
				inputProps={{ min: bounds.min, max: bounds.max }}
			/>
			<Field
				meta={fields.goal}
				label={goalMessages.fieldLabel}
				optional
				hint={goalMessages.fieldHint}
				inputProps={{ inputMode: 'decimal', autoComplete: 'off', maxLength: 20 }}
			/>
			<RichTextEditor
				id={fields.description.id}
				name={fields.description.name}
				label={company ? "Le mot de l'entreprise" : 'Le mot du porteur de la cagnotte'}
				defaultHtml={defaults.description}
				errors={fields.description.errors}
				errorId={fields.description.errorId}
			/>
			<ImageCropInput
				id="banner"
				name="banner"
				label="Photo de couverture"
				ratio={2.8}
				maxWidth={1920}
				currentUrl={defaults.bannerUrl ?? defaultBanner}
				currentAlt="Photo de couverture actuelle"
				defaultUrl={defaultBanner}
				resetName="banner_reset"
				errors={fields.banner.errors}
				errorId={fields.banner.errorId}
				hint="Image .jpg ou .png de 2 Mo au plus."
			/>
			{company ? (
				<fieldset className="space-y-6 rounded-2xl border border-pink-100 p-4">
					<legend className="px-2 text-lg font-semibold">Personnalisation entreprise</legend>
					<fieldset aria-describedby={fields.color.errors?.length ? fields.color.errorId : undefined}>
						<legend className="mb-2 font-medium">Couleur de la cagnotte</legend>
						<div className="flex flex-wrap gap-2">
							{POT_COLOURS.map((colour, i) => (
								<label key={colour} className="cursor-pointer">
									<input
										type="radio"
										name={fields.color.name}
										value={colour}
										id={i === 0 ? fields.color.id : undefined}
										defaultChecked={(defaults.color || POT_COLOURS[0]) === colour}
										className="peer sr-only"
									/>
									<span
										className="block h-9 w-9 rounded-full border-2 border-white ring-2 ring-transparent peer-checked:ring-ink peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-dark"
										style={{ backgroundColor: colour }}
										aria-hidden="true"
									/>
									<span className="sr-only">{colourNames[i]}</span>
								</label>
							))}
						</div>
						<ErrorList id={fields.color.errorId} errors={fields.color.errors} />
					</fieldset>
					<ImageCropInput
						id="logo"
						name="logo"
						label="Logo de l'entreprise"
						ratio={1}
						maxWidth={600}
						currentUrl={defaults.logoUrl}
						currentAlt="Logo actuel de l'entreprise"
						errors={fields.logo.errors}
						errorId={fields.logo.errorId}
						hint="Image .jpg ou .png de 2 Mo au plus, recadrée en carré."
					/>
					<RadioGroup
						meta={fields.sharing}
						legend="Partage de la cagnotte"
						options={[
							{ value: 'SHARE', label: 'Partage libre : chacun peut partager la cagnotte' },
							{ value: 'SHOW', label: 'Sur invitation : seul l’organisateur partage la cagnotte' },
						]}
					/>
				</fieldset>
			) : null}
			<aside className="rounded-2xl bg-paper p-4 text-sm">
				<p>
					Les dons sont déductibles des impôts à hauteur de{' '}
					{company ? '60 % pour les entreprises' : '66 à 75 % pour les particuliers'}. Chaque donateur reçoit
					son reçu fiscal, et les dons vont directement aux associations.
				</p>
			</aside>
			<div className="flex flex-wrap justify-between gap-3">
				<button type="submit" name="intent" value="back" formNoValidate className="btn-secondary">
					précédent
				</button>
				<button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
					{mode === 'edit' ? 'Enregistrer les modifications' : 'Sauvegardez et continuez'}
				</button>
			</div>
		</Form>
	)
}
