import { and, asc, eq } from 'drizzle-orm'
import { simDisputes, simPayIns, simRefunds } from '#db/schema/sandbox.ts'
import { type Dispute, type Refund, type Repudiation } from '../provider.ts'
import {
	DAY,
	eur,
	getSandboxDb,
	moveBalance,
	nextId,
	notFound,
	now,
	recordEvent,
	txResult,
	type Tx,
	unixSeconds,
} from './core.server.ts'
import { getPayInRow, type PayInRow } from './payins.server.ts'
import { RESULTS } from './rules.ts'

/**
 * Money coming back after a success, as Mangopay records it: refunds (sim_refunds, nature REFUND, made by
 * `refundPayIn`), and disputes (sim_disputes) with the repudiation that takes the money (sim_refunds, nature
 * REPUDIATION). A card charge-back is CONTESTABLE; a late direct-debit failure is NOT_CONTESTABLE, with a
 * `LATE_FAILURE_*` reason, and closed at once. A pay-in refunded cannot be disputed, and the reverse.
 */

type RefundRow = typeof simRefunds.$inferSelect
type DisputeRow = typeof simDisputes.$inferSelect

/** A card holder's bank takes the money back; the platform could contest within this delay. */
const CONTEST_DELAY = 7 * DAY

export const LATE_FAILURE_REASON = 'LATE_FAILURE_INSUFFICIENT_FUNDS'
export const CHARGEBACK_REASON = 'TRANSACTION_NOT_RECOGNIZED'

function reversalRow(tx: Tx, id: string, nature: RefundRow['nature']) {
	const row = tx
		.select()
		.from(simRefunds)
		.where(and(eq(simRefunds.id, id), eq(simRefunds.nature, nature)))
		.get()
	return row ?? notFound(`${nature === 'REFUND' ? 'Refund' : 'Repudiation'} ${id}`)
}

export function getRefund(refundId: string): Refund {
	const row = reversalRow(getSandboxDb(), refundId, 'REFUND')
	return {
		...txResult(row),
		initialTransactionId: row.payInId,
		initialTransactionType: 'PAYIN',
		debited: eur(row.amount),
		credited: eur(row.amount),
		reasonType: 'INITIALIZED_BY_CLIENT',
	}
}

export function getRepudiation(repudiationId: string): Repudiation {
	const row = reversalRow(getSandboxDb(), repudiationId, 'REPUDIATION')
	return {
		...txResult(row),
		initialTransactionId: row.payInId,
		initialTransactionType: 'PAYIN',
		debited: eur(row.amount),
	}
}

function disputeView(row: DisputeRow): Dispute {
	return {
		id: row.id,
		initialTransactionId: row.payInId,
		initialTransactionType: 'PAYIN',
		disputeType: row.disputeType,
		reasonType: row.reasonType,
		reasonMessage: row.reasonMessage,
		status: row.status,
		disputedFunds: eur(row.disputedAmount),
		repudiationId: row.repudiationId,
		resultCode: row.resultCode,
		resultMessage: row.resultMessage,
		createdAt: unixSeconds(row.createdAt) ?? 0,
		closedAt: unixSeconds(row.closedAt),
	}
}

export function getDispute(disputeId: string) {
	const row = getSandboxDb().select().from(simDisputes).where(eq(simDisputes.id, disputeId)).get()
	return disputeView(row ?? notFound(`Dispute ${disputeId}`))
}

export function listPayInDisputes(payInId: string) {
	const db = getSandboxDb()
	getPayInRow(db, payInId)
	return db
		.select()
		.from(simDisputes)
		.where(eq(simDisputes.payInId, payInId))
		.orderBy(asc(simDisputes.createdAt), asc(simDisputes.id))
		.all()
		.map(disputeView)
}

/** Whether a refund may be made on this pay-in: never on one under dispute (Mangopay's rule). */
export function isDisputed(tx: Tx, payInId: string) {
	return Boolean(
		tx.select({ id: simDisputes.id }).from(simDisputes).where(eq(simDisputes.payInId, payInId)).get(),
	)
}

/** Why this pay-in cannot be disputed this way, or null. */
export function disputeRefusal(tx: Tx, row: PayInRow, kind: 'chargeback' | 'late_failure') {
	if (row.status !== 'SUCCEEDED') return `Pay-in ${row.id} is ${row.status}, not SUCCEEDED`
	if (kind === 'late_failure' && row.paymentType !== 'DIRECT_DEBIT')
		return `Pay-in ${row.id} is not a direct debit: only a direct debit fails late`
	if (kind === 'chargeback' && row.paymentType !== 'CARD') return `Pay-in ${row.id} is not a card payment`
	if (isDisputed(tx, row.id)) return `Pay-in ${row.id} is already disputed`
	const refunded = tx
		.select({ id: simRefunds.id })
		.from(simRefunds)
		.where(
			and(
				eq(simRefunds.payInId, row.id),
				eq(simRefunds.nature, 'REFUND'),
				eq(simRefunds.status, 'SUCCEEDED'),
			),
		)
		.get()
	return refunded ? `Pay-in ${row.id} was refunded: it cannot be disputed` : null
}

/**
 * A dispute on a SUCCEEDED pay-in and its repudiation: the bank takes back what the person paid (the pot's
 * wallet loses its share, below zero if need be). Records DISPUTE_CREATED, PAYIN_REPUDIATION_CREATED and
 * _SUCCEEDED, then DISPUTE_CLOSED for a late failure, which cannot be contested.
 */
export function disputeTx(tx: Tx, row: PayInRow, at: number, kind: 'chargeback' | 'late_failure') {
	const refusal = disputeRefusal(tx, row, kind)
	if (refusal) throw new Error(refusal)
	tx.update(simPayIns).set({ lateFailureAt: null }).where(eq(simPayIns.id, row.id)).run()
	const disputeId = nextId(tx)
	const repudiationId = nextId(tx)
	const late = kind === 'late_failure'
	tx.insert(simRefunds)
		.values({
			id: repudiationId,
			nature: 'REPUDIATION',
			payInId: row.id,
			debitedWalletId: row.creditedWalletId,
			amount: row.debitedAmount,
			status: 'SUCCEEDED',
			resultCode: RESULTS.success.code,
			resultMessage: RESULTS.success.message,
			createdAt: at,
			executedAt: at,
		})
		.run()
	tx.insert(simDisputes)
		.values({
			id: disputeId,
			payInId: row.id,
			repudiationId,
			disputeType: late ? 'NOT_CONTESTABLE' : 'CONTESTABLE',
			reasonType: late ? LATE_FAILURE_REASON : CHARGEBACK_REASON,
			reasonMessage: late
				? 'The direct debit was rejected by the bank after its settlement'
				: 'The card holder does not recognise the payment',
			status: late ? 'CLOSED' : 'PENDING_CLIENT_ACTION',
			disputedAmount: row.debitedAmount,
			contestDeadline: late ? null : at + CONTEST_DELAY,
			createdAt: at,
			closedAt: late ? at : null,
		})
		.run()
	moveBalance(tx, row.creditedWalletId, -(row.debitedAmount - row.feesAmount))
	recordEvent(tx, 'DISPUTE_CREATED', disputeId, at)
	recordEvent(tx, 'PAYIN_REPUDIATION_CREATED', repudiationId, at)
	recordEvent(tx, 'PAYIN_REPUDIATION_SUCCEEDED', repudiationId, at)
	if (late) recordEvent(tx, 'DISPUTE_CLOSED', disputeId, at)
	return { disputeId, repudiationId }
}

/** Control: the card holder's bank charges a succeeded card payment back. */
export function chargeBack(payInId: string) {
	return getSandboxDb().transaction((tx) => disputeTx(tx, getPayInRow(tx, payInId), now(tx), 'chargeback'))
}

/** Control: a succeeded direct debit is rejected late by the bank (Fickle's behaviour on demand). */
export function lateFailDirectDebit(payInId: string) {
	return getSandboxDb().transaction((tx) => disputeTx(tx, getPayInRow(tx, payInId), now(tx), 'late_failure'))
}
