import { and, eq, isNotNull, lt, lte, sql } from 'drizzle-orm'
import { prepared } from '#db/prepared.ts'
import { simBankAccounts, simMandates, simPayIns, simUsers } from '#db/schema/sandbox.ts'
import { type Address, type MandateStatus, MAX_BENEFICIARIES, type PaymentProvider } from '../provider.ts'
import {
	badRequest,
	checkMoney,
	checkUrl,
	DAY,
	getSandboxDb,
	HOUR,
	isValidIban,
	maskIban,
	nextId,
	notFound,
	now,
	prefixedId,
	randomToken,
	recordEvent,
	sandboxPage,
	txResult,
	type Tx,
	unixSeconds,
	withParam,
} from './core.server.ts'
import { disputeRefusal, disputeTx } from './disputes.server.ts'
import {
	checkAmounts,
	failPayIn,
	getPayInRow,
	type PayInRow,
	openPayIn,
	succeedPayIn,
} from './payins.server.ts'
import { MANDATE_MOCKS, RESULTS } from './rules.ts'
import { checkWallet, getUserRow } from './users-wallets.server.ts'

/** SEPA direct debit: IBAN bank accounts, web mandates, direct-debit pay-ins and their settlement. */

/** Charge date: D+2 after creation (SEPA cut-off simplified); settles once the clock passes it. */
const CHARGE_DELAY = 2 * DAY
/** Fickle: the late failure (repudiation) comes a few days after success. */
const LATE_FAILURE_DELAY = 3 * DAY

export function createIbanBankAccount(
	tx: Tx,
	at: number,
	i: { userId: string; ownerName: string; ownerAddress: Address; iban: string; bic?: string; tag?: string },
) {
	getUserRow(tx, i.userId)
	const iban = i.iban.replace(/\s+/g, '').toUpperCase()
	if (!isValidIban(iban)) badRequest('IBAN is invalid')
	if (/^(DK|SE)/.test(iban)) badRequest('Only SEPA Core IBANs are accepted')
	if (i.bic && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(i.bic)) badRequest('BIC is invalid')
	if (!i.ownerName.trim()) badRequest('OwnerName is required')
	const id = nextId(tx)
	tx.insert(simBankAccounts)
		.values({
			id,
			userId: i.userId,
			ownerName: i.ownerName.trim(),
			ownerAddress: { ...i.ownerAddress },
			iban,
			ibanMasked: maskIban(iban),
			bic: i.bic ?? null,
			tag: i.tag ?? null,
			createdAt: at,
		})
		.run()
	return { bankAccountId: id }
}

export function createMandate(tx: Tx, at: number, i: Parameters<PaymentProvider['createMandate']>[0]) {
	// The mandate's beneficiaries are checked on each pay-in made under it; here they must be known users.
	if ((i.beneficiaries?.length ?? 0) > MAX_BENEFICIARIES)
		badRequest('FlowDescriptor.Beneficiaries holds at most 5 users')
	for (const id of i.beneficiaries ?? []) getUserRow(tx, id)
	const account =
		tx.select().from(simBankAccounts).where(eq(simBankAccounts.id, i.bankAccountId)).get() ??
		notFound(`BankAccount ${i.bankAccountId}`)
	if (!account.active) badRequest('The bank account is not active')
	checkUrl(i.returnUrl, 'ReturnURL', 220)
	const id = prefixedId('mdt_m_')
	const token = randomToken()
	const bankReference = `DONNONS${nextId(tx)}`
	tx.insert(simMandates)
		.values({
			id,
			bankAccountId: account.id,
			userId: account.userId,
			status: 'CREATED',
			culture: i.culture,
			returnUrl: i.returnUrl,
			redirectToken: token,
			bankReference,
			tag: i.tag ?? null,
			createdAt: at,
		})
		.run()
	recordEvent(tx, 'MANDATE_CREATED', id, at)
	return {
		mandateId: id,
		status: 'CREATED' as MandateStatus,
		documentUrl: null,
		bankReference,
		nextAction: { type: 'redirect' as const, url: sandboxPage(`mandate/${token}`) },
	}
}

function getMandateRow(tx: Tx, mandateId: string) {
	return (
		tx.select().from(simMandates).where(eq(simMandates.id, mandateId)).get() ??
		notFound(`Mandate ${mandateId}`)
	)
}

export function getMandate(mandateId: string) {
	const mandate = getMandateRow(getSandboxDb(), mandateId)
	return {
		mandateId: mandate.id,
		status: mandate.status,
		scheme: mandate.scheme === 'SEPA' ? ('SEPA' as const) : null,
		resultCode: mandate.resultCode,
	}
}

/** The page's view of a mandate (masked IBAN only). */
export function mandateByToken(token: string) {
	const db = getSandboxDb()
	const mandate = db.select().from(simMandates).where(eq(simMandates.redirectToken, token)).get()
	if (!mandate) return null
	const account = db.select().from(simBankAccounts).where(eq(simBankAccounts.id, mandate.bankAccountId)).get()
	return { ...mandate, ownerName: account?.ownerName ?? '', ibanMasked: account?.ibanMasked ?? '' }
}

export function mandateReturnUrl(mandate: { id: string; returnUrl: string }) {
	return withParam(mandate.returnUrl, 'MandateId', mandate.id)
}

/** The person signs on the confirmation page: CREATED → SUBMITTED. */
export function confirmMandate(mandateId: string) {
	getSandboxDb().transaction((tx) => {
		const mandate = getMandateRow(tx, mandateId)
		const at = now(tx)
		if (mandate.status !== 'CREATED')
			throw new Error(`Mandate ${mandateId} is ${mandate.status}, not CREATED`)
		tx.update(simMandates)
			.set({ status: 'SUBMITTED', scheme: 'SEPA' })
			.where(eq(simMandates.id, mandateId))
			.run()
		recordEvent(tx, 'MANDATE_SUBMITTED', mandateId, at)
	})
}

function failMandateTx(tx: Tx, mandateId: string, at: number) {
	const mandate = getMandateRow(tx, mandateId)
	if (mandate.status === 'FAILED' || mandate.status === 'EXPIRED') return mandate.status
	tx.update(simMandates)
		.set({
			status: 'FAILED',
			resultCode: RESULTS.mandateRefused.code,
			resultMessage: RESULTS.mandateRefused.message,
		})
		.where(eq(simMandates.id, mandateId))
		.run()
	recordEvent(tx, 'MANDATE_FAILED', mandateId, at)
	return 'FAILED' as const
}

/** The person refuses on the confirmation page (or the bank rejects it): → FAILED. */
export function failMandate(mandateId: string) {
	getSandboxDb().transaction((tx) => {
		failMandateTx(tx, mandateId, now(tx))
	})
}

/** PUT /mandates/{id}/cancel: a SUBMITTED or ACTIVE mandate becomes FAILED (Mangopay's cancelled state). */
export function cancelMandate(mandateId: string) {
	return getSandboxDb().transaction((tx) => {
		const mandate = getMandateRow(tx, mandateId)
		if (mandate.status === 'CREATED') badRequest('Only a SUBMITTED or ACTIVE mandate can be cancelled')
		return { status: failMandateTx(tx, mandateId, now(tx)) as MandateStatus }
	})
}

// The sweep's reads run before every simulated read (sweep.server.ts): built and prepared once per connection.
const staleMandates = (tx: Tx) =>
	tx
		.select()
		.from(simMandates)
		.where(and(eq(simMandates.status, 'CREATED'), lte(simMandates.createdAt, sql.placeholder('before'))))
		.prepare()

/** Mandates left unconfirmed for 1 h: → EXPIRED (001807). */
export function expireStaleMandates(tx: Tx, at: number) {
	const stale = prepared(tx, staleMandates).all({ before: at - HOUR })
	for (const mandate of stale) {
		tx.update(simMandates)
			.set({
				status: 'EXPIRED',
				resultCode: RESULTS.mandateExpired.code,
				resultMessage: RESULTS.mandateExpired.message,
			})
			.where(eq(simMandates.id, mandate.id))
			.run()
		recordEvent(tx, 'MANDATE_EXPIRED', mandate.id, at)
	}
}

type DirectDebitInput = Parameters<PaymentProvider['createDirectDebitPayIn']>[0]

export function createDirectDebitPayIn(tx: Tx, at: number, i: DirectDebitInput) {
	checkMoney(i.debited, 'DebitedFunds')
	checkMoney(i.fees, 'Fees')
	checkAmounts(i.debited.amount, i.fees.amount)
	if (i.statementDescriptor && !/^[A-Za-z0-9 ]{1,10}$/.test(i.statementDescriptor))
		badRequest('StatementDescriptor is invalid')
	getUserRow(tx, i.authorId)
	checkWallet(tx, i.creditedWalletId)
	const mandate = getMandateRow(tx, i.mandateId)
	if (mandate.userId !== i.authorId) badRequest('The mandate does not belong to the author')
	if (mandate.status !== 'SUBMITTED' && mandate.status !== 'ACTIVE')
		badRequest(`The mandate is ${mandate.status}`, 'mandate_not_active')
	const chargeDate = at + CHARGE_DELAY
	const { row, refused } = openPayIn(
		tx,
		at,
		{
			paymentType: 'DIRECT_DEBIT',
			executionType: 'DIRECT',
			authorId: i.authorId,
			creditedWalletId: i.creditedWalletId,
			debitedAmount: i.debited.amount,
			feesAmount: i.fees.amount,
			mandateId: mandate.id,
			chargeDate,
			statementDescriptor: i.statementDescriptor ?? null,
			tag: i.tag ?? null,
		},
		i.beneficiaries,
	)
	return { ...txResult(row), chargeDate: refused ? null : unixSeconds(chargeDate) }
}

function mockOf(tx: Tx, row: PayInRow) {
	const user = tx
		.select({ firstName: simUsers.firstName })
		.from(simUsers)
		.where(eq(simUsers.id, row.authorId))
		.get()
	return user?.firstName ?? ''
}

function settleTx(tx: Tx, row: PayInRow, at: number, outcome: 'success' | 'insufficient_funds') {
	if (row.paymentType !== 'DIRECT_DEBIT') throw new Error(`Pay-in ${row.id} is not a direct debit`)
	if (outcome === 'insufficient_funds') return failPayIn(tx, row, at, RESULTS.insufficientFunds)
	const settled = succeedPayIn(tx, row, at)
	if (settled && mockOf(tx, row) === MANDATE_MOCKS.fickle) {
		tx.update(simPayIns)
			.set({ lateFailureAt: at + LATE_FAILURE_DELAY })
			.where(eq(simPayIns.id, row.id))
			.run()
	}
	return settled
}

/** The bank's answer to a direct debit: success → SUCCEEDED (mandate ACTIVE); insufficient_funds → FAILED 001830. */
export function settleDirectDebit(payInId: string, outcome: 'success' | 'insufficient_funds') {
	getSandboxDb().transaction((tx) => {
		settleTx(tx, getPayInRow(tx, payInId), now(tx), outcome)
	})
}

const dueDirectDebits = (tx: Tx) =>
	tx
		.select()
		.from(simPayIns)
		.where(
			and(
				eq(simPayIns.status, 'CREATED'),
				eq(simPayIns.paymentType, 'DIRECT_DEBIT'),
				lte(simPayIns.chargeDate, sql.placeholder('at')),
			),
		)
		.prepare()

/** Direct debits whose charge date has passed settle by the mandate owner's first name (Sandbox mocks). */
export function settleDueDirectDebits(tx: Tx, at: number) {
	const due = prepared(tx, dueDirectDebits).all({ at })
	for (const row of due)
		settleTx(tx, row, at, mockOf(tx, row) === MANDATE_MOCKS.penniless ? 'insufficient_funds' : 'success')
}

const dueLateFailures = (tx: Tx) =>
	tx
		.select()
		.from(simPayIns)
		.where(
			and(
				eq(simPayIns.status, 'SUCCEEDED'),
				isNotNull(simPayIns.lateFailureAt),
				lt(simPayIns.lateFailureAt, sql.placeholder('at')),
			),
		)
		.prepare()

/** Fickle: after success, a late failure takes the money back (a dispute and its repudiation). */
export function applyLateFailures(tx: Tx, at: number) {
	const due = prepared(tx, dueLateFailures).all({ at })
	for (const row of due) {
		// Refunded or disputed meanwhile: the bank has nothing left to take back.
		if (disputeRefusal(tx, row, 'late_failure'))
			tx.update(simPayIns).set({ lateFailureAt: null }).where(eq(simPayIns.id, row.id)).run()
		else disputeTx(tx, row, at, 'late_failure')
	}
}
