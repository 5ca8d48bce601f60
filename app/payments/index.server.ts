import { getEnv } from '../platform/env.server.ts'
import { type PaymentProvider } from './provider.ts'
import { getProviderBudget, listenToRateLimits, withQuota } from './quota.server.ts'

declare global {
	var __donnonsPaymentProvider: PaymentProvider | undefined
}

/**
 * The payment provider of this process: Mangopay when its credentials are set, otherwise the sandbox
 * simulator (ADR 003). Loaded lazily so the unused implementation is never imported. Either one sits behind the
 * call budget (quota.server.ts): no caller reaches the provider without taking from it.
 */
export async function getPaymentProvider(): Promise<PaymentProvider> {
	if (globalThis.__donnonsPaymentProvider) return globalThis.__donnonsPaymentProvider
	const env = getEnv()
	listenToRateLimits()
	if (env.paymentProvider === 'mangopay') {
		const { createMangopayProvider, assertMangopayConfig } = await import('./mangopay/adapter.server.ts')
		globalThis.__donnonsPaymentProvider = withQuota(
			createMangopayProvider(assertMangopayConfig(env)),
			getProviderBudget,
		)
	} else {
		const { createSandboxProvider } = await import('./sandbox/index.server.ts')
		globalThis.__donnonsPaymentProvider = withQuota(createSandboxProvider(), getProviderBudget)
	}
	return globalThis.__donnonsPaymentProvider
}

/** Graceful shutdown: the sandbox closes its own SQLite file (Mangopay holds nothing open). */
export async function closePaymentProvider() {
	if (getEnv().paymentProvider !== 'sandbox') return
	const { closeSandboxDb } = await import('./sandbox/db.server.ts')
	closeSandboxDb()
}

/**
 * The active provider's clock in seconds, as its notifications are dated: real time, or the simulator's once
 * its controls moved it forward (so that the demo's "Avancer d'une heure" does not make its notifications look
 * forged). Real time until the provider is loaded.
 */
export function providerClockSeconds() {
	return globalThis.__donnonsPaymentProvider?.clockSeconds?.() ?? Date.now() / 1000
}
