import { getFormProps, useForm } from '@conform-to/react'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { HoneypotInput } from '#app/components/honeypot-input.tsx'
import { Field, FormAlert } from '#app/components/forms.tsx'
import { PaymentCardForm } from '#app/components/donations/payment-card-form.tsx'
import { PaymentNotices } from '#app/components/donations/payment-notices.tsx'
import { refreshWhileCardFormWaits } from '#app/components/donations/quota-refresh.tsx'
import { showQuickPayment, startQuickDonation } from '#app/donations/quick.server.ts'
import { respond } from '#app/donations/respond.server.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { formatEuros } from '#app/lib/money.ts'
import { quickIdentitySchema } from '#app/lib/donations/payment-fields.ts'
import { withSupportMessage } from '#app/lib/pots/support-message-schema.ts'
import { SupportMessageField } from '#app/components/pots/support-message-field.tsx'
import { supportMessageMessages } from '#app/lib/pots/support-message-messages.ts'
import { birthDateInputProps } from '#app/lib/account/birth-date-input.ts'
import { formatFrenchDate } from '#app/lib/dates.ts'

/** Without JavaScript, the card form waiting for the provider's call budget reloads itself. */
export const handle = refreshWhileCardFormWaits

export const meta: MetaFunction = () => [{ title: 'Don rapide — Donnons' }]

/** The quick donation (docs/requirements.md#spec-3-2 "participate/{id}/quick-payment"): who gives, then the card. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const answer = await showQuickPayment(request, params.id, context.clientIp)
	return data(answer.page, { headers: answer.headers ?? undefined })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	const answer = await startQuickDonation(request, params.id, context.clientIp)
	if (answer.kind === 'invalid') return data({ result: answer.result }, { status: answer.status })
	return respond(answer)
}

export default function QuickPaymentPage() {
	const d = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const [form, fields] = useForm({
		id: 'quick-identity',
		lastResult: actionData?.result,
		defaultValue: d.identity
			? {
					firstname: d.identity.firstName,
					name: d.identity.lastName,
					email: d.identity.email,
					birth_date: formatFrenchDate(d.identity.birthDate),
					message: d.supportMessage ?? '',
				}
			: // docs/requirements.md#spec-3-5: the birth date defaults to its maximum, 18 years minus one day ago,
				// shown as typed: JJ-MM-AAAA (docs/requirements.md#spec-3-9), never the ISO day the server keeps.
				{ birth_date: formatFrenchDate(d.maxBirthDate) },
		onValidate: ({ formData }) =>
			parseWithNotice(formData, withSupportMessage(quickIdentitySchema(new Date()))),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
	})
	return (
		<div className="container-page max-w-2xl py-10">
			<h1 className="mb-2 text-3xl font-bold">Don rapide</h1>
			<div className="mb-6 rounded-2xl border border-pink-100 p-6">
				<p className="text-lg">
					Votre don : <strong className="text-2xl">{formatEuros(d.amountCents + d.tipCents)}</strong>
				</p>
				<p className="text-muted">
					{formatEuros(d.amountCents)} pour la cagnotte « {d.pot.name} » au profit de {d.pot.charityName}
					{d.tipCents > 0 ? ` et ${formatEuros(d.tipCents)} de contribution à Donnons` : ''}
				</p>
				<p className="mt-1 font-semibold">Don sans reçu fiscal</p>
				<Link to={d.backUrl} className="mt-2 inline-block text-brand-dark underline">
					Modifier
				</Link>
			</div>
			<PaymentNotices error={d.error} resumeUrl={d.resumeUrl} />
			{d.view === 'identity-form' ? (
				<Form method="post" {...getFormProps(form)} noValidate className="grid gap-4">
					<FormAlert id={form.errorId} errors={form.errors} />
					<HoneypotInput />
					<div className="grid gap-4 sm:grid-cols-2">
						<Field meta={fields.firstname} label="Prénom" inputProps={{ autoComplete: 'given-name' }} />
						<Field meta={fields.name} label="Nom" inputProps={{ autoComplete: 'family-name' }} />
					</div>
					<Field meta={fields.email} label="Email" type="email" inputProps={{ autoComplete: 'email' }} />
					<Field
						meta={fields.birth_date}
						label="Date de naissance"
						type="text"
						hint="Vous devez avoir au moins 18 ans."
						inputProps={birthDateInputProps}
					/>
					<SupportMessageField meta={fields.message} />
					<button type="submit" className="btn-primary">
						Continuer vers le paiement
					</button>
				</Form>
			) : null}
			{d.view === 'card-form' && d.identity ? (
				<>
					<div className="mb-4 flex flex-wrap items-center gap-2">
						<p>
							Donateur : {d.identity.firstName} {d.identity.lastName} ({d.identity.email})
						</p>
						{d.supportMessage ? (
							<p className="w-full whitespace-pre-line break-words">
								{supportMessageMessages.yourMessage} « {d.supportMessage} »
							</p>
						) : null}
						<Form method="post">
							<input type="hidden" name="intent" value="edit" />
							<button type="submit" className="text-brand-dark underline">
								Modifier mes informations
							</button>
						</Form>
					</div>
					{d.card ? (
						<PaymentCardForm
							key={d.card.action}
							card={d.card}
							label={`Payer ${formatEuros(d.amountCents + d.tipCents)}`}
							vaultErrors={d.cardErrors}
						/>
					) : null}
				</>
			) : null}
		</div>
	)
}
