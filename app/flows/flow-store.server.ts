import crypto from 'node:crypto'
import { type Cookie, createCookie } from '@remix-run/node'
import { parse as parseCookies } from 'cookie'
import { and, eq, gt, sql } from 'drizzle-orm'
import { type AnyEventObject, type AnyStateMachine, type SnapshotFrom } from 'xstate'
import { type DbOrTx } from '#db/client.server.ts'
import { connectionOf, prepared } from '#db/prepared.ts'
import { flows } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { inspectMove } from './inspect.server.ts'

const FLOW_TTL_MS = 14 * 24 * 60 * 60 * 1000
const FLOW_COOKIE = 'donnons_flow'

/** The visitor's flow key: a random id in a signed cookie, independent of the login session. */
function makeFlowCookie(env: ReturnType<typeof getEnv>) {
	return createCookie(FLOW_COOKIE, {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: env.PUBLIC_URL?.startsWith('https:') ?? false,
		secrets: [env.SESSION_SECRET],
		maxAge: FLOW_TTL_MS / 1000,
	})
}

/**
 * The cookie of the current settings, and the signed values it has already verified: every step of a gift reads
 * the flow cookie, and checking its signature (Web Crypto, asynchronous) cost more than the step's own query.
 * A value that verified once verifies again (same secrets: the cache belongs to one settings object).
 */
const cookies = new WeakMap<object, { cookie: Cookie; verified: Map<string, string> }>()
const VERIFIED_KEPT = 10_000

/**
 * The flow cookie's value as the signature check reads it: the same parser as @remix-run's cookies (the cookie
 * package: names and values trimmed, quotes dropped, the first of a name kept, values URI-decoded). A regular
 * expression here once read another value than the check (`donnons_flow =VALID; donnons_flow=ANY` verified VALID
 * and remembered ANY as its alias: s17's review).
 */
const flowCookieValue = (header: string): string | undefined =>
	header.includes(FLOW_COOKIE) ? parseCookies(header)[FLOW_COOKIE] : undefined

function flowCookie() {
	const env = getEnv()
	let entry = cookies.get(env)
	if (!entry) cookies.set(env, (entry = { cookie: makeFlowCookie(env), verified: new Map() }))
	return entry
}

export async function getFlowOwner(request: Request) {
	const { cookie, verified } = flowCookie()
	const header = request.headers.get('cookie')
	const raw = header ? flowCookieValue(header) : undefined
	const known = raw ? verified.get(raw) : undefined
	if (known) return { ownerKey: known, headers: null }
	// No flow cookie in the header: nothing to verify (the cookie's parse would find none either).
	const value: unknown = header && raw !== undefined ? await cookie.parse(header) : null
	if (typeof value === 'string' && value.length >= 20) {
		if (raw) remember(verified, raw, value)
		return { ownerKey: value, headers: null }
	}
	const ownerKey = crypto.randomBytes(18).toString('base64url')
	const setCookie = await cookie.serialize(ownerKey)
	// Signed here with the current secret: the value the browser sends back needs no second check (one HMAC a
	// visitor's first step, s17-gift).
	const signed = flowCookieValue(setCookie)
	if (signed) remember(verified, signed, ownerKey)
	return { ownerKey, headers: new Headers({ 'set-cookie': setCookie }) }
}

function remember(verified: Map<string, string>, raw: string, ownerKey: string) {
	if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!)
	verified.set(raw, ownerKey)
}

type Stored = { value: unknown; context: unknown }

// Every step of a gift loads and saves its flow: built and prepared once per connection (docs/performance.md).
const liveFlow = (db: DbOrTx) =>
	db
		.select()
		.from(flows)
		.where(
			and(
				eq(flows.ownerKey, sql.placeholder('ownerKey')),
				eq(flows.machine, sql.placeholder('machine')),
				gt(flows.expiresAt, sql.placeholder('nowMs')),
			),
		)
		.prepare()
const deleteFlows = (db: DbOrTx) =>
	db
		.delete(flows)
		.where(
			and(eq(flows.ownerKey, sql.placeholder('ownerKey')), eq(flows.machine, sql.placeholder('machine'))),
		)
		.prepare()

/**
 * A flow's snapshot written: raw SQL prepared once per connection (drizzle built this upsert on every step of a
 * gift, 0.5 ms each). The columns as drizzle writes them: JSON text, milliseconds; `created_at` kept on update.
 */
const upsertFlow = (db: DbOrTx) =>
	connectionOf(db).prepare<{
		id: string
		machine: string
		version: number
		ownerKey: string
		userId: number | null
		snapshot: string
		expiresAt: number
		nowMs: number
	}>(
		`insert into flows (id, machine, version, owner_key, user_id, snapshot, expires_at, created_at, updated_at)
		 values (@id, @machine, @version, @ownerKey, @userId, @snapshot, @expiresAt, @nowMs, @nowMs)
		 on conflict (id) do update set machine = excluded.machine, version = excluded.version,
			owner_key = excluded.owner_key, user_id = excluded.user_id, snapshot = excluded.snapshot,
			expires_at = excluded.expires_at, updated_at = excluded.updated_at`,
	)

/**
 * Persists one kind of flow (one machine and version) per visitor in the `flows` table. A snapshot of an
 * older machine version is discarded, as is an expired one: the visitor starts again from the beginning.
 */
export function createFlowStore<M extends AnyStateMachine>(machine: M, name: string, version: number) {
	return {
		load(
			ownerKey: string,
		): { id: string; snapshot: SnapshotFrom<M>; userId: number | null; savedAt: Date } | null {
			const row = prepared(getDb(), liveFlow).get({ ownerKey, machine: name, nowMs: Date.now() })
			if (!row || row.version !== version) return null
			try {
				const stored = row.snapshot as Stored
				const snapshot = machine.resolveState({
					value: stored.value,
					context: stored.context,
				} as never) as SnapshotFrom<M>
				return {
					id: row.id,
					snapshot,
					userId: row.userId,
					savedAt: new Date(row.expiresAt.getTime() - FLOW_TTL_MS),
				}
			} catch {
				return null
			}
		},
		/** Stores the flow's snapshot after `event` (none for a new flow); the opt-in inspector sees the move. */
		save(
			ownerKey: string,
			snapshot: SnapshotFrom<M>,
			userId: number | null,
			id?: string,
			event: AnyEventObject | null = null,
		) {
			const { value, context } = snapshot as unknown as Stored
			const nowMs = Date.now()
			const row = {
				id: id ?? crypto.randomUUID(),
				machine: name,
				version,
				ownerKey,
				userId,
				snapshot: JSON.stringify({ value, context }),
				expiresAt: nowMs + FLOW_TTL_MS,
				nowMs,
			}
			const db = getDb()
			// One statement for a step of a known flow (atomic alone); a new flow replaces the visitor's previous
			// one of its kind in one transaction.
			if (id) prepared(db, upsertFlow).run(row)
			else
				db.transaction((tx) => {
					prepared(tx, deleteFlows).run({ ownerKey, machine: name })
					prepared(tx, upsertFlow).run(row)
				})
			const flowId = row.id
			inspectMove(machine, flowId, snapshot as never, event)
			return flowId
		},
		clear(ownerKey: string) {
			prepared(getDb(), deleteFlows).run({ ownerKey, machine: name })
		},
	}
}
