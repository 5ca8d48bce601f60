import { getFormProps, useForm } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import {
	onboardingValues,
	saveRepresentative,
	syncCharityLegalUser,
} from '#app/charity-space/onboarding.server.ts'
import {
	AddressFields,
	onboardingPath,
	StepHeader,
} from '#app/components/charity-space/charity-onboarding.tsx'
import { Field, FormAlert, SelectField } from '#app/components/forms.tsx'
import { countryOptions } from '#app/components/identity-fields.tsx'
import { representativeSchema } from '#app/lib/charity-space/charity-onboarding.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { onboardingMessages } from '#app/lib/charity-space/onboarding-messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'
import { birthDateInputProps } from '#app/lib/account/birth-date-input.ts'

export const meta: MetaFunction = () => [{ title: 'Représentant légal — Inscription — Donnons' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	return { charityId: charity.id, values: onboardingValues(charity.id).representative }
}

/** Saves the representative, then sends identity and representative to the provider's legal user. */
export async function action({ request, params }: ActionFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const submission = parseWithNotice(await readForm(request), representativeSchema(new Date()))
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	saveRepresentative(charity.id, submission.value)
	const synced = await syncCharityLegalUser(await getPaymentProvider(), charity.id)
	const failed = !synced.ok && synced.reason === 'provider'
	return redirectWithToast(onboardingPath(charity.id), {
		type: failed ? 'error' : 'success',
		title: failed ? toastTitles.attention : toastTitles.operationSucceeded,
		description: failed ? onboardingMessages.providerUnavailable : onboardingMessages.representativeSaved,
	})
}

export default function OnboardingRepresentative() {
	const { charityId, values } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'onboarding-representative',
		lastResult: actionData?.result,
		defaultValue: values,
		onValidate: ({ formData }) => parseWithNotice(formData, representativeSchema(new Date())),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<>
			<StepHeader
				charityId={charityId}
				step="representant"
				intro="La personne qui représente légalement l’association (en général sa présidente ou son président). Notre prestataire de paiement vérifie son identité."
			/>
			<Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl space-y-6">
				<FormAlert id={form.errorId} errors={form.errors} />
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">La personne</legend>
					<div className="grid gap-4 sm:grid-cols-2">
						<Field meta={fields.first_name} label="Prénom" />
						<Field meta={fields.last_name} label="Nom" />
					</div>
					<Field
						meta={fields.birth_date}
						type="text"
						label="Date de naissance"
						hint="Format JJ-MM-AAAA ; le représentant légal doit être majeur."
						inputProps={birthDateInputProps}
					/>
					<SelectField meta={fields.nationality_iso} label="Nationalité" options={countryOptions} />
				</fieldset>
				<AddressFields legend="Adresse personnelle" fields={fields} />
				<button type="submit" className="btn-primary">
					Enregistrer
				</button>
			</Form>
		</>
	)
}
