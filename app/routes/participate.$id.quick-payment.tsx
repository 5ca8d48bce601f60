import { getFormProps, useForm } from '@conform-to/react'
import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { allowAttempt, consumeRateLimit, limits } from '#app/auth/rate-limit.server.ts'
import { getSessionUser } from '#app/auth/session.server.ts'
import { checkHoneypot } from '#app/platform/honeypot.server.ts'
import { HoneypotInput } from '#app/components/honeypot-input.tsx'
import { Field, FormAlert } from '#app/components/forms.tsx'
import { PaymentCardForm } from '#app/components/payment-card-form.tsx'
import { PaymentNotices } from '#app/components/payment-notices.tsx'
import { openPaymentFlow, resumePaymentFlow, sendPaymentEvent } from '#app/donations/flow.server.ts'
import { maxBirthDateQuickDonation } from '#app/lib/dates.ts'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { derivedMessages } from '#app/lib/messages.ts'
import { applyCompanyQuickSurcharge, formatEuros } from '#app/lib/money.ts'
import { quickIdentitySchema } from '#app/lib/payment-fields.ts'
import { ensureCardRegistration } from '#app/donations/card.server.ts'
import { createQuickPayer } from '#app/donations/quick.server.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { respondWithProviderError } from '#app/donations/outcome.server.ts'
import { ensurePotWallet } from '#app/payments/parties.server.ts'
import {
	cardFormOf,
	cardNotices,
	loadPayablePot,
	readPaymentQuery,
} from '#app/donations/payment-page.server.ts'

export const meta: MetaFunction = () => [{ title: 'Don rapide — Donnons' }]

/** The donation of a quick donor: the company 20 % rule on the tip (spec 3 §3, §9). */
async function quickDonation(request: Request, potId: number) {
	const q = readPaymentQuery(request, potId)
	const user = await getSessionUser(request)
	const tipCents = user?.role === 'enterprise' ? applyCompanyQuickSurcharge(q.tipCents) : q.tipCents
	const input = {
		potId,
		amountCents: q.amountCents,
		tipCents,
		isVisible: !q.hide,
		isAnonymous: q.anonymous,
		quick: true,
		pageQuery: new URL(request.url).search.slice(1),
	}
	return { q, tipCents, input }
}

/** The quick donation (spec 3 §2 "participate/{id}/quick-payment"): who gives, then the card. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
	const pot = await loadPayablePot(params.id)
	const { q, tipCents, input } = await quickDonation(request, pot.id)
	let flow = await openPaymentFlow(request, input, null)
	let error: string | null = null
	// Each card attempt needs a new registration: counted per IP, against card testing.
	const newAttempt = flow.snapshot.matches('card') && !flow.snapshot.context.registration
	if (newAttempt && !consumeRateLimit(`quick-card:ip:${context.clientIp}`, limits.quick.ip)) {
		error = derivedMessages.tooManyAttempts
	} else if (flow.snapshot.matches('card')) {
		const prepared = await ensureCardRegistration(await getPaymentProvider(), flow)
		if ('error' in prepared) error = prepared.error
		else flow = prepared
	}
	const identity = flow.snapshot.context.quickIdentity
	return data(
		{
			pot: { id: pot.id, name: pot.name, charityName: pot.charityName },
			amountCents: q.amountCents,
			tipCents,
			state: flow.snapshot.value,
			card: cardFormOf(request, flow),
			identity,
			resumeUrl: flow.snapshot.matches('secureMode') ? flow.snapshot.context.redirectUrl : null,
			...cardNotices(flow, error),
			backUrl: `/participate/${pot.id}/tips?amount=${q.amountCents}&quick=true`,
			maxBirthDate: maxBirthDateQuickDonation(new Date()),
		},
		{ headers: flow.headers ?? undefined },
	)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	const pot = await loadPayablePot(params.id)
	const here = new URL(request.url)
	// Only the unfinished flow of this donation: a post never starts one.
	const flow = await resumePaymentFlow(request, (await quickDonation(request, pot.id)).input, null)
	if (!flow) return redirect(here.pathname + here.search)
	const form = await request.formData()
	if (form.get('intent') === 'edit') {
		sendPaymentEvent(flow, { type: 'EDIT_IDENTITY' })
		return redirect(here.pathname + here.search)
	}
	if (!flow.snapshot.matches('quickIdentity')) return redirect(here.pathname + here.search)
	checkHoneypot(form)
	const submission = parseWithNotice(form, quickIdentitySchema(new Date()))
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	const v = submission.value
	if (!allowAttempt('quick', context.clientIp, v.email)) {
		return data(
			{ result: submission.reply({ formErrors: [derivedMessages.tooManyAttempts] }) },
			{ status: 429 },
		)
	}
	const provider = await getPaymentProvider()
	try {
		const identity = { firstName: v.firstname, lastName: v.name, email: v.email, birthDate: v.birth_date }
		const userId = await createQuickPayer(provider, flow, identity)
		await ensurePotWallet(provider, pot.id)
		sendPaymentEvent(flow, {
			type: 'IDENTIFIED',
			payerId: userId,
			identity,
		})
	} catch (error) {
		return respondWithProviderError(error, here.pathname + here.search)
	}
	return redirect(here.pathname + here.search)
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
					birth_date: d.identity.birthDate,
				}
			: // Spec 3 §5: the birth date defaults to its maximum, 18 years minus one day ago.
				{ birth_date: d.maxBirthDate },
		onValidate: ({ formData }) => parseWithNotice(formData, quickIdentitySchema(new Date())),
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
			{d.state === 'quickIdentity' ? (
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
						type="date"
						hint="Vous devez avoir au moins 18 ans."
						inputProps={{ max: d.maxBirthDate }}
					/>
					<button type="submit" className="btn-primary">
						Continuer vers le paiement
					</button>
				</Form>
			) : null}
			{d.state === 'card' && d.identity ? (
				<>
					<div className="mb-4 flex flex-wrap items-center gap-2">
						<p>
							Donateur : {d.identity.firstName} {d.identity.lastName} ({d.identity.email})
						</p>
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
