import { useMatches, useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { quotaMessages, WAIT_POLL_MS, WAIT_REFRESH_SECONDS } from '#app/lib/donations/quota-messages.ts'

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

/** A route's `handle`: whether its page, with this loader data, reloads itself without JavaScript. */
export type RefreshHandle = { refreshWithoutScript?: (data: unknown) => boolean }

/** The `handle` of a payment page whose card form waits for the budget (`PaymentNotices` shows it). */
export const refreshWhileCardFormWaits: RefreshHandle = {
	refreshWithoutScript: (data) => (data as { error?: unknown } | null)?.error === quotaMessages.busyStart,
}

/**
 * In the head: the meta refresh of a waiting page, inside <noscript> so that a page that polls is not also
 * reloaded. The HTML standard allows this meta only in the head.
 */
export function NoScriptRefresh() {
	const matches = useMatches()
	const wanted = matches.some((m) => (m.handle as RefreshHandle | undefined)?.refreshWithoutScript?.(m.data))
	return wanted ? (
		<noscript>
			<meta httpEquiv="refresh" content={String(WAIT_REFRESH_SECONDS)} />
		</noscript>
	) : null
}
