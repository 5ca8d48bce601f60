import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { prepared } from '#db/prepared.ts'
import { getEnv } from '#app/platform/env.server.ts'
import { simEvents, simFaults, simState, simWallets } from '#db/schema/sandbox.ts'
import { type Money, PaymentProviderError, type TxResult, type TxStatus } from '../provider.ts'
import { getSandboxDb, type SandboxDb, type SandboxTx } from './db.server.ts'

/** The simulator's shared plumbing: clock, ids, events, wallets, errors, faults. */

export { getSandboxDb }
/** Helpers take the sandbox's connection or one of its transactions alike (never the product's). */
export type Tx = SandboxDb | SandboxTx

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

/**
 * The simulator's browser pages (vault, 3-D Secure, mandate signature, web card page) live on the app itself:
 * their addresses are root-relative, so the browser stays on whatever address the visitor opened the site
 * at (localhost, 127.0.0.1, the server's name…), where its session is and where the pages' own
 * `form-action 'self'` lets a form (or the redirect that follows it) go.
 */
export const sandboxPage = (path: string) => `/sandbox/${path}`

/** The app's own address for server-to-server calls (webhooks): PUBLIC_URL, else localhost:PORT. */
export function sandboxOrigin() {
	const env = getEnv()
	return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
}

// Every simulated call reads the clock and most take an id: built and prepared once per connection, as the
// app's hot paths (db/prepared.ts).
const createState = (tx: Tx) => tx.insert(simState).values({ id: 1 }).onConflictDoNothing().prepare()
const readState = (tx: Tx) => tx.select().from(simState).where(eq(simState.id, 1)).prepare()
const readClock = (tx: Tx) =>
	tx.select({ offset: simState.clockOffsetMs }).from(simState).where(eq(simState.id, 1)).prepare()
const takeId = (tx: Tx) =>
	tx
		.update(simState)
		.set({ nextId: sql`${simState.nextId} + 1` })
		.where(eq(simState.id, 1))
		.returning({ taken: sql<number>`${simState.nextId} - 1` })
		.prepare()
const insertEvent = (tx: Tx) =>
	tx
		.insert(simEvents)
		.values({
			eventType: sql.placeholder('eventType'),
			resourceId: sql.placeholder('resourceId'),
			date: sql.placeholder('date'),
		})
		.prepare()
const anyFault = (tx: Tx) =>
	tx
		.select({ id: simFaults.id })
		.from(simFaults)
		.where(eq(simFaults.operation, sql.placeholder('operation')))
		.limit(1)
		.prepare()

function ensureState(tx: Tx) {
	prepared(tx, createState).run()
	const state = prepared(tx, readState).get()
	if (!state) throw new Error('sim_state missing')
	return state
}

/** The simulator's clock: real time moved forward by advanceTime(). */
export function now(tx: Tx = getSandboxDb()) {
	const state = prepared(tx, readClock).get()
	return Date.now() + (state?.offset ?? 0)
}

export function shiftClock(ms: number) {
	const db = getSandboxDb()
	db.transaction((tx) => {
		const state = ensureState(tx)
		tx.update(simState)
			.set({ clockOffsetMs: state.clockOffsetMs + ms })
			.where(eq(simState.id, 1))
			.run()
	})
}

/** A numeric id as Mangopay's (one sequence for every object, like the real API). */
export function nextId(tx: Tx) {
	prepared(tx, createState).run()
	const row = prepared(tx, takeId).get()
	if (!row) throw new Error('sim_state missing')
	return String(row.taken)
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
/** A prefixed id as Mangopay's newer objects (`mdt_m_01H…` for mandates, `rec_01H…` for recipients). */
export function prefixedId(prefix: string) {
	const bytes = crypto.randomBytes(26)
	let id = ''
	for (const byte of bytes) id += CROCKFORD[byte % 32]
	return `${prefix}${id}`
}

export function randomToken(bytes = 24) {
	return crypto.randomBytes(bytes).toString('base64url')
}

/** Records a status change for listEvents() and the webhooks (Date in Unix seconds, as Mangopay). */
export function recordEvent(tx: Tx, eventType: string, resourceId: string, at: number) {
	prepared(tx, insertEvent).run({ eventType, resourceId, date: Math.floor(at / 1000) })
}

export function badRequest(message: string, code = 'param_error'): never {
	throw new PaymentProviderError(message, code, 400)
}

export function notFound(what: string): never {
	throw new PaymentProviderError(`${what} not found`, 'ressource_not_found', 404)
}

export function checkMoney(m: Money, name: string) {
	if (m.currency !== 'EUR') badRequest(`${name}.Currency must be EUR`)
	if (!Number.isSafeInteger(m.amount) || m.amount < 0)
		badRequest(`${name}.Amount must be a non-negative integer`)
}

export function checkUrl(url: string, name: string, max = 255) {
	let parsed: URL
	try {
		parsed = new URL(url)
	} catch {
		badRequest(`${name} must be an absolute URL`)
	}
	if (!['http:', 'https:'].includes(parsed.protocol) || url.length > max) badRequest(`${name} is invalid`)
}

/** Appends a query parameter the way Mangopay does on return URLs (`?transactionId=`, `?MandateId=`). */
export function withParam(url: string, name: string, value: string) {
	const parsed = new URL(url)
	parsed.searchParams.set(name, value)
	return parsed.toString()
}

const walletRow = (tx: Tx) =>
	tx
		.select()
		.from(simWallets)
		.where(eq(simWallets.id, sql.placeholder('walletId')))
		.prepare()

export function getWalletRow(tx: Tx, walletId: string) {
	return prepared(tx, walletRow).get({ walletId }) ?? notFound(`Wallet ${walletId}`)
}

/** Moves a wallet's balance (a repudiation may take it below zero, like Mangopay). */
export function moveBalance(tx: Tx, walletId: string, delta: number) {
	const wallet = getWalletRow(tx, walletId)
	prepared(tx, setBalance).run({ walletId, balance: wallet.balance + delta })
}

const setBalance = (tx: Tx) =>
	tx
		.update(simWallets)
		.set({ balance: sql`${sql.placeholder('balance')}` })
		.where(eq(simWallets.id, sql.placeholder('walletId')))
		.prepare()

export function txResult(row: {
	id: string
	status: TxStatus
	resultCode: string | null
	resultMessage: string | null
	executedAt: number | null
}): TxResult {
	return {
		id: row.id,
		status: row.status,
		resultCode: row.resultCode,
		resultMessage: row.resultMessage,
		executedAt: unixSeconds(row.executedAt),
	}
}

/** The interface's dates are Unix seconds, as Mangopay's (the simulator stores milliseconds). */
export function unixSeconds(ms: number | null) {
	return ms === null ? null : Math.floor(ms / 1000)
}

export const eur = (amount: number): Money => ({ amount, currency: 'EUR' })

export function maskIban(iban: string) {
	const clean = iban.replace(/\s+/g, '').toUpperCase()
	return `${clean.slice(0, 4)}${'*'.repeat(Math.max(clean.length - 8, 0))}${clean.slice(-4)}`
}

export function isValidIban(iban: string) {
	const clean = iban.replace(/\s+/g, '').toUpperCase()
	if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(clean)) return false
	const digits = (clean.slice(4) + clean.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
	return BigInt(digits) % 97n === 1n
}

export type FaultKind = 'timeout_after_commit' | 'http_500' | 'http_429'

/** Takes the next injected fault for this operation, if any (one fault, one call). */
export function takeFault(operation: string): FaultKind | null {
	const db = getSandboxDb()
	// Almost every call finds none: a read, not a write transaction, says so.
	if (!prepared(db, anyFault).get({ operation })) return null
	return db.transaction((tx) => {
		const fault = tx
			.select()
			.from(simFaults)
			.where(eq(simFaults.operation, operation))
			.orderBy(simFaults.id)
			.limit(1)
			.get()
		if (!fault) return null
		tx.delete(simFaults)
			.where(and(eq(simFaults.id, fault.id)))
			.run()
		return fault.kind
	})
}

export function faultError(kind: FaultKind) {
	if (kind === 'http_429')
		return new PaymentProviderError('Too many requests (simulated)', 'rate_limit', 429, true)
	if (kind === 'http_500')
		return new PaymentProviderError('Internal server error (simulated)', 'internal_error', 500, true)
	return new PaymentProviderError('The request timed out (simulated, committed)', 'timeout', null, true)
}
