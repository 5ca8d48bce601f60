import { isQuotaRefusal } from '../payments/quota.server.ts'
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import { payouts, pots } from '#db/schema/index.ts'
import { type PaymentProvider } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'
import { recordReconciliationFinding } from '../platform/reconciliation-log.server.ts'
import { NOT_SENT } from './ledger.server.ts'
import { applyPayoutResult, failUnsentPayout, runPayouts, sendPayout } from './payout.server.ts'

const MINUTE = 60_000
/** A CREATED row this old without a PayOut id had its request end long ago (calls time out after 10 s). */
const ORPHAN_AFTER = 2 * MINUTE
/** Mangopay keeps an idempotency key 24 h: until then the same call may safely be sent again. */
const RESEND_UNTIL = 23 * 60 * MINUTE

/** One item's failure is logged and retried next run; it never stops the others. */
async function each<T>(items: T[], fn: (item: T) => Promise<boolean>) {
	let changed = 0
	for (const [index, item] of items.entries()) {
		try {
			if (await fn(item)) changed++
		} catch (error) {
			// The call budget is spent: the others would be refused too. One line, and the next run goes on.
			if (isQuotaRefusal(error)) {
				console.error(
					`Reconciliation of payouts paused, the call budget is spent: ${items.length - index} left`,
				)
				break
			}
			console.error(
				'Reconciliation of a payout failed (retried next run):',
				item,
				error instanceof Error ? error.message : error,
			)
		}
	}
	return changed
}

/**
 * A CREATED row without its PayOut id (a crash or a timeout between the provider's answer and our commit):
 * the provider's record of the key says what happened (R1). Found: attached and applied. Not found: the
 * same call under the same key within 23 h (it creates the PayOut or returns it, never a second one); later,
 * the row fails as NOT_SENT only if the wallet still holds its amount, otherwise it waits for the operator.
 */
async function resolveOrphan(provider: PaymentProvider, row: typeof payouts.$inferSelect, now: Date) {
	const original = await provider.getIdempotentResponse(row.idempotencyKey)
	const resource = original?.resource as { Id?: unknown; id?: unknown } | undefined
	const payoutId = resource?.Id ?? resource?.id
	const finding = (
		action: 'ATTACHED' | 'FAILED_MISSING' | 'RESENT' | 'LEFT_FOR_OPERATOR',
		providerStatus: string | null,
		providerId: string | null = null,
		detail: string | null = null,
	) =>
		recordReconciliationFinding({
			subject: 'PAYOUT',
			recordId: row.id,
			providerId,
			ourStatus: 'CREATED',
			providerStatus,
			action,
			detail,
			at: now,
		})
	if (original && original.statusCode < 400 && typeof payoutId === 'string') {
		const payout = await provider.getPayout(payoutId)
		const { changed } = applyPayoutResult(row.id, payout, now)
		finding('ATTACHED', payout.status, payoutId)
		return changed
	}
	// Refused for sure: nothing was created (a 409 or a 429 created nothing either, but may be retried).
	const status = original?.statusCode ?? null
	if (status !== null && status >= 400 && status < 500 && status !== 409 && status !== 429) {
		const changed = failUnsentPayout(
			row.id,
			'REFUSED',
			`The provider refused the payout (${status})`,
			now,
		).changed
		if (changed) finding('FAILED_MISSING', `HTTP ${status}`)
		return changed
	}
	if (now.getTime() - row.createdAt.getTime() < RESEND_UNTIL) {
		const changed = Boolean((await sendPayout(provider, row.id, now))?.changed)
		finding('RESENT', null)
		return changed
	}
	const walletId = getDb()
		.select({ walletId: pots.providerWalletId })
		.from(pots)
		.where(eq(pots.id, row.potId))
		.get()?.walletId
	const balance = walletId ? (await provider.getWallet(walletId)).balance.amount : 0
	if (balance >= row.amountCents) {
		const changed = failUnsentPayout(row.id, NOT_SENT, 'No payout was made under this key', now).changed
		if (changed) finding('FAILED_MISSING', null)
		return changed
	}
	finding('LEFT_FOR_OPERATOR', null, null, `Wallet balance ${balance} < payout ${row.amountCents}`)
	console.error(
		`Payout ${row.id} (pot ${row.potId}): no provider record of its key and the wallet is short; check it at the provider`,
	)
	return false
}

/**
 * The payouts' backstop (R5), run with the payment jobs: re-reads every CREATED payout with a PayOut id,
 * resolves those without one, then pays out the pots that became payable. Idempotent: running it twice,
 * or alongside a webhook, changes each payout once.
 */
export async function reconcilePayouts(provider: PaymentProvider, now = new Date()) {
	const db = getDb()
	const sent = db
		.select({ id: payouts.id, providerPayoutId: payouts.providerPayoutId })
		.from(payouts)
		.where(and(eq(payouts.status, 'CREATED'), isNotNull(payouts.providerPayoutId)))
		.all()
	const checked = await each(sent, async (row) => {
		if (!row.providerPayoutId) return false
		const payout = await provider.getPayout(row.providerPayoutId)
		const { changed } = applyPayoutResult(row.id, payout, now)
		if (changed)
			recordReconciliationFinding({
				subject: 'PAYOUT',
				recordId: row.id,
				providerId: row.providerPayoutId,
				ourStatus: 'CREATED',
				providerStatus: payout.status,
				action: 'APPLIED',
				at: now,
			})
		return changed
	})
	const orphans = db
		.select()
		.from(payouts)
		.where(
			and(
				eq(payouts.status, 'CREATED'),
				isNull(payouts.providerPayoutId),
				lt(payouts.createdAt, new Date(now.getTime() - ORPHAN_AFTER)),
			),
		)
		.all()
	const resolved = await each(orphans, (row) => resolveOrphan(provider, row, now))
	const run = await runPayouts(provider, now)
	return { checked, resolved, ...run }
}
