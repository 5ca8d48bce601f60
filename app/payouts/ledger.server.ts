import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, sql, sum } from 'drizzle-orm'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { newProviderKey } from '#db/schema/columns.ts'
import { charityDebts, donations, payoutBankAccounts, payoutItems, payouts, pots } from '#db/schema/index.ts'
import {
	type FeeSetting,
	feeRuleOf,
	payoutBlocker,
	type PayoutBlocker,
	type PayoutCandidate,
	payoutFee,
	payoutIdempotencyKey,
} from '../lib/payouts/payouts.ts'
import { PAYOUT_NOT_SENT } from '../lib/payouts/payout-statement.ts'
import { getDb } from '../platform/db.server.ts'
import { payoutsHeldByPayeeCheck, vopLiabilityIsAccepted } from './bank-account.server.ts'

/**
 * The payouts' side of the ledger (ADR 027), synchronous and transaction-scoped: what a pot holds by our
 * records, whether it may be paid out, the payout row and its items written in ONE transaction before the
 * provider is called, and the charity's debts when money comes back after a payout.
 */

/** The result code of a payout failed by us because it was never sent (reconcile.server.ts). */
export const NOT_SENT = PAYOUT_NOT_SENT

/** Payout statuses whose money left, or is leaving, the wallet. */
const NOT_FAILED = ['CREATED', 'SUCCEEDED'] as const

const total = (value: string | number | null | undefined) => Number(value ?? 0) || 0

/**
 * The queries of a pot's payout state, read on every rendered pot page (« Où va l'argent ») as well as by the
 * payout run: built and prepared once per connection (docs/performance.md).
 */
const receivedOf = (db: DbOrTx) =>
	db
		.select({ total: sum(donations.amountCents) })
		.from(donations)
		.where(and(eq(donations.potId, sql.placeholder('potId')), eq(donations.status, 'SUCCEEDED')))
		.prepare()
const paidOutOf = (db: DbOrTx) =>
	db
		.select({ total: sum(payouts.amountCents) })
		.from(payouts)
		.where(and(eq(payouts.potId, sql.placeholder('potId')), inArray(payouts.status, [...NOT_FAILED])))
		.prepare()
const payoutPotRow = (db: DbOrTx) =>
	db
		.select({
			id: pots.id,
			closingDate: pots.closingDate,
			charityId: pots.charityId,
			walletId: pots.providerWalletId,
		})
		.from(pots)
		.where(eq(pots.id, sql.placeholder('potId')))
		.prepare()
const pendingCountOf = (db: DbOrTx) =>
	db
		.select({ n: count() })
		.from(donations)
		.where(and(eq(donations.potId, sql.placeholder('potId')), eq(donations.status, 'CREATED')))
		.prepare()
const lastPayoutOf = (db: DbOrTx) =>
	db
		.select({ status: payouts.status, bankAccountId: payouts.bankAccountId, resultCode: payouts.resultCode })
		.from(payouts)
		.where(eq(payouts.potId, sql.placeholder('potId')))
		.orderBy(desc(payouts.id))
		.limit(1)
		.prepare()
const activeBankAccountOf = (db: DbOrTx) =>
	db
		.select({ id: payoutBankAccounts.id, vopCheck: payoutBankAccounts.vopCheck })
		.from(payoutBankAccounts)
		.where(
			and(
				eq(payoutBankAccounts.charityId, sql.placeholder('charityId')),
				eq(payoutBankAccounts.status, 'ACTIVE'),
			),
		)
		.limit(1)
		.prepare()

/** Σ SUCCEEDED donations − Σ payouts CREATED or SUCCEEDED of the pot, in cents. */
function ledgerBalance(tx: DbOrTx, potId: number, receivedCents?: number) {
	const received = receivedCents ?? prepared(tx, receivedOf).get({ potId })?.total
	const paid = prepared(tx, paidOutOf).get({ potId })?.total
	return total(received) - total(paid)
}

type PotPayoutState = PayoutCandidate & {
	potId: number
	charityId: number
	walletId: string | null
}

/**
 * Everything `payoutBlocker` needs about one pot, read in the caller's transaction. The payout run recounts
 * what the pot received from its gifts; a page that only shows the state passes the pot's stored total
 * (ADR 018, the same sum kept by the ledger), which costs nothing at 100 000 gifts.
 */
export function potPayoutState(
	tx: DbOrTx,
	potId: number,
	storedReceivedCents?: number,
): PotPayoutState | null {
	const pot = prepared(tx, payoutPotRow).get({ potId })
	if (!pot) return null
	const pending = prepared(tx, pendingCountOf).get({ potId })?.n ?? 0
	const last = prepared(tx, lastPayoutOf).get({ potId })
	const account = prepared(tx, activeBankAccountOf).get({ charityId: pot.charityId })
	return {
		potId: pot.id,
		charityId: pot.charityId,
		walletId: pot.walletId,
		closingDate: pot.closingDate,
		pendingDonations: pending,
		ledgerBalanceCents: ledgerBalance(tx, potId, storedReceivedCents),
		inFlight: last?.status === 'CREATED',
		activeBankAccountId: account?.id ?? null,
		// A payout we never sent (NOT_SENT) failed for want of nothing the charity can fix: the next run retries.
		lastFailedBankAccountId:
			last?.status === 'FAILED' && last.resultCode !== NOT_SENT ? last.bankAccountId : null,
		payeeCheckHeld: account ? payoutsHeldByPayeeCheck(account) : false,
	}
}

/**
 * Closed pots with a wallet whose totals exceed what was paid out: the candidates a payout run checks one by
 * one (the pot's totals are a quick filter; `potPayoutState` recounts).
 */
export function payoutCandidates(now: Date, limit = 200) {
	const paid = sql<number>`coalesce((select sum(${payouts.amountCents}) from ${payouts} where ${payouts.potId} = ${pots.id} and ${payouts.status} in ('CREATED', 'SUCCEEDED')), 0)`
	// The accounts whose payee name check holds payouts (none when the platform took the liability).
	const held = vopLiabilityIsAccepted()
		? sql`0`
		: sql`coalesce(a.vop_check, '') in ('NO_MATCH', 'MATCH_NOT_POSSIBLE')`
	return getDb()
		.select({ id: pots.id })
		.from(pots)
		.where(
			and(
				lt(pots.closingDate, now),
				isNotNull(pots.providerWalletId),
				gt(pots.donationsTotalCents, paid),
				// Pots that wait for their charity's bank account, or for another one after a failure, do not
				// take the places of payable ones in the run's batch.
				sql`exists (select 1 from ${payoutBankAccounts} a where a.charity_id = ${pots.charityId} and a.status = 'ACTIVE'
					and not ${held}
					and not exists (select 1 from ${payouts} p where p.pot_id = ${pots.id} and p.status = 'FAILED'
						and p.bank_account_id = a.id and coalesce(p.result_code, '') <> ${NOT_SENT}
						and p.id = (select max(q.id) from ${payouts} q where q.pot_id = ${pots.id})))`,
			),
		)
		.orderBy(asc(pots.closingDate))
		.limit(limit)
		.all()
		.map((row) => row.id)
}

type AttemptResult =
	| { created: true; payout: typeof payouts.$inferSelect; itemsCents: number }
	| { created: false; reason: PayoutBlocker | 'unknown-pot' | 'no-wallet' | 'wallet-short' }

/**
 * Writes a pot's payout attempt in ONE immediate transaction, nothing awaited: re-checks that the pot is
 * payable (a second trigger finds the first one's CREATED row and stops; the partial unique index backs
 * this up), freezes the amount (the ledger balance) and the fee, lists the donations it carries, and marks
 * OFFSET the pot's open debts that the new donations cover. `walletBalanceCents` is what the provider said
 * the wallet holds, read just before: a payout is never asked for more.
 */
export function createPayoutAttempt(
	potId: number,
	fee: FeeSetting,
	walletBalanceCents: number,
	now = new Date(),
): AttemptResult {
	return getDb().transaction(
		(tx): AttemptResult => {
			const state = potPayoutState(tx, potId)
			if (!state) return { created: false, reason: 'unknown-pot' }
			if (!state.walletId) return { created: false, reason: 'no-wallet' }
			const blocker = payoutBlocker(state, now)
			if (blocker) return { created: false, reason: blocker }
			const amountCents = state.ledgerBalanceCents
			if (walletBalanceCents < amountCents) return { created: false, reason: 'wallet-short' }
			const payout = tx
				.insert(payouts)
				.values({
					potId,
					charityId: state.charityId,
					bankAccountId: state.activeBankAccountId!,
					amountCents,
					feeCents: payoutFee(amountCents, fee),
					feeRule: feeRuleOf(fee),
					idempotencyKey: payoutIdempotencyKey(newProviderKey()),
				})
				.returning()
				.get()
			tx.run(sql`insert into ${payoutItems} (payout_id, donation_id, amount_cents)
				select ${payout.id}, d.id, d.amount_cents from ${donations} d
				where d.pot_id = ${potId} and d.status = 'SUCCEEDED' and not exists (
					select 1 from ${payoutItems} i join ${payouts} p on p.id = i.payout_id
					where i.donation_id = d.id and p.id <> ${payout.id} and p.status in ('CREATED', 'SUCCEEDED'))`)
			const itemsCents = total(
				tx
					.select({ total: sum(payoutItems.amountCents) })
					.from(payoutItems)
					.where(eq(payoutItems.payoutId, payout.id))
					.get()?.total,
			)
			offsetDebts(tx, potId, payout.id, itemsCents - amountCents)
			return { created: true, payout, itemsCents }
		},
		{ behavior: 'immediate' },
	)
}

/** The pot's OPEN debts covered by a payout's donations beyond its amount, oldest first, become OFFSET. */
function offsetDebts(tx: DbOrTx, potId: number, payoutId: number, coveredCents: number) {
	if (coveredCents <= 0) return
	const open = tx
		.select()
		.from(charityDebts)
		.where(and(eq(charityDebts.potId, potId), eq(charityDebts.status, 'OPEN')))
		.orderBy(asc(charityDebts.id))
		.all()
	let left = coveredCents
	for (const debt of open) {
		if (debt.amountCents > left) break
		left -= debt.amountCents
		tx.update(charityDebts)
			.set({ status: 'OFFSET', offsetPayoutId: payoutId })
			.where(eq(charityDebts.id, debt.id))
			.run()
	}
}

/**
 * A payout that FAILED never paid the charity: the debts it caused are CANCELLED, the ones it offset are
 * OPEN again. Called in the failure's transaction.
 */
export function undoDebtsOfFailedPayout(tx: DbOrTx, payoutId: number) {
	tx.update(charityDebts)
		.set({ status: 'CANCELLED' })
		.where(and(eq(charityDebts.payoutId, payoutId), eq(charityDebts.status, 'OPEN')))
		.run()
	tx.update(charityDebts)
		.set({ status: 'OPEN', offsetPayoutId: null })
		.where(and(eq(charityDebts.offsetPayoutId, payoutId), eq(charityDebts.status, 'OFFSET')))
		.run()
}

/**
 * Money came back (refund, charge-back, late failure) for a donation a payout already carried (CREATED or
 * SUCCEEDED): the charity owes it. Called inside the reversal's transaction (app/donations/reversal.server.ts);
 * once per donation (unique index). Returns the debt's id, or null when the donation was not paid out.
 */
export function recordCharityDebt(
	tx: DbOrTx,
	donation: { id: number; potId: number; amountCents: number },
	kind: string,
) {
	const carried = tx
		.select({ payoutId: payouts.id, charityId: payouts.charityId })
		.from(payoutItems)
		.innerJoin(payouts, eq(payouts.id, payoutItems.payoutId))
		.where(and(eq(payoutItems.donationId, donation.id), inArray(payouts.status, [...NOT_FAILED])))
		.get()
	if (!carried) return null
	const row = tx
		.insert(charityDebts)
		.values({
			charityId: carried.charityId,
			potId: donation.potId,
			donationId: donation.id,
			payoutId: carried.payoutId,
			amountCents: donation.amountCents,
			kind,
		})
		.onConflictDoNothing()
		.returning({ id: charityDebts.id })
		.get()
	return row?.id ?? null
}
