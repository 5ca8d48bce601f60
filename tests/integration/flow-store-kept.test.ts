import { expect, test } from 'vitest'
import { createFlowStore } from '#app/flows/flow-store.server.ts'
import { getDb } from '#app/platform/db.server.ts'
import { POT_CREATION_MACHINE_VERSION, potCreationMachine } from '#machines/pot-creation.ts'
import { machineSteps } from '#machines/steps.ts'
import { useAppDatabase } from '#tests/support/database.ts'

/**
 * The flow store keeps the snapshot it last wrote or restored under its stored text (app/flows/flow-store.server.ts):
 * a load finds it only while the row still holds that very text.
 */
useAppDatabase()
const store = createFlowStore(potCreationMachine, 'pot-creation-kept-test', POT_CREATION_MACHINE_VERSION)
const steps = machineSteps(potCreationMachine, { creatorType: 'particular' })
const shown = (s: { value: unknown; context: unknown; status: string }) =>
	JSON.stringify({ value: s.value, context: s.context, status: s.status })

test('a step loads the snapshot the previous step saved; a row written elsewhere is restored from its text', () => {
	const start = steps.initial({ creatorType: 'particular', charityId: 4 })
	const id = store.save('kept-owner-1', start, null)
	const loaded = store.load('kept-owner-1')!
	expect(loaded.id).toBe(id)
	expect(loaded.snapshot).toBe(start)
	expect(loaded.snapshot.value).toBe('details')

	// Another worker moves the flow on: same row, another text.
	const moved = steps.next(start, { type: 'BACK' })
	const text = JSON.stringify({ value: moved.value, context: moved.context })
	getDb().$client.prepare('UPDATE flows SET snapshot = ? WHERE id = ?').run(text, id)
	const again = store.load('kept-owner-1')!
	expect(again.snapshot).not.toBe(start)
	expect(shown(again.snapshot)).toBe(shown(moved))
	// Restored once, then kept under that text.
	expect(store.load('kept-owner-1')!.snapshot).toBe(again.snapshot)

	// Stepped from the kept snapshot exactly as from one restored fresh.
	const fresh = potCreationMachine.resolveState({ value: moved.value, context: moved.context } as never)
	const event = { type: 'SELECT_CAUSE', charityId: 5 } as const
	expect(shown(steps.next(again.snapshot, event))).toBe(shown(steps.next(fresh as never, event)))

	// An unreadable text starts the visitor again, as an expired or older-version flow does.
	getDb().$client.prepare('UPDATE flows SET snapshot = ? WHERE id = ?').run('{"value":', id)
	expect(store.load('kept-owner-1')).toBeNull()
	store.clear('kept-owner-1')
	expect(store.load('kept-owner-1')).toBeNull()
})
