import { Form, Link, useActionData, useNavigation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { links } from '#app/lib/site/site-links.ts'

/**
 * The donation box (docs/requirements.md#spec-3-2): a euro amount and 'DONNER avec reçu fiscal'; visitors also get the quick
 * donation. A POST to the pot page's action, which applies the donate rules and redirects or answers the message.
 */
export function PotDonateBox({
	loggedIn,
	error,
	amount,
}: {
	loggedIn: boolean
	error: string | null
	amount: string
}) {
	const navigation = useNavigation()
	// Each answer of the pot page's action is a new object: the same error twice is announced twice, and the
	// cursor goes back to the amount (the submit button was disabled meanwhile, so focus was lost).
	const answer = useActionData()
	const input = useRef<HTMLInputElement>(null)
	const [round, setRound] = useState(0)
	useEffect(() => {
		if (!answer || !error) return
		setRound((n) => n + 1)
		input.current?.focus()
	}, [answer, error])
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	return (
		<Form method="post" className="mt-6 grid gap-3" aria-labelledby="pot-donate-title" noValidate>
			<h2 id="pot-donate-title" className="text-lg font-semibold">
				Je participe
			</h2>
			<div>
				<label htmlFor="donation-amount" className="mb-1 block font-medium">
					Montant de votre don (en euros)
				</label>
				<div className="flex items-center gap-2">
					<input
						ref={input}
						id="donation-amount"
						name="amount"
						type="text"
						inputMode="decimal"
						autoComplete="off"
						defaultValue={amount}
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? 'donation-amount-error' : undefined}
						className="w-full rounded border border-gray-500 px-3 py-2 text-right aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50"
					/>
					<span aria-hidden="true">€</span>
				</div>
				{error ? (
					<p key={round} id="donation-amount-error" role="alert" className="mt-1 text-sm text-red-800">
						{error}
					</p>
				) : null}
			</div>
			<button type="submit" name="intent" value="donate" className="btn-primary" disabled={busy}>
				DONNER avec reçu fiscal
			</button>
			{loggedIn ? null : (
				<button type="submit" name="intent" value="quick" className="btn-secondary" disabled={busy}>
					DON RAPIDE sans inscription ni reçu fiscal
				</button>
			)}
			<Link to={links.fees} className="inline-flex min-h-6 items-center text-sm underline">
				Frais et commissions
			</Link>
		</Form>
	)
}
