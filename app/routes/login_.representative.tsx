import { getFormProps, useForm } from '@conform-to/react'
import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { completeRepresentative, getCompanyOf } from '#app/auth/accounts.server.ts'
import { requireUser } from '#app/auth/session.server.ts'
import { Field, FormAlert, SelectField } from '#app/components/forms.tsx'
import { countryOptions } from '#app/components/identity-fields.tsx'
import { isPlausibleBirthDate, representativeSchema } from '#app/lib/account/account-schemas.ts'
import { countryName } from '#app/lib/countries.ts'
import { formatFrenchDate } from '#app/lib/dates.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { authMessages } from '#app/lib/messages.ts'
import { afterMainLogin, readAuthQuery } from '#app/lib/auth/post-login.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { recordAfterCompanyDetails } from '#app/flows/pot-creation.server.ts'
import { createPaths } from '#app/lib/pots/create-paths.ts'
import { birthDateInputProps } from '#app/lib/account/birth-date-input.ts'

export const meta: MetaFunction = () => [{ title: 'Finaliser la création de votre compte — Donnons' }]

async function requireCompany(request: Request) {
	const user = await requireUser(request)
	const company = user.role === 'enterprise' ? getCompanyOf(user.id) : null
	if (!company) throw redirect('/')
	return { user, company }
}

export async function loader({ request }: LoaderFunctionArgs) {
	const { user, company } = await requireCompany(request)
	return {
		defaults: {
			rep_name: company.repLastName,
			rep_firstname: company.repFirstName,
			rep_email: company.repEmail || user.email,
			rep_birth_date: company.repBirthDate ? formatFrenchDate(company.repBirthDate) : '',
			rep_address_line_1: company.repAddressLine1 ?? '',
			rep_post_code: company.repPostCode ?? '',
			rep_city: company.repCity ?? '',
			rep_country_iso: company.repCountryIso,
			address_line_1: company.addressLine1 ?? '',
			post_code: company.postCode ?? '',
			city: company.city ?? '',
			country_iso: company.countryIso,
		},
		companyName: company.name,
	}
}

/** Completes the company's legal representative (docs/requirements.md#spec-1-2 and docs/requirements.md#spec-1-4), then continues as after a login. */
export async function action({ request }: ActionFunctionArgs) {
	const { user } = await requireCompany(request)
	const form = await readForm(request)
	const submission = parseWithNotice(form, representativeSchema(new Date()))
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	// The server's own age check, whose answer the spec shows as such.
	if (!isPlausibleBirthDate(submission.value.rep_birth_date, new Date())) {
		return data(
			{
				result: submission.reply({ fieldErrors: { rep_birth_date: [authMessages.serverInvalidBirthDate] } }),
			},
			{ status: 400 },
		)
	}
	completeRepresentative(user.id, submission.value)
	const query = readAuthQuery(new URL(request.url))
	// Sent here by the pot-creation flow: the pot is saved now, and the company goes on to its KYC.
	if (query.redirectTo === createPaths.authenticate('company')) {
		const recorded = await recordAfterCompanyDetails(request, user)
		if (recorded) return recorded
	}
	return redirect(afterMainLogin('enterprise', query))
}

export default function RepresentativePage() {
	const { defaults, companyName } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'representative',
		lastResult: actionData?.result,
		defaultValue: defaults,
		onValidate: ({ formData }) => parseWithNotice(formData, representativeSchema(new Date())),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<div className="container-page max-w-3xl py-10">
			<h1 className="mb-2 text-3xl font-bold">Finaliser la création de votre compte</h1>
			<p className="mb-8 text-muted">
				Pour recevoir et verser des dons, {companyName} doit indiquer son représentant légal.
			</p>
			<Form method="post" {...getFormProps(form)} noValidate className="space-y-6">
				<FormAlert id={form.errorId} errors={form.errors} />
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">Le représentant légal</legend>
					<div className="grid gap-4 sm:grid-cols-2">
						<Field meta={fields.rep_name} label="Nom du représentant légal" />
						<Field meta={fields.rep_firstname} label="Prénom du représentant légal" />
					</div>
					<Field meta={fields.rep_email} label="Email du représentant légal" type="email" />
					<Field
						meta={fields.rep_birth_date}
						label="Date de naissance du représentant légal"
						type="text"
						hint="Format JJ-MM-AAAA ; le représentant légal doit avoir au moins 18 ans."
						inputProps={birthDateInputProps}
					/>
					<Field meta={fields.rep_address_line_1} label="Adresse du représentant légal" />
					<div className="grid gap-4 sm:grid-cols-2">
						<Field meta={fields.rep_post_code} label="Code postal" />
						<Field meta={fields.rep_city} label="Ville" />
					</div>
					<SelectField meta={fields.rep_country_iso} label="Pays de résidence" options={countryOptions} />
					<p>
						<span className="font-medium">Nationalité :</span> {countryName('FR')}
					</p>
				</fieldset>
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">Le siège de l’entreprise</legend>
					<Field meta={fields.address_line_1} label="Adresse de l'entreprise" />
					<div className="grid gap-4 sm:grid-cols-2">
						<Field meta={fields.post_code} label="Code postal de l'entreprise" />
						<Field meta={fields.city} label="Ville de l'entreprise" />
					</div>
					<SelectField meta={fields.country_iso} label="Pays de l'entreprise" options={countryOptions} />
				</fieldset>
				<button type="submit" className="btn-primary">
					Je valide mon compte
				</button>
			</Form>
		</div>
	)
}
