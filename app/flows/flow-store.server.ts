import crypto from 'node:crypto'
import { createCookie } from '@remix-run/node'
import { and, eq, gt, sql } from 'drizzle-orm'
import { type AnyEventObject, type AnyStateMachine, type SnapshotFrom } from 'xstate'
import { type DbOrTx } from '#db/client.server.ts'
import { prepared } from '#db/prepared.ts'
import { flows } from '#db/schema/index.ts'
import { getDb } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { inspectMove } from './inspect.server.ts'

const FLOW_TTL_MS = 14 * 24 * 60 * 60 * 1000

/** The visitor's flow key: a random id in a signed cookie, independent of the login session. */
function flowCookie() {
	const env = getEnv()
	return createCookie('donnons_flow', {
		path: '/',
		httpOnly: true,
		sameSite: 'lax',
		secure: env.PUBLIC_URL?.startsWith('https:') ?? false,
		secrets: [env.SESSION_SECRET],
		maxAge: FLOW_TTL_MS / 1000,
	})
}

export async function getFlowOwner(request: Request) {
	const value: unknown = await flowCookie().parse(request.headers.get('cookie'))
	if (typeof value === 'string' && value.length >= 20) return { ownerKey: value, headers: null }
	const ownerKey = crypto.randomBytes(18).toString('base64url')
	return { ownerKey, headers: new Headers({ 'set-cookie': await flowCookie().serialize(ownerKey) }) }
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
			const values = {
				machine: name,
				version,
				ownerKey,
				userId,
				snapshot: { value, context },
				expiresAt: new Date(Date.now() + FLOW_TTL_MS),
			}
			const db = getDb()
			const flowId = id ?? crypto.randomUUID()
			db.transaction((tx) => {
				// One flow of a kind per visitor: a new one replaces the previous.
				if (!id) prepared(tx, deleteFlows).run({ ownerKey, machine: name })
				tx.insert(flows)
					.values({ id: flowId, ...values })
					.onConflictDoUpdate({ target: flows.id, set: values })
					.run()
			})
			inspectMove(machine, flowId, snapshot as never, event)
			return flowId
		},
		clear(ownerKey: string) {
			prepared(getDb(), deleteFlows).run({ ownerKey, machine: name })
		},
	}
}
