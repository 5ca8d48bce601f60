import { useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { type RefreshHandle } from '#app/components/site/no-script-refresh.tsx'
import { quotaMessages } from '#app/lib/donations/quota-messages.ts'
import { WAIT_POLL_MS } from '#app/lib/donations/quota-timing.ts'

/**
 * A page waiting for the payment provider's call budget asks again by itself: with JavaScript a revalidation
 * every few seconds (this component); without, a meta refresh in the document's head (`NoScriptRefresh`, asked
 * for by the route's `handle`).
 */
export function QuotaRefresh() {
	const revalidator = useRevalidator()
	useEffect(() => {
		const timer = setInterval(() => {
			if (revalidator.state === 'idle') revalidator.revalidate()
		}, WAIT_POLL_MS)
		return () => clearInterval(timer)
	}, [revalidator])
	return null
}

export type { RefreshHandle } from '#app/components/site/no-script-refresh.tsx'

/** The `handle` of a payment page whose card form waits for the budget (`PaymentNotices` shows it). */
export const refreshWhileCardFormWaits: RefreshHandle = {
	refreshWithoutScript: (data) => (data as { error?: unknown } | null)?.error === quotaMessages.busyStart,
}
