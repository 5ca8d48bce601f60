import { type FormEvent } from 'react'
import { type CardFieldErrors } from '#app/lib/donations/card-input.ts'
import { CardFields, useCardFormGuard } from './card-fields.tsx'

type CardForm = { action: string; data: string; accessKeyRef: string; returnURL: string }

/** Adds what 3-D Secure 2 wants to know about the browser to the vault's return URL. */
function withBrowserInfo(returnURL: string) {
	const url = new URL(returnURL)
	url.searchParams.set('js', '1')
	url.searchParams.set('cd', String(window.screen.colorDepth))
	url.searchParams.set('sh', String(window.screen.height))
	url.searchParams.set('sw', String(window.screen.width))
	url.searchParams.set('tz', String(new Date().getTimezoneOffset()))
	return url.toString()
}

/**
 * The card form (docs/requirements.md#spec-3-5). It posts straight to the provider's card vault — the card data never reach our
 * server — which sends the browser back to `returnURL` with a token (or an error code).
 */
export function PaymentCardForm({
	card,
	label,
	vaultErrors,
}: {
	card: CardForm
	label: string
	vaultErrors?: CardFieldErrors | null
}) {
	const guard = useCardFormGuard(vaultErrors)
	function onSubmit(event: FormEvent<HTMLFormElement>) {
		guard.form.onSubmit(event)
		if (event.defaultPrevented) return
		const input = event.currentTarget.elements.namedItem('returnURL')
		if (input instanceof HTMLInputElement) input.value = withBrowserInfo(input.value)
	}
	return (
		<form
			method="post"
			action={card.action}
			noValidate={guard.form.noValidate}
			onSubmit={onSubmit}
			onFocus={guard.form.onFocus}
			className="grid gap-4"
		>
			<input type="hidden" name="data" value={card.data} />
			<input type="hidden" name="accessKeyRef" value={card.accessKeyRef} />
			<input type="hidden" name="returnURL" value={card.returnURL} />
			<CardFields errors={guard.errors} />
			<p className="text-sm text-muted">
				Paiement sécurisé : vos données bancaires sont transmises directement à notre prestataire de paiement,
				jamais à Donnons.
			</p>
			<button type="submit" className="btn-primary">
				{label}
			</button>
		</form>
	)
}
