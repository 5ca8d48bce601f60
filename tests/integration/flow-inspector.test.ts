import { afterEach, describe, expect, test } from 'vitest'
import { initialTransition, transition } from 'xstate'
import { potCreationMachine } from '#machines/pot-creation.ts'
import { createFlowStore } from '#app/flows/flow-store.server.ts'
import { type FlowInspector, setFlowInspector, wantsFlowInspector } from '#app/flows/inspect.server.ts'
import { useAppDatabase } from '#tests/support/database.ts'

useAppDatabase()
afterEach(() => setFlowInspector(null))

/** An inspector that writes down what it is told, as the relay would receive it. */
function recorder() {
	const told: Array<[string, string, unknown]> = []
	const inspector: FlowInspector = {
		actor: (id, snapshot, info) => told.push(['actor', id, { snapshot, definition: info?.definition }]),
		event: (id, event) => told.push(['event', id, event]),
		snapshot: (id, snapshot, info) =>
			told.push(['snapshot', id, { value: snapshot.value, event: info?.event }]),
	}
	return { told, inspector }
}

describe('the flows in the Stately inspector', () => {
	test('is asked for with XSTATE_INSPECT=1, never in production', () => {
		expect(wantsFlowInspector({ XSTATE_INSPECT: '1', NODE_ENV: 'development' })).toBe(true)
		expect(wantsFlowInspector({ XSTATE_INSPECT: '1', NODE_ENV: 'production' })).toBe(false)
		expect(wantsFlowInspector({ NODE_ENV: 'development' })).toBe(false)
	})

	test('a stored flow is one actor across saves: registered once with its definition, then each event', () => {
		const { told, inspector } = recorder()
		setFlowInspector(inspector)
		const store = createFlowStore(potCreationMachine, 'inspect-test', 1)
		const [first] = initialTransition(potCreationMachine, { creatorType: 'particular' })
		const id = store.save('owner-key-of-the-test-0001', first, null)
		const event = { type: 'SEED', creatorType: 'company' } as const
		const [next] = transition(potCreationMachine, first, event)
		store.save('owner-key-of-the-test-0001', next, null, id, event)

		const actorId = `${potCreationMachine.id}-${id}`
		expect(told.map(([kind, who]) => [kind, who])).toEqual([
			['actor', actorId],
			['snapshot', actorId],
			['event', actorId],
			['snapshot', actorId],
		])
		const definition = JSON.parse((told[0]![2] as { definition: string }).definition) as { id: string }
		expect(definition.id).toBe(potCreationMachine.id)
		expect(told[2]![2]).toEqual(event)
		expect(told[3]![2]).toEqual({ value: next.value, event })
	})
})
