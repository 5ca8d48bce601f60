import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import { connectionOf, prepared } from '#db/prepared.ts'
import { simEvents, simIdempotency } from '#db/schema/sandbox.ts'
import { isValidIdempotencyKey, PaymentProviderError, type ProviderEvent } from '../provider.ts'
import {
	DAY,
	type FaultKind,
	faultError,
	getSandboxDb,
	now,
	sandboxOrigin,
	takeFault,
	type Tx,
} from './core.server.ts'
import { countSandboxCall, settleSandboxCall, takeSandboxCall } from './quota.server.ts'

/** Idempotency keys (R1), the event log (listEvents) and webhook delivery. */

const KEY_TTL = DAY

function resourceOf(result: unknown) {
	if (!result || typeof result !== 'object') return result
	const r = result as Record<string, unknown>
	const id =
		r.id ??
		r.userId ??
		r.walletId ??
		r.cardRegistrationId ??
		r.bankAccountId ??
		r.mandateId ??
		r.recipientId ??
		r.documentId
	// Mangopay's `Resource` carries `Id`/`Status`; the normalised fields are kept alongside.
	return { Id: id, ...(r.status ? { Status: r.status } : {}), ...r }
}

const keyRow = (tx: Tx) =>
	tx
		.select()
		.from(simIdempotency)
		.where(eq(simIdempotency.key, sql.placeholder('key')))
		.prepare()
const deleteKey = (tx: Tx) =>
	tx
		.delete(simIdempotency)
		.where(eq(simIdempotency.key, sql.placeholder('key')))
		.prepare()

function recordKey(
	tx: Tx,
	key: string,
	operation: string,
	statusCode: number,
	resource: unknown,
	at: number,
) {
	prepared(tx, deleteKey).run({ key })
	prepared(tx, insertKey).run({ key, operation, statusCode, resource: resource ?? null, createdAt: at })
}

// Every create call records its key: prepared once per connection; `resource` goes through the column's JSON
// encoder (an insert's placeholders are encoded by their columns).
const insertKey = (tx: Tx) =>
	tx
		.insert(simIdempotency)
		.values({
			key: sql.placeholder('key'),
			operation: sql.placeholder('operation'),
			statusCode: sql.placeholder('statusCode'),
			resource: sql.placeholder('resource'),
			createdAt: sql.placeholder('createdAt'),
		})
		.prepare()

const nested = new WeakMap<object, (run: () => unknown) => unknown>()

/** `run` inside the open transaction, in a savepoint of its own (better-sqlite3's nested transaction). */
function savepointed<T>(tx: Tx, run: () => T): T {
	const client = connectionOf(tx)
	let inSavepoint = nested.get(client)
	if (!inSavepoint) nested.set(client, (inSavepoint = client.transaction((inner: () => unknown) => inner())))
	return inSavepoint(run) as T
}

function errorResource(error: PaymentProviderError) {
	return { Message: error.message, Type: error.code, Errors: null }
}

/**
 * What the Mangopay adapter does on a 409 (R1): answer from `GET /responses/{key}`, the original resource
 * or the original error.
 */
function replayed<T>(statusCode: number, resource: unknown): { result: T } | { error: PaymentProviderError } {
	const stored = (resource ?? {}) as Record<string, unknown>
	if (statusCode >= 400) {
		const message = typeof stored.Message === 'string' ? stored.Message : 'The original request failed'
		const type = typeof stored.Type === 'string' ? stored.Type : 'idempotent_creation_conflict'
		return {
			error: new PaymentProviderError(message, type, statusCode, statusCode >= 500 || statusCode === 429),
		}
	}
	const { Id: _id, Status: _status, ...result } = stored
	return { result: result as T }
}

/**
 * Runs a create* call under its Idempotency-Key, as Mangopay: the first call's answer (even an error) is
 * recorded; any reuse within 24 h is a 409 `idempotent_creation_conflict`. With `replay` (the provider's
 * default, as the Mangopay adapter) the 409 is answered from the record: the original resource, or the
 * original error again. Injected faults apply here.
 */
export function idempotent<T>(
	operation: string,
	key: string,
	fn: (tx: Tx, at: number) => T,
	replay = false,
): T {
	if (!isValidIdempotencyKey(key)) {
		throw new PaymentProviderError(
			'Idempotency keys are 16 to 36 characters among A-Z, a-z, 0-9 and -',
			'invalid_idempotency_key',
			400,
		)
	}
	// The call's count in the quota, its injected fault and its work: one transaction (the count was one more
	// per create call). A call the quota refuses counts nothing and does nothing.
	return countedCall<T>(operation, (tx, fault) => {
		if (fault === 'http_429') return { error: faultError(fault) }
		const at = now(tx)
		const existing = prepared(tx, keyRow).get({ key })
		if (existing && existing.createdAt > at - KEY_TTL) {
			if (replay) return replayed<T>(existing.statusCode, existing.resource)
			return {
				error: new PaymentProviderError(
					'A resource has already been created with this Idempotency Key',
					'idempotent_creation_conflict',
					409,
				),
			}
		}
		if (fault === 'http_500') {
			const error = faultError(fault)
			recordKey(tx, key, operation, 500, errorResource(error), at)
			return { error }
		}
		try {
			// The call's own work in a savepoint, rolled back alone when it fails (its key is still recorded):
			// better-sqlite3's nested transaction, whose SAVEPOINT statements are prepared once, where drizzle's
			// `tx.transaction` builds their SQL on every call (s17-gift).
			const result = savepointed(tx, () => fn(tx, at))
			recordKey(tx, key, operation, 200, resourceOf(result), at)
			return { result }
		} catch (error) {
			if (!(error instanceof PaymentProviderError)) throw error
			recordKey(tx, key, operation, error.status ?? 400, errorResource(error), at)
			return { error }
		}
	})
}

type SandboxTx = Parameters<Parameters<ReturnType<typeof getSandboxDb>['transaction']>[0]>[0]

/**
 * A call counted in the simulator's quota: its count, its injected fault and `work` in one transaction (a call
 * the quota refuses counts nothing and does nothing); then, once committed, the quota's call settled, the work's
 * result or its error, and a « timeout after commit » fault thrown last (the work done, the answer lost).
 */
function countedCall<T>(
	operation: string,
	work: (tx: SandboxTx, fault: FaultKind | null) => { result: T } | { error: unknown },
): T {
	let call: ReturnType<typeof takeSandboxCall> | null = null
	let fault: FaultKind | null = null
	const outcome = getSandboxDb().transaction((tx) => {
		call = takeSandboxCall()
		if (!call.ok) return null
		fault = takeFault(operation)
		return work(tx, fault)
	})
	if (call) settleSandboxCall(call)
	if (!outcome) throw new Error('A call the quota refused was not refused')
	if ('error' in outcome) throw outcome.error
	if (fault === 'timeout_after_commit') throw faultError(fault)
	return outcome.result
}

/** A call without an idempotency key (reads, PUTs): faults apply the same way. */
export function plain<T>(operation: string, fn: () => T): T {
	countSandboxCall()
	const fault = takeFault(operation)
	if (fault === 'http_429' || fault === 'http_500') throw faultError(fault)
	const result = fn()
	if (fault === 'timeout_after_commit') throw faultError(fault)
	return result
}

/**
 * A call without an idempotency key whose work is a write of its own (a PUT: the card registration's
 * update): its count in the quota and its work in one transaction, one commit, as `idempotent` does; the
 * work in a savepoint, rolled back alone when it answers an error (still counted, as by `plain`). Faults
 * apply the same way.
 */
export function plainWrite<T>(operation: string, fn: () => T): T {
	return countedCall<T>(operation, (tx, fault) => {
		if (fault === 'http_429' || fault === 'http_500') return { error: faultError(fault) }
		try {
			return { result: savepointed(tx, fn) }
		} catch (error) {
			if (!(error instanceof PaymentProviderError)) throw error
			return { error }
		}
	})
}

export function getIdempotentResponse(key: string) {
	const db = getSandboxDb()
	const row = prepared(db, keyRow).get({ key })
	if (!row || row.createdAt <= now() - KEY_TTL) return null
	return { statusCode: row.statusCode, resource: row.resource }
}

export function listEvents(i: {
	afterDate: number
	beforeDate: number
	eventType?: string
	page?: number
	perPage?: number
}) {
	const perPage = Math.min(Math.max(i.perPage ?? 10, 1), 100)
	const page = Math.max(i.page ?? 1, 1)
	const conditions = [gte(simEvents.date, i.afterDate), lte(simEvents.date, i.beforeDate)]
	if (i.eventType) conditions.push(eq(simEvents.eventType, i.eventType))
	return getSandboxDb()
		.select({ eventType: simEvents.eventType, resourceId: simEvents.resourceId, date: simEvents.date })
		.from(simEvents)
		.where(and(...conditions))
		.orderBy(asc(simEvents.id))
		.limit(perPage)
		.offset((page - 1) * perPage)
		.all() satisfies ProviderEvent[]
}

function pendingEvents() {
	return getSandboxDb()
		.select()
		.from(simEvents)
		.where(eq(simEvents.delivered, false))
		.orderBy(asc(simEvents.id))
		.all()
}

export function defaultWebhookUrl() {
	return `${sandboxOrigin()}/webhooks/mangopay`
}

/**
 * Sends the pending events as Mangopay does: GET `url?EventType=&RessourceId=&Date=`, 2 s to answer 200.
 * `drop` loses them this time (they stay pending), `duplicate` sends each twice. Returns how many were delivered.
 */
export async function deliverWebhooks(url: string, opts: { drop?: boolean; duplicate?: boolean } = {}) {
	const events = pendingEvents()
	if (opts.drop) return 0
	const db = getSandboxDb()
	let delivered = 0
	for (const event of events) {
		const target = new URL(url)
		target.searchParams.set('EventType', event.eventType)
		target.searchParams.set('RessourceId', event.resourceId)
		target.searchParams.set('Date', String(event.date))
		let ok = false
		for (let copy = 0; copy < (opts.duplicate ? 2 : 1); copy++) {
			try {
				const response = await fetch(target, {
					method: 'GET',
					signal: AbortSignal.timeout(2000),
					redirect: 'manual',
				})
				await response.arrayBuffer().catch(() => null)
				ok = ok || response.status === 200
			} catch {
				// An unreachable endpoint: the event stays pending and is retried on the next delivery.
			}
		}
		db.update(simEvents)
			.set({ attempts: event.attempts + 1, ...(ok ? { delivered: true, deliveredAt: now() } : {}) })
			.where(eq(simEvents.id, event.id))
			.run()
		if (ok) delivered++
	}
	return delivered
}
