import { legalStatus } from '#app/charity-space/legal-review.server.ts'
import { legalReviewMessages } from '#app/lib/charity-space/legal-review-messages.ts'
import { getFormProps, useForm } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { onboardingValues, saveIdentity, syncCharityLegalUser } from '#app/charity-space/onboarding.server.ts'
import {
	AddressFields,
	onboardingPath,
	StepHeader,
} from '#app/components/charity-space/charity-onboarding.tsx'
import { Field, FormAlert, RadioGroup, SelectField } from '#app/components/forms.tsx'
import {
	identitySchema,
	legalCategoryOptions,
	legalFormOptions,
} from '#app/lib/charity-space/charity-onboarding.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { onboardingMessages } from '#app/lib/charity-space/onboarding-messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Identité de l’association — Inscription — Donnons' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	return {
		charityId: charity.id,
		values: onboardingValues(charity.id).identity,
		legal: legalStatus(charity.id),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const submission = parseWithNotice(await readForm(request), identitySchema(new Date()))
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	saveIdentity(charity.id, submission.value)
	// A change after the representative's step goes to the provider's legal user at once.
	const synced = await syncCharityLegalUser(await getPaymentProvider(), charity.id)
	const failed = !synced.ok && synced.reason === 'provider'
	return redirectWithToast(onboardingPath(charity.id), {
		type: failed ? 'error' : 'success',
		title: failed ? toastTitles.attention : toastTitles.operationSucceeded,
		description: failed ? onboardingMessages.providerUnavailable : onboardingMessages.identitySaved,
	})
}

const idTypeOptions = [
	{ value: 'SIREN', label: 'SIREN' },
	{ value: 'RNA', label: 'RNA' },
]

export default function OnboardingIdentity() {
	const { charityId, values, legal } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'onboarding-identity',
		lastResult: actionData?.result,
		defaultValue: values,
		onValidate: ({ formData }) => parseWithNotice(formData, identitySchema(new Date())),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<>
			<StepHeader
				charityId={charityId}
				step="identite"
				intro="Ces informations figurent sur les reçus fiscaux de vos donateurs et sont transmises à notre prestataire de paiement."
			/>
			{legal.waiting ? (
				<p className="mb-4 rounded border border-pink-100 bg-paper p-4">{legalReviewMessages.waiting}</p>
			) : null}
			{legal.rejectionReason ? (
				<p className="mb-4 rounded border border-pink-100 bg-paper p-4">
					{legalReviewMessages.refusedBecause(legal.rejectionReason)}
				</p>
			) : null}
			<Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl space-y-6">
				<FormAlert id={form.errorId} errors={form.errors} />
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">L’association</legend>
					<Field
						meta={fields.legal_name}
						label="Dénomination officielle"
						hint="Telle qu’elle figure au Journal officiel ou au répertoire SIRENE."
						inputProps={{ autoComplete: 'organization' }}
					/>
					<SelectField
						meta={fields.legal_form}
						label="Forme juridique"
						options={legalFormOptions}
						placeholder="Choisissez"
					/>
					<RadioGroup
						meta={fields.legal_id_type}
						legend="Type de numéro d’identification"
						options={idTypeOptions}
					/>
					<Field
						meta={fields.legal_id}
						label="Numéro d’identification"
						hint="SIREN : 9 chiffres. RNA : la lettre W suivie de 9 chiffres."
					/>
					<SelectField
						meta={fields.legal_category}
						label="Catégorie pour les reçus fiscaux"
						options={legalCategoryOptions}
						placeholder="Choisissez"
					/>
					<Field
						meta={fields.decree_date}
						type="date"
						optional
						label="Date du décret de reconnaissance d’utilité publique"
						hint="Seulement pour une association ou fondation reconnue d’utilité publique (format JJ-MM-AAAA)."
					/>
				</fieldset>
				<AddressFields legend="Siège social" fields={fields} />
				<button type="submit" className="btn-primary">
					Enregistrer
				</button>
			</Form>
		</>
	)
}
