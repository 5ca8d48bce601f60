import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { requireCharityMember } from '#app/auth/staff.server.ts'
import { charityPayouts } from '#app/charity-space/money-documents.server.ts'
import { CharityMoneyNav, PayoutCells } from '#app/components/charity-space/money-pages.tsx'
import { TableScroll } from '#app/components/table-scroll.tsx'
import { payeeCheckMessages } from '#app/lib/payments/payee-check-messages.ts'
import { activePayoutBankAccount, payoutsHeldByPayeeCheck } from '#app/payouts/bank-account.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: `Versements — ${data?.charity.name ?? 'Association'} — Espace association — Donnons` },
]

/** The payouts of the charity's closed pots (ADR 027), each with its statement in PDF and CSV. */
export async function loader({ request, params }: LoaderFunctionArgs) {
	const { charity } = await requireCharityMember(request, params.charityId)
	const account = activePayoutBankAccount(charity.id)
	return {
		charity: { id: charity.id, name: charity.name },
		payouts: charityPayouts(charity.id),
		payoutsHeld: account ? payoutsHeldByPayeeCheck(account) : false,
	}
}

export default function CharityPayouts() {
	const { charity, payouts, payoutsHeld } = useLoaderData<typeof loader>()
	const base = `/association-espace/${charity.id}/versements`
	return (
		<>
			<h1 className="mb-2 text-3xl font-bold">Versements à {charity.name}</h1>
			<CharityMoneyNav charityId={charity.id} />
			<p className="mb-4 text-muted">
				Chaque cagnotte clôturée est versée sur le compte bancaire de l’association. Le relevé de chaque
				versement détaille les dons versés, les frais éventuels et le montant net.
			</p>
			{payoutsHeld ? (
				<p role="alert" className="mb-4 rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
					{payeeCheckMessages.payoutsHeld}{' '}
					<Link to={`/association-espace/${charity.id}/inscription/compte-bancaire`} className="underline">
						Compte bancaire
					</Link>
				</p>
			) : null}
			{payouts.length === 0 ? (
				<p>Aucun versement n’a encore été fait à l’association.</p>
			) : (
				<TableScroll label="Versements à l’association">
					<table className="w-full text-left">
						<caption className="sr-only">Versements, les plus récents d’abord</caption>
						<thead>
							<tr className="border-b">
								<th scope="col" className="py-2">
									N°
								</th>
								<th scope="col">Cagnotte</th>
								<th scope="col">Demandé le</th>
								<th scope="col">Versé le</th>
								<th scope="col">Montant</th>
								<th scope="col">Frais</th>
								<th scope="col">Net versé</th>
								<th scope="col">Statut</th>
								<th scope="col">Relevé</th>
							</tr>
						</thead>
						<tbody>
							{payouts.map((p) => (
								<tr key={p.id} className="border-b border-pink-100 align-top">
									<td className="py-2">{p.id}</td>
									<td>{p.potName}</td>
									<PayoutCells payout={p} statementBase={base} />
								</tr>
							))}
						</tbody>
					</table>
				</TableScroll>
			)}
		</>
	)
}
