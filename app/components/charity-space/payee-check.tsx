import { Form } from '@remix-run/react'
import { payeeCheckMessages } from '#app/lib/payments/payee-check-messages.ts'
import { type PayeeCheck } from '#app/lib/payments/payee-check.ts'

/**
 * The bank's payee name check of the charity's account (Verification of Payee), in French: the result, the
 * bank's own name on a close match with a button that registers the account again under it, and whether the
 * payouts are held. A plain form: it works without JavaScript.
 */
export function PayeeCheckResult({
	check,
	suggestedName,
	bankAccountId,
	held,
	liabilityAccepted,
}: {
	check: PayeeCheck
	suggestedName: string | null
	bankAccountId: number
	held: boolean
	liabilityAccepted: boolean
}) {
	const tone =
		check === 'MATCH'
			? 'border-green-700 bg-green-50'
			: check === 'CLOSE_MATCH'
				? 'border-amber-700 bg-amber-50'
				: 'border-red-700 bg-red-50'
	return (
		<section aria-labelledby="payee-check-title" className={`mt-4 rounded-xl border-l-4 p-4 ${tone}`}>
			<h3 id="payee-check-title" className="font-semibold">
				{payeeCheckMessages.heading} : {payeeCheckMessages.shortLabels[check]}
			</h3>
			<p className="mt-1">{payeeCheckMessages.results[check]}</p>
			{check === 'CLOSE_MATCH' && suggestedName ? (
				<>
					<p className="mt-1">{payeeCheckMessages.suggestedName(suggestedName)}</p>
					<Form method="post" className="mt-3">
						<input type="hidden" name="intent" value="use-suggested-name" />
						<input type="hidden" name="bank_account_id" value={bankAccountId} />
						<button type="submit" className="btn-primary">
							{payeeCheckMessages.useSuggestedName(suggestedName)}
						</button>
						<p className="mt-1 text-sm">{payeeCheckMessages.useSuggestedNameHint}</p>
					</Form>
				</>
			) : null}
			{check === 'NO_MATCH' || check === 'MATCH_NOT_POSSIBLE' ? (
				<p className="mt-1">
					{held
						? payeeCheckMessages.reenter
						: liabilityAccepted
							? payeeCheckMessages.liabilityAccepted
							: null}
				</p>
			) : null}
		</section>
	)
}
