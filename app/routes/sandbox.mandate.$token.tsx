import {
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
	type MetaFunction,
	redirect,
} from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { BankPage, NoLongerPending, Summary } from '#app/payments/sandbox/bank-layout.tsx'
import {
	confirmMandate,
	failMandate,
	mandateByToken,
	mandateReturnUrl,
} from '#app/payments/sandbox/direct-debit.server.ts'
import { formField, requireSandbox } from '#app/payments/sandbox/pages.server.ts'
import { sweepSandbox } from '#app/payments/sandbox/sweep.server.ts'
import { readForm } from '#app/platform/forms.server.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Mandat de prélèvement SEPA — Banque de démonstration' },
	{ name: 'robots', content: 'noindex' },
]

function mandateOf(token: string) {
	requireSandbox()
	sweepSandbox()
	const mandate = mandateByToken(token)
	if (!mandate) throw httpError(404)
	return mandate
}

/** The hosted mandate confirmation page (Mangopay's `RedirectURL`). */
export function loader({ params }: LoaderFunctionArgs) {
	const m = mandateOf(params.token ?? '')
	return {
		status: m.status,
		ownerName: m.ownerName,
		iban: m.ibanMasked,
		reference: m.bankReference,
		returnUrl: mandateReturnUrl(m),
	}
}

export async function action({ request, params }: ActionFunctionArgs) {
	const mandate = mandateOf(params.token ?? '')
	const intent = formField(await readForm(request), 'intent')
	if (mandate.status === 'CREATED') {
		if (intent === 'sign') confirmMandate(mandate.id)
		else if (intent === 'refuse') failMandate(mandate.id)
	}
	return redirect(mandateReturnUrl(mandate))
}

const statusLabels: Record<string, string> = {
	SUBMITTED: 'Ce mandat est déjà signé.',
	ACTIVE: 'Ce mandat est déjà signé et actif.',
	FAILED: 'Ce mandat a été refusé ou annulé.',
	EXPIRED: 'Ce mandat a expiré : il n’a pas été signé dans l’heure.',
}

export default function MandateConfirmation() {
	const { status, ownerName, iban, reference, returnUrl } = useLoaderData<typeof loader>()
	return (
		<BankPage title="Signer le mandat de prélèvement SEPA">
			<Summary
				rows={[
					['Créancier', 'MANGOPAY SA, pour Donnons'],
					['Titulaire du compte', ownerName],
					['IBAN', iban],
					['Référence unique du mandat', reference],
				]}
			/>
			{status === 'CREATED' ? (
				<>
					<p>
						En signant ce mandat, vous autorisez le créancier à envoyer des instructions à votre banque pour
						débiter votre compte. Vous pouvez demander un remboursement à votre banque dans les 8 semaines
						suivant le débit.
					</p>
					<Form method="post" className="flex flex-wrap gap-3">
						<button type="submit" name="intent" value="sign" className="btn-primary">
							Signer le mandat
						</button>
						<button type="submit" name="intent" value="refuse" className="btn-secondary">
							Refuser
						</button>
					</Form>
				</>
			) : (
				<NoLongerPending message={statusLabels[status] ?? status} returnUrl={returnUrl} />
			)}
		</BankPage>
	)
}
