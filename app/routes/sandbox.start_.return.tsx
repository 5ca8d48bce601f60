import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BankPage, Summary } from '#app/payments/sandbox/bank-layout.tsx'
import { requireSandboxDemo } from '#app/payments/sandbox/pages.server.ts'
import { scenarioReturn } from '#app/payments/sandbox/scenarios.server.ts'
import { PaymentProviderError } from '#app/payments/provider.ts'
import { httpError } from '#app/platform/http-errors.server.ts'

export const meta: MetaFunction = () => [
	{ title: 'Résultat — Banque de démonstration' },
	{ name: 'robots', content: 'noindex' },
]

/** Demo only: where the simulator's pages come back (`?transactionId=`, `?MandateId=`, or a tokenised card). */
export async function loader({ request }: LoaderFunctionArgs) {
	requireSandboxDemo()
	// An unknown or malformed id (a reload with a stale link, a hand-made URL) is a missing page, not a failure.
	const url = new URL(request.url)
	const outcome = await scenarioReturn(url.searchParams, url.origin).catch((error: unknown) => {
		if (error instanceof PaymentProviderError && error.status !== null && error.status < 500)
			throw httpError(404)
		throw error
	})
	if (typeof outcome === 'string') throw redirect(outcome)
	return outcome
}

const statusLabels: Record<string, string> = {
	SUCCEEDED: 'Paiement réussi',
	FAILED: 'Paiement refusé',
	CREATED: 'Paiement en attente',
	SUBMITTED: 'Mandat signé',
	ACTIVE: 'Mandat actif',
	EXPIRED: 'Mandat expiré',
	VALIDATED: 'Carte enregistrée',
	ERROR: 'Carte refusée',
}

export default function SandboxReturn() {
	const { kind, id, status, resultCode } = useLoaderData<typeof loader>()
	const label =
		kind === 'mandate' && status === 'FAILED'
			? 'Mandat refusé'
			: kind === 'card' && status === 'ERROR'
				? 'Carte refusée'
				: statusLabels[status]
	return (
		<BankPage title="Retour sur Donnons">
			<p role="status" className="text-lg font-semibold">
				{label ?? status}
			</p>
			<Summary
				rows={[
					[kind === 'mandate' ? 'Mandat' : kind === 'card' ? 'Enregistrement de carte' : 'Transaction', id],
					['Statut', status],
					['Code résultat', resultCode ?? '—'],
				]}
			/>
			<p>
				<a href="/sandbox/start" className="font-medium text-brand-dark underline">
					Essayer un autre scénario
				</a>{' '}
				·{' '}
				<a href="/sandbox/controls" className="font-medium text-brand-dark underline">
					Commandes de la banque
				</a>
			</p>
		</BankPage>
	)
}
