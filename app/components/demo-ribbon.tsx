/** Shown on every page while payments go through the sandbox simulator: no real money moves. */
export function DemoRibbon() {
	return (
		<p
			className="bg-ink px-4 py-1 text-center text-xs font-semibold tracking-wide text-white"
			data-testid="demo-ribbon"
		>
			Mode démonstration — aucun paiement réel n’est effectué
		</p>
	)
}
