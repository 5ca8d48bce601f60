// One driver per flow (ADR 002, docs/architecture.md "Flows"): each machine is moved by one module, and the
// pages never name its states nor its events. Read from the syntax trees of the product's files.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { type AnyStateMachine } from 'xstate'
import { describe, expect, test } from 'vitest'
import { donationPaymentMachine } from '#machines/donation-payment.ts'
import { potCreationMachine } from '#machines/pot-creation.ts'

const root = path.resolve(import.meta.dirname, '../..')

function filesUnder(dir: string): string[] {
	return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
		const file = `${dir}/${entry.name}`
		if (entry.isDirectory()) return filesUnder(file)
		return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
	})
}

const sourceOf = (file: string) =>
	ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
	visit(node)
	ts.forEachChild(node, (child) => walk(child, visit))
}

/** The value bindings a file imports by name (type-only ones left out). */
function valueImports(file: string) {
	const names: string[] = []
	walk(sourceOf(file), (node) => {
		if (!ts.isImportDeclaration(node) || node.importClause?.isTypeOnly) return
		const bindings = node.importClause?.namedBindings
		if (bindings && ts.isNamedImports(bindings))
			for (const element of bindings.elements) if (!element.isTypeOnly) names.push(element.name.text)
	})
	return names
}

/** The states and the event types of a machine, from its definition. */
function namesOf(machine: AnyStateMachine) {
	const states = new Set<string>()
	const events = new Set<string>()
	const visit = (config: { on?: object; states?: Record<string, object> }) => {
		for (const type of Object.keys(config.on ?? {})) events.add(type)
		for (const [name, state] of Object.entries(config.states ?? {})) {
			states.add(name)
			visit(state)
		}
	}
	visit(machine.config as never)
	return { states, events }
}

const machines = [potCreationMachine, donationPaymentMachine].map(namesOf)
const stateNames = new Set(machines.flatMap((m) => [...m.states]))
const eventTypes = new Set(machines.flatMap((m) => [...m.events]))

/** Does an expression read a flow's place: `state`, `step`, `x.value`, `stateOf(…)`? (`x.state.align` does not.) */
function readsState(node: ts.Node): boolean {
	if (ts.isParenthesizedExpression(node)) return readsState(node.expression)
	if (ts.isIdentifier(node)) return /state|step/i.test(node.text)
	if (ts.isPropertyAccessExpression(node)) return /^(state|step|value)$/i.test(node.name.text)
	if (ts.isCallExpression(node)) return /state|step/i.test(node.expression.getText())
	return false
}

/**
 * Where a file names a state (compared with a state read by `===`/`!==` or a `switch`, or in `.matches()`)
 * or an event type (any string): `file:line 'name'`.
 */
function flowNamesIn(file: string) {
	const source = sourceOf(file)
	const found: string[] = []
	const report = (literal: ts.Node, names: Set<string>) => {
		if (ts.isStringLiteralLike(literal) && names.has(literal.text)) {
			const line = source.getLineAndCharacterOfPosition(literal.getStart()).line + 1
			found.push(`${file}:${line} '${literal.text}'`)
		}
	}
	const comparisons = [
		ts.SyntaxKind.EqualsEqualsEqualsToken,
		ts.SyntaxKind.ExclamationEqualsEqualsToken,
		ts.SyntaxKind.EqualsEqualsToken,
		ts.SyntaxKind.ExclamationEqualsToken,
	]
	walk(source, (node) => {
		if (ts.isStringLiteralLike(node)) report(node, eventTypes)
		if (ts.isBinaryExpression(node) && comparisons.includes(node.operatorToken.kind)) {
			if (readsState(node.right)) report(node.left, stateNames)
			if (readsState(node.left)) report(node.right, stateNames)
		}
		if (ts.isCaseClause(node) && readsState(node.parent.parent.expression))
			report(node.expression, stateNames)
		if (
			ts.isCallExpression(node) &&
			ts.isPropertyAccessExpression(node.expression) &&
			node.expression.name.text === 'matches'
		)
			node.arguments.forEach((argument) => report(argument, stateNames))
	})
	return found
}

const app = filesUnder('app')
// Each file parsed once: the tests below ask for several names.
const importsByFile = new Map(app.map((file) => [file, valueImports(file)]))
const importersOf = (name: string) => app.filter((file) => importsByFile.get(file)!.includes(name))

describe('one driver per flow', () => {
	test('the machines are found in their definitions', () => {
		expect(stateNames).toContain('companyDetails')
		expect(stateNames).toContain('mandateSignature')
		expect(eventTypes).toContain('SUBMIT_DETAILS')
		expect(eventTypes).toContain('PAYIN_STARTED')
	})

	test('only the checkout driver sends events to the donation-payment machine', () => {
		expect(importersOf('sendPaymentEvent')).toEqual(['app/donations/driver.server.ts'])
		// The machine itself: its store runs it (flow.server.ts); nobody else holds it.
		expect(importersOf('donationPaymentMachine')).toEqual(['app/donations/flow.server.ts'])
	})

	test('only the pot-creation driver runs the pot-creation machine', () => {
		expect(importersOf('potCreationMachine')).toEqual(['app/flows/pot-creation.server.ts'])
	})

	test('the machines are run only by their stores and drivers', () => {
		// xstate's own functions, or machines/steps.ts' (the same steps without an actor per step).
		const runners = [
			...new Set(['transition', 'initialTransition', 'machineSteps'].flatMap((name) => importersOf(name))),
		]
		expect(runners.sort()).toEqual(['app/donations/flow.server.ts', 'app/flows/pot-creation.server.ts'])
	})

	test('no route nor component names a state or an event of a flow', () => {
		const pages = app.filter((file) => file.startsWith('app/routes/') || file.startsWith('app/components/'))
		expect(pages.length).toBeGreaterThan(100)
		expect(pages.flatMap(flowNamesIn)).toEqual([])
	})
})
