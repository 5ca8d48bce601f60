/**
 * bench:floor's fixture (scripts/bench/floor.ts): the smallest Remix 2 app, built with `remix vite:build` like
 * the product (same Remix plugin, same future flags, ESM server build), into FLOOR_BUILD_DIR. Never part of the
 * product: the product's build reads app/ only, and nothing imports this folder.
 */
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

const buildDirectory = process.env.FLOOR_BUILD_DIR
if (!buildDirectory) throw new Error('FLOOR_BUILD_DIR: where to build the fixture (a temporary directory)')

export default defineConfig({
	cacheDir: `${buildDirectory}/.vite`,
	logLevel: 'warn',
	build: { target: 'es2022' },
	plugins: [
		remix({
			appDirectory: 'app',
			serverModuleFormat: 'esm',
			buildDirectory,
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
