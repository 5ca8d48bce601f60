import { useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { WAIT_POLL_MS, WAIT_REFRESH_SECONDS } from '#app/lib/donations/quota-messages.ts'

/**
 * A page waiting for the payment provider's call budget asks again by itself: without JavaScript a meta
 * refresh (in <noscript>, so a page that polls is not also reloaded), with it a revalidation every few seconds.
 */
export function QuotaRefresh() {
	const revalidator = useRevalidator()
	useEffect(() => {
		const timer = setInterval(() => {
			if (revalidator.state === 'idle') revalidator.revalidate()
		}, WAIT_POLL_MS)
		return () => clearInterval(timer)
	}, [revalidator])
	return (
		<noscript>
			<meta httpEquiv="refresh" content={String(WAIT_REFRESH_SECONDS)} />
		</noscript>
	)
}
