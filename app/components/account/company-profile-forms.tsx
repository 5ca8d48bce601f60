import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { isPdfFile, LOGO_ACCEPT, logoFileProblem } from '#app/lib/crop.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { derivedMessages } from '#app/lib/messages.ts'
import { companySchema, type ProfileView } from '#app/lib/account/profile-schemas.ts'
import { Field, FormAlert, SelectField } from '../forms.tsx'
import { ImageCropInput } from '../image-crop-input.tsx'
import { ProfileSection, SaveButton } from './profile-section.tsx'
import { CompanyFields, countryOptions, RepresentativeNameFields } from '../identity-fields.tsx'
import { birthDateInputProps } from '#app/lib/account/birth-date-input.ts'

type Company = NonNullable<ProfileView['company']>

/** Company profile, company form (docs/requirements.md#spec-1-2): the e-mail is shown, read-only. */
export function CompanyForm({
	company,
	email,
	maxBirthDate: _maxBirthDate,
	lastResult,
}: {
	company: Company
	email: string
	maxBirthDate: string
	lastResult: SubmissionResult<string[]> | undefined
}) {
	const { logoUrl: _logo, ...values } = company
	const [form, fields] = useForm({
		id: 'profile-company',
		lastResult,
		defaultValue: values,
		onValidate: ({ formData }) => parseWithNotice(formData, companySchema(new Date())),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<ProfileSection id="company-title" title="Mon entreprise">
			<Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
				<FormAlert id={form.errorId} errors={form.errors} />
				<input type="hidden" name="intent" value="company" />
				<CompanyFields fields={fields} />
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">Le siège social</legend>
					<Field meta={fields.address_line_1} label="Adresse du siège" />
					<div className="grid gap-4 sm:grid-cols-2">
						<Field meta={fields.post_code} label="Code postal du siège" />
						<Field meta={fields.city} label="Ville du siège" />
					</div>
					<SelectField meta={fields.country_iso} label="Pays du siège" options={countryOptions} />
				</fieldset>
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">Le représentant légal</legend>
					<RepresentativeNameFields fields={fields} />
					<Field
						meta={fields.rep_birth_date}
						label="Date de naissance du représentant légal"
						type="text"
						hint="Format JJ-MM-AAAA ; le représentant légal doit avoir au moins 18 ans."
						inputProps={birthDateInputProps}
					/>
				</fieldset>
				<div>
					<label htmlFor="company-email" className="mb-1 block font-medium">
						Email
					</label>
					<input
						id="company-email"
						type="email"
						value={email}
						readOnly
						aria-describedby="company-email-hint"
						className="w-full rounded border border-gray-300 bg-gray-100 px-3 py-2"
					/>
					<p id="company-email-hint" className="mt-1 text-sm text-muted">
						Se modifie dans « Email et mot de passe ».
					</p>
				</div>
				<SaveButton />
			</Form>
		</ProfileSection>
	)
}

/**
 * The logo (spec 1 "Logo cropper popup"): with JavaScript, an image is cropped square in 'Editez votre image';
 * a PDF skips the popup (the browser cannot show it there) and its first page is centre-cropped by the server.
 */
export function LogoForm({
	logoUrl,
	lastResult,
}: {
	logoUrl: string | null
	lastResult: SubmissionResult<string[]> | undefined
}) {
	const error = lastResult?.error ?? {}
	return (
		<ProfileSection id="logo-title" title="Logo de l'entreprise">
			<Form method="post" encType="multipart/form-data" id="profile-logo" className="space-y-4">
				<FormAlert errors={error[''] ?? null} />
				<input type="hidden" name="intent" value="logo" />
				<ImageCropInput
					// A new stored logo starts the picker afresh (no leftover crop preview).
					key={logoUrl ?? 'none'}
					id="profile-logo-file"
					name="logo"
					label="Logo"
					ratio={1}
					maxWidth={600}
					currentUrl={logoUrl}
					currentAlt="Logo actuel de l'entreprise"
					errors={error.logo ?? null}
					errorId="profile-logo-error"
					hint={`Formats pdf, jpeg, jpg, gif ou png, 2 Mo au plus ; le logo est recadré en carré. ${derivedMessages.logoPdfHint}`}
					accept={LOGO_ACCEPT}
					fileProblem={logoFileProblem}
					sendUncropped={isPdfFile}
				/>
				<SaveButton>Mettre à jour mon logo</SaveButton>
			</Form>
		</ProfileSection>
	)
}
