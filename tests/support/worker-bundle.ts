// The helper processes of the integration tests (tests/integration/workers/*.ts: another server process on the
// test's SQLite file) as one prebuilt ES module each, started with plain `node` instead of `node --import tsx`.
// A tsx start loads its loader, hooks every import and starts an esbuild service: about 1.3–1.9 s of CPU and
// 19 000 page faults a process on this machine, against 0.4–0.6 s and 7 000 for the bundle (docs/performance.md,
// s19-lint). The bundle is the same source: the project's files are inlined, packages stay imports resolved from
// the repository (their JSON files inlined), and each file's `import.meta.url` is its own, so paths built from it (migrations, createRequire)
// are those of a tsx run. Built once per Vitest worker process and entry, under tests/.tmp (packages resolve
// from there); a later build removes the folders of processes that are gone.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

const root = path.resolve(import.meta.dirname, '../..')
const outDir = path.join(root, 'tests/.tmp/worker-bundles', String(process.pid))
const built = new Map<string, Promise<string>>()

/** Packages stay imports (resolved from the repository at run time), but for their JSON files: Node imports
 * those only with `with { type: 'json' }`, which tsx adds and a plain `import` lacks, so they are inlined. */
const packagesExternal: Plugin = {
	name: 'packages-external',
	setup(esbuild) {
		esbuild.onResolve({ filter: /^[^./#]/ }, (args) =>
			args.path.endsWith('.json') ? undefined : { path: args.path, external: true },
		)
	},
}

/** Each project file keeps its own `import.meta.url` (and dirname, filename) inside the bundle. */
const ownImportMeta: Plugin = {
	name: 'own-import-meta',
	setup(esbuild) {
		esbuild.onLoad({ filter: /\.(ts|tsx|js|mjs)$/ }, async (args) => {
			if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
			const text = await fs.promises.readFile(args.path, 'utf8')
			const contents = text
				.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
				.replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
				.replaceAll('import.meta.filename', JSON.stringify(args.path))
			const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js'
			return { contents, loader }
		})
	},
}

function removeStaleBundles() {
	const parent = path.dirname(outDir)
	for (const pid of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
		try {
			process.kill(Number(pid), 0) // still running: its bundles may be in use
		} catch {
			fs.rmSync(path.join(parent, pid), { recursive: true, force: true })
		}
	}
}

/** The path of the bundle of `tests/integration/workers/<name>.ts`, to start as `node <path> …args`. */
export function workerBundle(name: 'settle-pay-ins' | 'start-server' | 'insert-donations'): Promise<string> {
	let bundle = built.get(name)
	if (!bundle) {
		const outfile = path.join(outDir, `${name}.mjs`)
		bundle = build({
			entryPoints: [path.join(root, `tests/integration/workers/${name}.ts`)],
			outfile,
			bundle: true,
			platform: 'node',
			format: 'esm',
			target: 'node20',
			plugins: [packagesExternal, ownImportMeta],
			logLevel: 'error',
		}).then(() => outfile)
		if (built.size === 0) removeStaleBundles()
		built.set(name, bundle)
	}
	return bundle
}
