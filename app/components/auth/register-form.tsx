import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form, Link, useLocation } from '@remix-run/react'
import { type RegistrationInput, registrationSchema } from '#app/lib/account/account-schemas.ts'
import { DEFAULT_COUNTRY } from '#app/lib/countries.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { links } from '#app/lib/site/site-links.ts'
import { HoneypotInput } from '#app/components/honeypot-input.tsx'
import { CheckboxField, Field, FormAlert, RadioGroup } from '../forms.tsx'
import {
	AddressLines,
	CompanyFields,
	genderOptions,
	NameFields,
	RepresentativeNameFields,
} from '../identity-fields.tsx'
import { NewPasswordFields } from './password-meter.tsx'
import { type AccountRole } from '#app/lib/account/account-kind.ts'
import { birthDateInputProps } from '#app/lib/account/birth-date-input.ts'

/** Individual / company switch: plain links, so it works without JavaScript and keeps the page's query. */
function AccountTypeToggle({ accountType }: { accountType: AccountRole }) {
	const location = useLocation()
	const href = (type: string) => {
		const params = new URLSearchParams(location.search)
		params.set('type', type)
		return `${location.pathname}?${params}`
	}
	const item = (type: AccountRole, label: string) => (
		<Link
			to={href(type === 'enterprise' ? 'entreprise' : 'particulier')}
			preventScrollReset
			replace
			aria-current={accountType === type ? 'page' : undefined}
			className="flex-1 rounded-full px-4 py-2 text-center text-sm font-semibold aria-[current=page]:bg-brand-dark aria-[current=page]:text-white"
		>
			{label}
		</Link>
	)
	return (
		<nav aria-label="Type de compte" className="mb-4 flex rounded-full border-2 border-brand-dark p-1">
			{item('private', 'Je suis un particulier')}
			{item('enterprise', 'Je suis une entreprise')}
		</nav>
	)
}

/** Registration (docs/requirements.md#spec-1-2): every field of the individual form, plus the company controls. */
export function RegisterForm({
	accountType,
	lastResult,
	title = 'Pas encore inscrit ? Créez votre compte',
	lockType = false,
}: {
	accountType: AccountRole
	lastResult?: SubmissionResult<string[]> | null
	title?: string
	/** Inside the creation flow the account type follows the pot type. */
	lockType?: boolean
}) {
	const schema = registrationSchema(new Date(), accountType)
	const [form, fields] = useForm<RegistrationInput>({
		id: `register-${accountType}`,
		lastResult,
		defaultValue: { country_iso: DEFAULT_COUNTRY },
		onValidate: ({ formData }) => parseWithNotice(formData, schema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	const company = accountType === 'enterprise'
	return (
		<section aria-labelledby="register-title" className="rounded-2xl border border-pink-100 p-6">
			<h2 id="register-title" className="mb-4 text-xl font-bold">
				{title}
			</h2>
			{lockType ? null : <AccountTypeToggle accountType={accountType} />}
			<Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
				<FormAlert id={form.errorId} errors={form.errors} />
				<input type="hidden" name="intent" value="register" />
				<input type="hidden" name="account_type" value={accountType} />
				<HoneypotInput />
				{company ? (
					<fieldset className="space-y-4">
						<legend className="mb-2 text-lg font-semibold">Votre entreprise</legend>
						<CompanyFields fields={fields} />
						<RadioGroup
							meta={fields.rep_gender}
							legend="Civilité du représentant légal"
							options={genderOptions}
						/>
						<RepresentativeNameFields fields={fields} />
					</fieldset>
				) : null}
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">{company ? 'Votre contact' : 'Vous'}</legend>
					<RadioGroup meta={fields.gender} legend="Civilité" options={genderOptions} />
					<NameFields fields={fields} />
					<Field
						meta={fields.birth_date}
						label="Date de naissance"
						type="text"
						hint="Format JJ-MM-AAAA ; vous devez avoir au moins 18 ans."
						inputProps={birthDateInputProps}
					/>
				</fieldset>
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">
						{company ? "Adresse de l'entreprise" : 'Votre adresse'}
					</legend>
					<AddressLines fields={fields} />
					<Field
						meta={fields.mob_phone}
						label="Téléphone"
						type="tel"
						optional
						inputProps={{ autoComplete: 'tel' }}
					/>
				</fieldset>
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">Vos identifiants</legend>
					<Field
						meta={fields.email}
						label="Adresse email"
						type="email"
						inputProps={{ autoComplete: 'email' }}
					/>
					<NewPasswordFields password={fields.password} confirmation={fields.password_confirmation} />
				</fieldset>
				<CheckboxField meta={fields.accept_conditions}>
					J&apos;accepte les{' '}
					<Link to={links.terms} className="text-brand-dark underline">
						conditions générales d&apos;utilisation
					</Link>{' '}
					de Donnons. Vos données servent à gérer votre compte, vos dons et vos reçus fiscaux ; elles ne sont
					jamais vendues. Vous pouvez y accéder, les rectifier ou les supprimer en écrivant à
					bonjour@donnons.org.
				</CheckboxField>
				<button type="submit" className="btn-primary w-full sm:w-auto">
					Je m&apos;inscris !
				</button>
			</Form>
		</section>
	)
}
