/** The company's matching near a pot's collected amount: « La société double votre don », its limits, what is matched. */
export function PotMatching({
	matching,
}: {
	matching: { headline: string; limits: string; status: string | null; matched: string | null } | null
}) {
	if (!matching) return null
	return (
		<div className="mt-3 rounded-xl bg-paper p-3" data-testid="pot-matching">
			<p className="font-bold text-brand-dark">{matching.headline}</p>
			<p className="text-sm">{matching.limits}</p>
			{matching.matched ? <p className="mt-1">{matching.matched}</p> : null}
			{matching.status ? <p className="mt-1 font-semibold">{matching.status}</p> : null}
		</div>
	)
}
