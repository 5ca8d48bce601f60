/**
 * Shown on every page while payments go through the sandbox simulator (demo mode, or PAYMENT_SANDBOX=true):
 * the money is fictitious, nothing is debited or paid to a charity, and the receipts are worthless.
 */
export function DemoRibbon() {
	return (
		<p
			className="bg-ink px-4 py-1 text-center text-xs font-semibold tracking-wide text-white"
			data-testid="demo-ribbon"
		>
			Site de démonstration — paiements fictifs : aucune somme n’est débitée ni versée aux associations, et
			les reçus fiscaux émis n’ont aucune valeur.
		</p>
	)
}
