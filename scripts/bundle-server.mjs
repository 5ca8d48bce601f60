// Run by `npm run build`, after Remix's build: folds the packages the server build imports into it (ADR 076).
// Remix's build leaves every package to Node, which then resolves, reads and compiles some 500 files of
// node_modules at each start; bundled, a restart answers sooner (docs/performance.md, « Start-up »). Code
// reached only by a dynamic import stays in a chunk of its own, loaded on first use.
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const serverDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'server')
const bundledDir = `${serverDir}.bundled`

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
	platform: 'node',
	target: 'node20',
	external,
	// The server build only runs in production (server.js serves development through Vite): React and the
	// other packages take their production branch, as in the browser's build.
	define: { 'process.env.NODE_ENV': '"production"' },
	// CommonJS packages call `require` for Node's modules; an ES module has none of its own.
	banner: {
		js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
	},
	logLevel: 'warning',
	// Remix's build leaves a bare `import 'date-fns/endOfDay'` (and n2words') beside the modules that use their
	// bindings; the packages declare no side effects, so esbuild drops those bare imports, rightly: not a warning.
	logOverride: { 'ignored-bare-import': 'silent' },
})
if (result.errors.length) process.exit(1)
fs.rmSync(serverDir, { recursive: true })
fs.renameSync(bundledDir, serverDir)
const files = fs.readdirSync(serverDir)
const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(serverDir, file)).size, 0)
console.log(`Server build bundled: ${files.length} files, ${Math.round(bytes / 1024)} kB`)
