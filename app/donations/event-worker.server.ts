import { getPaymentProvider } from '../payments/index.server.ts'
import { withProviderPriority } from '../payments/quota.server.ts'
import { handlePendingEvents, withEventsLease } from './provider-events.server.ts'

/**
 * Applies the provider's notifications off the request: the webhook stores its event and nudges this worker,
 * which handles at most BATCH never-tried events a run, one run at a time, a pause between full runs. However
 * many notifications arrive, the provider is called at most EVENT_BATCH times a PAUSE_MS (100 a second; each new event once); what
 * fails is retried by the reconciliation (every five minutes, `reconcile.server.ts`). One run at a time in
 * this process (`running`) and across the server's processes (the events' lease, provider-events.server.ts):
 * a run that finds another process's pass under way is skipped and tried again after the pause, so an event
 * stored here after that pass chose its batch is not left for the reconciliation.
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

/**
 * Cancels a run asked for and waits for the one under way (and drops the run it asks for after itself): a
 * test file's teardown (tests/setup/setup-test-env.ts), so no run opens the next file's database first.
 */
export async function stopEventWorker() {
	for (;;) {
		if (timer) clearTimeout(timer)
		timer = null
		nudgedWhileRunning = false
		if (!running) return
		await new Promise((resolve) => setTimeout(resolve, 5))
	}
}

/**
 * One run: at most EVENT_BATCH events; another run follows after a pause while there may be more. Null when
 * skipped (a run under way here, or another process's pass).
 */
export async function runEventWorker() {
	if (running) return null
	running = true
	nudgedWhileRunning = false
	let result: Awaited<ReturnType<typeof handlePendingEvents>> | null = null
	let skipped = false
	try {
		// Webhook re-fetches rank with the provider's returns, after donors' payments (quota.server.ts).
		const provider = await getPaymentProvider()
		result = await withEventsLease(() =>
			withProviderPriority('return', () =>
				handlePendingEvents(provider, { limit: EVENT_BATCH, freshOnly: true }),
			),
		)
		skipped = result === null
	} catch (error) {
		console.error('Webhook processing failed (the reconciliation will retry):', error)
	} finally {
		running = false
	}
	if (skipped || result?.tried === EVENT_BATCH || nudgedWhileRunning) nudgeEventWorker(PAUSE_MS)
	return result
}
