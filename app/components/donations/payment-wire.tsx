import { Form, useNavigation } from '@remix-run/react'
import { useFreshAfterBack } from '#app/platform/use-fresh-after-back.ts'
import { formatEuros } from '#app/lib/money.ts'
import { payeeCheckMessages } from '#app/lib/payments/payee-check-messages.ts'
import { type WireDetails } from '#machines/donation-payment.ts'

/** SEPA transfer, first step: the details are fetched (and shown once) on request. */
export function PaymentWireStart({ totalCents }: { totalCents: number }) {
	const navigation = useNavigation()
	useFreshAfterBack()
	const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'wire'
	return (
		<Form method="post" className="grid gap-4">
			<input type="hidden" name="intent" value="wire" />
			<p>
				Faites un virement SEPA de <strong>{formatEuros(totalCents)}</strong> depuis votre banque. Nous vous
				donnons le bénéficiaire, l’IBAN et la référence à indiquer : ils ne seront affichés qu’une fois.
			</p>
			<button type="submit" className="btn-primary" disabled={pending} aria-disabled={pending || undefined}>
				Obtenir les coordonnées du virement
			</button>
		</Form>
	)
}

/** The transfer details, shown once: the donor confirms having noted them (docs/requirements.md#spec-3-4 "SEPA transfer"). */
export function PaymentWireDetails({ wire, totalCents }: { wire: WireDetails; totalCents: number }) {
	// The account holder's name exactly as the bank that receives the transfer holds it: the donor's bank
	// checks it (Verification of Payee) and warns, or refuses, when it differs.
	const rows: Array<[string, string, string?]> = [
		['Montant', formatEuros(totalCents)],
		[payeeCheckMessages.wireHolderLabel, wire.ownerName, payeeCheckMessages.wireHolderHint],
		['Adresse du bénéficiaire', wire.address],
		// Grouped by four, as bank statements print it (easier to copy by hand).
		['IBAN', wire.iban.replace(/(.{4})(?=.)/g, '$1 ')],
		['BIC', wire.bic],
		['Référence à indiquer (obligatoire)', wire.reference],
	]
	return (
		<section aria-labelledby="wire-title" className="grid gap-4">
			<h2 id="wire-title" className="text-xl font-bold">
				Coordonnées de votre virement
			</h2>
			<p role="status" className="rounded border border-amber-700 bg-amber-50 p-3 text-amber-950">
				Notez ces coordonnées maintenant : elles ne pourront plus être consultées ensuite.
			</p>
			<dl className="grid gap-2 sm:grid-cols-[auto_1fr]">
				{rows.map(([label, value, hint]) => (
					<div key={label} className="contents">
						<dt className="font-semibold">{label}</dt>
						<dd>
							<span className="font-mono break-all">{value}</span>
							{hint ? <span className="block text-sm text-muted">{hint}</span> : null}
						</dd>
					</div>
				))}
			</dl>
			<Form method="post" className="grid gap-3">
				<input type="hidden" name="intent" value="acknowledge" />
				<label className="flex items-center gap-2">
					<input type="checkbox" name="noted" value="true" required className="h-5 w-5" />
					J’ai bien noté les coordonnées du virement
				</label>
				<button type="submit" className="btn-primary">
					Valider
				</button>
			</Form>
		</section>
	)
}
