import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
	redirect,
} from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { formatEuros } from '#app/lib/money.ts'
import { BankPage, NoLongerPending, Summary } from '#app/payments/sandbox/bank-layout.tsx'
import { complete3ds, returnUrlOf } from '#app/payments/sandbox/cards.server.ts'
import { formField, requireSandbox } from '#app/payments/sandbox/pages.server.ts'
import { payInByToken } from '#app/payments/sandbox/payins.server.ts'
import { sweepSandbox } from '#app/payments/sandbox/sweep.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Authentification 3-D Secure — Banque de démonstration' },
	{ name: 'robots', content: 'noindex' },
]

function challengeOf(token: string) {
	requireSandbox()
	sweepSandbox()
	const payIn = payInByToken(token)
	if (!payIn || payIn.paymentType !== 'CARD' || !payIn.secureModeNeeded) throw httpError(404)
	return payIn
}

/** The 3-D Secure challenge the card's bank would show (Sandbox's "authentication simulator"). */
export function loader({ params }: LoaderFunctionArgs) {
	const payIn = challengeOf(params.token ?? '')
	return {
		pending: payIn.status === 'CREATED',
		amount: formatEuros(payIn.debitedAmount),
		payInId: payIn.id,
		returnUrl: returnUrlOf(payIn),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const payIn = challengeOf(params.token ?? '')
	const intent = formField(await readForm(request), 'intent')
	if (intent === 'success' || intent === 'fail' || intent === 'abandon') complete3ds(payIn.id, intent)
	return redirect(returnUrlOf(payIn) ?? '/')
}

export default function ThreeDsChallenge() {
	const { pending, amount, payInId, returnUrl } = useLoaderData<typeof loader>()
	return (
		<BankPage title="Confirmez votre paiement">
			<Summary
				rows={[
					['Commerçant', 'Donnons'],
					['Montant', amount],
					['Transaction', payInId],
				]}
			/>
			{pending ? (
				<>
					<p>
						Votre banque vous demande de confirmer ce paiement (3-D Secure). Dans cette simulation, choisissez
						simplement l’issue.
					</p>
					<Form method="post" className="flex flex-wrap gap-3">
						<button type="submit" name="intent" value="success" className="btn-primary">
							Valider le paiement
						</button>
						<button type="submit" name="intent" value="fail" className="btn-secondary">
							Refuser
						</button>
						<button type="submit" name="intent" value="abandon" className="btn-secondary">
							Abandonner
						</button>
					</Form>
				</>
			) : (
				<NoLongerPending message="Ce paiement n’attend plus de confirmation." returnUrl={returnUrl} />
			)}
		</BankPage>
	)
}
