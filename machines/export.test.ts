import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, type AnyStateNode, assign, createMachine, setup } from 'xstate'
import { machineDefinition, nameOf, unnamedImplementations } from '../scripts/machines/definition.ts'
import { exportDirectory, exportedMachines, machineFiles, repositoryRoot } from '../scripts/machines/files.ts'
import { mermaidDiagram } from '../scripts/machines/mermaid.ts'
import { statelyConfig } from '../scripts/machines/stately.ts'

const stale = (file: string) =>
	`${file} does not match machines/: run \`npm run machines:export\` and commit docs/machines/`

describe('the exported machines (docs/machines/)', () => {
	it('are the ones machines/ defines today', async () => {
		const files = await machineFiles()
		for (const [file, text] of files) {
			const onDisk = path.join(repositoryRoot, file)
			expect(existsSync(onDisk), stale(file)).toBe(true)
			expect(readFileSync(onDisk, 'utf8'), stale(file)).toBe(text)
		}
		const written = readdirSync(path.join(repositoryRoot, exportDirectory)).map(
			(f) => `${exportDirectory}/${f}`,
		)
		expect(written.sort(), stale(exportDirectory)).toEqual([...files.keys()].sort())
	})

	it('name every guard and action, so the definition shows them', () => {
		for (const { name, machine } of exportedMachines)
			expect(unnamedImplementations(machine), name).toEqual([])
	})

	it('keep the eventless transitions that toJSON() leaves out', () => {
		const payment = exportedMachines.find((m) => m.name === 'donation-payment')!.machine
		const start = machineDefinition(payment).states.start!
		expect(start.always?.map((t) => [nameOf(t.guard), t.target])).toEqual([
			['isQuick', ['#donationPayment.quickIdentity']],
			['wantsDirectDebit', ['#donationPayment.directDebit']],
			['wantsWire', ['#donationPayment.wire']],
			[undefined, ['#donationPayment.card']],
		])
	})

	it('give Stately a config with the same states and transitions as the machine', () => {
		for (const { name, machine } of exportedMachines) {
			const imported = createMachine(statelyConfig(machineDefinition(machine)) as never)
			expect(shape(imported), name).toEqual(shape(machine))
		}
	})

	it('draw every state and every transition of the machine', () => {
		for (const { name, machine } of exportedMachines) {
			const diagram = mermaidDiagram(machineDefinition(machine))
			const arrows = diagram
				.split('\n')
				.filter((line) => / --> (?!\[\*\])/.test(line) && !line.includes('[*] -->'))
			expect(arrows.length, name).toBe(shape(machine).transitions.length)
			for (const key of Object.keys(machine.root.states))
				expect(diagram, name).toMatch(new RegExp(`\\b${key}\\b`))
		}
		const pot = mermaidDiagram(machineDefinition(exportedMachines[0]!.machine))
		expect(pot).toContain('\t[*] --> cause\n')
		expect(pot).toContain('\tcause --> details : always [hasCause]\n')
		expect(pot).toContain('\tdetails --> identify : SUBMIT_DETAILS [anonymous] / saveDraft\n')
		expect(pot).toContain('\tdetails --> details : SAVE_DRAFT / saveDraft\n')
		expect(pot).toContain('\trecorded --> [*]\n')
		// The root's SEED applies in any state: it leaves the dashed "any state" node.
		expect(pot).toContain('\tpotCreation_any --> details : SEED [seedHasCause] / seed\n')
	})
})

describe('unnamedImplementations', () => {
	it('reports an inline guard, an inline action and an unknown name', () => {
		const machine = setup({ guards: { ok: () => true }, actions: { note: () => {} } }).createMachine({
			initial: 'a',
			states: {
				a: {
					entry: assign({}),
					on: {
						GO: { guard: () => true, target: 'b' },
						NAMED: { guard: 'ok', actions: ['note', { type: 'note' }] },
					},
				},
				b: { always: { guard: 'ok', actions: () => {} } },
			},
		})
		const problems = unnamedImplementations(machine)
		expect(problems).toHaveLength(3)
		expect(problems[0]).toMatch(/^#\(machine\)\.a entry: inline or unknown action/)
		expect(problems[1]).toMatch(/^#\(machine\)\.a on GO: inline or unknown guard/)
		expect(problems[2]).toMatch(/^#\(machine\)\.b on always: inline or unknown action/)
	})
})

/** A machine's structure as the visualiser sees it: states with their types, transitions by name. */
function shape(machine: AnyStateMachine) {
	const states: string[] = []
	const transitions: string[] = []
	const name = (item: unknown) =>
		typeof item === 'string' ? item : ((item as { type?: string } | undefined)?.type ?? '')
	const visit = (node: AnyStateNode) => {
		states.push(`${node.id} ${node.type} initial=${node.initial?.target.map((t) => t.id).join(',') ?? ''}`)
		for (const t of [...node.transitions.values()].flat().concat(node.always ?? [])) {
			const targets = t.target?.map((s: AnyStateNode) => s.id).join(',') ?? ''
			const actions = t.actions.map(name).join(',')
			transitions.push(`${node.id} ${t.eventType} [${name(t.guard)}] -> ${targets} / ${actions}`)
		}
		Object.values(node.states).forEach(visit)
	}
	visit(machine.root)
	return { states, transitions }
}
