import { type ActionFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData } from '@remix-run/react'
import { BankPage, CardInputs } from '#app/payments/sandbox/bank-layout.tsx'
import { formField, requireSandboxDemo } from '#app/payments/sandbox/pages.server.ts'
import { startScenario } from '#app/payments/sandbox/scenarios.server.ts'
import { readForm } from '#app/platform/forms.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Essayer la banque de démonstration — Donnons' },
	{ name: 'robots', content: 'noindex' },
]

/** Demo only: start a payment scenario against the sandbox simulator and walk through its pages. */
export function loader() {
	requireSandboxDemo()
	return null
}

export async function action({ request }: ActionFunctionArgs) {
	requireSandboxDemo()
	// Back to the address the visitor uses (localhost, 127.0.0.1, the server's name…).
	const next = await startScenario(
		formField(await readForm(request), 'scenario'),
		new URL(request.url).origin,
	)
	return typeof next === 'string' ? redirect(next) : next
}

const scenarios = [
	['challenge', 'Paiement par carte avec authentification 3-D Secure'],
	['card-form', 'Enregistrer une carte puis payer'],
	['web-card', 'Paiement sur la page de carte hébergée'],
	['mandate', 'Signer un mandat de prélèvement SEPA'],
	['wire', 'Paiement par virement bancaire'],
] as const

export default function SandboxStart() {
	const actionData = useActionData<typeof action>()
	const form = actionData?.cardForm
	if (form) {
		return (
			<BankPage title="Enregistrer une carte">
				<p className="text-sm text-muted">
					Cartes de test : 4970 1071 1111 1119 (sans authentification), 4970 1051 8181 8183 (avec
					authentification) ; toute date future au format MMAA, tout cryptogramme de 3 chiffres.
				</p>
				{/* A plain form: the card data goes straight to the bank's vault, never through Donnons. */}
				<form method="post" action={form.action} className="space-y-4">
					<input type="hidden" name="accessKeyRef" value={form.accessKeyRef} />
					<input type="hidden" name="data" value={form.data} />
					<input type="hidden" name="returnURL" value={form.returnURL} />
					<CardInputs />
					<button type="submit" className="btn-primary">
						Enregistrer la carte et payer 10,00 €
					</button>
				</form>
			</BankPage>
		)
	}
	return (
		<BankPage title="Essayer les paiements de démonstration">
			<p>Chaque scénario crée un donateur fictif et vous conduit sur la page que la banque afficherait.</p>
			<Form method="post" className="flex flex-col gap-3">
				{scenarios.map(([value, label]) => (
					<button key={value} type="submit" name="scenario" value={value} className="btn-secondary text-left">
						{label}
					</button>
				))}
			</Form>
			<p>
				<a href="/sandbox/controls" className="font-medium text-brand-dark underline">
					Commandes de la banque de démonstration
				</a>
			</p>
		</BankPage>
	)
}
