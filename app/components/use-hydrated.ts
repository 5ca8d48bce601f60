import { useEffect, useState } from 'react'

/** False on the server and during hydration, true once JavaScript runs: enhancements switch on then. */
export function useHydrated() {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	return hydrated
}
