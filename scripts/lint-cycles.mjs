// `npm run lint:cycles`: no circular import among the project's modules. Every file under app/, machines/,
// db/ and tests/ (.ts, .tsx) and server.js, and every project file they import, transitively; an import is
// any the compiler sees: static, re-export, type-only, dynamic `import()`, `require()`. The files are read
// with TypeScript's import scanner (`ts.preProcessFile`, what the compiler uses to find a program's files),
// not parsed: dpdm did the same check with a full parse of each file, for about 5 times the CPU
// (docs/performance.md, s19-lint). Prints each cycle and exits 1 if there is one.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '..')
const ROOTS = ['app', 'machines', 'db', 'tests']
const SKIP = new Set(['node_modules', '.tmp'])
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx']
const { imports: aliasTable = {} } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
// package.json's subpath imports ("#app/*": "./app/*").
const aliases = Object.entries(aliasTable).map(([from, to]) => [
	from.replace(/\*$/, ''),
	String(to).replace(/\*$/, ''),
])

function walk(dir) {
	return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
		const file = `${dir}/${entry.name}`
		if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(file)
		return /\.tsx?$/.test(entry.name) ? [file] : []
	})
}

function isFile(file) {
	try {
		return fs.statSync(path.join(root, file)).isFile()
	} catch {
		return false // absent, or a path through a file (`x.css/index.ts`)
	}
}

/** The repository-relative file a specifier names, or null (a package, a built-in, a file outside the tree). */
function resolve(from, specifier) {
	const bare = specifier.replace(/\?.*$/, '')
	const alias = aliases.find(([prefix]) => bare.startsWith(prefix))
	let target
	if (alias) target = path.posix.normalize(alias[1] + bare.slice(alias[0].length))
	else if (bare.startsWith('.'))
		target = path.posix.normalize(path.posix.join(path.posix.dirname(from), bare))
	else return null
	if (target.startsWith('..') || target.split('/').includes('node_modules')) return null
	const candidates = [
		target,
		...EXTENSIONS.map((ext) => target + ext),
		// `./x.js` naming `./x.ts`, as TypeScript allows.
		...(/\.(m|c)?jsx?$/.test(target)
			? ['.ts', '.tsx'].map((ext) => target.replace(/\.(m|c)?jsx?$/, ext))
			: []),
		...EXTENSIONS.map((ext) => `${target}/index${ext}`),
	]
	return candidates.find((candidate) => /\.[cm]?[jt]sx?$/.test(candidate) && isFile(candidate)) ?? null
}

const edges = new Map()
const queue = [...ROOTS.flatMap(walk), 'server.js']
while (queue.length > 0) {
	const file = queue.pop()
	if (edges.has(file)) continue
	const text = fs.readFileSync(path.join(root, file), 'utf8')
	const { importedFiles } = ts.preProcessFile(text, true, true)
	const targets = [...new Set(importedFiles.map(({ fileName }) => resolve(file, fileName)).filter(Boolean))]
	edges.set(file, targets)
	queue.push(...targets.filter((target) => !edges.has(target)))
}

// Tarjan's strongly connected components: a component of more than one file, or a file importing itself.
let index = 0
const indices = new Map()
const lowLinks = new Map()
const stack = []
const onStack = new Set()
const cycles = []
function connect(file) {
	indices.set(file, index)
	lowLinks.set(file, index++)
	stack.push(file)
	onStack.add(file)
	for (const target of edges.get(file) ?? []) {
		if (!indices.has(target)) {
			connect(target)
			lowLinks.set(file, Math.min(lowLinks.get(file), lowLinks.get(target)))
		} else if (onStack.has(target)) lowLinks.set(file, Math.min(lowLinks.get(file), indices.get(target)))
	}
	if (lowLinks.get(file) !== indices.get(file)) return
	const component = []
	let member
	do {
		member = stack.pop()
		onStack.delete(member)
		component.push(member)
	} while (member !== file)
	if (component.length > 1 || edges.get(file)?.includes(file)) cycles.push(component.sort())
}
for (const file of edges.keys()) if (!indices.has(file)) connect(file)

if (process.argv.includes('--edges')) {
	for (const [file, targets] of [...edges].sort()) console.log(`${file} -> ${[...targets].sort().join(' ')}`)
}
if (cycles.length > 0) {
	console.error(`Circular imports (${cycles.length}): each line is a set of files that import one another.`)
	for (const cycle of cycles) console.error(`  ${cycle.join(' ↔ ')}`)
	process.exit(1)
}
