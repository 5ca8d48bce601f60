import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { type AccountRole } from '#app/lib/account/account-kind.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { derivedMessages } from '#app/lib/messages.ts'
import {
	companyAccountSchema,
	credentialsSchema,
	privateAccountSchema,
	type ProfileView,
} from '#app/lib/account/profile-schemas.ts'
import { CompanyForm, LogoForm } from './company-profile-forms.tsx'
import { Field, FormAlert, RadioGroup } from '../forms.tsx'
import { PasswordMeter } from '../auth/password-meter.tsx'
import { ProfileSection, SaveButton } from './profile-section.tsx'
import { AddressLines, genderOptions, NameFields } from '../identity-fields.tsx'
import { birthDateInputProps } from '#app/lib/account/birth-date-input.ts'

type ProfileActionData = { intent: string | null; result: SubmissionResult<string[]> } | undefined

/** The result of the last post, for the form that sent it only. */
const resultFor = (actionData: ProfileActionData, intent: string) =>
	actionData?.intent === intent ? actionData.result : undefined

/** docs/requirements.md#spec-1-2-private-profile "Private profile" and "Company profile": the account, company and credentials forms. */
export function ProfileForms({
	role,
	profile,
	returnTo,
	maxBirthDate,
	actionData,
}: {
	role: AccountRole
	profile: ProfileView
	returnTo: string | null
	maxBirthDate: string
	actionData: ProfileActionData
}) {
	return (
		<div className="max-w-3xl space-y-8">
			{returnTo ? (
				<div role="status" className="rounded-2xl border-2 border-brand-dark p-4">
					<p className="mb-2">{derivedMessages.completeProfileToPay}</p>
					<Link to={returnTo} className="font-semibold text-brand-dark underline">
						Retour au paiement
					</Link>
				</div>
			) : null}
			<AccountForm role={role} profile={profile} maxBirthDate={maxBirthDate} actionData={actionData} />
			{role === 'enterprise' && profile.company ? (
				<>
					<CompanyForm
						company={profile.company}
						email={profile.email}
						maxBirthDate={maxBirthDate}
						lastResult={resultFor(actionData, 'company')}
					/>
					<LogoForm logoUrl={profile.company.logoUrl} lastResult={resultFor(actionData, 'logo')} />
				</>
			) : null}
			<CredentialsForm profile={profile} lastResult={resultFor(actionData, 'credentials')} />
		</div>
	)
}

function AccountForm({
	role,
	profile,
	maxBirthDate: _maxBirthDate,
	actionData,
}: {
	role: AccountRole
	profile: ProfileView
	maxBirthDate: string
	actionData: ProfileActionData
}) {
	const individual = role === 'private'
	const [form, fields] = useForm({
		id: 'profile-account',
		lastResult: resultFor(actionData, 'account'),
		defaultValue: profile.account,
		onValidate: ({ formData }) =>
			parseWithNotice(formData, individual ? privateAccountSchema(new Date()) : companyAccountSchema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<ProfileSection id="account-title" title={individual ? 'Mes informations' : 'Le titulaire du compte'}>
			<Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
				<FormAlert id={form.errorId} errors={form.errors} />
				<input type="hidden" name="intent" value="account" />
				<RadioGroup meta={fields.gender} legend="Civilité" options={genderOptions} />
				<NameFields fields={fields} />
				<Field
					meta={fields.mob_phone}
					label="Téléphone"
					type="tel"
					optional
					inputProps={{ autoComplete: 'tel' }}
				/>
				{individual ? (
					<>
						<Field
							meta={fields.birth_date}
							label="Date de naissance"
							type="text"
							hint="Format JJ-MM-AAAA ; vous devez avoir au moins 18 ans."
							inputProps={birthDateInputProps}
						/>
						<AddressLines fields={fields} countryLabel="Pays de résidence" />
					</>
				) : null}
				<SaveButton />
			</Form>
		</ProfileSection>
	)
}

/** E-mail and password (docs/requirements.md#spec-1-2): password optional; a change needs the current password. */
function CredentialsForm({
	profile,
	lastResult,
}: {
	profile: ProfileView
	lastResult: SubmissionResult<string[]> | undefined
}) {
	const schema = credentialsSchema({ email: profile.email, hasPassword: profile.hasPassword })
	const [form, fields] = useForm({
		id: 'profile-credentials',
		lastResult,
		defaultValue: { email: profile.email },
		onValidate: ({ formData }) => parseWithNotice(formData, schema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<ProfileSection id="credentials-title" title="Email et mot de passe">
			<Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
				<FormAlert id={form.errorId} errors={form.errors} />
				<input type="hidden" name="intent" value="credentials" />
				<Field
					meta={fields.email}
					label="Adresse email"
					type="email"
					hint="Une nouvelle adresse est confirmée par un lien que nous lui envoyons ; d'ici là, l'adresse actuelle reste active."
					inputProps={{ autoComplete: 'email' }}
				/>
				<div>
					<Field
						meta={fields.password}
						label="Nouveau mot de passe"
						type="password"
						optional
						hint="Laissez vide pour le garder. Au moins 7 caractères, avec une minuscule, une majuscule, un chiffre et un symbole."
						inputProps={{ autoComplete: 'new-password' }}
					/>
					<PasswordMeter password={fields.password.value ?? ''} />
				</div>
				<Field
					meta={fields.password_confirmation}
					label="Confirmation du nouveau mot de passe"
					type="password"
					optional
					inputProps={{ autoComplete: 'new-password' }}
				/>
				{profile.hasPassword ? (
					<Field
						meta={fields.current_password}
						label="Mot de passe actuel"
						type="password"
						optional
						hint="Obligatoire pour changer d'email ou de mot de passe."
						inputProps={{ autoComplete: 'current-password' }}
					/>
				) : null}
				<SaveButton />
			</Form>
		</ProfileSection>
	)
}
