// The layering, checked on the whole tree against the layers table (eslint/layers.js): every file belongs to
// one layer, every import (static, dynamic, type-only, re-export) is one the table allows, no two folders
// import each other even through others, the table is a ladder, the ESLint rules generated from it refuse
// what it refuses, and docs/architecture.md quotes it as it is.
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'
import { MAX_DEPTH } from '../../eslint/layer-rules.js'
import {
	aliases,
	layerOf,
	layers,
	layersMarkdown,
	layersMarkers,
	mayImport,
	parseGlob,
} from '../../eslint/layers.js'

const root = path.resolve(import.meta.dirname, '../..')
const SKIPPED = new Set([
	'node_modules',
	'build',
	'data',
	'public',
	'docs',
	'patches',
	'drizzle',
	'drizzle-sandbox',
])

function sourceFiles(dir = ''): string[] {
	return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
		const file = dir ? `${dir}/${entry.name}` : entry.name
		if (entry.isDirectory()) {
			const generated = /^(build-|test-results|playwright-report)/.test(entry.name) || file === 'tests/.tmp'
			return SKIPPED.has(entry.name) || entry.name.startsWith('.') || generated ? [] : sourceFiles(file)
		}
		return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : []
	})
}

type Import = { specifier: string; types: boolean; line: number }

/** The imports of a file, from its syntax tree (comments and strings that look like imports are not). */
function importsOf(file: string): Import[] {
	const text = fs.readFileSync(path.join(root, file), 'utf8')
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
	const found: Import[] = []
	const add = (literal: ts.Node, types: boolean) => {
		if (ts.isStringLiteralLike(literal))
			found.push({
				specifier: literal.text,
				types,
				line: source.getLineAndCharacterOfPosition(literal.pos).line + 1,
			})
	}
	const visit = (node: ts.Node) => {
		if (ts.isImportDeclaration(node)) {
			const clause = node.importClause
			const bindings = clause?.namedBindings
			const allTypes =
				!!clause &&
				(clause.isTypeOnly ||
					(!clause.name &&
						!!bindings &&
						ts.isNamedImports(bindings) &&
						bindings.elements.length > 0 &&
						bindings.elements.every((element) => element.isTypeOnly)))
			add(node.moduleSpecifier, allTypes)
		} else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
			const clause = node.exportClause
			const allTypes =
				node.isTypeOnly ||
				(!!clause &&
					ts.isNamedExports(clause) &&
					clause.elements.length > 0 &&
					clause.elements.every((element) => element.isTypeOnly))
			add(node.moduleSpecifier, allTypes)
		} else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
			if (node.arguments[0]) add(node.arguments[0], false)
		} else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
			add(node.argument.literal, true)
		} else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
			add(node.moduleReference.expression, false)
		}
		ts.forEachChild(node, visit)
	}
	visit(source)
	return found
}

/** The repository-relative file an import names, or null for a package. */
function targetOf(file: string, specifier: string) {
	const bare = specifier.replace(/\?.*$/, '')
	const alias = Object.entries(aliases).find(([prefix]) => bare.startsWith(prefix))
	if (alias) return alias[1] + bare.slice(alias[0].length)
	if (bare.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), bare))
	return null
}

const isTest = (file: string) => /\.test\.(ts|tsx)$/.test(file)
const files = sourceFiles()

/** Each import between two layers of the product (tests of a module reach what they test: left out). */
const crossings = files
	.filter((file) => !isTest(file))
	.flatMap((file) => {
		const from = layerOf(file)
		return importsOf(file).flatMap(({ specifier, types, line }) => {
			const target = targetOf(file, specifier)
			if (!target) return []
			return [{ file, line, specifier, types, target, from, to: layerOf(target) }]
		})
	})

describe('the layers table', () => {
	test('every source file belongs to exactly one layer, no deeper than the lint rules reach', () => {
		expect(files.length).toBeGreaterThan(500)
		const misplaced = files.flatMap((file) => {
			const owners = layers.filter((layer) => layerOf(file) === layer)
			return owners.length === 1 ? [] : [`${file}: ${owners.length} layers`]
		})
		expect(misplaced).toEqual([])
		const tooDeep = files.filter((file) => {
			const layer = layerOf(file)!
			if (layer.mayImport === '*') return false
			const glob = layer.files.map(parseGlob).find((g) => g.subtree && file.startsWith(g.dir + '/'))
			return glob && file.slice(glob.dir.length + 1).split('/').length - 1 > MAX_DEPTH
		})
		expect(tooDeep).toEqual([])
		// The lint rules take `./` and `../` within a layer's folder as its own files: no layer inside another's.
		const nested = layers.flatMap((outer) =>
			outer.files
				.map(parseGlob)
				.filter((glob) => glob.subtree)
				.flatMap((glob) =>
					layers
						.filter((inner) => inner !== outer)
						.flatMap((inner) => inner.files.map(parseGlob))
						.filter((inner) => inner.dir === glob.dir || inner.dir.startsWith(glob.dir + '/'))
						.map((inner) => `${inner.dir} inside ${outer.name}`),
				),
		)
		expect(nested).toEqual([])
	})

	test('every import, dynamic and type-only ones included, is one the table allows', () => {
		expect(crossings.some((c) => c.types)).toBe(true)
		expect(
			crossings.some((c) => c.file === 'app/mail/mailer.server.ts' && c.specifier === 'nodemailer'),
		).toBe(false)
		const refused = crossings.flatMap(({ file, line, specifier, types, target, from, to }) => {
			if (!to) return [`${file}:${line} imports ${specifier}, which no layer holds`]
			return mayImport(from!, target, { types })
				? []
				: [`${file}:${line} (${from!.name}) imports ${specifier} (${to.name})`]
		})
		expect(refused).toEqual([])
	})

	test('no folder imports another that imports it back, even through others', () => {
		const graph = new Map<string, Map<string, string>>()
		for (const { from, to, file, specifier } of crossings) {
			if (!from || !to || from === to) continue
			const edges = graph.get(from.name) ?? new Map<string, string>()
			if (!edges.has(to.name)) edges.set(to.name, `${file} → ${specifier}`)
			graph.set(from.name, edges)
		}
		// A depth-first search; a back edge closes a cycle, reported with the imports that make it.
		const cycles: string[] = []
		const state = new Map<string, 'open' | 'done'>()
		const stack: string[] = []
		const visit = (layer: string) => {
			state.set(layer, 'open')
			stack.push(layer)
			for (const [next] of graph.get(layer) ?? []) {
				if (state.get(next) === 'open') {
					const cycle = [...stack.slice(stack.indexOf(next)), next]
					cycles.push(
						cycle
							.slice(1)
							.map((to, i) => `${cycle[i]} → ${to} (${graph.get(cycle[i]!)!.get(to)})`)
							.join('; '),
					)
				} else if (!state.has(next)) visit(next)
			}
			stack.pop()
			state.set(layer, 'done')
		}
		for (const layer of graph.keys()) if (!state.has(layer)) visit(layer)
		expect(cycles).toEqual([])
		// The check sees the edges it must: the wiring imports the domains.
		expect(graph.get('app/*')?.has('app/donations')).toBe(true)
	})

	test('is a ladder: a layer imports only what the table lists before it', () => {
		const position = (entry: string) => {
			const named = layers.findIndex((layer) => layer.name === entry)
			return named >= 0 ? named : layers.indexOf(layerOf(entry)!)
		}
		const upward = layers.flatMap((layer, index) =>
			layer.mayImport === '*'
				? []
				: [...layer.mayImport, ...(layer.mayImportTypes ?? [])]
						.filter((entry) => position(entry) < 0 || position(entry) >= index)
						.map((entry) => `${layer.name} → ${entry}`),
		)
		expect(upward).toEqual([])
	})

	test('docs/architecture.md quotes the table as it is (npm run docs:layers)', () => {
		const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
		const start = doc.indexOf(layersMarkers.start)
		const end = doc.indexOf(layersMarkers.end)
		expect(start).toBeGreaterThan(-1)
		expect(end).toBeGreaterThan(start)
		// Compared cell by cell: Prettier pads the columns.
		const cells = (markdown: string) =>
			markdown
				.split('\n')
				.filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
				.map((line) =>
					line
						.slice(1, -1)
						.split(' | ')
						.map((cell) => cell.trim()),
				)
		const quoted = cells(doc.slice(start, end))
		expect(quoted.length).toBe(layers.length + 1)
		expect(quoted).toEqual(cells(layersMarkdown()))
	})
})

describe('the lint rules generated from the table', () => {
	const cases: { file: string; code: string; refused: boolean }[] = [
		{
			file: 'app/auth/probe.server.ts',
			code: "import { x } from '#app/donations/ledger.server.ts'",
			refused: true,
		},
		{
			file: 'app/auth/probe.server.ts',
			code: "import type { X } from '../donations/ledger.server.ts'",
			refused: true,
		},
		{
			file: 'app/auth/probe.server.ts',
			code: "import { type X } from '../donations/ledger.server.ts'",
			refused: true,
		},
		{
			file: 'app/auth/probe.server.ts',
			code: "export * from '../donations/ledger.server.ts'",
			refused: true,
		},
		{ file: 'app/auth/probe.server.ts', code: "import { x } from '../../db/seed.ts'", refused: true },
		{
			file: 'app/auth/probe.server.ts',
			code: "import { x } from '../mail/mailer.server.ts'",
			refused: false,
		},
		{ file: 'app/auth/probe.server.ts', code: "import { x } from './session.server.ts'", refused: false },
		{ file: 'app/auth/probe.server.ts', code: "import { x } from '#db/schema/index.ts'", refused: false },
		{
			file: 'app/payments/mangopay/probe.server.ts',
			code: "import { x } from '../../lib/money.ts'",
			refused: false,
		},
		{
			file: 'app/payments/mangopay/probe.server.ts',
			code: "import { x } from '../provider.ts'",
			refused: false,
		},
		{
			file: 'app/payments/mangopay/probe.server.ts',
			code: "import { x } from '../../pots/pots.server.ts'",
			refused: true,
		},
		{
			file: 'app/payments/mangopay/probe.server.ts',
			code: "import { x } from '../sandbox/core.server.ts'",
			refused: true,
		},
		{
			file: 'app/payments/index.server.ts',
			code: "import { x } from './sandbox/core.server.ts'",
			refused: false,
		},
		{
			file: 'app/lib/probe.ts',
			code: "import { type X } from '#machines/donation-payment.ts'",
			refused: false,
		},
		{ file: 'app/lib/probe.ts', code: "import { x } from '#machines/donation-payment.ts'", refused: true },
		{
			file: 'app/components/probe.tsx',
			code: "import type { X } from '#app/catalogue/types.ts'",
			refused: false,
		},
		{
			file: 'app/components/probe.tsx',
			code: "import { x } from '../catalogue/views.server.ts'",
			refused: true,
		},
		{
			file: 'app/platform/probe.server.ts',
			code: "import { x } from '../components/honeypot-input.tsx'",
			refused: true,
		},
		{
			file: 'app/mail/probe.server.ts',
			code: "import { x } from '../receipts/attachments.server.ts'",
			refused: true,
		},
		{ file: 'db/probe.server.ts', code: "import { x } from './schema/index.ts'", refused: false },
		{ file: 'db/probe.server.ts', code: "import { x } from './seed.ts'", refused: true },
		{
			file: 'db/seed-probe.ts',
			code: "import { x } from '#app/donations/pot-totals.server.ts'",
			refused: false,
		},
		{ file: 'db/schema/probe.ts', code: "import { x } from '../client.server.ts'", refused: true },
	]

	test('refuse what the table refuses, in every spelling', { timeout: 60_000 }, async () => {
		const eslint = new ESLint({ cwd: root })
		const verdicts = []
		for (const { file, code, refused } of cases) {
			const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) })
			const restricted = result!.messages.some((message) => message.ruleId === 'no-restricted-imports')
			verdicts.push({ file, code, refused: restricted })
			expect.soft(restricted, `${file}: ${code}`).toBe(refused)
		}
		expect(verdicts).toHaveLength(cases.length)
	})
})
