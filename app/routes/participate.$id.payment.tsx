import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '#app/auth/session.server.ts'
import { PaymentBankForm } from '#app/components/donations/payment-bank-form-lazy.tsx'
import { PaymentCardForm } from '#app/components/donations/payment-card-form.tsx'
import { HelpHeadroomRecap } from '#app/components/donations/help-headroom.tsx'
import { PaymentNotices } from '#app/components/donations/payment-notices.tsx'
import { refreshWhileCardFormWaits } from '#app/components/donations/quota-refresh.tsx'
import { PaymentTabs } from '#app/components/donations/payment-tabs.tsx'
import { PaymentWireDetails, PaymentWireStart } from '#app/components/donations/payment-wire.tsx'
import { showPaymentPage, submitPaymentPage } from '#app/donations/checkout.server.ts'
import { currentSupportMessage } from '#app/donations/support-message.server.ts'
import { SupportMessageForm } from '#app/components/pots/support-message-form.tsx'
import { respond } from '#app/donations/respond.server.ts'
import { generic, toastTitles } from '#app/lib/messages.ts'
import { formatEuros } from '#app/lib/money.ts'
import { amountLinkPath } from '#app/lib/pots/widget.ts'
import { PAYMENT_METHOD_LABELS } from '#app/lib/donations/payment-methods.ts'

/** Without JavaScript, the card form waiting for the provider's call budget reloads itself. */
export const handle = refreshWhileCardFormWaits

export const meta: MetaFunction = () => [{ title: 'Paiement de votre don — Donnons' }]

/** The payment page (docs/requirements.md#spec-3-2 "participate/{id}/payment"): four tabs, each its own URL. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const answer = await showPaymentPage(request, params.id, user)
	if (answer.kind !== 'page') return respond(answer)
	// The word of support left on this gift (issue 27 item 3); its form comes back here.
	const url = new URL(request.url)
	const support = {
		message: await currentSupportMessage(request, answer.page.pot.id, user),
		back: url.pathname + url.search,
	}
	return data({ ...answer.page, support }, { headers: answer.headers ?? undefined })
}

export async function action({ request, params }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const answer = await submitPaymentPage(request, params.id, user)
	if (answer.kind === 'invalid') return data({ result: answer.result }, { status: answer.status })
	return respond(answer)
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
				<Link to={amountLinkPath(d.pot.id, d.q.amountCents)} className="text-brand-dark underline">
					Modifier le montant
				</Link>
			</p>
			{d.headroom ? <HelpHeadroomRecap headroom={d.headroom} amountCents={d.q.amountCents} /> : null}
			{d.block ? null : (
				<SupportMessageForm potId={d.pot.id} message={d.support.message} back={d.support.back} />
			)}
			<PaymentTabs current={method} hrefs={d.hrefs} />
			<h2 className="mb-4 text-xl font-bold">{PAYMENT_METHOD_LABELS[method]}</h2>
			{d.block ? (
				// docs/requirements.md#spec-3-5: what the account lacks, and where to complete it; the other tabs stay at hand.
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
					{d.view === 'card-form' && d.card ? (
						<PaymentCardForm
							key={d.card.action}
							card={d.card}
							label={`Payer ${formatEuros(d.totalCents)}`}
							vaultErrors={d.cardErrors}
						/>
					) : null}
					{d.view === 'bank-form' && d.defaults ? (
						<PaymentBankForm
							key={method}
							monthly={method === 'monthly'}
							defaults={d.defaults}
							lastResult={actionData && 'result' in actionData ? actionData.result : null}
						/>
					) : null}
					{d.view === 'wire-request' ? <PaymentWireStart totalCents={d.totalCents} /> : null}
					{d.view === 'wire-details' && d.wire ? (
						<PaymentWireDetails wire={d.wire} totalCents={d.totalCents} />
					) : null}
					{d.view === 'card-form' && !d.card && !d.error ? <p>{generic.error}</p> : null}
				</>
			)}
		</div>
	)
}
