// Turns the layers table (eslint/layers.js) into flat-config entries of `no-restricted-imports`.
//
// A relative import's target depends on where the importing file is, so a layer's folder gets one entry per
// depth (its files, those one folder down…): for each, the imports allowed are spelled exactly — the
// aliases (`#app/lib/…`), `./…` and `../…` up to the layer's own folder, and the exact `../../…` paths to
// each allowed layer. Anything else that starts with `.` or `#` is refused (type-only imports too, unless the
// table lists the layer under `mayImportTypes`). Flat config keeps only the last entry's options of a rule for
// a file, so each file gets exactly one entry, which carries the extra patterns that apply to it too.

import { aliases, escapeRegExp, layers, nameSource, parseGlob, targetsOf } from './layers.js'

const EXTENSIONS = '{ts,tsx,js,mjs}'
/** Folders this deep below a layer's folder get an entry; tests/integration/layers.test.ts checks none is deeper. */
export const MAX_DEPTH = 3

const segments = (dir) => (dir === '' ? [] : dir.split('/'))

/** The source of a regular expression for a target (a parsed glob) seen from the folder `from`. */
function targetSource(target, from) {
	const within = from === '' ? target.dir : target.dir === from ? '' : target.dir.slice(from.length + 1)
	const dir = within === '' ? '' : `${escapeRegExp(within)}/`
	if (target.subtree) return dir
	const except = target.except
		.filter((glob) => glob.dir === target.dir && !glob.subtree)
		.map((glob) => `${nameSource(glob.name)}(?:\\?.*)?$`)
	return `${dir}${except.length ? `(?!(?:${except.join('|')}))` : ''}${nameSource(target.name)}(?:\\?.*)?$`
}

const isUnder = (dir, ancestor) => ancestor === '' || dir === ancestor || dir.startsWith(ancestor + '/')

/**
 * The allowed import sources of a file `depth` folders below the folder of `glob` (a parsed glob of `layer`),
 * as alternatives of a regular expression; and those allowed only for types.
 */
function allowedSources(layer, glob, depth) {
	const root = segments(glob.dir)
	const alternatives = ['[^.#]']
	if (glob.subtree) alternatives.push('\\./', ...(depth ? [`(?:\\.\\./){1,${depth}}(?!\\.\\./)`] : []))
	const spell = (target) => {
		const sources = []
		for (const [alias, dir] of Object.entries(aliases)) {
			const top = dir.slice(0, -1)
			if (isUnder(target.dir, top)) sources.push(escapeRegExp(alias) + targetSource(target, top))
		}
		// Up `up` folders from the glob's folder: `up + depth` times `../` (none: `./`).
		for (let up = glob.subtree ? 1 : 0; up <= root.length; up++) {
			const ancestor = root.slice(0, root.length - up).join('/')
			if (!isUnder(target.dir, ancestor)) continue
			const steps = up + depth
			const prefix = steps === 0 ? '\\./' : '(?:\\.\\./)'.repeat(steps)
			sources.push(prefix + targetSource(target, ancestor))
		}
		return sources
	}
	for (const entry of layer.files)
		alternatives.push(...spell({ ...parseGlob(entry), except: (layer.except ?? []).map(parseGlob) }))
	for (const entry of layer.mayImport)
		for (const target of targetsOf(entry)) alternatives.push(...spell(target))
	const typeOnly = (layer.mayImportTypes ?? []).flatMap((entry) => targetsOf(entry).flatMap(spell))
	return { alternatives, typeOnly }
}

/** The `no-restricted-imports` patterns of the table for a file `depth` folders below `glob` of `layer`. */
export function layerPatterns(layer, glob, depth) {
	const { alternatives, typeOnly } = allowedSources(layer, parseGlob(glob), depth)
	const allowed = [...layer.mayImport, ...(layer.mayImportTypes ?? []).map((entry) => `${entry} (types)`)]
	const hint =
		'the layers table (eslint/layers.js, quoted in docs/architecture.md); widen it with a reason if the import is legitimate'
	const patterns = [
		{
			regex: `^(?!(?:${[...alternatives, ...typeOnly].join('|')}))`,
			caseSensitive: true,
			message: `${layer.name} may import only ${allowed.join(', ') || 'packages'}: ${hint}.`,
		},
	]
	if (typeOnly.length) {
		patterns.push({
			regex: `^(?:${typeOnly.join('|')})`,
			caseSensitive: true,
			allowTypeImports: true,
			message: `${layer.name} may import only types from ${layer.mayImportTypes.join(', ')}: ${hint}.`,
		})
	}
	return patterns
}

/** The files `depth` folders below a glob, as an ESLint glob. */
function filesAt(glob, depth) {
	const { dir, subtree } = parseGlob(glob)
	if (!subtree) return depth === 0 ? [glob] : []
	return [`${dir ? dir + '/' : ''}${'*/'.repeat(depth)}*.${EXTENSIONS}`]
}

/**
 * The flat-config entries: one per layer glob and depth, each with the table's patterns and
 * `extraPatterns(layer)`. `exceptions` are globs inside one layer whose files get `extraPatterns` of their own
 * (e.g. without the sandbox rule); `ignores` are left out everywhere (test files).
 *
 * @param {{ extraPatterns: (layer: string) => object[], exceptions?: { files: string, extraPatterns: (layer: string) => object[] }[], ignores?: string[] }} options
 */
export function layerRestrictions({ extraPatterns, exceptions = [], ignores = [] }) {
	const entries = []
	const exceptionGlobs = exceptions.map((exception) => exception.files)
	const entry = (name, files, ignored, patterns) => ({
		name,
		files,
		ignores: ignored,
		rules: { 'no-restricted-imports': ['error', { patterns }] },
	})
	for (const layer of layers) {
		if (layer.mayImport === '*') continue
		for (const glob of layer.files) {
			for (let depth = 0; depth <= MAX_DEPTH; depth++) {
				const files = filesAt(glob, depth)
				if (!files.length) continue
				entries.push(
					entry(
						`layers/${layer.name}/${glob}/${depth}`,
						files,
						[...ignores, ...(layer.except ?? []), ...exceptionGlobs],
						[...layerPatterns(layer, glob, depth), ...extraPatterns(layer.name)],
					),
				)
			}
		}
	}
	for (const exception of exceptions) {
		const inside = parseGlob(exception.files)
		for (const layer of layers) {
			if (layer.mayImport === '*') continue
			for (const glob of layer.files) {
				const outer = parseGlob(glob)
				if (!(outer.subtree ? isUnder(inside.dir, outer.dir) : inside.dir === outer.dir)) continue
				const offset = segments(inside.dir).length - segments(outer.dir).length
				for (let depth = offset; depth <= MAX_DEPTH; depth++) {
					const files = inside.subtree
						? [`${inside.dir}/${'*/'.repeat(depth - offset)}*.${EXTENSIONS}`]
						: depth === offset
							? [exception.files]
							: []
					if (!files.length) continue
					entries.push(
						entry(`layers/${layer.name}/${exception.files}/${depth}`, files, ignores, [
							...layerPatterns(layer, glob, depth),
							...exception.extraPatterns(layer.name),
						]),
					)
				}
			}
		}
	}
	return entries
}
