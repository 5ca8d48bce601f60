import { useMatches } from '@remix-run/react'
import { WAIT_REFRESH_SECONDS } from '#app/lib/donations/quota-timing.ts'

/**
 * A route's `handle`: whether its page, with this loader data, reloads itself without JavaScript
 * (`QuotaRefresh` in app/components/donations/quota-refresh.tsx polls with JavaScript).
 */
export type RefreshHandle = { refreshWithoutScript?: (data: unknown) => boolean }

/**
 * In the head: the meta refresh of a waiting page, inside <noscript> so that a page that polls is not also
 * reloaded. The HTML standard allows this meta only in the head. Its own module: the site shell renders it on
 * every page, and carries nothing else of the payment pages (bench:js).
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
