/**
 * `npm run bench:js [-- --skip-build]`: the JavaScript a browser downloads on the first load of the main
 * pages (docs/performance.md: the pot page ≤ ×1.25 of an empty Remix 2 route), gzip sizes, from the build's own manifest.
 *
 * A page's first load is what Remix's <Scripts> preloads: the manifest, the client entry and its imports, the
 * root route's module and imports, and the page route's module and imports (deduplicated). The baseline,
 * measured in the same build, is the empty route: the manifest, the client entry and its imports (React,
 * React DOM, Remix) — what any Remix 2 page costs before its own code.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { buildUnlessSkipped, writeResult } from './lib.ts'

const GOAL_RATIO = 1.25
const PAGES = {
	home: 'routes/_index',
	pot: 'routes/participate.$id._index',
	search: 'routes/create.$type.assocs',
	charity: 'routes/association.$url',
}

type ManifestEntry = { module: string; imports?: string[] }
type Manifest = { url?: string; entry: ManifestEntry; routes: Record<string, ManifestEntry> }

buildUnlessSkipped()
const client = path.resolve('build/client')
const assets = path.join(client, 'assets')
const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))
if (!manifestFile) throw new Error('No Remix manifest in build/client/assets: run npm run build')
const manifest = JSON.parse(
	fs
		.readFileSync(path.join(assets, manifestFile), 'utf8')
		.replace(/^window\.__remixManifest=/, '')
		.replace(/;$/, ''),
) as Manifest

const gzipKb = (files: Set<string>) => {
	let bytes = 0
	for (const file of files) bytes += zlib.gzipSync(fs.readFileSync(path.join(client, file))).length
	return Number((bytes / 1024).toFixed(1))
}
const filesOf = (...entries: ManifestEntry[]) =>
	new Set([`/assets/${manifestFile}`, ...entries.flatMap((e) => [e.module, ...(e.imports ?? [])])])

const root = manifest.routes.root!
const baseline = gzipKb(filesOf(manifest.entry))
const pages = Object.fromEntries(
	Object.entries(PAGES).map(([name, id]) => {
		const route = manifest.routes[id]
		if (!route) throw new Error(`No route ${id} in the manifest`)
		const files = filesOf(manifest.entry, root, route)
		const kb = gzipKb(files)
		const biggest = [...files]
			.map((file) => ({ file, kb: gzipKb(new Set([file])) }))
			.sort((a, b) => b.kb - a.kb)
			.slice(0, 6)
		return [name, { route: id, kb, ratio: Number((kb / baseline).toFixed(2)), files: files.size, biggest }]
	}),
)
const ok = pages.pot!.ratio <= GOAL_RATIO
writeResult('js', { unit: 'kB gzip', emptyRouteKb: baseline, goalRatio: GOAL_RATIO, pages, ok })
for (const [name, page] of Object.entries(pages))
	console.log(
		`${name.padEnd(8)} ${String(page.kb).padStart(6)} kB (×${page.ratio} of the empty route's ${baseline} kB)`,
	)
console.log(`${ok ? 'OK' : 'FAILED'}: pot page ×${pages.pot!.ratio} (goal ×${GOAL_RATIO})`)
if (!ok) process.exitCode = 1
