import { headroomMessages as m } from '#app/lib/receipts/headroom-messages.ts'
import { formatEuros } from '#app/lib/money.ts'
import { type HelpHeadroom } from '#app/lib/receipts/tax-headroom.ts'

type RecapHeadroom = {
	year: number
	ceilingCents: number
	leftCents: number
	atHelpRateCents: number
	overCents: number
}

/** The recap before payment (issue 28): what is left of the donor's 75 % ceiling, and what this gift uses. */
export function HelpHeadroomRecap({
	headroom: h,
	amountCents,
}: {
	headroom: RecapHeadroom
	amountCents: number
}) {
	return (
		<section aria-labelledby="headroom-title" className="mb-6 rounded-2xl border border-pink-100 p-4">
			<h2 id="headroom-title" className="mb-1 font-semibold">
				{m.title}
			</h2>
			{h.leftCents === 0 ? (
				<p>{m.reached(formatEuros(h.ceilingCents), h.year)}</p>
			) : (
				<p>
					{m.left(formatEuros(h.leftCents), h.year)}{' '}
					{h.overCents === 0
						? m.giftWithin(formatEuros(amountCents))
						: m.giftOver(formatEuros(h.atHelpRateCents), formatEuros(h.overCents))}
				</p>
			)}
		</section>
	)
}

/** The member area (issue 28): the year's 75 % ceiling, used and left, as on the yearly statement. */
export function HelpHeadroomSummary({ headroom: h }: { headroom: HelpHeadroom }) {
	return (
		<section aria-labelledby="headroom-summary-title" className="mt-4 rounded-2xl border border-pink-100 p-4">
			<h3 id="headroom-summary-title" className="mb-1 font-semibold">
				{m.title}
			</h3>
			<p data-testid="headroom-summary">
				{h.leftCents === 0
					? m.reached(formatEuros(h.ceilingCents), h.year)
					: m.summary(
							formatEuros(h.usedCents),
							formatEuros(h.ceilingCents),
							formatEuros(h.leftCents),
							h.year,
						)}
			</p>
			<p className="mt-1 text-sm text-muted">{m.explain}</p>
		</section>
	)
}
