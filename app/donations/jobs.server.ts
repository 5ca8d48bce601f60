import { refreshUnverifiedCharities } from '../charity-space/verification.server.ts'
import { getPaymentProvider } from '../payments/index.server.ts'
import { withProviderPriority } from '../payments/quota.server.ts'
import { withLease } from '../platform/leases.server.ts'
import { reconcilePayouts } from '../payouts/reconcile.server.ts'
import { runMonthlyDebits } from './monthly.server.ts'
import { checkPotTotals } from './pot-totals.server.ts'
import { reconcilePayments } from './reconcile.server.ts'

const EVERY_FIVE_MINUTES = 5 * 60 * 1000
const EVERY_HOUR = 60 * 60 * 1000

/**
 * A pass claims the lease `payment-jobs-pass` (each pass its own holder), given back when done: the passes run
 * on the `jobs` leader, but a leader that lost its lease (a blocked event loop) stops its timers, not the pass
 * it is in, and the next leader's first pass must not overlap it. A process that dies mid-pass frees it after
 * PASS_LEASE_MS.
 */
export const PASS_LEASE = 'payment-jobs-pass'
const PASS_LEASE_MS = 10 * 60_000

/** One pass of the background work; null (skipped) while another pass, in any process, is under way. */
export async function runPaymentJobs(now = new Date()) {
	const pass = await withLease(PASS_LEASE, PASS_LEASE_MS, async () => {
		const provider = await getPaymentProvider()
		// Each job on its own: a failing reconciliation must not hold back the month's debits, nor the reverse.
		const attempt = async <T>(name: string, job: () => Promise<T>) => {
			try {
				return await job()
			} catch (error) {
				console.error(`The ${name} failed (next run in 5 minutes):`, error)
				return null
			}
		}
		// Their provider calls come after donors' and returns' (quota.server.ts): a call the budget refuses fails
		// its item, retried at the next run.
		const reconciled = await attempt('reconciliation', () =>
			withProviderPriority('reconciliation', () => reconcilePayments(provider, now)),
		)
		// A charity verified at the provider whose notification was lost (or that predates the record) opens here.
		const verified = await attempt('charities’ verification', () =>
			withProviderPriority('job', () => refreshUnverifiedCharities(provider)),
		)
		const monthly = await attempt('monthly debits', () =>
			withProviderPriority('job', () => runMonthlyDebits(provider, now)),
		)
		// After the reconciliation: a pot's last pending payments are settled before it is paid out (ADR 027).
		const payouts = await attempt('payouts', () =>
			withProviderPriority('job', () => reconcilePayouts(provider, now)),
		)
		return { reconciled, verified, monthly, payouts }
	})
	return pass.held ? pass.value : null
}

/**
 * Started by the server: reconciliation, the monthly debits and the payouts of closed pots (ADR 027) every
 * five minutes; the pots' totals checked against a full recount every hour (ADR 018).
 */
export function startPaymentJobs() {
	const check = () => {
		try {
			checkPotTotals()
		} catch (error) {
			console.error('The pot totals check failed (next run in an hour):', error)
		}
	}
	const tick = () =>
		runPaymentJobs().catch((error: unknown) =>
			console.error('Payment jobs failed (next run in 5 minutes):', error),
		)
	const timers = [
		setTimeout(check, 60_000).unref(),
		setInterval(check, EVERY_HOUR).unref(),
		setTimeout(tick, 30_000).unref(),
		setInterval(tick, EVERY_FIVE_MINUTES).unref(),
	]
	// Stopped when this process is no longer the jobs' leader (app/platform/leases.server.ts) or shuts down.
	return () => timers.forEach(clearTimeout)
}
