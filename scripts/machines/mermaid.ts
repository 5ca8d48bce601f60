import { type StateJson, type TransitionJson, nameOf } from './definition.ts'

/**
 * A Mermaid `stateDiagram-v2` of a machine's definition (GitHub draws it as a picture): states and nested
 * states, the initial and final states, one arrow per transition labelled `EVENT [guard] / actions`
 * (`always` for an eventless one). A transition without a target (the context changes, the state does not)
 * loops on its state. Transitions declared on a compound state itself apply in any of its states: they leave
 * a dashed "any state" node inside it, since Mermaid draws no arrow from a compound state into its children.
 */
export function mermaidDiagram(root: StateJson): string {
	const ids = new Map<string, string>()
	const name = (node: StateJson, path: string[]) => {
		ids.set(node.id, path.join('_') || node.key)
		for (const [key, child] of Object.entries(node.states)) name(child, [...path, key])
	}
	name(root, [])
	const idOf = (target: string) => {
		const id = ids.get(target.replace(/^#/, ''))
		if (!id) throw new Error(`Unknown target ${target}`)
		return id
	}
	const anyId = (node: StateJson) => `${ids.get(node.id)}_any`

	const lines = ['stateDiagram-v2']
	const anyNodes: string[] = []

	const block = (node: StateJson, indent: string) => {
		const children = Object.values(node.states)
		if (node.type === 'parallel') {
			children.forEach((region, i) => {
				if (i > 0) lines.push(`${indent}--`)
				stateLine(region, indent)
			})
		} else {
			const initial = node.initial?.target[0]
			if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`)
			for (const child of children) stateLine(child, indent)
		}
		const own = ownTransitions(node)
		if (own.length && node.type !== 'atomic' && node.type !== 'final') {
			lines.push(`${indent}state "any state" as ${anyId(node)}`)
			anyNodes.push(anyId(node))
		}
		for (const child of children) {
			if (child.type === 'final') lines.push(`${indent}${ids.get(child.id)} --> [*]`)
		}
	}
	const stateLine = (node: StateJson, indent: string) => {
		const id = ids.get(node.id)!
		if (id !== node.key) lines.push(`${indent}state "${node.key}" as ${id}`)
		if (Object.keys(node.states).length === 0) return
		lines.push(`${indent}state ${id} {`)
		block(node, `${indent}\t`)
		lines.push(`${indent}}`)
	}
	// Every arrow is written at the top level, after the states, so that no arrow declares a state inside the
	// block of another (Mermaid places a state where it first reads its name).
	const arrows = (node: StateJson) => {
		// Transitions of a compound state start from its "any state" node, see above.
		const from = Object.keys(node.states).length > 0 ? anyId(node) : ids.get(node.id)!
		for (const t of ownTransitions(node)) {
			const targets = t.target?.length ? t.target.map(idOf) : [from]
			for (const to of targets) lines.push(`\t${from} --> ${to} : ${label(t)}`)
		}
		Object.values(node.states).forEach(arrows)
	}

	block(root, '\t')
	arrows(root)
	if (anyNodes.length)
		lines.push('\tclassDef anyState fill:none,stroke-dasharray:4 4', `\tclass ${anyNodes.join(',')} anyState`)
	return `${lines.join('\n')}\n`
}

const ownTransitions = (node: StateJson) => [...Object.values(node.on).flat(), ...(node.always ?? [])]

function label(t: TransitionJson) {
	const guard = nameOf(t.guard)
	const actions = (t.actions ?? []).map(nameOf).filter(Boolean)
	return [t.eventType || 'always', guard ? `[${guard}]` : '', actions.length ? `/ ${actions.join(', ')}` : '']
		.filter(Boolean)
		.join(' ')
}
