import { isPaymentProviderError } from './provider.ts'

/**
 * One retry of a create* call under the same idempotency key: after a timeout or a 5xx the provider answers
 * with the original result if the first call went through (R1), so the retry never charges twice.
 */
export async function withOneRetry<T>(call: () => Promise<T>): Promise<T> {
	try {
		return await call()
	} catch (error) {
		if (!isPaymentProviderError(error) || !(error.retryable || error.status === null)) throw error
		return call()
	}
}
