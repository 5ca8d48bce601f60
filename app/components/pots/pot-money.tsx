import { Link } from '@remix-run/react'
import { formatDisplayDate } from '#app/lib/calendar.ts'
import { formatEuros } from '#app/lib/money.ts'
import { type PotMoney, waitingReasonText } from '#app/lib/payouts/pot-money.ts'

/** The account as the page receives it: dates arrive as text. */
type PotMoneyView = Omit<PotMoney, 'payouts'> & {
	payouts: Array<{ paidAt: Date | string; netCents: number; reference: string }>
}

const gifts = (n: number) => `${n} don${n > 1 ? 's' : ''}`

/**
 * « Où va l'argent » (issue 28): what the pot collected, what went back, the fees, what was paid to the charity
 * and when, and what waits and why — from the ledger (app/payouts/pot-money.server.ts), for every visitor.
 */
export function PotMoneySection({ money, charityName }: { money: PotMoneyView; charityName: string }) {
	const rows: Array<{ term: string; value: string; detail?: string }> = [
		{ term: 'Collectés', value: formatEuros(money.collectedCents), detail: gifts(money.giftsCount) },
	]
	if (money.refundsCount > 0)
		rows.push({
			term: 'Remboursés',
			value: `− ${formatEuros(money.refundedCents)}`,
			detail: gifts(money.refundsCount),
		})
	if (money.chargeBacksCount > 0)
		rows.push({
			term: 'Contestés ou impayés',
			value: `− ${formatEuros(money.chargedBackCents)}`,
			detail: gifts(money.chargeBacksCount),
		})
	rows.push({
		term: 'Frais',
		value: money.feesCents > 0 ? `− ${formatEuros(money.feesCents)}` : 'Aucun',
		detail: money.feesCents > 0 ? 'retenus au versement' : 'aucun frais n’est retenu sur les dons',
	})
	for (const payout of money.payouts)
		rows.push({
			term: `Versés à ${charityName}`,
			value: formatEuros(payout.netCents),
			detail: `le ${formatDisplayDate(payout.paidAt)}, référence « ${payout.reference} »`,
		})
	if (money.inTransitCents > 0)
		rows.push({ term: 'En cours de versement', value: formatEuros(money.inTransitCents) })
	if (money.waitingCents > 0)
		rows.push({
			term: 'En attente de versement',
			value: formatEuros(money.waitingCents),
			detail: money.waitingReason ? `parce que ${waitingReasonText(money.waitingReason)}` : undefined,
		})
	if (money.waitingCents < 0)
		rows.push({
			term: 'À rembourser par l’association',
			value: formatEuros(-money.waitingCents),
			detail: 'de l’argent est revenu aux donateurs après le versement',
		})
	return (
		<section aria-labelledby="ou-va-l-argent" className="mt-8 rounded-2xl border border-gray-300 p-6">
			<h2 id="ou-va-l-argent" className="mb-3 text-xl font-semibold">
				Où va l’argent
			</h2>
			<dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
				{rows.map((row, index) => (
					<div key={index} className="contents">
						<dt className="font-medium">{row.term}</dt>
						<dd>
							<span className="font-semibold">{row.value}</span>
							{row.detail ? <span className="text-muted"> · {row.detail}</span> : null}
						</dd>
					</div>
				))}
			</dl>
			<p className="mt-3 text-sm text-muted">
				Chiffres tirés de nos comptes, mis à jour à chaque paiement. Les contributions facultatives à Donnons
				ne viennent pas de la cagnotte et n’y sont pas comptées.{' '}
				<Link to="/frais-et-commissions" className="text-brand-dark underline">
					Frais et commissions
				</Link>
			</p>
		</section>
	)
}
