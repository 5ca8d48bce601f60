import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as prettier from 'prettier'
import { type AnyStateMachine } from 'xstate'
import { donationPaymentMachine } from '#machines/donation-payment.ts'
import { potCreationMachine } from '#machines/pot-creation.ts'
import { machineDefinition, unnamedImplementations } from './definition.ts'
import { mermaidDiagram } from './mermaid.ts'
import { statelyImport } from './stately.ts'

/** The machines `npm run machines:export` writes to docs/machines/ (docs/machines.md). */
export const exportedMachines: Array<{ name: string; machine: AnyStateMachine }> = [
	{ name: 'pot-creation', machine: potCreationMachine },
	{ name: 'donation-payment', machine: donationPaymentMachine },
]

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const exportDirectory = 'docs/machines'

/**
 * Every exported file, by its path from the repository root, formatted as Prettier would (so `npm run lint`
 * accepts them and a second run writes the same bytes): for each machine its definition
 * (`<name>.json`) and its page (`<name>.md`: the picture, then the code to import into Stately).
 */
export async function machineFiles(): Promise<Map<string, string>> {
	const files = new Map<string, string>()
	for (const { name, machine } of exportedMachines) {
		const unnamed = unnamedImplementations(machine)
		if (unnamed.length) {
			throw new Error(
				`machines/${name}.ts: name every guard and action in setup() so the export shows it:\n${unnamed.join('\n')}`,
			)
		}
		const definition = machineDefinition(machine)
		const base = `${exportDirectory}/${name}`
		files.set(`${base}.json`, await format(`${base}.json`, JSON.stringify(definition, null, '\t')))
		files.set(`${base}.md`, await format(`${base}.md`, page(name, definition.id, definition)))
	}
	return files
}

function page(name: string, id: string, definition: Parameters<typeof mermaidDiagram>[0]) {
	return `<!-- Written by \`npm run machines:export\` from machines/${name}.ts: do not edit by hand. -->

# The ${name} machine (\`${id}\`)

What each state means for the product: [docs/machines.md](../machines.md). Source:
[machines/${name}.ts](../../machines/${name}.ts); definition (\`toJSON()\`): [${name}.json](./${name}.json).

Each arrow reads \`EVENT [guard] / actions\`; \`always\` marks an eventless transition, taken as soon as its guard
holds; an arrow that comes back to its state changes the context only. Guarded arrows of one event are tried in
the order of the source.

\`\`\`mermaid
${mermaidDiagram(definition)}\`\`\`

## In Stately's editor

Paste this into "Import from code" (how: [docs/machines.md](../machines.md#in-statelys-editor)).

\`\`\`js
${statelyImport(definition)}\`\`\`
`
}

async function format(file: string, text: string) {
	const filepath = path.join(repositoryRoot, file)
	const options = await prettier.resolveConfig(filepath)
	return prettier.format(text, { ...options, filepath })
}
