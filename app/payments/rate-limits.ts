import { type RateLimitReport } from '../lib/payments/provider-quota.ts'

/**
 * Where a provider implementation reports the rate-limit headers of each answer (`x-ratelimit`,
 * `x-ratelimit-remaining`, `x-ratelimit-reset`, parsed): the Mangopay client for every HTTP response, the
 * sandbox simulator for every call. The budget in front of the provider (quota.server.ts) listens, and so do
 * the contract tests. Listeners must be cheap and must not throw.
 */
type Listener = (report: RateLimitReport[]) => void

const listeners = new Set<Listener>()

export function onRateLimitReport(listener: Listener) {
	listeners.add(listener)
	return () => void listeners.delete(listener)
}

export function reportRateLimits(report: RateLimitReport[] | null) {
	if (!report || report.length === 0) return
	for (const listener of listeners) listener(report)
}
