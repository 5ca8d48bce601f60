import { createContext, useContext } from 'react'

const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

/** The per-request CSP nonce (empty in the browser, where React does not need it). */
export function useNonce() {
	return useContext(NonceContext)
}
