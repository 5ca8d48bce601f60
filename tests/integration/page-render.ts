import http from 'node:http'
import { type AddressInfo } from 'node:net'
import path from 'node:path'
import { UNSAFE_flatRoutes as flatRoutes } from '@remix-run/dev'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import express from 'express'
import { afterAll, beforeAll } from 'vitest'
import * as entry from '#app/entry.server.tsx'
import * as root from '#app/root.tsx'
import { remixHandler } from '../../server/remix-handler.js'

type RouteModule = ServerBuild['routes'][string]['module']

/**
 * A Remix request handler over the real root, the real document renderer and the route files named in
 * `files` (paths under app/routes/), with their URLs computed from the file names by the same flat-routes
 * convention as the app (app/routes.ts). Pages render to full HTML (header, footer, meta) without a build,
 * so a test can GET a page like a browser would. The client assets are stand-ins: nothing runs in a browser.
 */
export async function pageHandler(files: readonly string[]) {
	const manifest = flatRoutes(
		path.resolve('app'),
		['**/*.test.{ts,tsx}', '**/*.server.{ts,tsx}', '**/.*'],
		'routes',
	)
	const chosen = Object.values(manifest).filter((route) =>
		files.includes(route.file.replace(/^routes\//, '')),
	)
	const missing = files.filter((file) => !chosen.some((route) => route.file === `routes/${file}`))
	if (missing.length) throw new Error(`No route for ${missing.join(', ')}`)
	const routes: ServerBuild['routes'] = {
		root: { id: 'root', path: '', module: root as unknown as RouteModule },
	}
	for (const route of chosen) {
		const module = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as RouteModule
		const { path: routePath, index, caseSensitive } = route
		routes[route.id] = { id: route.id, parentId: 'root', path: routePath, index, caseSensitive, module }
	}
	const build = testServerBuild(routes)
	const handle = createRequestHandler(build, 'production')
	return (url: string, init?: RequestInit) =>
		handle(new Request(new URL(url, 'http://localhost:3000'), init), { cspNonce: '', clientIp: '127.0.0.1' })
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }

/** The visible text of some HTML, with every kind of space made a plain space. */
export function textOf(html: string) {
	return html
		.replace(/<[^>]+>/g, ' ')
		.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
		.replace(/\s+/g, ' ')
		.trim()
}

/** A page's answer read as a test wants it: status, the `<main>` element's HTML and text, its h1. */
export async function readPage(response: Response) {
	const page = await response.text()
	const html = /<main\b[\s\S]*<\/main>/.exec(page)?.[0] ?? ''
	return {
		status: response.status,
		html,
		text: textOf(html),
		h1: textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '') || null,
	}
}

/**
 * A production build of the real root with, under it, one test page per path (`{ long: module }` answers
 * /long), as testServerBuild makes it.
 */
export function buildUnderRoot(pages: Record<string, unknown>): ServerBuild {
	const routes: ServerBuild['routes'] = {
		root: { id: 'root', path: '', module: root as unknown as RouteModule },
	}
	for (const [path, module] of Object.entries(pages))
		routes[`routes/${path}`] = { id: `routes/${path}`, parentId: 'root', path, module: module as RouteModule }
	return testServerBuild(routes)
}

/**
 * A production ServerBuild over these route modules (the real entry.server), with stand-in client assets:
 * nothing runs in a browser. `routes` must hold the root.
 */
export function testServerBuild(routes: ServerBuild['routes']): ServerBuild {
	const assetRoutes: ServerBuild['assets']['routes'] = {}
	for (const [id, route] of Object.entries(routes)) {
		assetRoutes[id] = {
			...route,
			module: `/assets/${id}.js`,
			hasAction: 'action' in route.module,
			hasLoader: 'loader' in route.module,
			hasClientAction: false,
			hasClientLoader: false,
			hasErrorBoundary: 'ErrorBoundary' in route.module,
		}
	}
	return {
		mode: 'production',
		entry: { module: entry },
		routes,
		assets: {
			entry: { module: '/assets/entry.client.js', imports: [] },
			routes: assetRoutes,
			url: '/assets/manifest.js',
			version: 'test',
		},
		publicPath: '/',
		assetsBuildDirectory: 'build/client',
		future: {
			v3_fetcherPersist: true,
			v3_relativeSplatPath: true,
			v3_throwAbortReason: true,
			v3_lazyRouteDiscovery: true,
			v3_singleFetch: true,
		},
		isSpaMode: false,
	}
}

/**
 * `build` served through the production server's Express → Remix handler (server/remix-handler.js) on a free
 * local port for the file's tests; `base()` is its origin once started. `shared` as server.js gives it.
 */
export function serveThroughHandler(build: ServerBuild, shared?: (req: express.Request) => boolean) {
	let server: http.Server
	let base = ''
	beforeAll(async () => {
		const app = express()
		app.all(
			'*',
			remixHandler({
				build,
				runtime: entry,
				mode: 'production',
				getLoadContext: () => ({ cspNonce: 'n0nce', clientIp: '127.0.0.1' }),
				errorPage: entry.httpErrorPage,
				errorMessage: entry.httpErrorMessage,
				frenchTurboStream: entry.frenchTurboStream,
				shared,
			}),
		)
		server = http.createServer(app)
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterAll(() => new Promise((resolve) => server.close(resolve)))
	return { base: () => base }
}
