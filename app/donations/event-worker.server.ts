import { getPaymentProvider } from '../payments/index.server.ts'
import { withProviderPriority } from '../payments/quota.server.ts'
import { handlePendingEvents } from './provider-events.server.ts'

/**
 * Applies the provider's notifications off the request: the webhook stores its event and nudges this worker,
 * which handles at most BATCH never-tried events a run, one run at a time, a pause between full runs. However
 * many notifications arrive, the provider is called at most EVENT_BATCH times a PAUSE_MS (100 a second; each new event once); what
 * fails is retried by the reconciliation (every five minutes, `reconcile.server.ts`).
 */
export const EVENT_BATCH = 25
const PAUSE_MS = 250

let timer: ReturnType<typeof setTimeout> | null = null
let running = false
let nudgedWhileRunning = false

/** Asks for a run soon; many nudges make one run. */
export function nudgeEventWorker(delayMs = 20) {
	if (running) {
		nudgedWhileRunning = true
		return
	}
	if (timer) return
	timer = setTimeout(() => {
		timer = null
		void runEventWorker()
	}, delayMs)
	timer.unref?.()
}

/** One run: at most EVENT_BATCH events; another run follows after a pause while there may be more. */
export async function runEventWorker() {
	if (running) return null
	running = true
	nudgedWhileRunning = false
	let result: Awaited<ReturnType<typeof handlePendingEvents>> | null = null
	try {
		// Webhook re-fetches rank with the provider's returns, after donors' payments (quota.server.ts).
		const provider = await getPaymentProvider()
		result = await withProviderPriority('return', () =>
			handlePendingEvents(provider, { limit: EVENT_BATCH, freshOnly: true }),
		)
	} catch (error) {
		console.error('Webhook processing failed (the reconciliation will retry):', error)
	} finally {
		running = false
	}
	if (result?.tried === EVENT_BATCH || nudgedWhileRunning) nudgeEventWorker(PAUSE_MS)
	return result
}
