import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { prepared } from '#db/prepared.ts'
import { simPayIns } from '#db/schema/sandbox.ts'
import { type Money, type PaymentProvider } from '../provider.ts'
import { checkMoney, getSandboxDb, now, txResult, type Tx } from './core.server.ts'
import { checkAmounts, failPayIn, openPayIn, succeedPayIn } from './payins.server.ts'
import { RESULTS, WIRE_BANK_ACCOUNT } from './rules.ts'
import { checkWallet, getUserRow } from './users-wallets.server.ts'

/** Bank wire pay-ins: CREATED with our simulated bank details, reconciled by wire reference. */

type WireInput = Parameters<PaymentProvider['createBankWirePayIn']>[0]

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'

function wireReference(tx: Tx) {
	for (;;) {
		let ref = 'MG'
		for (const byte of crypto.randomBytes(8)) ref += REF_ALPHABET[byte % REF_ALPHABET.length]
		if (!tx.select({ id: simPayIns.id }).from(simPayIns).where(eq(simPayIns.wireReference, ref)).get())
			return ref
	}
}

export function createBankWirePayIn(tx: Tx, at: number, i: WireInput) {
	checkMoney(i.declared, 'DeclaredDebitedFunds')
	checkMoney(i.declaredFees, 'DeclaredFees')
	checkAmounts(i.declared.amount, i.declaredFees.amount)
	getUserRow(tx, i.authorId)
	checkWallet(tx, i.creditedWalletId)
	const reference = wireReference(tx)
	const { row } = openPayIn(
		tx,
		at,
		{
			paymentType: 'BANK_WIRE',
			executionType: 'DIRECT',
			authorId: i.authorId,
			creditedWalletId: i.creditedWalletId,
			debitedAmount: i.declared.amount,
			feesAmount: i.declaredFees.amount,
			wireReference: reference,
			tag: i.tag ?? null,
		},
		i.beneficiaries,
	)
	return {
		...txResult(row),
		wireReference: reference,
		bankAccount: { ...WIRE_BANK_ACCOUNT, ownerAddress: { ...WIRE_BANK_ACCOUNT.ownerAddress } },
	}
}

/**
 * A transfer arrives at the simulated bank: reconciled by wire reference and the declared amount. A wrong
 * amount or currency is held (Mangopay: "can cause delays or failures"): the pay-in stays CREATED.
 */
export function receiveBankWire(reference: string, amount: Money) {
	getSandboxDb().transaction((tx) => {
		const row = tx
			.select()
			.from(simPayIns)
			.where(and(eq(simPayIns.wireReference, reference), eq(simPayIns.paymentType, 'BANK_WIRE')))
			.get()
		if (!row) throw new Error(`No bank wire pay-in with reference ${reference}`)
		if (row.status !== 'CREATED') throw new Error(`Bank wire ${row.id} is already ${row.status}`)
		if (amount.currency !== 'EUR' || amount.amount !== row.debitedAmount) {
			throw new Error(
				`Bank wire ${row.id} declared ${row.debitedAmount} EUR cents; received ${amount.amount} ${amount.currency}: held`,
			)
		}
		succeedPayIn(tx, row, now(tx))
	})
}

/** Read before every simulated read (sweep.server.ts): built and prepared once per connection. */
const waitingWires = (tx: Tx) =>
	tx
		.select()
		.from(simPayIns)
		.where(and(eq(simPayIns.status, 'CREATED'), eq(simPayIns.paymentType, 'BANK_WIRE')))
		.prepare()

/** One calendar month after creation, a wire still waiting fails with 101109. */
export function expireBankWires(tx: Tx, at: number) {
	const waiting = prepared(tx, waitingWires).all()
	for (const row of waiting) {
		const deadline = new Date(row.createdAt)
		deadline.setUTCMonth(deadline.getUTCMonth() + 1)
		if (deadline.getTime() <= at) failPayIn(tx, row, at, RESULTS.expired)
	}
}
