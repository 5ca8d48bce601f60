// Run by `npm run build`, after Remix's build: folds the packages the server build imports into it (ADR 076).
// Remix's build leaves every package to Node, which then resolves, reads and compiles hundreds of files of
// node_modules at each start; bundled, a restart answers sooner (docs/performance.md, « Start-up »). Code
// reached only by a dynamic import stays in a chunk of its own, loaded on first use.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

// Left to Node: native add-ons; packages found by their path (pdf.js's worker and fonts); the Mangopay SDK,
// whose own axios gets the network-error guard (app/payments/mangopay/client.server.ts) and must be the
// instance the SDK uses; the state-machine inspector, a development tool; and what only Remix's
// `installGlobals` requires (undici, @remix-run/web-fetch: 1 MB the app never loads, Node has fetch).
const external = [
	'better-sqlite3',
	'sharp',
	'@napi-rs/canvas',
	'pdfjs-dist',
	'mangopay4-nodejs-sdk',
	'@statelyai/inspect',
	'undici',
	'@remix-run/web-fetch',
]
const isExternal = (specifier) =>
	external.some((name) => specifier === name || specifier.startsWith(`${name}/`))

/** Whether Node loads this file as CommonJS: `.cjs`, or `.js` in a package that is not `"type": "module"`. */
const packageTypes = new Map()
function isCommonJs(file) {
	if (file.endsWith('.cjs')) return true
	if (!file.endsWith('.js')) return false
	for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
		if (!packageTypes.has(dir)) {
			const manifest = path.join(dir, 'package.json')
			packageTypes.set(
				dir,
				fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')).type ?? 'commonjs') : null,
			)
		}
		const type = packageTypes.get(dir)
		if (type) return type !== 'module'
	}
	return true
}

/**
 * An ES module importing a CommonJS package gets what Node gives it: `default`, the package's `module.exports`,
 * and its names as the values they have once the package has run. esbuild's own interop reads each name
 * through a getter on every use (every JSX element calls React's `jsx` so), and a dynamic `import()` only gets
 * `default`. So such an import goes through a small module that requires the package and exports its names,
 * listed by loading the package here.
 */
export const nodeInterop = {
	name: 'node-commonjs-interop',
	setup(esbuild) {
		esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
			if (args.pluginData?.interop || isExternal(args.path)) return undefined
			if (args.kind !== 'import-statement' && args.kind !== 'dynamic-import') return undefined
			const resolved = await esbuild.resolve(args.path, {
				kind: args.kind,
				resolveDir: args.resolveDir,
				importer: args.importer,
				pluginData: { interop: true },
			})
			if (resolved.errors.length || resolved.external || !isCommonJs(resolved.path)) return resolved
			return { path: resolved.path, namespace: 'node-interop' }
		})
		esbuild.onLoad({ filter: /.*/, namespace: 'node-interop' }, ({ path: file }) => {
			const exported = createRequire(file)(file)
			const names =
				exported && (typeof exported === 'object' || typeof exported === 'function')
					? Object.keys(exported).filter((name) => name !== 'default' && name !== '__esModule')
					: []
			const lines = [`const m = require(${JSON.stringify(file)})`, 'export default m']
			names.forEach((name, i) => lines.push(`const e${i} = m[${JSON.stringify(name)}]`))
			if (names.length)
				lines.push(`export { ${names.map((name, i) => `e${i} as ${JSON.stringify(name)}`).join(', ')} }`)
			return { contents: lines.join('\n'), resolveDir: path.dirname(file), loader: 'js' }
		})
	},
}

async function bundleServer() {
	const serverDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'server')
	const bundledDir = `${serverDir}.bundled`
	// The build only runs in production (server.js serves development through Vite): packages take their
	// production branch, here as when their exports are listed (nodeInterop) and in the bundle (`define`).
	process.env.NODE_ENV = 'production'
	fs.rmSync(bundledDir, { recursive: true, force: true })
	const result = await build({
		entryPoints: [path.join(serverDir, 'index.js')],
		outdir: bundledDir,
		// Chunks beside index.js, where the modules that find files from their own address expect to be
		// (db/startup.server.ts: the migrations two levels up).
		chunkNames: '[name]-[hash]',
		bundle: true,
		splitting: true,
		format: 'esm',
		// Packages resolve as Node resolves them (`main` before `module`, or their `exports` by import kind): the
		// patches of patches/ are made to those files (`module` builds first left Remix's route matching
		// unpatched, ×3 the CPU of a page).
		platform: 'node',
		target: 'node20',
		external,
		plugins: [nodeInterop],
		define: { 'process.env.NODE_ENV': '"production"' },
		// CommonJS packages call `require` for Node's modules; an ES module has none of its own.
		banner: {
			js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
		},
		logLevel: 'warning',
		// Remix's build leaves a bare `import 'date-fns/endOfDay'` (and n2words') beside the modules that use their
		// bindings; the packages declare no side effects, so esbuild drops those bare imports, rightly: not a warning.
		logOverride: { 'ignored-bare-import': 'silent' },
		metafile: Boolean(process.env.BUNDLE_METAFILE),
	})
	if (result.errors.length) process.exit(1)
	// What went into which file, for esbuild's analyser (https://esbuild.github.io/analyze/).
	if (result.metafile) fs.writeFileSync(process.env.BUNDLE_METAFILE, JSON.stringify(result.metafile))
	fs.rmSync(serverDir, { recursive: true })
	fs.renameSync(bundledDir, serverDir)
	const files = fs.readdirSync(serverDir)
	const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(serverDir, file)).size, 0)
	console.log(`Server build bundled: ${files.length} files, ${Math.round(bytes / 1024)} kB`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bundleServer()
