import { type RateLimit } from '../lib/payments/provider-quota.ts'
import { type Money } from './provider.ts'

/**
 * What tests (and the demo's sandbox pages) may do to a payment provider that only a bank or a person
 * would do in real life. The sandbox simulator implements it; so does the fake Mangopay HTTP server used
 * to test the adapter, so that one contract suite runs against both. Never reachable in production.
 */
export interface ProviderControl {
	/** The 3-D Secure challenge page's outcome; abandon → FAILED 101304. */
	complete3ds(payInId: string, outcome: 'success' | 'fail' | 'abandon'): Promise<void>
	confirmMandate(mandateId: string): Promise<void>
	failMandate(mandateId: string): Promise<void>
	settleDirectDebit(payInId: string, outcome: 'success' | 'insufficient_funds'): Promise<void>
	/** A succeeded direct debit rejected late by the bank: a NOT_CONTESTABLE dispute `LATE_FAILURE_*`. */
	lateFailDirectDebit(payInId: string): Promise<{ disputeId: string; repudiationId: string }>
	/** A succeeded card payment charged back by the card holder's bank: a CONTESTABLE dispute. */
	chargeBack(payInId: string): Promise<{ disputeId: string; repudiationId: string }>
	/** A transfer arrives with this wire reference (bank wire pay-in). */
	receiveBankWire(wireReference: string, amount: Money): Promise<void>
	reviewKyc(documentId: string, outcome: 'VALIDATED' | 'REFUSED', reason?: string): Promise<void>
	/** Moves the provider's clock (mandates expire after 1 h, wires after 1 month). */
	advanceTime(ms: number): Promise<void>
	/** The next call to `operation` commits and then fails as a timeout, or fails with HTTP 500 / 429. */
	injectFault(operation: string, kind: 'timeout_after_commit' | 'http_500' | 'http_429'): Promise<void>
	/**
	 * The call quota the provider enforces from now on, its windows empty (null: Mangopay's defaults). Past it,
	 * 429 `rate_limit`; every answer carries the `x-ratelimit*` headers.
	 */
	setRateLimits(limits: readonly RateLimit[] | null): Promise<void>
	/** Delivers pending webhooks to the app's endpoint (GET ?EventType&RessourceId&Date). */
	deliverWebhooks(opts?: { drop?: boolean; duplicate?: boolean }): Promise<number>
}
