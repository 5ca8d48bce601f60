import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { adminMoneySummary } from '#app/admin/money.server.ts'
import { requireOperator } from '#app/auth/staff.server.ts'
import { FiguresTable } from '#app/components/charity-space/money-pages.tsx'
import { moneyCheckLabel } from '#app/lib/charity-space/charity-money.ts'

export const meta: MetaFunction = () => [{ title: 'Argent — Administration — Donnons' }]

/** Where the donors' money is, and the check that it all adds up (ADR 027). */
export async function loader({ request }: LoaderFunctionArgs) {
	await requireOperator(request)
	return { summary: await adminMoneySummary() }
}

export default function AdminMoney() {
	const { summary: s } = useLoaderData<typeof loader>()
	const ok = s.check.status === 'ok'
	return (
		<>
			<h1 className="mb-6 text-3xl font-bold">Argent</h1>
			<section
				aria-labelledby="money-check"
				className={`mb-8 rounded-2xl border-2 p-4 ${ok ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'}`}
			>
				<h2 id="money-check" className="text-xl font-bold">
					{moneyCheckLabel(s.check.status)}
				</h2>
				<p className="mt-1">
					Dons validés = soldes des cagnottes + versements + versements en cours + remboursements
				</p>
				<p className="mt-1" data-testid="money-check-difference">
					Écart : <strong>{s.check.difference}</strong>
					{ok ? null : ' (dons validés moins l’argent retrouvé : à examiner dans le rapprochement)'}
				</p>
				<p className="mt-1 text-sm">
					{s.check.source === 'provider'
						? `Soldes lus chez le prestataire de paiement (${s.walletsRead} porte-monnaie).`
						: 'Soldes calculés à partir de nos écritures : le prestataire n’a pas été lu.'}
				</p>
				{s.withoutWallet && !ok && s.check.source === 'provider' ? (
					<p className="mt-1 text-sm">
						Dont {s.withoutWallet} de dons comptés sur des cagnottes sans porte-monnaie chez le prestataire
						(dons de démonstration, ou anomalie à examiner).
					</p>
				) : null}
				{s.providerError ? (
					<p className="mt-1 text-sm font-semibold">
						Le prestataire de paiement n’a pas répondu : la vérification porte sur nos seules écritures.
					</p>
				) : null}
			</section>
			<FiguresTable
				caption="Le compte de l’argent des donateurs"
				rows={[
					{ label: 'Collecté (dons validés, même remboursés depuis)', value: s.collected },
					{ label: 'Détenu sur les porte-monnaie des cagnottes', value: s.held },
					{ label: 'Versé aux associations (brut)', value: s.paidOutGross },
					{ label: 'Versements en cours', value: s.inFlight },
					{ label: 'Revenu aux donateurs (remboursements, contestations, rejets)', value: s.reversed },
				]}
			/>
			<FiguresTable
				caption="Détail"
				rows={[
					{ label: 'Détenu selon nos écritures', value: s.heldLedger },
					{ label: `Versements réussis (${s.payoutsCount})`, value: s.paidOutGross },
					{ label: 'dont frais de la plateforme', value: s.paidOutFees },
					{ label: 'dont net reçu par les associations', value: s.paidOutNet },
					{ label: 'Remboursements', value: s.refunds },
					{ label: 'Contestations de paiement', value: s.chargebacks },
					{ label: 'Prélèvements rejetés après coup', value: s.lateFailures },
					{ label: 'Sommes dues par les associations (dettes ouvertes)', value: s.openDebts },
				]}
			/>
		</>
	)
}
