import { type StateJson, type TransitionJson, nameOf } from './definition.ts'

/**
 * The machine config Stately's editor imports (stately.ai, "Import from code" takes a `createMachine({…})`
 * call), rebuilt from the exported definition: states, initial states, final states, every transition with
 * its target (`#id`), guard and actions by name. The implementations, context and types stay in
 * `machines/*.ts`; the editor shows the names.
 */

type TransitionConfig = { target?: string | string[]; guard?: string; actions?: string[]; reenter?: true }
type StateConfig = {
	id?: string
	type?: 'parallel' | 'final' | 'history'
	initial?: string
	description?: string
	tags?: string[]
	entry?: string[]
	exit?: string[]
	on?: Record<string, TransitionConfig | TransitionConfig[]>
	always?: TransitionConfig | TransitionConfig[]
	states?: Record<string, StateConfig>
}

export function statelyConfig(root: StateJson): StateConfig {
	const byId = new Map<string, StateJson>()
	const index = (node: StateJson) => {
		byId.set(node.id, node)
		Object.values(node.states).forEach(index)
	}
	index(root)
	return { id: root.id, ...stateConfig(root, byId) }
}

function stateConfig(node: StateJson, byId: Map<string, StateJson>): StateConfig {
	const config: StateConfig = {}
	if (node.type === 'parallel' || node.type === 'final' || node.type === 'history') config.type = node.type
	const initial = node.initial?.target[0]
	if (initial) config.initial = byId.get(initial.replace(/^#/, ''))!.key
	if (node.description) config.description = node.description
	if (node.tags?.length) config.tags = node.tags
	if (node.entry.length) config.entry = node.entry.map((a) => a.type)
	if (node.exit.length) config.exit = node.exit.map((a) => a.type)
	const on = Object.entries(node.on)
	if (on.length) config.on = Object.fromEntries(on.map(([event, list]) => [event, transitions(list)]))
	if (node.always?.length) config.always = transitions(node.always)
	const children = Object.entries(node.states)
	if (children.length)
		config.states = Object.fromEntries(children.map(([key, child]) => [key, stateConfig(child, byId)]))
	return config
}

/** One transition as an object, several (guarded, tried in order) as an array. */
function transitions(list: TransitionJson[]) {
	const configs = list.map((t) => {
		const config: TransitionConfig = {}
		if (t.target?.length) config.target = t.target.length === 1 ? t.target[0] : t.target
		const guard = nameOf(t.guard)
		if (guard) config.guard = guard
		const actions = (t.actions ?? []).map(nameOf).filter((a): a is string => Boolean(a))
		if (actions.length) config.actions = actions
		if (t.reenter) config.reenter = true
		return config
	})
	return configs.length === 1 ? configs[0]! : configs
}

/** The text to paste into Stately's "Import from code". */
export const statelyImport = (root: StateJson) => `createMachine(${JSON.stringify(statelyConfig(root))})\n`
