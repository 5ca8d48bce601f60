import { getFormProps, useForm } from '@conform-to/react'
import {
	type ActionFunctionArgs,
	data,
	redirect,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { registerCharityBankAccount } from '#app/charity-space/onboarding.server.ts'
import { AddressFields, onboardingPath, StepHeader } from '#app/components/charity-onboarding.tsx'
import { Field, FormAlert } from '#app/components/forms.tsx'
import { bankAccountSchema } from '#app/lib/charity-onboarding.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { onboardingMessages } from '#app/lib/onboarding-messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { isPaymentProviderError } from '#app/payments/provider.ts'
import { activePayoutBankAccount, type PayoutBankAccountField } from '#app/payouts/bank-account.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Compte bancaire — Inscription — Donnons' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const account = activePayoutBankAccount(charity.id)
	return {
		charityId: charity.id,
		account: account ? { holderName: account.holderName, iban: account.ibanMasked, bic: account.bic } : null,
	}
}

/** The service's field names, as the form's. */
const FORM_FIELD: Record<PayoutBankAccountField, string> = {
	iban: 'iban',
	bic: 'bic',
	holderName: 'holder_name',
	addressLine1: 'address_line_1',
	postalCode: 'post_code',
	city: 'city',
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const submission = parseWithNotice(await readForm(request), bankAccountSchema)
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const v = submission.value
	const input = {
		iban: v.iban,
		bic: v.bic,
		holderName: v.holder_name,
		address: {
			addressLine1: v.address_line_1,
			postalCode: v.post_code,
			city: v.city,
			country: v.country_iso,
		},
	}
	let result: Awaited<ReturnType<typeof registerCharityBankAccount>>
	try {
		result = await registerCharityBankAccount(await getPaymentProvider(), charity.id, input)
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		console.error(`Charity ${charity.id}: bank account not registered: ${error.code} ${error.message}`)
		return data(
			{ result: submission.reply({ formErrors: [onboardingMessages.providerUnavailable] }) },
			{ status: 502 },
		)
	}
	if (!result.ok) {
		const fieldErrors =
			'errors' in result
				? Object.fromEntries(
						Object.entries(result.errors).map(([k, m]) => [FORM_FIELD[k as PayoutBankAccountField], [m]]),
					)
				: {}
		const formErrors = 'refused' in result ? [onboardingMessages.bankAccountRefused] : []
		return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: 400 })
	}
	// The provider may ask the representative to confirm (SCA): the account becomes active afterwards.
	if (result.status === 'PENDING') throw redirect(result.nextAction.url)
	return redirectWithToast(onboardingPath(charity.id), {
		type: 'success',
		title: toastTitles.operationSucceeded,
		description: onboardingMessages.bankAccountSaved,
	})
}

export default function OnboardingBankAccount() {
	const { charityId, account } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'onboarding-bank-account',
		lastResult: actionData?.result,
		defaultValue: { country_iso: 'FR' },
		onValidate: ({ formData }) => parseWithNotice(formData, bankAccountSchema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<>
			<StepHeader
				charityId={charityId}
				step="compte-bancaire"
				intro="Le compte au nom de l’association sur lequel nous versons les fonds collectés."
			/>
			{account ? (
				<section
					aria-labelledby="current-account"
					className="mb-8 max-w-2xl rounded-2xl border border-pink-100 p-4"
				>
					<h2 id="current-account" className="mb-2 text-lg font-semibold">
						Compte enregistré
					</h2>
					<dl className="grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
						<dt className="text-muted">Titulaire</dt>
						<dd>{account.holderName}</dd>
						<dt className="text-muted">IBAN</dt>
						<dd>{account.iban}</dd>
						{account.bic ? (
							<>
								<dt className="text-muted">BIC</dt>
								<dd>{account.bic}</dd>
							</>
						) : null}
					</dl>
				</section>
			) : null}
			<Form method="post" {...getFormProps(form)} noValidate className="max-w-2xl space-y-6">
				<FormAlert id={form.errorId} errors={form.errors} />
				<fieldset className="space-y-4">
					<legend className="mb-2 text-lg font-semibold">
						{account ? 'Remplacer par un autre compte' : 'Le compte'}
					</legend>
					<Field meta={fields.holder_name} label="Titulaire du compte" />
					<Field meta={fields.iban} label="IBAN" inputProps={{ autoComplete: 'off', spellCheck: false }} />
					<Field
						meta={fields.bic}
						label="BIC"
						optional
						inputProps={{ autoComplete: 'off', spellCheck: false }}
					/>
				</fieldset>
				<AddressFields legend="Adresse du titulaire" fields={fields} />
				<button type="submit" className="btn-primary">
					{account ? 'Remplacer le compte' : 'Enregistrer le compte'}
				</button>
			</Form>
		</>
	)
}
