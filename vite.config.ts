import fs from 'node:fs'
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

// Remix 2 makes every route module an entry of the client build. A route without client code (a resource
// route, a redirect-only loader) is then an empty chunk, and Rollup warned "Generated an empty chunk" once
// for each of them (25 lines on every build). That chunk is harmless and expected: the Remix manifest needs
// an entry per route, and Remix 2 has no option to leave such routes out (remix-run/remix#9055, closed
// without a fix in favour of React Router 7). So that one warning is dropped, for route chunks only: Rollup
// names a route's chunk after its file, `$` becoming `_`.
const routeChunkNames = new Set(
	fs
		.readdirSync(new URL('app/routes', import.meta.url))
		.map((file) => file.replace(/\.[cm]?[jt]sx?$/, '').replaceAll('$', '_')),
)

// Every page loads the client entry's graph (React, React DOM, Remix) and the root route's: each goes in one
// chunk. Compressed one by one, the shell's dozen small chunks cost each page about 5 kB more than together
// (bench:js, docs/decisions/042-less-javascript.md). `vendor` is what the entry imports, `shell` the app modules
// the root route imports, directly or not (and what only they import); both closed under static imports, so
// no chunk cycle. The entry and the root route stay their own chunks (the manifest names them). Browser
// build only.
const appDir = new URL('app/', import.meta.url).pathname
const entryModule = `${appDir}entry.client.tsx`
const rootModule = `${appDir}root.tsx`
let groups: Map<string, string> | null = null
function staticGraph(from: string, getModuleInfo: Rollup.GetModuleInfo) {
	const seen = new Set<string>()
	const queue = [...(getModuleInfo(from)?.importedIds ?? [])]
	while (queue.length) {
		const next = queue.pop()!
		if (seen.has(next) || next === entryModule || next === rootModule) continue
		seen.add(next)
		queue.push(...(getModuleInfo(next)?.importedIds ?? []))
	}
	return seen
}
function sharedChunks(id: string, { getModuleInfo }: Rollup.ManualChunkMeta) {
	if (!groups) {
		groups = new Map()
		for (const module of staticGraph(entryModule, getModuleInfo)) groups.set(module, 'vendor')
		for (const module of staticGraph(rootModule, getModuleInfo))
			if (!groups.has(module) && module.startsWith(appDir)) groups.set(module, 'shell')
	}
	return groups.get(id)
}

export default defineConfig(({ isSsrBuild }) => ({
	server: { port: 3000 },
	build: {
		target: 'es2022',
		cssMinify: true,
		rollupOptions: {
			output: isSsrBuild ? {} : { manualChunks: sharedChunks },
			onwarn(warning, warn) {
				if (warning.code === 'EMPTY_BUNDLE' && warning.names?.every((name) => routeChunkNames.has(name)))
					return
				warn(warning)
			},
		},
	},
	plugins: [
		tailwindcss(),
		remix({
			serverModuleFormat: 'esm',
			// BUILD_DIR lets parallel checkouts of the test suite build side by side.
			buildDirectory: process.env.BUILD_DIR ?? 'build',
			future: {
				v3_fetcherPersist: true,
				v3_relativeSplatPath: true,
				v3_throwAbortReason: true,
				v3_lazyRouteDiscovery: true,
				v3_singleFetch: true,
				v3_routeConfig: true,
			},
		}),
	],
}))
