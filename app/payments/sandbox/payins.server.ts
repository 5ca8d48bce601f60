import { eq, sql } from 'drizzle-orm'
import { insertRow, prepared, updateWhere } from '#db/prepared.ts'
import { simMandates, simPayIns } from '#db/schema/sandbox.ts'
import {
	badRequest,
	eur,
	getSandboxDb,
	moveBalance,
	nextId,
	notFound,
	recordEvent,
	txResult,
	type Tx,
} from './core.server.ts'
import { MAX_BENEFICIARIES } from '../provider.ts'
import { RESULTS } from './rules.ts'
import { checkWallet, getUserRow } from './users-wallets.server.ts'

/** What every pay-in type shares: reading, and the status changes that move money and record events. */

export type PayInRow = typeof simPayIns.$inferSelect

const payInRow = (tx: Tx) =>
	tx
		.select()
		.from(simPayIns)
		.where(eq(simPayIns.id, sql.placeholder('payInId')))
		.prepare()

export function getPayInRow(tx: Tx, payInId: string) {
	return prepared(tx, payInRow).get({ payInId }) ?? notFound(`PayIn ${payInId}`)
}

export function payInByToken(token: string) {
	return getSandboxDb().select().from(simPayIns).where(eq(simPayIns.redirectToken, token)).get() ?? null
}

function payInView(row: PayInRow) {
	return {
		...txResult(row),
		paymentType: row.paymentType,
		debited: eur(row.debitedAmount),
		fees: eur(row.feesAmount),
		creditedWalletId: row.creditedWalletId,
		tag: row.tag ?? null,
	}
}

export function checkAmounts(debited: number, fees: number) {
	if (debited <= 0) badRequest('DebitedFunds.Amount must be positive')
	if (fees > debited) badRequest('Fees must not exceed DebitedFunds')
}

/** CREATED → SUCCEEDED: credits the wallet with debited − fees, records PAYIN_NORMAL_SUCCEEDED. */
export function succeedPayIn(tx: Tx, row: PayInRow, at: number, patch: Partial<PayInRow> = {}) {
	if (row.status !== 'CREATED') return false
	const debited = patch.debitedAmount ?? row.debitedAmount
	const fees = patch.feesAmount ?? row.feesAmount
	updateWhere(tx, simPayIns, simPayIns.id, row.id, {
		...patch,
		status: 'SUCCEEDED',
		resultCode: RESULTS.success.code,
		resultMessage: RESULTS.success.message,
		executedAt: at,
	})
	moveBalance(tx, row.creditedWalletId, debited - fees)
	recordEvent(tx, 'PAYIN_NORMAL_SUCCEEDED', row.id, at)
	if (row.mandateId) {
		// SEPA: the mandate becomes ACTIVE after the first successful pay-in.
		const mandate = tx.select().from(simMandates).where(eq(simMandates.id, row.mandateId)).get()
		if (mandate?.status === 'SUBMITTED') {
			tx.update(simMandates).set({ status: 'ACTIVE' }).where(eq(simMandates.id, mandate.id)).run()
			recordEvent(tx, 'MANDATE_ACTIVATED', mandate.id, at)
		}
	}
	return true
}

/** CREATED → FAILED with Mangopay's result code, records PAYIN_NORMAL_FAILED. */
export function failPayIn(tx: Tx, row: PayInRow, at: number, result: { code: string; message: string }) {
	if (row.status !== 'CREATED') return false
	tx.update(simPayIns)
		.set({ status: 'FAILED', resultCode: result.code, resultMessage: result.message, executedAt: null })
		.where(eq(simPayIns.id, row.id))
		.run()
	recordEvent(tx, 'PAYIN_NORMAL_FAILED', row.id, at)
	return true
}

/**
 * The KYC check of a pay-in's beneficiaries (Mangopay's release of 24 June 2026): the declared users, or else
 * the credited wallet's owner, must all be REGULAR. Unknown users and more than five are bad requests.
 */
function beneficiariesVerified(tx: Tx, creditedWalletId: string, beneficiaries: string[] | undefined) {
	if (beneficiaries && beneficiaries.length > MAX_BENEFICIARIES)
		badRequest('FlowDescriptor.Beneficiaries holds at most 5 users')
	const ids = beneficiaries?.length ? beneficiaries : [checkWallet(tx, creditedWalletId).ownerId]
	return ids.every((id) => getUserRow(tx, id).kycLevel === 'REGULAR')
}

type NewPayIn = Omit<typeof simPayIns.$inferInsert, 'id' | 'status' | 'createdAt'>

/**
 * Where every pay-in (card, hosted card, direct debit, wire) starts: its beneficiaries are checked first (a
 * bad request writes nothing), then the row is created with PAYIN_NORMAL_CREATED; for an unverified
 * beneficiary it is FAILED 002951 at once (`refused`) and no money moves.
 */
export function openPayIn(tx: Tx, at: number, values: NewPayIn, beneficiaries: string[] | undefined) {
	const verified = beneficiariesVerified(tx, values.creditedWalletId, beneficiaries)
	const id = nextId(tx)
	insertRow(tx, simPayIns, { ...values, id, status: 'CREATED', createdAt: at })
	recordEvent(tx, 'PAYIN_NORMAL_CREATED', id, at)
	if (!verified) failPayIn(tx, getPayInRow(tx, id), at, RESULTS.beneficiaryNotVerified)
	return { row: getPayInRow(tx, id), refused: !verified }
}

export function getPayIn(payInId: string) {
	return payInView(getPayInRow(getSandboxDb(), payInId))
}
