import { useEffect, useState } from 'react'

/**
 * False during server rendering and the first client render (so the markup matches the server's), true once
 * React has hydrated. Components render their no-JavaScript version until then and enhance afterwards.
 */
export function useHydrated() {
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	return hydrated
}
