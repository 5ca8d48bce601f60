import { Link } from '@remix-run/react'
import {
	PAYMENT_METHOD_LABELS,
	PAYMENT_METHODS,
	type PaymentMethod,
} from '#app/lib/donations/payment-methods.ts'

/** The four payment methods as links: each tab is its own URL, so it works without JavaScript. */
export function PaymentTabs({
	current,
	hrefs,
}: {
	current: PaymentMethod
	hrefs: Record<PaymentMethod, string>
}) {
	return (
		<nav aria-label="Moyens de paiement" className="mb-6">
			<ul className="flex flex-wrap gap-2 border-b border-pink-100">
				{PAYMENT_METHODS.map((method) => (
					<li key={method}>
						<Link
							to={hrefs[method]}
							preventScrollReset
							aria-current={method === current ? 'page' : undefined}
							className="-mb-px inline-block rounded-t-lg border border-b-0 px-4 py-2 font-semibold text-brand-dark aria-[current=page]:border-pink-200 aria-[current=page]:bg-white aria-[current=page]:text-black"
						>
							{PAYMENT_METHOD_LABELS[method]}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
