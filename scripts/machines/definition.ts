import { type AnyStateMachine, type AnyStateNode } from 'xstate'

/**
 * A machine's definition as plain JSON, from XState 5's `machine.toJSON()` (what the Stately inspector
 * receives), for `npm run machines:export` (docs/machines.md).
 */

export type TransitionJson = {
	target?: string[]
	guard?: string | { type: string }
	actions?: Array<string | { type: string }>
	eventType: string
	source: string
	reenter?: boolean
	description?: string
}

export type StateJson = {
	id: string
	key: string
	type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
	initial?: { target: string[] }
	states: Record<string, StateJson>
	on: Record<string, TransitionJson[]>
	always?: TransitionJson[]
	entry: Array<{ type: string }>
	exit: Array<{ type: string }>
	description?: string
	tags?: string[]
}

/**
 * `machine.toJSON()` through JSON (the params mappers, functions, are left out, as `JSON.stringify` does),
 * plus each state's eventless transitions: XState 5 leaves `always` out of `toJSON()`, which would hide the
 * pot creation's "cause already chosen" jump and the whole routing of the payment's `start` state. They are
 * added after `on`, serialised like the other transitions.
 */
export function machineDefinition(machine: AnyStateMachine): StateJson {
	const json = JSON.parse(JSON.stringify(machine.toJSON())) as StateJson
	return withEventless(machine.root, json)
}

function withEventless(node: AnyStateNode, json: StateJson): StateJson {
	const states = Object.fromEntries(
		Object.entries(json.states).map(([key, child]) => [key, withEventless(node.states[key]!, child)]),
	)
	const always = node.always?.length ? (JSON.parse(JSON.stringify(node.always)) as TransitionJson[]) : null
	const entries = Object.entries({ ...json, states }).flatMap(([key, value]) =>
		key === 'on' && always ? [[key, value] as const, ['always', always] as const] : [[key, value] as const],
	)
	return Object.fromEntries(entries) as StateJson
}

/** The name of a guard or an action as the definition shows it (an inline function shows none). */
export const nameOf = (item: string | { type: string } | undefined) =>
	typeof item === 'string' ? item : item?.type

/**
 * The guards and actions a machine uses without naming them in its `setup()` (an inline function, or an
 * inline `assign`): the exported definition would show them nameless, or not at all for a guard. Each entry
 * says where: `#donationPayment.card on CHOOSE_METHOD: inline guard`.
 */
export function unnamedImplementations(machine: AnyStateMachine): string[] {
	const guards = Object.keys(machine.implementations.guards)
	const actions = Object.keys(machine.implementations.actions)
	const problems: string[] = []
	const checkActions = (where: string, list: readonly unknown[]) => {
		for (const action of list) {
			const name = typeof action === 'string' ? action : objectType(action)
			if (!name || !actions.includes(name)) problems.push(`${where}: inline or unknown action ${name ?? ''}`)
		}
	}
	const visit = (node: AnyStateNode) => {
		checkActions(`#${node.id} entry`, node.entry)
		checkActions(`#${node.id} exit`, node.exit)
		const transitions = [...node.transitions.values()].flat().concat(node.always ?? [])
		for (const t of transitions) {
			const where = `#${node.id} on ${t.eventType || 'always'}`
			if (t.guard !== undefined) {
				const name = typeof t.guard === 'string' ? t.guard : objectType(t.guard)
				if (!name || !guards.includes(name)) problems.push(`${where}: inline or unknown guard ${name ?? ''}`)
			}
			checkActions(where, t.actions)
		}
		Object.values(node.states).forEach(visit)
	}
	visit(machine.root)
	return problems
}

/** The `type` of a `{ type, params }` object; a function (inline guard, action or `assign`) has none. */
const objectType = (value: unknown) =>
	typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
		? (value as { type: string }).type
		: undefined
