// @ts-check
// The HTTP server. It imports no module of the app: the app (its start-up included) is loaded once, from the
// Remix server build — `<BUILD_DIR>/server/index.js` in production, Vite's `virtual:remix/server-build` in
// development — so every module has one instance in the process (ADR 001).
import http from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import express from 'express'
import helmet from 'helmet'
import { isClusterWorker, runPrimary, sharedInvalidations } from './server/cluster.js'
import { compressAll } from './server/compress.js'
import { expressObjects, loadContextOf, trustOncePerAddress } from './server/express-objects.js'
import { loadGuard } from './server/load-guard.js'
import { cacheKeyOf, createPageCache } from './server/page-cache.js'
import { securityHeaders } from './server/framing.js'
import { onlyExistingFiles, precompressed } from './server/precompressed.js'
import {
	allowedMethods,
	bodyLimits,
	frenchErrors,
	httpsRedirect,
	sameOriginWrites,
} from './server/http-guards.js'
import { remixHandler } from './server/remix-handler.js'

/** @typedef {import('@remix-run/node').ServerBuild} ServerBuild */
/** @typedef {typeof import('./app/entry.server.tsx')} AppEntry */

const started = Date.now()
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
// Vite serves development (and test) runs; any other NODE_ENV loads the build, whose start-up validates it.
const nodeEnv = process.env.NODE_ENV
const useVite = nodeEnv === undefined || nodeEnv === 'development' || nodeEnv === 'test'

const viteDevServer = useVite
	? await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }))
	: undefined

/** @type {ServerBuild} */
const build = viteDevServer
	? await viteDevServer.ssrLoadModule('virtual:remix/server-build')
	: await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)

// Validates the environment (refusing to start with the list of problems), prepares the database, checks the
// payment settings and starts the background jobs. With WEB_CONCURRENCY > 1 (not under Vite), this process is
// the primary: it prepares the data directory, forks the workers (server/cluster.js) and serves nothing itself.
const appEntry = /** @type {AppEntry} */ (build.entry.module)
const start = await appEntry
	.startServer({ clusterWorker: isClusterWorker, cluster: !viteDevServer })
	.catch((error) => {
		// Settings to fix: the list, in French, for the operator; a stack trace would only hide it.
		if (error instanceof Error && error.name === 'ConfigurationError') {
			console.error(error.message)
			process.exit(1)
		}
		throw error
	})
const { settings, close, contentSecurityDirectives } = start
if (start.role === 'primary')
	await runPrimary({
		count: settings.WEB_CONCURRENCY,
		close,
		ready: (count) =>
			console.log(
				`Donnons ready at http://localhost:${settings.PORT} (${modeName(settings)}, ${count} workers, data in ${settings.DATA_DIR}, payments: ${settings.paymentProvider}) in ${Date.now() - started} ms`,
			),
	})
const errorPage = appEntry.httpErrorPage
const errorMessage = appEntry.httpErrorMessage

// Anonymous pot, home and charity pages are rendered once a second at most and served from memory (ADR 020);
// PAGE_CACHE=off renders every request (benchmarks compare both). Not in development: pages change on edit.
const pageCache = viteDevServer || process.env.PAGE_CACHE === 'off' ? null : createPageCache()
// A pot changed on one worker: its pages are dropped on every worker (server/cluster.js).
if (pageCache) appEntry.registerPageCache(isClusterWorker ? sharedInvalidations(pageCache) : pageCache)

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', 'loopback')
trustOncePerAddress(app)
// Pages are compressed whole by the Remix handler (server/remix-handler.js); the rest (files without a
// build-time copy, error pages, resource routes) by compression(), put on a response only by what writes one
// (server/compress.js), with a 256 kB brotli window, not the default 4 MB: the large encoder buffers, freed in
// the zlib threads, made glibc keep 50–100 MB of fragmented memory under load.
if (viteDevServer) app.use(compressAll)
// A signed-in visitor's pages are theirs alone: no proxy or CDN may keep them.
app.use((req, res, next) => {
	if (req.headers.cookie?.includes('donnons_session=')) res.setHeader('Cache-Control', 'private, no-store')
	next()
})
// Refused before anything else, in French: unknown methods, writes from another site, oversized bodies.
app.use(allowedMethods(errorPage))
app.use(sameOriginWrites(errorPage, { publicUrl: settings.PUBLIC_URL }))
app.use(bodyLimits(errorPage))

const https = settings.PUBLIC_URL?.startsWith('https:') ?? false
// Files (scripts, styles, images, PDFs) get the few headers a file needs, not the pages' policy (CSP, frame,
// referrer and permission rules: 1.2 kB a response, 24 kB for a pot page's scripts). Nothing uploaded can run:
// images are re-encoded by sharp, PDFs with active content are refused (app/platform/pdf-safety.server.ts).
/** @type {express.RequestHandler} */
const fileHeaders = (_req, res, next) => {
	res.set('X-Content-Type-Options', 'nosniff')
	res.set('Cross-Origin-Resource-Policy', 'same-origin')
	if (https) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
	next()
}
if (viteDevServer) {
	app.use(viteDevServer.middlewares)
} else {
	// Scripts and styles are sent as compressed once at build time (scripts/precompress.mjs), never per request.
	const assets = path.join(buildDir, 'client/assets')
	app.use(
		'/assets',
		compressAll,
		fileHeaders,
		precompressed(assets),
		express.static(assets, { immutable: true, maxAge: '1y' }),
	)
	const client = path.join(buildDir, 'client')
	app.use(
		onlyExistingFiles(client, [
			compressAll,
			fileHeaders,
			precompressed(client),
			express.static(client, { maxAge: '1h' }),
		]),
	)
}
// Uploaded and generated images: file names change when the content changes.
app.use(
	'/uploads',
	compressAll,
	fileHeaders,
	express.static(path.join(settings.DATA_DIR, 'uploads'), { maxAge: '7d', fallthrough: false }),
)
// Their smaller WebP copies, once made by the app's /img route (app/lib/image-variants.ts).
app.use(
	'/img',
	compressAll,
	fileHeaders,
	express.static(path.join(settings.DATA_DIR, 'cache', 'img'), { maxAge: '7d' }),
)

// The pages' headers, computed once, with a nonce per response (res.locals.cspNonce); only a pot's widget may be
// framed by other sites (server/framing.js).
app.use(
	securityHeaders(
		helmet,
		{
			strictTransportSecurity: https,
			crossOriginEmbedderPolicy: false,
			referrerPolicy: { policy: 'same-origin' },
			// The policy and its reasons: app/platform/content-security.ts.
			contentSecurityPolicy: {
				useDefaults: false,
				directives: contentSecurityDirectives({
					https,
					dev: Boolean(viteDevServer),
					nonce:
						/** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => string} */ (
							(_req, res) => `'nonce-${/** @type {express.Response} */ (res).locals.cspNonce}'`
						),
				}),
			},
		},
		{
			// No page uses the camera, the microphone, the location, the Payment Request API (cards are typed into
			// the provider's form) nor USB: neither the site nor an embedded video may ask for them.
			'Permissions-Policy':
				'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
		},
	),
)

// A saturated server answers a short 503 at once rather than half a page (static files are served above).
const busy = loadGuard({ page: appEntry.busyPage, retryAfterSeconds: appEntry.BUSY_RETRY_AFTER_SECONDS })
app.use(busy)

app.all(
	'*',
	remixHandler({
		// In development, each request takes the current modules from Vite.
		build: viteDevServer
			? () => /** @type {Promise<ServerBuild>} */ (viteDevServer.ssrLoadModule('virtual:remix/server-build'))
			: build,
		runtime: appEntry,
		mode: settings.NODE_ENV,
		getLoadContext: loadContextOf,
		errorPage,
		errorMessage,
		frenchTurboStream: appEntry.frenchTurboStream,
		// What the microcache keeps is compressed once for many visitors: better; the rest for one, cheaper.
		shared: (req) => pageCache !== null && cacheKeyOf(req) !== null,
	}),
)
// Express's own failures (a missing upload, a malformed path): French pages, never its English defaults.
app.use(frenchErrors(errorPage))

// http behind the proxy goes to https first, before the page cache could answer it (Observatory: A+).
const toHttps = httpsRedirect(settings.PUBLIC_URL)
// Requests and responses are made with Express's prototypes, which it would otherwise swap on each of them.
const server = http.createServer(expressObjects(app), (req, res) => {
	if (toHttps?.(req, res)) return
	if (pageCache) pageCache.handle(req, res, () => app(req, res))
	else app(req, res)
})
server.listen(settings.PORT, () => {
	if (isClusterWorker) return
	console.log(
		`Donnons ready at http://localhost:${settings.PORT} (${modeName(settings)}, data in ${settings.DATA_DIR}, payments: ${settings.paymentProvider}) in ${Date.now() - started} ms`,
	)
})

function shutdown() {
	busy.close()
	server.close(() => {
		void close().finally(() => process.exit(0))
	})
	setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)

/** @param {{ isDemo: boolean }} settings the mode the ready line names */
function modeName(settings) {
	return settings.isDemo ? 'démonstration' : 'production'
}
