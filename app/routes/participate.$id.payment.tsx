import {
	data,
	redirect,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { parseWithNotice } from '#app/lib/form-validation.ts'
import { requireUser } from '#app/auth/session.server.ts'
import { PaymentBankForm } from '#app/components/payment-bank-form.tsx'
import { PaymentCardForm } from '#app/components/payment-card-form.tsx'
import { PaymentNotices } from '#app/components/payment-notices.tsx'
import { PaymentTabs } from '#app/components/payment-tabs.tsx'
import { PaymentWireDetails, PaymentWireStart } from '#app/components/payment-wire.tsx'
import { resumePaymentFlow, sendPaymentEvent } from '#app/donations/flow.server.ts'
import { generic, paymentMessages, toastTitles } from '#app/lib/messages.ts'
import { formatEuros } from '#app/lib/money.ts'
import { mandateFormSchema, monthlyFormSchema } from '#app/lib/payment-fields.ts'
import { wireAwaited } from '#app/lib/payment-outcomes.ts'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '#app/lib/payment-methods.ts'
import { startDirectDebit } from '#app/donations/direct-debit.server.ts'
import { startWire } from '#app/donations/wire.server.ts'
import { paymentPagePath, paymentReturnPath } from '#app/donations/paths.ts'
import { getPaymentProvider } from '#app/payments/index.server.ts'
import { respondWithOutcome, respondWithProviderError } from '#app/donations/outcome.server.ts'
import { ensurePayer, paymentProfileOf } from '#app/payments/parties.server.ts'
import {
	cardFormOf,
	cardNotices,
	flowInput,
	loadPayablePot,
	preparePaymentFlow,
	profileBlock,
	readPaymentQuery,
} from '#app/donations/payment-page.server.ts'
import { absoluteUrl } from '#app/mail/urls.server.ts'
import { redirectWithToast } from '#app/platform/toast.server.ts'

export const meta: MetaFunction = () => [{ title: 'Paiement de votre don — Donnons' }]

/** The payment page (spec 3 §2 "participate/{id}/payment"): four tabs, each its own URL. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const pot = await loadPayablePot(params.id)
	const q = readPaymentQuery(request, pot.id)
	const hrefs = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, paymentPagePath(pot.id, q, m)])) as Record<
		PaymentMethod,
		string
	>
	const summary = {
		pot: { id: pot.id, name: pot.name, charityName: pot.charityName },
		q,
		hrefs,
		totalCents: q.amountCents + q.tipCents,
	}
	// Read once: the block below and the bank form's defaults use the same account details.
	const profile = paymentProfileOf(user.id)
	const block = profileBlock(user, q.method, profile)
	if (block)
		return data({
			...summary,
			block,
			state: 'blocked',
			card: null,
			error: null,
			wire: null,
			resumeUrl: null,
			defaults: null,
		})
	const { flow, providerError } = await preparePaymentFlow(request, pot.id, q, user.id)
	const context = flow.snapshot.context
	return data(
		{
			...summary,
			block: null,
			state: flow.snapshot.value,
			card: cardFormOf(request, flow),
			...cardNotices(flow, providerError),
			wire: context.wire,
			resumeUrl:
				flow.snapshot.matches('secureMode') || flow.snapshot.matches('mandateSignature')
					? context.redirectUrl
					: null,
			defaults: {
				bank_account_holder: user.companyName ?? `${user.firstName} ${user.lastName}`,
				bank_account_address_line_1: (profile?.company?.addressLine1 ?? profile?.addressLine1) || '',
				bank_account_postal_code: (profile?.company?.postCode ?? profile?.postCode) || '',
				bank_account_city: (profile?.company?.city ?? profile?.city) || '',
			},
		},
		{ headers: flow.headers ?? undefined },
	)
}

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const pot = await loadPayablePot(params.id)
	const q = readPaymentQuery(request, pot.id)
	const here = paymentPagePath(pot.id, q)
	if (profileBlock(user, q.method)) return redirect(here)
	const form = await request.formData()
	const intent = form.get('intent')
	// Only an unfinished flow of this donation, on the tab the form came from: anything else (a second submit
	// after the first finished, a form from another tab) shows the page again rather than paying.
	const flow = await resumePaymentFlow(request, flowInput(pot.id, q), user.id)
	if (!flow || flow.snapshot.context.method !== q.method) return redirect(here)
	if (intent === 'acknowledge') {
		if (!flow.snapshot.matches('wireDetails')) return redirect(`/participate/${pot.id}`)
		if (form.get('noted') !== 'true') return redirect(here)
		sendPaymentEvent(flow, { type: 'WIRE_ACKNOWLEDGED' })
		return redirectWithToast(`/participate/${pot.id}`, {
			type: 'info',
			title: 'Virement attendu',
			description: wireAwaited,
		})
	}
	const provider = await getPaymentProvider()
	try {
		if (intent === 'mandate' && flow.snapshot.matches('directDebit')) {
			const submission = parseWithNotice(form, q.method === 'monthly' ? monthlyFormSchema : mandateFormSchema)
			if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
			const payer = await ensurePayer(provider, user.id)
			if (!payer.ok) return redirect(here)
			const value = submission.value
			const outcome = await startDirectDebit(provider, flow, {
				userId: user.id,
				payerId: payer.providerUserId,
				form: value,
				debitDay: 'debit_day' in value && typeof value.debit_day === 'number' ? value.debit_day : null,
				returnUrl: absoluteUrl(request, paymentReturnPath(pot.id)),
			})
			return respondWithOutcome(outcome)
		}
		if (intent === 'wire' && flow.snapshot.matches('wire')) {
			const payer = await ensurePayer(provider, user.id)
			if (!payer.ok) return redirect(here)
			const outcome = await startWire(provider, flow, { userId: user.id, payerId: payer.providerUserId })
			return outcome ? respondWithOutcome(outcome) : redirect(here)
		}
	} catch (error) {
		// A mandate the provider could not give (spec 3 §8: "when the mandate returns no RedirectURL").
		const message = intent === 'mandate' ? paymentMessages.mandateWithoutRedirect : generic.error
		return respondWithProviderError(error, here, message)
	}
	return redirect(here)
}

export default function PaymentPage() {
	const d = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const method = d.q.method
	return (
		<div className="container-page max-w-3xl py-10">
			<h1 className="mb-2 text-3xl font-bold">Paiement de votre don</h1>
			<p className="mb-6 text-muted">
				{formatEuros(d.q.amountCents)} pour la cagnotte « {d.pot.name} » au profit de {d.pot.charityName}
				{d.q.tipCents > 0 ? ` + ${formatEuros(d.q.tipCents)} de contribution à Donnons` : ''} —{' '}
				<Link to={`/participate/${d.pot.id}`} className="text-brand-dark underline">
					Modifier le montant
				</Link>
			</p>
			<PaymentTabs current={method} hrefs={d.hrefs} />
			<h2 className="mb-4 text-xl font-bold">{PAYMENT_METHOD_LABELS[method]}</h2>
			{d.block ? (
				// Spec 3 §5: what the account lacks, and where to complete it; the other tabs stay at hand.
				<div role="alert" aria-labelledby="block-title" className="rounded-2xl border-2 border-red-700 p-6">
					<h3 id="block-title" className="mb-2 text-lg font-bold">
						{toastTitles.attention}
					</h3>
					<p className="mb-4">{d.block.message}</p>
					<Link to={d.block.profileUrl} className="btn-primary">
						Mettre à jour mon profil
					</Link>
				</div>
			) : (
				<>
					<PaymentNotices error={d.error} resumeUrl={d.resumeUrl} />
					{d.state === 'card' && d.card ? (
						<PaymentCardForm
							key={d.card.action}
							card={d.card}
							label={`Payer ${formatEuros(d.totalCents)}`}
							vaultErrors={d.cardErrors}
						/>
					) : null}
					{d.state === 'directDebit' && d.defaults ? (
						<PaymentBankForm
							key={method}
							monthly={method === 'monthly'}
							defaults={d.defaults}
							lastResult={actionData && 'result' in actionData ? actionData.result : null}
						/>
					) : null}
					{d.state === 'wire' ? <PaymentWireStart totalCents={d.totalCents} /> : null}
					{d.state === 'wireDetails' && d.wire ? (
						<PaymentWireDetails wire={d.wire} totalCents={d.totalCents} />
					) : null}
					{d.state === 'card' && !d.card && !d.error ? <p>{generic.error}</p> : null}
				</>
			)}
		</div>
	)
}
