import { type AnyEventObject, type AnyStateMachine } from 'xstate'

/**
 * The running flows in Stately's inspector (docs/machines.md), opt-in and for development only:
 * `XSTATE_INSPECT=1 npm run dev` starts `@statelyai/inspect`'s local relay (http://localhost:8080, or
 * XSTATE_INSPECT_PORT), which frames stately.ai/inspect and receives what the server sends. Our flows have no
 * actors: each request runs `transition()` on a stored snapshot, so the store reports each move with the
 * inspector's manual API — a flow id is one actor across requests. Production never loads the package.
 */

/** The part of @statelyai/inspect's inspector the flows use. */
export type FlowInspector = {
	actor(id: string, snapshot?: Inspected, info?: { definition?: string }): void
	event(id: string, event: AnyEventObject): void
	snapshot(id: string, snapshot: Inspected, info?: { event?: AnyEventObject }): void
}
type Inspected = { status?: 'active' | 'done' | 'error' | 'stopped'; value?: unknown; context?: unknown }

let inspector: FlowInspector | null = null
/** The flows the inspector knows already (bounded: a long dev session forgets the oldest). */
const known = new Set<string>()
const KNOWN_MAX = 1_000

/** Sets (or removes) the inspector the flows report to; the start-up and the tests use it. */
export function setFlowInspector(next: FlowInspector | null) {
	inspector = next
	known.clear()
}

/** Whether the settings ask for the inspector: XSTATE_INSPECT=1 outside production. */
export function wantsFlowInspector(env: Record<string, string | undefined>) {
	return env.XSTATE_INSPECT === '1' && env.NODE_ENV !== 'production'
}

/** Starts the local relay and connects the flows to it, when asked (see `wantsFlowInspector`). */
export async function startFlowInspector(env: Record<string, string | undefined> = process.env) {
	if (!wantsFlowInspector(env)) return
	const port = Number(env.XSTATE_INSPECT_PORT ?? 8080)
	const { createInspectorServer } = await import('@statelyai/inspect/server')
	const { createWebSocketInspector } = await import('@statelyai/inspect')
	createInspectorServer({ port, autoOpen: false })
	setFlowInspector(createWebSocketInspector({ url: `ws://localhost:${port}` }))
	console.log(`Stately inspector for the flows: http://localhost:${port}`)
}

/** Reports one move of a stored flow: the flow's first appearance registers it with the machine's definition. */
export function inspectMove(
	machine: AnyStateMachine,
	flowId: string,
	snapshot: Inspected,
	event: AnyEventObject | null,
) {
	if (!inspector) return
	const id = `${machine.id}-${flowId}`
	const state = { status: snapshot.status, value: snapshot.value, context: snapshot.context }
	if (!known.has(id)) {
		if (known.size >= KNOWN_MAX) known.delete(known.values().next().value!)
		known.add(id)
		inspector.actor(id, state, { definition: JSON.stringify(machine.toJSON()) })
	}
	if (event) inspector.event(id, event)
	inspector.snapshot(id, state, event ? { event } : {})
}
