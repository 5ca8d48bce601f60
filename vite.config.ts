import fs from 'node:fs'
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

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

export default defineConfig({
	server: { port: 3000 },
	build: {
		target: 'es2022',
		cssMinify: true,
		rollupOptions: {
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
})
