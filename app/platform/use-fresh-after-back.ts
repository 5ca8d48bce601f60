import { useEffect } from 'react'

/**
 * Back from the bank's page, the browser may show this page from its cache, frozen as it was left (the
 * submit button still disabled). It is reloaded instead, so it shows where the payment stands now.
 */
export function useFreshAfterBack() {
	useEffect(() => {
		const onShow = (event: PageTransitionEvent) => {
			if (event.persisted) window.location.reload()
		}
		window.addEventListener('pageshow', onShow)
		return () => window.removeEventListener('pageshow', onShow)
	}, [])
}
