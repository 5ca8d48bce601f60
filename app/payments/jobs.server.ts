import { getPaymentProvider } from './index.server.ts'
import { runMonthlyDebits } from './monthly.server.ts'
import { reconcilePayments } from './reconcile.server.ts'

const EVERY_FIVE_MINUTES = 5 * 60 * 1000

let running = false

/** One pass of the background work; a pass never overlaps the previous one in this process. */
export async function runPaymentJobs(now = new Date()) {
	if (running) return null
	running = true
	try {
		const provider = await getPaymentProvider()
		const reconciled = await reconcilePayments(provider, now)
		const monthly = await runMonthlyDebits(provider, now)
		return { reconciled, monthly }
	} finally {
		running = false
	}
}

/** Started by the server: reconciliation and the monthly debits every five minutes. */
export function startPaymentJobs() {
	const tick = () =>
		runPaymentJobs().catch((error: unknown) => console.error('Payment jobs failed (next run in 5 minutes):', error))
	setTimeout(tick, 30_000).unref()
	setInterval(tick, EVERY_FIVE_MINUTES).unref()
}
