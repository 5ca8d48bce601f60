import { quotaMessages } from '#app/lib/donations/quota-messages.ts'
import { QuotaRefresh } from './quota-refresh.tsx'
/** Above a payment form: the last refusal or provider error, and the way back to the bank's pending page. */
export function PaymentNotices({ error, resumeUrl }: { error: string | null; resumeUrl: string | null }) {
	return (
		<>
			{error === quotaMessages.busyStart ? (
				<div role="status" className="mb-4 rounded border border-sky-700 bg-sky-50 p-3 text-sky-900">
					<QuotaRefresh />
					<p>{error}</p>
				</div>
			) : error ? (
				<p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 p-3 text-red-900">
					{error}
				</p>
			) : null}
			{resumeUrl ? (
				<p className="mb-4">
					Votre paiement attend votre validation auprès de votre banque.{' '}
					<a href={resumeUrl} className="text-brand-dark underline">
						Continuer
					</a>
				</p>
			) : null}
		</>
	)
}
