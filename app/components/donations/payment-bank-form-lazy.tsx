import { type ComponentProps, lazy, Suspense } from 'react'
import { type PaymentBankForm as BankForm } from './payment-bank-form.tsx'

/**
 * The direct-debit form, imported by the browser only where it shows (the one-off and monthly direct-debit
 * tabs of the payment page): the card tab, the one donors land on, stays without zod, Conform and ibantools
 * (bench:js, docs/decisions/042-less-javascript.md). The server renders it at once, so a page without JavaScript has
 * its form: `import.meta.env.SSR` is false in the browser's build, where the awaited import is removed.
 * In the browser the server's HTML stays in place until the form's code arrives, then hydrates.
 */
const OnServer = import.meta.env.SSR ? (await import('./payment-bank-form.tsx')).PaymentBankForm : null
const InBrowser = lazy(() => import('./payment-bank-form.tsx').then((m) => ({ default: m.PaymentBankForm })))

export function PaymentBankForm(props: ComponentProps<typeof BankForm>) {
	const Form = OnServer ?? InBrowser
	return (
		<Suspense fallback={null}>
			<Form {...props} />
		</Suspense>
	)
}
