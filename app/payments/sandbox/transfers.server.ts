import { and, desc, eq, lte, sql, sum } from 'drizzle-orm'
import { prepared } from '#db/prepared.ts'
import { simPayouts, simRecipients, simRefunds, simTransfers } from '#db/schema/sandbox.ts'
import {
	compareHolderNames,
	isPayeeCheck,
	payeeCheckBlocksPayouts,
	payeeCheckMessage,
	toPayeeVerification,
	vopLiabilityAccepted,
} from '#app/lib/payments/payee-check.ts'
import { type Address, type PaymentProvider, type TxStatus } from '../provider.ts'
import {
	badRequest,
	checkMoney,
	DAY,
	getSandboxDb,
	getWalletRow,
	isValidIban,
	maskIban,
	MINUTE,
	moveBalance,
	nextId,
	notFound,
	now,
	prefixedId,
	recordEvent,
	txResult,
	type Tx,
} from './core.server.ts'
import { isDisputed } from './disputes.server.ts'
import { getPayInRow } from './payins.server.ts'
import { RESULTS, VOP_UNREACHABLE_IBAN } from './rules.ts'
import { getUserRow } from './users-wallets.server.ts'

/** Transfers between wallets, payout recipients and payouts, pay-in refunds (read in disputes.server.ts). */

/** Payouts leave CREATED for SUCCEEDED once the simulated bank has processed them. */
const PAYOUT_DELAY = 10 * MINUTE

type TransferInput = Parameters<PaymentProvider['createTransfer']>[0]

/** SCA on OWNER → OWNER transfers is not simulated (no nextAction). */
export function createTransfer(tx: Tx, at: number, i: TransferInput) {
	checkMoney(i.debited, 'DebitedFunds')
	checkMoney(i.fees, 'Fees')
	if (i.fees.amount > i.debited.amount) badRequest('Fees must not exceed DebitedFunds')
	getUserRow(tx, i.authorId)
	const debited = getWalletRow(tx, i.debitedWalletId)
	getWalletRow(tx, i.creditedWalletId)
	if (debited.ownerId !== i.authorId) badRequest('The author must own the debited wallet')
	if (i.debitedWalletId === i.creditedWalletId) badRequest('The debited and credited wallets must differ')
	const id = nextId(tx)
	const ok = debited.balance >= i.debited.amount
	const result = ok ? RESULTS.success : RESULTS.walletBalance
	const status: TxStatus = ok ? 'SUCCEEDED' : 'FAILED'
	tx.insert(simTransfers)
		.values({
			id,
			authorId: i.authorId,
			debitedWalletId: i.debitedWalletId,
			creditedWalletId: i.creditedWalletId,
			debitedAmount: i.debited.amount,
			feesAmount: i.fees.amount,
			status,
			resultCode: result.code,
			resultMessage: result.message,
			tag: i.tag ?? null,
			createdAt: at,
			executedAt: ok ? at : null,
		})
		.run()
	recordEvent(tx, 'TRANSFER_NORMAL_CREATED', id, at)
	if (ok) {
		moveBalance(tx, i.debitedWalletId, -i.debited.amount)
		moveBalance(tx, i.creditedWalletId, i.debited.amount - i.fees.amount)
	}
	recordEvent(tx, ok ? 'TRANSFER_NORMAL_SUCCEEDED' : 'TRANSFER_NORMAL_FAILED', id, at)
	return getTransferRow(tx, id)
}

function getTransferRow(tx: Tx, id: string) {
	return txResult(
		tx.select().from(simTransfers).where(eq(simTransfers.id, id)).get() ?? notFound(`Transfer ${id}`),
	)
}

export function getTransfer(id: string) {
	return getTransferRow(getSandboxDb(), id)
}

export function createPayoutRecipient(
	tx: Tx,
	at: number,
	i: { userId: string; ownerName: string; iban: string; bic?: string; address: Address },
) {
	const user = getUserRow(tx, i.userId)
	const iban = i.iban.replace(/\s+/g, '').toUpperCase()
	if (!isValidIban(iban)) badRequest('IBAN is invalid')
	if (!i.ownerName.trim()) badRequest('OwnerName is required')
	const id = prefixedId('rec_')
	const held = user.personType === 'LEGAL' && user.name ? user.name : `${user.firstName} ${user.lastName}`
	const check = iban === VOP_UNREACHABLE_IBAN ? 'MATCH_NOT_POSSIBLE' : compareHolderNames(i.ownerName, held)
	tx.insert(simRecipients)
		.values({
			id,
			userId: i.userId,
			ownerName: i.ownerName.trim(),
			iban,
			ibanMasked: maskIban(iban),
			bic: i.bic ?? null,
			address: { ...i.address },
			status: 'ACTIVE',
			vopId: prefixedId('vop_'),
			vopCheck: check,
			vopMessage: payeeCheckMessage(check, held),
			createdAt: at,
		})
		.run()
	recordEvent(tx, 'RECIPIENT_ACTIVE', id, at)
	return recipientOf(getRecipientRow(tx, id))
}

function getRecipientRow(tx: Tx, id: string) {
	return tx.select().from(simRecipients).where(eq(simRecipients.id, id)).get() ?? notFound(`Recipient ${id}`)
}

function recipientOf(r: typeof simRecipients.$inferSelect) {
	return {
		recipientId: r.id,
		status: r.status,
		verification: toPayeeVerification({ id: r.vopId, check: r.vopCheck, message: r.vopMessage }),
	}
}

export function getPayoutRecipient(id: string) {
	const r = getRecipientRow(getSandboxDb(), id)
	const a = r.address
	return {
		...recipientOf(r),
		ownerName: r.ownerName,
		iban: r.iban,
		bic: r.bic,
		address: {
			addressLine1: a.addressLine1 ?? '',
			...(a.addressLine2 ? { addressLine2: a.addressLine2 } : {}),
			city: a.city ?? '',
			postalCode: a.postalCode ?? '',
			country: a.country ?? '',
		},
	}
}

/** The platform signed Mangopay's liability amendment for payee name checks (docs/production.md). */
const vopLiabilitySigned = () => vopLiabilityAccepted(process.env.MANGOPAY_VOP_LIABILITY)

type PayoutInput = Parameters<PaymentProvider['createPayout']>[0]

/** KYC REGULAR required; over the balance → FAILED. The wallet is debited at creation. */
export function createPayout(tx: Tx, at: number, i: PayoutInput) {
	checkMoney(i.debited, 'DebitedFunds')
	checkMoney(i.fees, 'Fees')
	if (i.debited.amount <= 0 || i.fees.amount > i.debited.amount) badRequest('Amounts are invalid')
	const user = getUserRow(tx, i.authorId)
	const wallet = getWalletRow(tx, i.debitedWalletId)
	if (wallet.ownerId !== i.authorId) badRequest('The author must own the debited wallet')
	const recipient =
		tx.select().from(simRecipients).where(eq(simRecipients.id, i.recipientId)).get() ??
		notFound(`Recipient ${i.recipientId}`)
	if (recipient.userId !== i.authorId) badRequest('The recipient does not belong to the author')
	if (i.bankWireRef && i.bankWireRef.length > 12) badRequest('BankWireRef is at most 12 characters')
	// The name check comes first: Mangopay refuses such a payout whatever the user's KYC.
	const failure = payeeCheckBlocksPayouts(
		isPayeeCheck(recipient.vopCheck) ? recipient.vopCheck : null,
		vopLiabilitySigned(),
	)
		? RESULTS.vopFailed
		: user.kycLevel !== 'REGULAR'
			? RESULTS.kycLimit
			: wallet.balance < i.debited.amount
				? RESULTS.walletBalance
				: null
	const id = nextId(tx)
	tx.insert(simPayouts)
		.values({
			id,
			authorId: i.authorId,
			debitedWalletId: wallet.id,
			recipientId: recipient.id,
			debitedAmount: i.debited.amount,
			feesAmount: i.fees.amount,
			bankWireRef: i.bankWireRef ?? null,
			status: failure ? 'FAILED' : 'CREATED',
			resultCode: failure?.code ?? null,
			resultMessage: failure?.message ?? null,
			createdAt: at,
		})
		.run()
	recordEvent(tx, 'PAYOUT_NORMAL_CREATED', id, at)
	if (failure) recordEvent(tx, 'PAYOUT_NORMAL_FAILED', id, at)
	else moveBalance(tx, wallet.id, -i.debited.amount)
	return getPayoutRow(tx, id)
}

function getPayoutRow(tx: Tx, id: string) {
	return txResult(tx.select().from(simPayouts).where(eq(simPayouts.id, id)).get() ?? notFound(`PayOut ${id}`))
}

export function getPayout(id: string) {
	return getPayoutRow(getSandboxDb(), id)
}

/** Read before every simulated read (sweep.server.ts): built and prepared once per connection. */
const duePayouts = (tx: Tx) =>
	tx
		.select()
		.from(simPayouts)
		.where(and(eq(simPayouts.status, 'CREATED'), lte(simPayouts.createdAt, sql.placeholder('before'))))
		.prepare()

export function settlePayouts(tx: Tx, at: number) {
	const due = prepared(tx, duePayouts).all({ before: at - PAYOUT_DELAY })
	for (const payout of due) succeedPayout(tx, payout.id, at)
}

function succeedPayout(tx: Tx, payoutId: string, at: number) {
	tx.update(simPayouts)
		.set({
			status: 'SUCCEEDED',
			resultCode: RESULTS.success.code,
			resultMessage: RESULTS.success.message,
			executedAt: at,
		})
		.where(eq(simPayouts.id, payoutId))
		.run()
	recordEvent(tx, 'PAYOUT_NORMAL_SUCCEEDED', payoutId, at)
}

/** A payout the receiving bank has not processed yet: the controls act on no other. */
function createdPayout(tx: Tx, payoutId: string) {
	const payout =
		tx.select().from(simPayouts).where(eq(simPayouts.id, payoutId)).get() ?? notFound(`PayOut ${payoutId}`)
	if (payout.status !== 'CREATED') throw new Error(`PayOut ${payoutId} is ${payout.status}, not CREATED`)
	return payout
}

/**
 * Control: the receiving bank executes a payout still CREATED now, without waiting for its delay (nor moving
 * the simulator's clock, which every other pending object shares): SUCCEEDED, PAYOUT_NORMAL_SUCCEEDED.
 */
export function executePayout(payoutId: string) {
	return getSandboxDb().transaction((tx) => {
		const at = now(tx)
		const payout = createdPayout(tx, payoutId)
		succeedPayout(tx, payout.id, at)
		return getPayoutRow(tx, payout.id)
	})
}

/**
 * Control: the receiving bank refuses a payout still CREATED (a closed account, a wrong holder): FAILED
 * 121001, and, as Mangopay does, the funds go back to the wallet (PAYOUT_NORMAL_FAILED).
 */
export function failPayout(payoutId: string) {
	return getSandboxDb().transaction((tx) => {
		const at = now(tx)
		const payout = createdPayout(tx, payoutId)
		tx.update(simPayouts)
			.set({
				status: 'FAILED',
				resultCode: RESULTS.payoutRefused.code,
				resultMessage: RESULTS.payoutRefused.message,
			})
			.where(eq(simPayouts.id, payout.id))
			.run()
		moveBalance(tx, payout.debitedWalletId, payout.debitedAmount)
		recordEvent(tx, 'PAYOUT_NORMAL_FAILED', payout.id, at)
		return getPayoutRow(tx, payout.id)
	})
}

/** The payouts still CREATED (the control page's list), newest first. */
export function pendingPayouts(limit = 50) {
	return getSandboxDb()
		.select()
		.from(simPayouts)
		.where(eq(simPayouts.status, 'CREATED'))
		.orderBy(desc(simPayouts.createdAt))
		.limit(limit)
		.all()
}

/**
 * Refund of a SUCCEEDED card or direct-debit pay-in (bank wires are refunded by payout). Direct debits
 * cannot be refunded within 7 days (001405) unless tagged `ignore_mindate`; the wallet must hold the amount.
 */
export function refundPayIn(
	tx: Tx,
	at: number,
	payInId: string,
	i: { amount?: { amount: number; currency: 'EUR' }; tag?: string },
) {
	const payIn = getPayInRow(tx, payInId)
	if (payIn.status !== 'SUCCEEDED') badRequest('Only a SUCCEEDED pay-in can be refunded')
	if (payIn.paymentType === 'BANK_WIRE') badRequest('Bank wire pay-ins are refunded by payout')
	if (isDisputed(tx, payIn.id)) badRequest('A pay-in under dispute cannot be refunded')
	if (i.amount) checkMoney(i.amount, 'DebitedFunds')
	const refunded =
		Number(
			tx
				.select({ total: sum(simRefunds.amount) })
				.from(simRefunds)
				.where(
					and(
						eq(simRefunds.payInId, payIn.id),
						eq(simRefunds.nature, 'REFUND'),
						eq(simRefunds.status, 'SUCCEEDED'),
					),
				)
				.get()?.total ?? 0,
		) || 0
	const credited = payIn.debitedAmount - payIn.feesAmount
	const amount = i.amount?.amount ?? credited - refunded
	if (amount <= 0 || amount > credited - refunded)
		badRequest('The refund amount exceeds what remains of the pay-in')
	const wallet = getWalletRow(tx, payIn.creditedWalletId)
	const tooEarly =
		payIn.paymentType === 'DIRECT_DEBIT' &&
		i.tag !== 'ignore_mindate' &&
		(payIn.executedAt ?? at) > at - 7 * DAY
	const failure = tooEarly ? RESULTS.refundTooEarly : wallet.balance < amount ? RESULTS.walletBalance : null
	const id = nextId(tx)
	tx.insert(simRefunds)
		.values({
			id,
			nature: 'REFUND',
			payInId: payIn.id,
			debitedWalletId: wallet.id,
			amount,
			status: failure ? 'FAILED' : 'SUCCEEDED',
			resultCode: (failure ?? RESULTS.success).code,
			resultMessage: (failure ?? RESULTS.success).message,
			tag: i.tag ?? null,
			createdAt: at,
			executedAt: failure ? null : at,
		})
		.run()
	recordEvent(tx, 'PAYIN_REFUND_CREATED', id, at)
	if (!failure) moveBalance(tx, wallet.id, -amount)
	recordEvent(tx, failure ? 'PAYIN_REFUND_FAILED' : 'PAYIN_REFUND_SUCCEEDED', id, at)
	return txResult(tx.select().from(simRefunds).where(eq(simRefunds.id, id)).get() ?? notFound(`Refund ${id}`))
}
