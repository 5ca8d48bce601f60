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
import {
	AddressFields,
	onboardingPath,
	StepHeader,
} from '#app/components/charity-space/charity-onboarding.tsx'
import { Field, FormAlert } from '#app/components/forms.tsx'
import { PayeeCheckResult } from '#app/components/charity-space/payee-check.tsx'
import { payeeCheckMessages } from '#app/lib/payments/payee-check-messages.ts'
import { bankAccountSchema } from '#app/lib/charity-space/charity-onboarding.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { toastTitles } from '#app/lib/messages.ts'
import { onboardingMessages } from '#app/lib/charity-space/onboarding-messages.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { isPaymentProviderError } from '#app/payments/provider.ts'
import {
	activePayoutBankAccount,
	type PayoutBankAccountField,
	payoutsHeldByPayeeCheck,
	type RegisterBankAccountResult,
	reregisterWithSuggestedName,
	vopLiabilityIsAccepted,
} from '#app/payouts/bank-account.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Compte bancaire — Inscription — Donnons' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const account = activePayoutBankAccount(charity.id)
	return {
		charityId: charity.id,
		account: account
			? {
					id: account.id,
					holderName: account.holderName,
					iban: account.ibanMasked,
					bic: account.bic,
					check: account.vopCheck,
					suggestedName: account.vopSuggestedName,
					held: payoutsHeldByPayeeCheck(account),
				}
			: null,
		liabilityAccepted: vopLiabilityIsAccepted(),
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
	const form = await readForm(request)
	if (form.get('intent') === 'use-suggested-name') return registerUnderSuggestedName(charity.id, form)
	const submission = parseWithNotice(form, bankAccountSchema)
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
	// The same account, just registered by the request this one waited for (a double click), awaits the SCA.
	if ('awaitingConfirmation' in result)
		return redirectWithToast(onboardingPath(charity.id, 'compte-bancaire'), {
			type: 'info',
			title: toastTitles.attention,
			description: onboardingMessages.bankAccountPending,
		})
	if ('busy' in result)
		return data(
			{ result: submission.reply({ formErrors: [onboardingMessages.bankAccountBusy] }) },
			{ status: 409 },
		)
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
	return afterRegistration(charity.id, result)
}

/**
 * The bank's name check is told at once: a match goes back to the steps with it in the notice; any other
 * result stays on this page, where the account shows it (with the bank's name on a close match).
 */
function afterRegistration(charityId: number, result: Extract<RegisterBankAccountResult, { ok: true }>) {
	// The provider may ask the representative to confirm (SCA): the account becomes active afterwards.
	if (result.status === 'PENDING') throw redirect(result.nextAction.url)
	const check = result.verification?.check
	const description = check
		? `${onboardingMessages.bankAccountSaved}. ${payeeCheckMessages.results[check]}`
		: onboardingMessages.bankAccountSaved
	const matched = !check || check === 'MATCH'
	return redirectWithToast(
		matched ? onboardingPath(charityId) : onboardingPath(charityId, 'compte-bancaire'),
		{
			type: matched ? 'success' : 'info',
			title: matched ? toastTitles.operationSucceeded : toastTitles.attention,
			description,
		},
	)
}

/** « Enregistrer le compte au nom de … »: the close match's account again, under the bank's name. */
async function registerUnderSuggestedName(charityId: number, form: FormData) {
	const bankAccountId = Number(form.get('bank_account_id'))
	if (!Number.isSafeInteger(bankAccountId) || bankAccountId <= 0) throw httpError(400)
	let result: Awaited<ReturnType<typeof reregisterWithSuggestedName>>
	try {
		result = await reregisterWithSuggestedName(await getPaymentProvider(), charityId, bankAccountId)
	} catch (error) {
		if (!isPaymentProviderError(error)) throw error
		console.error(`Charity ${charityId}: bank account not registered again: ${error.code} ${error.message}`)
		return redirectWithToast(onboardingPath(charityId, 'compte-bancaire'), {
			type: 'error',
			title: toastTitles.attention,
			description: onboardingMessages.providerUnavailable,
		})
	}
	if (!result.ok)
		return redirectWithToast(onboardingPath(charityId, 'compte-bancaire'), {
			type: 'error',
			title: toastTitles.attention,
			description:
				'gone' in result ? payeeCheckMessages.suggestionGone : onboardingMessages.bankAccountRefused,
		})
	return afterRegistration(charityId, result)
}

export default function OnboardingBankAccount() {
	const { charityId, account, liabilityAccepted } = useLoaderData<typeof loader>()
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
					{account.check ? (
						<PayeeCheckResult
							check={account.check}
							suggestedName={account.suggestedName}
							bankAccountId={account.id}
							held={account.held}
							liabilityAccepted={liabilityAccepted}
						/>
					) : null}
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
