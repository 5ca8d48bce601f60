import { and, eq, lt, sql } from 'drizzle-orm'
import { insertRow, prepared, selectWhere, updateWhere } from '#db/prepared.ts'
import { simCardRegistrations, simCards, simPayIns } from '#db/schema/sandbox.ts'
import { type PaymentProvider } from '../provider.ts'
import {
	badRequest,
	checkMoney,
	checkUrl,
	getSandboxDb,
	HOUR,
	MINUTE,
	nextId,
	notFound,
	now,
	randomToken,
	sandboxPage,
	txResult,
	type Tx,
	withParam,
} from './core.server.ts'
import {
	checkAmounts,
	failPayIn,
	getPayInRow,
	type PayInRow,
	openPayIn,
	succeedPayIn,
} from './payins.server.ts'
import {
	cardBehaviour,
	cardDataError,
	maskCard,
	REGISTRATION_DATA_INVALID,
	REGISTRATION_RESULTS,
	REGISTRATION_TOKEN_ERROR,
	RESULTS,
	TOKENIZE_ERRORS,
} from './rules.ts'
import { checkWallet, getUserRow } from './users-wallets.server.ts'

/** Card registration (tokenisation), direct card pay-ins with 3-D Secure, and the hosted card page. */

export function createCardRegistration(
	tx: Tx,
	at: number,
	i: { userId: string; currency: 'EUR'; cardType: 'CB_VISA_MASTERCARD' },
) {
	getUserRow(tx, i.userId)
	if (i.currency !== 'EUR') badRequest('Currency must be EUR')
	const id = nextId(tx)
	const accessKey = randomToken(15)
	const preregistrationData = randomToken(48)
	insertRow(tx, simCardRegistrations, {
		id,
		userId: i.userId,
		currency: i.currency,
		cardType: i.cardType,
		accessKey,
		preregistrationData,
		createdAt: at,
	})
	return {
		cardRegistrationId: id,
		cardRegistrationUrl: sandboxPage(`tokenize/${id}`),
		preregistrationData,
		accessKey,
	}
}

// Each card gift goes through the vault and the registration's completion: their statements are built and
// prepared once per connection (db/prepared.ts).
const registrationById = (tx: Tx) =>
	tx
		.select()
		.from(simCardRegistrations)
		.where(eq(simCardRegistrations.id, sql.placeholder('id')))
		.prepare()
const tokenizeRegistration = (tx: Tx) =>
	tx
		.update(simCardRegistrations)
		.set({
			token: sql`${sql.placeholder('token')}`,
			pendingAlias: sql`${sql.placeholder('pendingAlias')}`,
			pendingExpiry: sql`${sql.placeholder('pendingExpiry')}`,
			pendingBehaviour: sql`${sql.placeholder('pendingBehaviour')}`,
		})
		.where(eq(simCardRegistrations.id, sql.placeholder('id')))
		.prepare()
const insertCard = (tx: Tx) =>
	tx
		.insert(simCards)
		.values({
			id: sql.placeholder('id'),
			userId: sql.placeholder('userId'),
			alias: sql.placeholder('alias'),
			expirationDate: sql.placeholder('expirationDate'),
			cardType: sql.placeholder('cardType'),
			behaviour: sql.placeholder('behaviour'),
			createdAt: sql.placeholder('createdAt'),
		})
		.prepare()
const validateRegistration = (tx: Tx) =>
	tx
		.update(simCardRegistrations)
		.set({
			status: 'VALIDATED',
			registrationData: sql`${sql.placeholder('registrationData')}`,
			cardId: sql`${sql.placeholder('cardId')}`,
			resultCode: sql`${sql.placeholder('resultCode')}`,
			resultMessage: sql`${sql.placeholder('resultMessage')}`,
			token: null,
		})
		.where(eq(simCardRegistrations.id, sql.placeholder('id')))
		.prepare()

export type TokenizeInput = {
	registrationId: string
	accessKeyRef: string
	data: string
	cardNumber: string
	cardExpirationDate: string
	cardCvx: string
}

/**
 * The vault: checks the card data against the registration's keys and answers `data=<token>` or
 * `errorCode=<code>`. Only a masked number and the expiry are kept; the CVC is never stored.
 */
export function tokenizeCard(i: TokenizeInput): { data: string } | { errorCode: string } {
	const db = getSandboxDb()
	return db.transaction((tx) => {
		const reg = prepared(tx, registrationById).get({ id: i.registrationId })
		if (
			!reg ||
			reg.status !== 'CREATED' ||
			reg.token ||
			reg.accessKey !== i.accessKeyRef ||
			reg.preregistrationData !== i.data
		) {
			return { errorCode: TOKENIZE_ERRORS.accessKey }
		}
		const errorCode = cardDataError(i, now(tx))
		if (errorCode) return { errorCode }
		const number = i.cardNumber.replace(/[\s-]/g, '')
		const token = randomToken(64)
		prepared(tx, tokenizeRegistration).run({
			id: reg.id,
			token,
			pendingAlias: maskCard(number),
			pendingExpiry: i.cardExpirationDate.replace(/\D/g, ''),
			pendingBehaviour: cardBehaviour(number),
		})
		return { data: token }
	})
}

export function completeCardRegistration(i: { cardRegistrationId: string; registrationData: string }) {
	const db = getSandboxDb()
	return db.transaction((tx) => {
		const reg =
			prepared(tx, registrationById).get({ id: i.cardRegistrationId }) ??
			notFound(`CardRegistration ${i.cardRegistrationId}`)
		if (reg.status !== 'CREATED') {
			// A repeated PUT answers the same outcome.
			if (reg.registrationData === i.registrationData)
				return { status: reg.status, cardId: reg.cardId, resultCode: reg.resultCode }
			badRequest('The card registration has already been completed')
		}
		const at = now(tx)
		const fail = (result: { code: string; message: string }) => {
			tx.update(simCardRegistrations)
				.set({
					status: 'ERROR',
					registrationData: i.registrationData,
					resultCode: result.code,
					resultMessage: result.message,
				})
				.where(eq(simCardRegistrations.id, reg.id))
				.run()
			return { status: 'ERROR' as const, cardId: null, resultCode: result.code }
		}
		const error = /^errorCode=(\w+)$/.exec(i.registrationData)
		if (error) return fail(REGISTRATION_RESULTS[error[1] ?? ''] ?? REGISTRATION_TOKEN_ERROR)
		const data = /^data=([\w-]+)$/.exec(i.registrationData)
		if (!data) return fail(REGISTRATION_DATA_INVALID)
		if (!reg.token || data[1] !== reg.token || !reg.pendingAlias || !reg.pendingExpiry)
			return fail(REGISTRATION_TOKEN_ERROR)
		const cardId = nextId(tx)
		prepared(tx, insertCard).run({
			id: cardId,
			userId: reg.userId,
			alias: reg.pendingAlias,
			expirationDate: reg.pendingExpiry,
			cardType: reg.cardType,
			behaviour: reg.pendingBehaviour ?? 'FRICTIONLESS',
			createdAt: at,
		})
		prepared(tx, validateRegistration).run({
			id: reg.id,
			registrationData: i.registrationData,
			cardId,
			resultCode: RESULTS.success.code,
			resultMessage: RESULTS.success.message,
		})
		return { status: 'VALIDATED' as const, cardId, resultCode: RESULTS.success.code }
	})
}

/** Irreversible, as Mangopay's `Active: false`. */
export function deactivateCard(cardId: string) {
	const db = getSandboxDb()
	const card = db.select().from(simCards).where(eq(simCards.id, cardId)).get() ?? notFound(`Card ${cardId}`)
	db.update(simCards).set({ active: false }).where(eq(simCards.id, card.id)).run()
}

type CardPayInInput = Parameters<PaymentProvider['createCardPayIn']>[0]

/**
 * Direct card pay-in: the challenge test cards (and SecureMode FORCE) leave it CREATED with a redirect to
 * our 3-D Secure page; any other valid card succeeds at once (frictionless, no redirect).
 */
export function createCardPayIn(tx: Tx, at: number, i: CardPayInInput) {
	checkMoney(i.debited, 'DebitedFunds')
	checkMoney(i.fees, 'Fees')
	checkAmounts(i.debited.amount, i.fees.amount)
	checkUrl(i.secureModeReturnUrl, 'SecureModeReturnURL', 255)
	if (!i.ipAddress) badRequest('IpAddress is required')
	if (i.statementDescriptor && !/^[A-Za-z0-9 ]{1,10}$/.test(i.statementDescriptor))
		badRequest('StatementDescriptor is invalid')
	getUserRow(tx, i.authorId)
	checkWallet(tx, i.creditedWalletId)
	const card = selectWhere(tx, simCards, simCards.id, i.cardId) ?? notFound(`Card ${i.cardId}`)
	if (card.userId !== i.authorId) badRequest('The card does not belong to the author')
	if (!card.active) badRequest('The card is not active')
	const challenge = card.behaviour === 'CHALLENGE' || i.secureMode === 'FORCE'
	const token = challenge ? randomToken() : null
	const { row, refused } = openPayIn(
		tx,
		at,
		{
			paymentType: 'CARD',
			executionType: 'DIRECT',
			authorId: i.authorId,
			creditedWalletId: i.creditedWalletId,
			debitedAmount: i.debited.amount,
			feesAmount: i.fees.amount,
			cardId: card.id,
			secureMode: i.secureMode ?? 'DEFAULT',
			secureModeNeeded: challenge,
			redirectToken: token,
			returnUrl: i.secureModeReturnUrl,
			statementDescriptor: i.statementDescriptor ?? null,
			tag: i.tag ?? null,
		},
		i.beneficiaries,
	)
	if (refused) return txResult(row)
	if (!challenge) {
		succeedPayIn(tx, row, at)
		updateWhere(tx, simCards, simCards.id, card.id, { validity: 'VALID' })
		return txResult(getPayInRow(tx, row.id))
	}
	return {
		...txResult(row),
		nextAction: { type: 'redirect' as const, url: sandboxPage(`3ds/${token}`) },
	}
}

type WebCardInput = Parameters<PaymentProvider['createWebCardPayIn']>[0]

export function createWebCardPayIn(tx: Tx, at: number, i: WebCardInput) {
	checkMoney(i.debited, 'DebitedFunds')
	checkMoney(i.fees, 'Fees')
	checkAmounts(i.debited.amount, i.fees.amount)
	checkUrl(i.returnUrl, 'ReturnURL', 220)
	getUserRow(tx, i.authorId)
	checkWallet(tx, i.creditedWalletId)
	const token = randomToken()
	const { row } = openPayIn(
		tx,
		at,
		{
			paymentType: 'CARD',
			executionType: 'WEB',
			authorId: i.authorId,
			creditedWalletId: i.creditedWalletId,
			debitedAmount: i.debited.amount,
			feesAmount: i.fees.amount,
			redirectToken: token,
			returnUrl: i.returnUrl,
			tag: i.tag ?? null,
		},
		i.beneficiaries,
	)
	return {
		...txResult(row),
		nextAction: { type: 'redirect' as const, url: sandboxPage(`web-card/${token}`) },
	}
}

/** Where the browser goes back to once the card step is over: the return URL with `?transactionId=`. */
export function returnUrlOf(row: PayInRow) {
	return row.returnUrl ? withParam(row.returnUrl, 'transactionId', row.id) : null
}

/** The 3-D Secure challenge outcome: success → SUCCEEDED; fail → FAILED 101301; abandon → FAILED 101304. */
export function complete3ds(payInId: string, outcome: 'success' | 'fail' | 'abandon') {
	const db = getSandboxDb()
	db.transaction((tx) => {
		const row = getPayInRow(tx, payInId)
		if (row.paymentType !== 'CARD' || !row.secureModeNeeded)
			throw new Error(`Pay-in ${payInId} has no 3-D Secure challenge`)
		if (row.status !== 'CREATED') return
		const at = now(tx)
		if (outcome === 'success') {
			succeedPayIn(tx, row, at)
			if (row.cardId) tx.update(simCards).set({ validity: 'VALID' }).where(eq(simCards.id, row.cardId)).run()
		} else failPayIn(tx, row, at, outcome === 'fail' ? RESULTS.threeDsFailed : RESULTS.threeDsExpired)
	})
}

/**
 * The hosted card page's form: card data errors are shown on the page (the person may correct them); a
 * challenge card continues to the 3-D Secure page; any other card succeeds.
 */
export function submitWebCard(
	token: string,
	card: { cardNumber: string; cardExpirationDate: string; cardCvx: string },
): { error: string } | { redirect: string } {
	const db = getSandboxDb()
	return db.transaction((tx) => {
		const row = tx.select().from(simPayIns).where(eq(simPayIns.redirectToken, token)).get()
		if (!row || row.executionType !== 'WEB') return { error: 'expired' }
		if (row.status !== 'CREATED' || row.secureModeNeeded) return { redirect: returnUrlOf(row) ?? '/' }
		const at = now(tx)
		const error = cardDataError(card, at)
		if (error) return { error }
		const number = card.cardNumber.replace(/[\s-]/g, '')
		if (cardBehaviour(number) === 'CHALLENGE') {
			tx.update(simPayIns)
				.set({ secureModeNeeded: true, secureMode: 'FORCE' })
				.where(eq(simPayIns.id, row.id))
				.run()
			return { redirect: `/sandbox/3ds/${token}` }
		}
		succeedPayIn(tx, row, at)
		return { redirect: returnUrlOf(row) ?? '/' }
	})
}

export function cancelWebCard(token: string) {
	const db = getSandboxDb()
	return db.transaction((tx) => {
		const row = tx.select().from(simPayIns).where(eq(simPayIns.redirectToken, token)).get()
		if (!row) return null
		failPayIn(tx, row, now(tx), RESULTS.cancelled)
		return returnUrlOf(row)
	})
}

/** Read before every simulated read (sweep.server.ts): built and prepared once per connection. */
const staleCardPayIns = (tx: Tx) =>
	tx
		.select()
		.from(simPayIns)
		.where(
			and(
				eq(simPayIns.status, 'CREATED'),
				eq(simPayIns.paymentType, 'CARD'),
				lt(simPayIns.createdAt, sql.placeholder('before')),
			),
		)
		.prepare()

/** Card pay-ins left CREATED: hosted page after 15 min → 101109; 3-D Secure after 1 h → 101304 (sim). */
export function expireCardPayIns(tx: Tx, at: number) {
	const stale = prepared(tx, staleCardPayIns).all({ before: at - 15 * MINUTE })
	for (const row of stale) {
		if (row.executionType === 'WEB' && !row.secureModeNeeded) failPayIn(tx, row, at, RESULTS.expired)
		else if (row.createdAt < at - HOUR) failPayIn(tx, row, at, RESULTS.threeDsExpired)
	}
}
