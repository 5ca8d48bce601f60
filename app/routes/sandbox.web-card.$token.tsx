import {
	type ActionFunctionArgs,
	data,
	type LoaderFunctionArgs,
	type MetaFunction,
	redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { formatEuros } from '#app/lib/money.ts'
import { BankPage, CardInputs, NoLongerPending, Summary } from '#app/payments/sandbox/bank-layout.tsx'
import { cancelWebCard, returnUrlOf, submitWebCard } from '#app/payments/sandbox/cards.server.ts'
import { cardErrorMessages, formField, requireSandbox } from '#app/payments/sandbox/pages.server.ts'
import { payInByToken } from '#app/payments/sandbox/payins.server.ts'
import { sweepSandbox } from '#app/payments/sandbox/sweep.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'
import { lookup } from '#app/lib/lookup.ts'

export const meta: MetaFunction = () => [
	{ title: 'Paiement par carte — Banque de démonstration' },
	{ name: 'robots', content: 'noindex' },
]

function webPayIn(token: string) {
	requireSandbox()
	sweepSandbox()
	const payIn = payInByToken(token)
	if (!payIn || payIn.executionType !== 'WEB') throw httpError(404)
	return payIn
}

/** The hosted card page (Web Card PayIn's `RedirectURL`): the no-JavaScript way to pay by card. */
export function loader({ params }: LoaderFunctionArgs) {
	const payIn = webPayIn(params.token ?? '')
	return {
		pending: payIn.status === 'CREATED' && !payIn.secureModeNeeded,
		amount: formatEuros(payIn.debitedAmount),
		returnUrl: returnUrlOf(payIn),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const token = params.token ?? ''
	const payIn = webPayIn(token)
	const form = await readForm(request)
	if (formField(form, 'intent') === 'cancel')
		return redirect(cancelWebCard(token) ?? returnUrlOf(payIn) ?? '/')
	const outcome = submitWebCard(token, {
		cardNumber: formField(form, 'cardNumber'),
		cardExpirationDate: formField(form, 'cardExpirationDate'),
		cardCvx: formField(form, 'cardCvx'),
	})
	if ('redirect' in outcome) return redirect(outcome.redirect)
	// The card data is never sent back to the page.
	return data(
		{ error: lookup(cardErrorMessages, outcome.error) ?? 'Ce paiement n’est plus possible.' },
		{ status: 400 },
	)
}

export default function WebCardPage() {
	const { pending, amount, returnUrl } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const error = actionData?.error
	return (
		<BankPage title="Payer par carte">
			<Summary
				rows={[
					['Commerçant', 'Donnons'],
					['Montant', amount],
				]}
			/>
			{pending ? (
				<>
					<p className="text-sm text-muted">
						Cartes de test : 4970 1071 1111 1119 (sans authentification), 4970 1051 8181 8183 (avec
						authentification 3-D Secure) ; toute date future, tout cryptogramme de 3 chiffres.
					</p>
					{error ? (
						<p id="card-error" role="alert" className="rounded bg-red-50 p-3 text-red-800">
							{error}
						</p>
					) : null}
					<Form method="post" className="space-y-4" aria-describedby={error ? 'card-error' : undefined}>
						<CardInputs invalid={Boolean(error)} />
						<div className="flex flex-wrap gap-3">
							<button type="submit" name="intent" value="pay" className="btn-primary">
								Payer
							</button>
							<button type="submit" name="intent" value="cancel" formNoValidate className="btn-secondary">
								Annuler le paiement
							</button>
						</div>
					</Form>
				</>
			) : (
				<NoLongerPending message="Ce paiement n’est plus en attente." returnUrl={returnUrl} />
			)}
		</BankPage>
	)
}
