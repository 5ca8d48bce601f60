import { afterAll, expect, test } from 'vitest'
import { getSandboxDb, closeSandboxDb } from '#app/payments/sandbox/db.server.ts'
import { DAY, nextId, recordEvent, shiftClock } from '#app/payments/sandbox/core.server.ts'
import { idempotent } from '#app/payments/sandbox/events.server.ts'
import { PaymentProviderError } from '#app/payments/provider.ts'

/**
 * A create call's own work runs in a savepoint of the call's transaction (app/payments/sandbox/events.server.ts):
 * when it fails, its writes are undone and the key still records the error, which a replay answers again (R1).
 */
afterAll(() => closeSandboxDb())

const eventsOf = (resourceId: string) =>
	getSandboxDb()
		.$client.prepare('SELECT count(*) AS n FROM sim_events WHERE resource_id = ?')
		.get(resourceId) as { n: number }

test('a failed call undoes its own writes, records its key, and answers the same error on a replay', () => {
	const call = () =>
		idempotent(
			'createThing',
			'savepoint-key-0001-failing',
			(tx, at) => {
				recordEvent(tx, 'THING_CREATED', 'thing-failed', at)
				throw new PaymentProviderError('Refusé', 'param_error', 400)
			},
			true,
		)
	expect(call).toThrow(/Refusé/)
	expect(eventsOf('thing-failed').n).toBe(0)
	// The replay answers the recorded error without running the call again.
	expect(call).toThrow(/Refusé/)
	expect(eventsOf('thing-failed').n).toBe(0)
})

test('a call that succeeds keeps its writes and its answer, once', () => {
	let runs = 0
	const call = () =>
		idempotent(
			'createThing',
			'savepoint-key-0002-working',
			(tx, at) => {
				runs++
				recordEvent(tx, 'THING_CREATED', 'thing-made', at)
				return { id: 'thing-made' }
			},
			true,
		)
	expect(call()).toEqual({ id: 'thing-made' })
	expect(call()).toEqual({ id: 'thing-made' })
	expect(runs).toBe(1)
	expect(eventsOf('thing-made').n).toBe(1)
})

test('an error that is not the provider’s rolls the whole call back, its key included', () => {
	const call = () =>
		idempotent('createThing', 'savepoint-key-0003-crashing', (tx, at) => {
			recordEvent(tx, 'THING_CREATED', 'thing-crashed', at)
			throw new Error('bug')
		})
	expect(call).toThrow('bug')
	expect(eventsOf('thing-crashed').n).toBe(0)
	expect(
		getSandboxDb()
			.$client.prepare('SELECT count(*) AS n FROM sim_idempotency WHERE key = ?')
			.get('savepoint-key-0003-crashing'),
	).toEqual({ n: 0 })
})

test('a key reused after its 24 hours runs the call again and keeps one record, the new answer', () => {
	const call = (id: string) => idempotent('createThing', 'expiring-key-0004-again', () => ({ id }), true)
	const records = () =>
		getSandboxDb()
			.$client.prepare('SELECT count(*) AS n, max(resource) AS resource FROM sim_idempotency WHERE key = ?')
			.get('expiring-key-0004-again') as { n: number; resource: string }
	expect(call('first')).toEqual({ id: 'first' })
	expect(call('second')).toEqual({ id: 'first' })
	shiftClock(DAY + 1000)
	try {
		expect(call('third')).toEqual({ id: 'third' })
		expect(call('fourth')).toEqual({ id: 'third' })
		expect(records().n).toBe(1)
		expect(JSON.parse(records().resource)).toMatchObject({ Id: 'third' })
	} finally {
		shiftClock(-(DAY + 1000))
	}
})

test('ids follow one sequence from its first value, also when the state row is missing', () => {
	const client = getSandboxDb().$client
	const { next } = client.prepare('SELECT next_id AS next FROM sim_state WHERE id = 1').get() as {
		next: number
	}
	const take = () => getSandboxDb().transaction((tx) => [nextId(tx), nextId(tx)])
	const [a, b] = take()
	expect([a, b]).toEqual([String(next), String(next + 1)])
	client.prepare('DELETE FROM sim_state').run()
	try {
		expect(take()).toEqual(['200000000', '200000001'])
		expect(client.prepare('SELECT clock_offset_ms AS offset FROM sim_state').get()).toEqual({ offset: 0 })
	} finally {
		client.prepare('UPDATE sim_state SET next_id = ?').run(next + 2)
	}
})
