import {
	type FieldMetadata,
	getFormProps,
	getTextareaProps,
	type SubmissionResult,
	useForm,
} from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { type ReactNode } from 'react'
import {
	ALWAYS_ACTIVE_SDGS,
	type ProfileFiles,
	type ProfileValues,
	profileMessages,
} from '#app/lib/charity-space/charity-profile.ts'
import { CharityProfileFiles, SignatureInput } from './charity-profile-files.tsx'
import { ErrorList, Field, FormAlert, RadioGroup, SelectField } from '../forms.tsx'
import { RichTextEditor } from '../rich-text-editor.tsx'

/**
 * The charity profile form of the members' space (ADR 029): one multipart form in sections, validated by the
 * server (the choices it checks against are the server's), « Enregistrer le brouillon » or « Envoyer pour
 * validation ». Without JavaScript: textareas, checkboxes, plain file inputs.
 */

type ProfileChoices = {
	categories: Array<{ slug: string; name: string }>
	regions: Array<{ code: string; name: string }>
	countries: Array<{ code: string; name: string }>
	sdgs: Array<{ number: number; title: string }>
}

type FormShape = Record<string, string | string[] | undefined>

const textareaClass =
	'w-full rounded border border-gray-500 px-3 py-2 aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50'

function TextArea({
	meta,
	label,
	hint,
	rows = 4,
	maxLength,
}: {
	meta: FieldMetadata<string | undefined>
	label: string
	hint?: string
	rows?: number
	maxLength: number
}) {
	const hintId = `${meta.id}-hint`
	const { key, ...props } = getTextareaProps(meta, { ariaAttributes: true })
	return (
		<div>
			<label htmlFor={meta.id} className="mb-1 block font-medium">
				{label}
			</label>
			<textarea
				key={key}
				{...props}
				rows={rows}
				maxLength={maxLength}
				aria-describedby={
					[hint ? hintId : null, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(' ') ||
					undefined
				}
				className={textareaClass}
			/>
			{hint ? (
				<p id={hintId} className="mt-1 text-sm text-muted">
					{hint}
				</p>
			) : null}
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	)
}

const selectedOf = (value: unknown) =>
	new Set(Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [])

/** Checkboxes in a disclosure, opened when something is ticked (as the search filters): no JavaScript needed. */
function Choices({
	meta,
	legend,
	choices,
	fixed = [],
	open,
}: {
	meta: FieldMetadata<string[] | undefined>
	legend: ReactNode
	choices: Array<{ value: string; label: string }>
	/** Values always ticked, which cannot be unticked. */
	fixed?: string[]
	open?: boolean
}) {
	const selected = selectedOf(meta.initialValue)
	return (
		<details
			open={open || selected.size > 0 || Boolean(meta.errors?.length)}
			className="rounded-lg border border-gray-300"
		>
			<summary className="px-3 py-2 font-medium">
				{legend} ({selected.size} choisi{selected.size > 1 ? 's' : ''})
			</summary>
			<fieldset
				className="max-h-72 overflow-y-auto border-t border-gray-200 px-3 py-2"
				aria-describedby={meta.errors?.length ? meta.errorId : undefined}
			>
				<legend className="sr-only">{legend}</legend>
				<div className="grid gap-1 sm:grid-cols-2">
					{choices.map((choice, i) => {
						const always = fixed.includes(choice.value)
						return (
							<label key={choice.value} className="flex items-start gap-2 text-sm">
								<input
									type="checkbox"
									id={i === 0 ? meta.id : undefined}
									name={meta.name}
									value={choice.value}
									defaultChecked={always || selected.has(choice.value)}
									disabled={always}
									className="mt-0.5 h-4 w-4 shrink-0 accent-brand-dark"
								/>
								<span>
									{choice.label}
									{always ? ' (toujours actif)' : ''}
								</span>
							</label>
						)
					})}
				</div>
			</fieldset>
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</details>
	)
}

function formDefaults(values: ProfileValues): FormShape {
	return {
		...Object.fromEntries(
			Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? String(v) : (v ?? '')]),
		),
		sdgs: values.sdgs.map(String),
		countries: values.countries,
		regions: values.regions,
	} as FormShape
}

export function CharityProfileForm({
	charityName,
	values,
	files,
	choices,
	lastResult,
}: {
	charityName: string
	values: ProfileValues
	files: ProfileFiles
	choices: ProfileChoices
	lastResult?: SubmissionResult<string[]> | null
}) {
	const [form, fields] = useForm<FormShape>({
		id: 'charity-profile',
		lastResult,
		defaultValue: formDefaults(values),
		shouldValidate: 'onSubmit',
	})
	const busy = useNavigation().state === 'submitting'
	const errors = (form.allErrors ?? {}) as Record<string, string[] | undefined>
	const f = fields as unknown as Record<string, FieldMetadata<string | undefined>>
	const list = fields as unknown as Record<string, FieldMetadata<string[] | undefined>>
	return (
		<Form
			method="post"
			encType="multipart/form-data"
			{...getFormProps(form)}
			noValidate
			className="space-y-8"
		>
			<FormAlert id={form.errorId} errors={form.errors} />
			<fieldset className="space-y-6 rounded-2xl border border-pink-100 p-4">
				<legend className="px-2 text-lg font-semibold">Présentation</legend>
				<TextArea meta={f.purpose!} label="Objet de l’association" maxLength={300} rows={2} />
				<TextArea
					meta={f.description!}
					label="Présentation courte"
					hint="Affichée sur la carte de l’association dans le catalogue (1 000 caractères au plus)."
					maxLength={1000}
				/>
				<TextArea meta={f.about!} label="À propos" maxLength={3000} rows={6} />
				<RichTextEditor
					id={f.descriptionHtml!.id}
					name={f.descriptionHtml!.name}
					label="Description détaillée"
					defaultHtml={values.descriptionHtml}
					errors={f.descriptionHtml!.errors}
					errorId={f.descriptionHtml!.errorId}
				/>
				<TextArea meta={f.actions!} label="Nos actions" maxLength={3000} rows={6} />
				<TextArea meta={f.impact30!} label="Ce que permet un don de 30 €" maxLength={200} rows={2} />
				<TextArea meta={f.impact100!} label="Ce que permet un don de 100 €" maxLength={200} rows={2} />
				<Field
					meta={f.videoUrl!}
					label="Vidéo"
					optional
					hint="Adresse d’une vidéo YouTube, Vimeo ou Dailymotion."
					inputProps={{ inputMode: 'url' }}
				/>
				<Field meta={f.website!} label="Site web" optional hint="Adresse complète commençant par https://" />
			</fieldset>

			<CharityProfileFiles files={files} errors={errors} charityName={charityName} />

			<fieldset className="space-y-4 rounded-2xl border border-pink-100 p-4">
				<legend className="px-2 text-lg font-semibold">Cause et lieux d’action</legend>
				<SelectField
					meta={f.category!}
					label="Catégorie"
					options={choices.categories.map((c) => ({ value: c.slug, label: c.name }))}
				/>
				<Choices
					meta={list.sdgs!}
					legend="Objectifs de développement durable actifs"
					choices={choices.sdgs.map((s) => ({ value: String(s.number), label: `${s.number}. ${s.title}` }))}
					fixed={ALWAYS_ACTIVE_SDGS.map(String)}
				/>
				<Choices
					meta={list.countries!}
					legend="Pays d’action"
					choices={choices.countries.map((c) => ({ value: c.code, label: c.name }))}
				/>
				<Choices
					meta={list.regions!}
					legend="Régions d’action (France)"
					choices={choices.regions.map((r) => ({ value: r.code, label: r.name }))}
				/>
			</fieldset>

			<fieldset className="space-y-4 rounded-2xl border border-pink-100 p-4">
				<legend className="px-2 text-lg font-semibold">Réduction d’impôt et reçus fiscaux</legend>
				<RadioGroup
					meta={f.privateRate!}
					legend="Taux de réduction d’impôt des particuliers"
					options={[
						{ value: '66', label: '66 %' },
						{ value: '75', label: '75 %' },
					]}
				/>
				<p className="text-sm text-muted">{profileMessages.privateRateHelp}.</p>
				<RadioGroup
					meta={f.enterpriseRate!}
					legend="Taux de réduction d’impôt des entreprises"
					options={[{ value: '60', label: '60 %' }]}
				/>
				<RadioGroup
					meta={f.receiptType!}
					legend="Reçus fiscaux"
					options={[
						{ value: 'GENERATED', label: 'Générés par Donnons' },
						{ value: 'ASSOCIATION', label: 'Envoyés par l’association' },
					]}
				/>
				<Field
					meta={f.signatoryName!}
					label="Nom du signataire des reçus"
					optional
					hint="Obligatoire quand Donnons génère les reçus."
				/>
				<Field
					meta={f.signatoryRole!}
					label="Fonction du signataire"
					optional
					hint="Par exemple : Présidente."
				/>
				<SignatureInput files={files} errors={errors} />
			</fieldset>

			<div className="flex flex-wrap gap-4">
				<button type="submit" name="intent" value="save" className="btn-secondary" disabled={busy}>
					Enregistrer le brouillon
				</button>
				<button type="submit" name="intent" value="submit" className="btn-primary" disabled={busy}>
					Envoyer pour validation
				</button>
			</div>
		</Form>
	)
}
