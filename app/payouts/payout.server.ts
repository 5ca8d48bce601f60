import { and, eq } from 'drizzle-orm'
import { charities, payoutBankAccounts, payouts, pots } from '#db/schema/index.ts'
import { type FeeSetting, parseFeeSetting, payoutBankWireRef, payoutBlocker } from '../lib/payouts/payouts.ts'
import { isDefiniteRefusal, type PaymentProvider, type TxResult } from '../payments/provider.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { invalidatePotPages } from '../platform/page-cache.server.ts'
import {
	createPayoutAttempt,
	NOT_SENT,
	payoutCandidates,
	potPayoutState,
	undoDebtsOfFailedPayout,
} from './ledger.server.ts'
import { queuePayoutEmails } from './notify.server.ts'

/**
 * Paying a closed pot's wallet to its charity, exactly once (ADR 027): the row first (ledger.server.ts),
 * then the provider under the row's idempotency key, then the outcome in ONE transaction that only a CREATED
 * row accepts — the call that makes the change queues the e-mails. Webhooks and the reconciliation
 * (reconcile.server.ts) re-fetch the PayOut and go through the same `applyPayoutResult`.
 */

type ApplyResult =
	| { changed: true; status: 'SUCCEEDED' | 'FAILED'; mailIds: number[] }
	| { changed: false; reason: 'unknown-payout' | 'already-final' | 'still-pending' }

/** The platform's fee setting (`PLATFORM_FEE`, checked at start-up). */
export function feeSetting(): FeeSetting {
	return parseFeeSetting(getEnv().PLATFORM_FEE) ?? { kind: 'none' }
}

/**
 * Applies the provider's PayOut to its row in ONE immediate transaction: its id is attached, and a final
 * status is written only over CREATED — SUCCEEDED queues the e-mails, FAILED undoes the debts it caused.
 */
export function applyPayoutResult(payoutId: number, result: TxResult, now = new Date()): ApplyResult {
	const outcome = getDb().transaction(
		(tx): ApplyResult => {
			const row = tx.select().from(payouts).where(eq(payouts.id, payoutId)).get()
			if (!row) return { changed: false, reason: 'unknown-payout' }
			if (row.status !== 'CREATED') return { changed: false, reason: 'already-final' }
			if (!row.providerPayoutId && result.id)
				tx.update(payouts).set({ providerPayoutId: result.id }).where(eq(payouts.id, row.id)).run()
			if (result.status === 'CREATED') return { changed: false, reason: 'still-pending' }
			const at = result.executedAt ? new Date(result.executedAt * 1000) : now
			const changed = tx
				.update(payouts)
				.set(
					result.status === 'SUCCEEDED'
						? { status: 'SUCCEEDED', succeededAt: at, resultCode: result.resultCode }
						: {
								status: 'FAILED',
								failedAt: now,
								resultCode: result.resultCode,
								failureReason: result.resultMessage ?? result.resultCode ?? 'FAILED',
							},
				)
				.where(and(eq(payouts.id, row.id), eq(payouts.status, 'CREATED')))
				.run().changes
			if (changed !== 1) return { changed: false, reason: 'already-final' }
			if (result.status === 'FAILED') {
				undoDebtsOfFailedPayout(tx, row.id)
				return { changed: true, status: 'FAILED', mailIds: [] }
			}
			return { changed: true, status: 'SUCCEEDED', mailIds: queuePayoutEmails(tx, row.id, at) }
		},
		{ behavior: 'immediate' },
	)
	if (outcome.changed) {
		const potId = getDb().select({ potId: payouts.potId }).from(payouts).where(eq(payouts.id, payoutId)).get()
		if (potId) invalidatePotPages(potId.potId)
	}
	return outcome
}

/** A payout the provider surely refused, or that was never sent: FAILED with our reason, nothing left. */
export function failUnsentPayout(payoutId: number, code: string, reason: string, now = new Date()) {
	return applyPayoutResult(
		payoutId,
		{ id: '', status: 'FAILED', resultCode: code, resultMessage: reason, executedAt: null },
		now,
	)
}

/**
 * Calls the provider for a CREATED row, under its own idempotency key: a second call for the same row (a
 * retry, the reconciliation) gets the same PayOut back. An unclear failure (timeout, 5xx, 409 in flight)
 * leaves the row CREATED for the reconciliation; a definite refusal fails it.
 */
export async function sendPayout(provider: PaymentProvider, payoutId: number, now = new Date()) {
	const db = getDb()
	const row = db
		.select({
			payout: payouts,
			recipientId: payoutBankAccounts.providerRecipientId,
			walletId: pots.providerWalletId,
			ownerId: charities.providerUserId,
		})
		.from(payouts)
		.innerJoin(payoutBankAccounts, eq(payoutBankAccounts.id, payouts.bankAccountId))
		.innerJoin(pots, eq(pots.id, payouts.potId))
		.innerJoin(charities, eq(charities.id, payouts.charityId))
		.where(eq(payouts.id, payoutId))
		.get()
	if (!row || row.payout.status !== 'CREATED') return null
	if (!row.recipientId || !row.walletId || !row.ownerId)
		return failUnsentPayout(payoutId, NOT_SENT, 'The charity has no provider user, wallet or recipient', now)
	let result: TxResult
	try {
		result = await provider.createPayout(
			{
				authorId: row.ownerId,
				debitedWalletId: row.walletId,
				recipientId: row.recipientId,
				debited: { amount: row.payout.amountCents, currency: 'EUR' },
				fees: { amount: row.payout.feeCents, currency: 'EUR' },
				bankWireRef: payoutBankWireRef(row.payout.potId),
			},
			{ idempotencyKey: row.payout.idempotencyKey },
		)
	} catch (error) {
		if (!isDefiniteRefusal(error)) throw error
		const message = error instanceof Error ? error.message.slice(0, 500) : String(error)
		const code = (error as { code?: string }).code ?? 'REFUSED'
		return failUnsentPayout(payoutId, code, message, now)
	}
	return applyPayoutResult(payoutId, result, now)
}

/** Applies a `PAYOUT_NORMAL_*` notification: the PayOut is re-fetched (R3), matched to its row by id. */
export async function processPayoutEvent(provider: PaymentProvider, payoutProviderId: string) {
	const payout = await provider.getPayout(payoutProviderId)
	const row = getDb()
		.select({ id: payouts.id })
		.from(payouts)
		.where(eq(payouts.providerPayoutId, payout.id))
		.get()
	// A PayOut whose id we never recorded (a crash before it) is attached by the reconciliation, by its key.
	if (!row) return { changed: false as const, reason: 'unknown-payout' as const }
	return applyPayoutResult(row.id, payout)
}

export const isPayoutEvent = (eventType: string) => eventType.startsWith('PAYOUT_NORMAL_')

/**
 * Pays out every payable pot: the wallet's balance is read at the provider, the row and its items written in
 * one transaction (a concurrent run finds it and stops), then the PayOut is sent. Each pot on its own: one
 * failure is logged and retried at the next run.
 */
export async function runPayouts(provider: PaymentProvider, now = new Date()) {
	const fee = feeSetting()
	const report = { sent: 0, succeeded: 0, failed: 0, skipped: 0 }
	for (const potId of payoutCandidates(now)) {
		try {
			// Local reasons first (still open, pending payments, nothing to pay…): no provider call for them.
			const state = potPayoutState(getDb(), potId)
			if (!state || payoutBlocker(state, now)) {
				report.skipped++
				continue
			}
			const pot = getDb()
				.select({ walletId: pots.providerWalletId, ownerId: charities.providerUserId })
				.from(pots)
				.innerJoin(charities, eq(charities.id, pots.charityId))
				.where(eq(pots.id, potId))
				.get()
			if (!pot?.walletId || !pot.ownerId) continue
			// Only an OWNER whose KYC is REGULAR can be paid out: sending earlier would only make a failed
			// payout that blocks the pot until another bank account (ADR 027). Onboarding completes the KYC.
			if ((await provider.getUser(pot.ownerId)).kycLevel !== 'REGULAR') {
				report.skipped++
				continue
			}
			const wallet = await provider.getWallet(pot.walletId)
			const attempt = createPayoutAttempt(potId, fee, wallet.balance.amount, now)
			if (!attempt.created) {
				if (attempt.reason === 'wallet-short')
					console.error(`Payout of pot ${potId} held: its wallet holds less than the ledger says`)
				report.skipped++
				continue
			}
			report.sent++
			const result = await sendPayout(provider, attempt.payout.id, now)
			if (result?.changed) report[result.status === 'SUCCEEDED' ? 'succeeded' : 'failed']++
		} catch (error) {
			console.error(
				`The payout of pot ${potId} failed (retried next run):`,
				error instanceof Error ? error.message : error,
			)
		}
	}
	return report
}
