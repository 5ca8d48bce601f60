import crypto from 'node:crypto'
import path from 'node:path'
import { createRequestHandler } from '@remix-run/express'
import { type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import helmet from 'helmet'
import { getDb } from './app/platform/db.server.ts'
import { getPaymentProvider } from './app/payments/index.server.ts'
import { startPaymentJobs } from './app/donations/jobs.server.ts'
import { getEnv } from './app/platform/env.server.ts'
import { purgeExpiredRecords } from './db/maintenance.server.ts'
import { prepareDatabase } from './db/startup.server.ts'

const env = getEnv()
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const started = Date.now()
await prepareDatabase(getDb(), env.DATA_DIR)
// Fails fast on mixed-up Mangopay settings (ADR 008).
await getPaymentProvider()

const viteDevServer = env.isProduction
	? undefined
	: await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }))

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', 'loopback')
app.use(compression())

app.use((_req, res, next) => {
	res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
	next()
})
const https = env.PUBLIC_URL?.startsWith('https:') ?? false
app.use(
	helmet({
		strictTransportSecurity: https,
		crossOriginEmbedderPolicy: false,
		referrerPolicy: { policy: 'same-origin' },
		contentSecurityPolicy: {
			useDefaults: false,
			directives: {
				'default-src': ["'self'"],
				'base-uri': ["'self'"],
				'object-src': ["'none'"],
				'frame-ancestors': ["'self'"],
				// Card forms post to the provider's vault, and the redirects that follow a form (3-D Secure pages of any
				// bank, mandate signature) are governed by form-action too: open to https when real payments are on.
				'form-action': ["'self'", ...(env.paymentProvider === 'mangopay' ? ['https:'] : [])],
				'frame-src': [
					'https://www.youtube-nocookie.com',
					'https://player.vimeo.com',
					'https://www.dailymotion.com',
				],
				'img-src': ["'self'", 'data:', 'blob:'],
				'font-src': ["'self'", 'data:'],
				'style-src': ["'self'", "'unsafe-inline'"],
				'connect-src': ["'self'", ...(viteDevServer ? ['ws:'] : [])],
				'script-src': [
					"'strict-dynamic'",
					"'self'",
					(_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
					...(viteDevServer ? ["'unsafe-inline'"] : []),
				],
				'upgrade-insecure-requests': https ? [] : null,
			},
		},
	}),
)

if (viteDevServer) {
	app.use(viteDevServer.middlewares)
} else {
	app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
	app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }))
}
// Uploaded and generated images: file names change when the content changes.
app.use('/uploads', express.static(path.join(env.DATA_DIR, 'uploads'), { maxAge: '7d', fallthrough: false }))

const build = viteDevServer
	? () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
	: ((await import(path.resolve(buildDir, 'server/index.js'))) as ServerBuild)

app.all(
	'*',
	createRequestHandler({
		build,
		mode: env.NODE_ENV,
		getLoadContext: (req, res) => ({
			cspNonce: res.locals.cspNonce as string,
			clientIp: req.ip ?? 'unknown',
		}),
	}),
)

const server = app.listen(env.PORT, () => {
	const mode = env.isDemo ? 'démonstration' : 'production'
	console.log(
		`Donnons ready at http://localhost:${env.PORT} (${mode}, data in ${env.DATA_DIR}, payments: ${env.paymentProvider}) in ${Date.now() - started} ms`,
	)
})

setInterval(() => purgeExpiredRecords(getDb()), 60 * 60 * 1000).unref()
startPaymentJobs()

function shutdown() {
	server.close(() => {
		getDb().$client.close()
		process.exit(0)
	})
	setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
